// Every state one side of a combat can reach, numbered, with the state each number of hits leads to.
// A loss order assigns hits greedily along a fixed list of "absorb one hit" steps, so k hits then m hits
// land where k + m hits do: from any state the reachable states form a chain, and the odds can index
// them by number instead of comparing unit counts.

import type { Side } from './battle.ts';
import { assignHits, stateKey, toughness, unitsLeft, type FleetState } from './fleet.ts';

export class SideTable {
  readonly states: FleetState[] = [];
  /** Hits the state can still absorb. */
  readonly toughness: number[] = [];
  readonly unitsLeft: number[] = [];
  private readonly ids = new Map<string, number>();
  private readonly next: Int32Array[] = [];

  constructor(private readonly side: Side) {}

  get size(): number {
    return this.states.length;
  }

  /** The number of `state`, adding it (and the chain of states below it) when new. */
  intern(state: FleetState): number {
    const key = stateKey(state);
    const known = this.ids.get(key);
    if (known !== undefined) return known;
    const id = this.states.length;
    this.ids.set(key, id);
    this.states.push(state);
    this.toughness.push(toughness(this.side.fleet, state));
    this.unitsLeft.push(unitsLeft(state));
    const next = new Int32Array((this.toughness[id] ?? 0) + 1);
    this.next.push(next);
    next[0] = id;
    for (let hits = 1; hits < next.length; hits++)
      next[hits] = this.intern(assignHits(this.side.fleet, state, hits, this.side.order));
    return id;
  }

  /** The state `hits` hits lead to; hits beyond what it can absorb are lost. */
  after(id: number, hits: number): number {
    const next = this.next[id] as Int32Array;
    return next[Math.min(hits, next.length - 1)] as number;
  }

  /** State numbers, toughest first: every hit moves a side later in this order. */
  toughestFirst(): number[] {
    return this.states.map((_, id) => id).sort((a, b) => (this.toughness[b] ?? 0) - (this.toughness[a] ?? 0));
  }
}
