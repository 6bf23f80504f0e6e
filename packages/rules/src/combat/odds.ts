// Exact odds of a combat as a Markov chain over positions (the units each side has left, damaged or
// not). A round moves probability from a position to those its hits lead to; a round in which neither
// side hits leaves the position as it was, so that self-loop is folded in by dividing the other
// outcomes by the chance that something happens. Every other move takes away at least one hit a side can
// absorb, so positions are visited from the toughest down, each once: no round cap, no simulation.
// Each side's states are numbered once (side-table.ts), so a position is a pair of numbers in a dense
// table and a round's hits are a lookup.

import type { DiceRoll } from '../content/unit-stats.ts';
import {
  assignHits,
  stateKey,
  unitsLeft,
  unitsLeftById,
  type CombatUnit,
  type FleetState,
  type HitTarget,
} from './fleet.ts';
import {
  groundBattle,
  spaceBattle,
  type Battle,
  type GroundCombatOptions,
  type OpeningStep,
  type Position,
  type SpaceCombatOptions,
} from './battle.ts';
import { combatRolls, hitDistribution, rollsKey } from './rolls.ts';
import { SideTable } from './side-table.ts';

export interface CombatOdds {
  readonly attackerWins: number;
  readonly defenderWins: number;
  /** Both sides destroyed in the same round (LRR 78.8, 42.3 "no winner"). */
  readonly draw: number;
  /** Neither side can ever hit the other (no dice left on either side); the combat cannot end. */
  readonly stalemate: number;
  /** Units left at the end, counting damaged ones; a side that lost has none. */
  readonly expectedSurvivors: { readonly attacker: number; readonly defender: number };
  readonly expectedSurvivorsById: {
    readonly attacker: Readonly<Record<string, number>>;
    readonly defender: Readonly<Record<string, number>>;
  };
}

/** Exact odds of a space combat between the ships in the two lists (LRR 78). */
export function spaceCombatOdds(
  attacker: readonly CombatUnit[],
  defender: readonly CombatUnit[],
  options: SpaceCombatOptions = {},
): CombatOdds {
  return battleOdds(spaceBattle(attacker, defender, options));
}

/** Exact odds of a ground combat between the ground forces in the two lists (LRR 42). */
export function groundCombatOdds(
  attacker: readonly CombatUnit[],
  defender: readonly CombatUnit[],
  options: GroundCombatOptions = {},
): CombatOdds {
  return battleOdds(groundBattle(attacker, defender, options));
}

interface Weighted {
  readonly position: Position;
  p: number;
}
type Distribution = Map<string, Weighted>;

/** Exact odds of a battle set up by spaceBattle or groundBattle. */
export function battleOdds(battle: Battle): CombatOdds {
  const hits = memoised();
  let dist: Distribution = new Map([[keyOf(battle.start), { position: battle.start, p: 1 }]]);
  for (const step of battle.opening) dist = afterOpening(battle, dist, step, hits);

  const a = new SideTable(battle.attacker);
  const d = new SideTable(battle.defender);
  const starts = [...dist.values()].map(({ position, p }) => ({
    a: a.intern(position.attacker),
    d: d.intern(position.defender),
    p,
  }));
  // mass[attacker state * d.size + defender state]: the chance the combat reaches that position.
  const mass = new Float64Array(a.size * d.size);
  for (const start of starts)
    mass[start.a * d.size + start.d] = (mass[start.a * d.size + start.d] ?? 0) + start.p;

  const tally = new Tally(battle);
  const attackerOrder = a.toughestFirst();
  const defenderOrder = d.toughestFirst();
  for (const ai of attackerOrder) {
    for (const di of defenderOrder) {
      const p = mass[ai * d.size + di] ?? 0;
      if (p === 0) continue;
      if (a.unitsLeft[ai] === 0 || d.unitsLeft[di] === 0) {
        tally.end({ attacker: a.states[ai] as FleetState, defender: d.states[di] as FleetState }, p);
        continue;
      }
      const attacker = a.states[ai] as FleetState;
      const defender = d.states[di] as FleetState;
      const byAttacker = hits(combatRolls(battle.attacker.fleet, attacker, battle.defender.fleet, defender));
      const byDefender = hits(combatRolls(battle.defender.fleet, defender, battle.attacker.fleet, attacker));
      const quiet = (byAttacker[0] ?? 0) * (byDefender[0] ?? 0);
      if (quiet >= 1 - 1e-12) {
        tally.stalemate += p;
        continue;
      }
      // Hits past what a side can absorb change nothing more, so they fold into the last count.
      const onDefender = clamp(byAttacker, d.toughness[di] ?? 0);
      const onAttacker = clamp(byDefender, a.toughness[ai] ?? 0);
      const scale = p / (1 - quiet);
      for (let x = 0; x < onDefender.length; x++) {
        const px = (onDefender[x] ?? 0) * scale;
        if (px === 0) continue;
        const row = d.after(di, x);
        for (let y = 0; y < onAttacker.length; y++) {
          if (x === 0 && y === 0) continue;
          const to = a.after(ai, y) * d.size + row;
          mass[to] = (mass[to] ?? 0) + px * (onAttacker[y] ?? 0);
        }
      }
    }
  }
  return tally.odds();
}

/** `dist` with every count of `cap` or more added into `cap`. */
function clamp(dist: readonly number[], cap: number): readonly number[] {
  if (dist.length <= cap + 1) return dist;
  const out = dist.slice(0, cap + 1);
  let tail = 0;
  for (let k = cap; k < dist.length; k++) tail += dist[k] ?? 0;
  out[cap] = tail;
  return out;
}

function afterOpening(battle: Battle, dist: Distribution, step: OpeningStep, hits: Hits): Distribution {
  const out: Distribution = new Map();
  for (const { position, p } of dist.values()) {
    const byAttacker = step.attacker ? hits(step.attacker.rolls(position.attacker)) : [1];
    const byDefender = step.defender ? hits(step.defender.rolls(position.defender)) : [1];
    byAttacker.forEach((pa, onDefender) => {
      byDefender.forEach((pd, onAttacker) => {
        if (pa * pd === 0) return;
        const next = {
          attacker: take(battle, 'attacker', position.attacker, onAttacker, step.defender?.target),
          defender: take(battle, 'defender', position.defender, onDefender, step.attacker?.target),
        };
        const key = keyOf(next);
        const known = out.get(key);
        if (known === undefined) out.set(key, { position: next, p: p * pa * pd });
        else known.p += p * pa * pd;
      });
    });
  }
  return out;
}

function take(
  battle: Battle,
  role: 'attacker' | 'defender',
  state: FleetState,
  hits: number,
  target?: HitTarget,
) {
  const side = battle[role];
  return assignHits(side.fleet, state, hits, side.order, target ?? 'any');
}

type Hits = (rolls: readonly DiceRoll[]) => readonly number[];

function memoised(): Hits {
  const known = new Map<string, readonly number[]>();
  return (rolls) => {
    const key = rollsKey(rolls);
    let dist = known.get(key);
    if (dist === undefined) known.set(key, (dist = hitDistribution(rolls)));
    return dist;
  };
}

function keyOf(position: Position): string {
  return `${stateKey(position.attacker)}|${stateKey(position.defender)}`;
}

class Tally {
  attackerWins = 0;
  defenderWins = 0;
  draw = 0;
  stalemate = 0;
  private readonly survivors = { attacker: 0, defender: 0 };
  private readonly byId = { attacker: {} as Record<string, number>, defender: {} as Record<string, number> };

  constructor(private readonly battle: Battle) {}

  end(position: Position, p: number): void {
    const attacker = unitsLeft(position.attacker);
    const defender = unitsLeft(position.defender);
    if (attacker > 0) this.attackerWins += p;
    else if (defender > 0) this.defenderWins += p;
    else this.draw += p;
    this.survivors.attacker += p * attacker;
    this.survivors.defender += p * defender;
    for (const role of ['attacker', 'defender'] as const) {
      const left = unitsLeftById(this.battle[role].fleet, position[role]);
      for (const [id, n] of Object.entries(left)) this.byId[role][id] = (this.byId[role][id] ?? 0) + p * n;
    }
  }

  odds(): CombatOdds {
    return {
      attackerWins: this.attackerWins,
      defenderWins: this.defenderWins,
      draw: this.draw,
      stalemate: this.stalemate,
      expectedSurvivors: { ...this.survivors },
      expectedSurvivorsById: { attacker: { ...this.byId.attacker }, defender: { ...this.byId.defender } },
    };
  }
}
