// Properties of space combat over random fleets, seeds and assignments (LRR 78, 87): every ship is on
// the board or was destroyed by a hit the log shows; replaying the intents rebuilds the same rolls; and
// no view shows a roll before it is made (the generator is never projected, the dice shown are logged).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay } from '../engine/engine.ts';
import { seedRng } from '../kernel/rng.ts';
import type { GameState, Seat, SpaceCombatState, UnitCounts } from '../state/state.ts';
import { viewFor } from '../view/view.ts';
import type { Actor, Intent } from '../wire/intents.ts';
import { HACAN, SOL, combatTable, moveIn, unitsOf } from '../../test-support/combat-fixtures.ts';
import { notes, run } from '../../test-support/test-helpers.ts';
import { withTechnologies } from '../../test-support/move-fixtures.ts';
import { hitsToAssign, hittable, sustainable } from './combat-sides.ts';

const count = fc.integer({ min: 0, max: 3 });
const fleet = fc
  .record({ dreadnought: count, cruiser: count, destroyer: count, fighter: count, carrier: count })
  .filter((f) => Object.values(f).some((n) => n > 0));
const caseArb = fc.record({
  // Sol's ships move in on their own (fighters would need a carrier's capacity, LRR 16).
  sol: fleet.map((f) => ({ ...f, fighter: 0 })).filter((f) => Object.values(f).some((n) => n > 0)),
  hacan: fleet,
  seed: fc.string({ maxLength: 6 }),
  // Effects at the start of the combat (rules/combat-openings.ts): Sol as the Mentak (Ambush), and
  // either side with Assault Cannon.
  mentak: fc.boolean(),
  cannon: fc.constantFrom<Seat[]>([], [SOL], [HACAN], [SOL, HACAN]),
  picks: fc.array(fc.nat(), { minLength: 64, maxLength: 64 }),
});

const ships = (u: UnitCounts) =>
  Object.entries(u).reduce(
    (a, [t, n]) => a + (['infantry', 'mech', 'pds', 'space-dock'].includes(t) ? 0 : (n ?? 0)),
    0,
  );

/** A random valid assignment of the hits `seat` owes: each hit to a ship, or to a Sustain Damage. */
function randomAssignment(
  state: GameState,
  combat: SpaceCombatState,
  seat: Seat,
  pick: () => number,
): Intent {
  const left = new Map(hittable(state, combat, seat));
  const canSustain = new Map([...left.keys()].map((t) => [t, sustainable(state, combat, seat, t)]));
  const losses: Record<string, number> = {};
  const sustain: Record<string, number> = {};
  for (let h = hitsToAssign(state, combat, seat); h > 0; h--) {
    const options = [
      ...[...canSustain].filter(([, n]) => n > 0).map(([t]) => ['s', t] as const),
      ...[...left].filter(([, n]) => n > 0).map(([t]) => ['l', t] as const),
    ];
    const [kind, t] = options[pick() % options.length] as (typeof options)[number];
    if (kind === 's') {
      canSustain.set(t, (canSustain.get(t) ?? 0) - 1);
      sustain[t] = (sustain[t] ?? 0) + 1;
    } else {
      left.set(t, (left.get(t) ?? 0) - 1);
      losses[t] = (losses[t] ?? 0) + 1;
    }
  }
  return { type: 'assign-hits', losses, sustain };
}

/**
 * Ships destroyed as the log tells it: "P1 takes 2 hits: loses 1 Cruiser, 1 Fighter; …", the
 * barrage's "…: P2 loses 1 Fighter (LRR 10)", and "P2 destroys 1 Carrier for Assault Cannon".
 */
function lostInLog(lines: readonly string[]): number {
  let n = 0;
  for (const line of lines) {
    const lost = /\b(?:loses|destroys) ([^;.(]*)/.exec(line)?.[1] ?? '';
    for (const m of lost.matchAll(/(\d+) /g)) n += Number(m[1]);
  }
  return n;
}

describe('space combat properties', () => {
  it('every ship is on the board or destroyed by a logged hit; replay rebuilds the same rolls; views show no roll early', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        let initial = combatTable(c.sol, c.hacan, seedRng(c.seed));
        if (c.mentak)
          initial = {
            ...initial,
            players: initial.players.map((p, s) => (s === SOL ? { ...p, faction: 'mentak-coalition' } : p)),
          };
        for (const s of c.cannon) initial = withTechnologies(initial, s, ['assault-cannon']);
        const before = ships(unitsOf(initial, SOL)) + ships(unitsOf(initial, HACAN));
        let i = 0;
        const pick = () => c.picks[i++ % c.picks.length] ?? 0;
        const log: { actor: Actor; intent: Intent }[] = [];
        const lines: string[] = [];
        let state = initial;
        const step = (seat: Seat, intent: Intent) => {
          const out = run(state, seat, intent);
          if (!out.ok) throw new Error(`${out.code}: ${out.message}`);
          log.push({ actor: { kind: 'seat', seat }, intent });
          lines.push(...notes(out));
          state = out.state;
        };
        step(SOL, moveIn(c.sol));
        for (let guard = 0; state.tactical?.combat && guard < 200; guard++) {
          const combat = state.tactical.combat;
          // The dice any role sees were rolled and logged already; the generator is never shown.
          for (const viewer of [{ kind: 'spectator' }, { kind: 'seat', seat: HACAN }] as const) {
            const text = JSON.stringify(viewFor(state, viewer));
            expect(text).not.toContain('"rng"');
          }
          const opening = combat.opening?.name;
          const rolled = opening === undefined ? `Round ${combat.round}: ` : opening;
          const round = lines.filter((l) => l.startsWith(rolled)).at(-1) ?? '';
          for (const r of combat.rolls) for (const d of r.dice) expect(round).toContain(d.faces.join(', '));
          const seat = ([SOL, HACAN] as const).find((s) => (combat.owed[String(s)] ?? 0) > 0);
          if (seat === undefined) throw new Error('a combat waits for nobody');
          step(seat, randomAssignment(state, combat, seat, pick));
        }
        expect(state.tactical?.combat).toBeUndefined();
        const after = ships(unitsOf(state, SOL)) + ships(unitsOf(state, HACAN));
        expect(before - after).toBe(lostInLog(lines));
        expect(replay(initial, log).state).toEqual(state);
      }),
      { numRuns: 60 },
    );
  });
});
