// Properties of production, structures, research and stations over random play: legal intents mixed
// with random (mostly illegal) orders, with and without the timed construction variant.
// - a player's pieces never exceed the plastic of their colour (fighters/infantry excepted: tokens);
// - trade goods, commodities and command pools never go negative;
// - an intent the engine refuses leaves the state exactly as it was.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activated, table, withTile } from '../../test-support/build-fixtures.ts';
import { PLASTIC_PIECES, TOKEN_SUPPLEMENTED_UNITS, UNIT_TYPES, type UnitType } from '../content/index.ts';
import { advanceConstruction } from './construction-progress.ts';
import { applyIntent } from '../engine/engine.ts';
import { unitsInPlay } from '../board/forces.ts';
import { legalIntents } from '../engine/legal.ts';
import type { GameState } from '../state/state.ts';

const PLACES = [
  'space',
  'jord',
  'arretze',
  'hercant',
  'lisis-ii',
  'muaat',
  'tarana',
  'oluz-station',
  'mecatol-rex',
];
const SYSTEMS = ['1', '16', '11', '4', '18', '111'];
const TECHS = [
  'gravity-drive',
  'fleet-logistics',
  'sarween-tools',
  'space-dock-ii',
  'war-sun',
  'carrier-ii',
  'spec-ops-ii',
  'nope',
];
const CARDS = ['construction', 'warfare', 'technology'] as const;

const probe = fc.oneof(
  fc.record({
    type: fc.constant('produce'),
    units: fc.array(
      fc.record({
        unit: fc.constantFrom(...UNIT_TYPES),
        count: fc.integer({ min: 1, max: 9 }),
        place: fc.constantFrom(...PLACES),
      }),
      { minLength: 1, maxLength: 3 },
    ),
    pull: fc.array(
      fc.record({
        unit: fc.constantFrom(...UNIT_TYPES),
        count: fc.integer({ min: 1, max: 3 }),
        system: fc.constantFrom(...SYSTEMS),
      }),
      { maxLength: 2 },
    ),
    payment: fc.record({
      planets: fc.subarray(PLACES.slice(1)),
      tradeGoods: fc.integer({ min: 0, max: 12 }),
    }),
  }),
  fc.record({
    type: fc.constant('resolve-primary'),
    choices: fc.oneof(
      fc.record({
        placements: fc.array(
          fc.record({
            structure: fc.constantFrom('pds', 'space-dock'),
            planet: fc.constantFrom(...PLACES.slice(1)),
          }),
          { maxLength: 2 },
        ),
      }),
      fc.record({
        research: fc.array(fc.record({ technology: fc.constantFrom(...TECHS), skips: fc.constant([]) }), {
          maxLength: 2,
        }),
        payment: fc.record({
          planets: fc.subarray(PLACES.slice(1)),
          tradeGoods: fc.integer({ min: 0, max: 8 }),
        }),
      }),
    ),
  }),
  fc.record({ type: fc.constant('convert-commodities'), station: fc.constantFrom('oluz-station', 'jord') }),
  fc.record({
    type: fc.constant('station-trade'),
    action: fc.constantFrom('offer', 'accept', 'decline', 'withdraw'),
    with: fc.integer({ min: 0, max: 3 }),
    give: fc.record({
      tradeGoods: fc.integer({ min: 0, max: 5 }),
      commodities: fc.integer({ min: 0, max: 5 }),
    }),
    get: fc.record({
      tradeGoods: fc.integer({ min: 0, max: 5 }),
      commodities: fc.integer({ min: 0, max: 5 }),
    }),
  }),
  fc.record({ type: fc.constant('cancel-construction'), id: fc.integer({ min: 1, max: 6 }) }),
);

const step = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('legal' as const), pick: fc.nat() }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('probe' as const),
      seat: fc.integer({ min: 0, max: 3 }),
      intent: probe,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('activate' as const), system: fc.constantFrom(...SYSTEMS) }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'status' as const }) },
);

const PLASTIC: readonly UnitType[] = UNIT_TYPES.filter((t) => !TOKEN_SUPPLEMENTED_UNITS.includes(t));

function checkInvariants(state: GameState): void {
  for (const p of state.players) {
    for (const t of PLASTIC) {
      const n = unitsInPlay(state, p.seat, t);
      if (n > PLASTIC_PIECES[t])
        throw new Error(`${p.name} has ${n} ${t} in play, more than ${PLASTIC_PIECES[t]}`);
    }
    if (p.tradeGoods < 0 || p.commodities < 0)
      throw new Error(`${p.name} has negative trade goods or commodities`);
    if (p.pools.tactic < 0 || p.pools.fleet < 0 || p.pools.strategy < 0)
      throw new Error(`${p.name} has a negative pool`);
  }
}

describe('production, structures, research and stations over random play', () => {
  it('pieces never exceed the plastic, goods never go negative, and a refused intent changes nothing', () => {
    let refusals = 0;
    let applied = 0;
    const appliedTypes = new Set<string>();
    fc.assert(
      fc.property(
        fc.constantFrom(...CARDS),
        fc.boolean(),
        fc.string({ maxLength: 6 }),
        fc.array(step, { minLength: 10, maxLength: 60 }),
        (card, timed, seed, steps) => {
          let state = withTile(table({ card, holder: 0, timed, seed }), '111');
          state = { ...state, players: state.players.map((p) => ({ ...p, tradeGoods: 6, commodities: 2 })) };
          checkInvariants(state);
          for (const s of steps) {
            if (s.kind === 'status') {
              state = advanceConstruction(state).state;
            } else if (s.kind === 'activate') {
              if (state.phase === 'action' && !state.strategic && state.active !== null)
                state = activated(state, state.active, s.system);
            } else {
              const moves =
                s.kind === 'legal'
                  ? state.players.flatMap((p) =>
                      legalIntents(state, { kind: 'seat', seat: p.seat }).map((intent) => ({
                        seat: p.seat,
                        intent,
                      })),
                    )
                  : [{ seat: s.seat, intent: s.intent as unknown }];
              const move = moves[(s.kind === 'legal' ? s.pick : 0) % Math.max(1, moves.length)];
              if (!move) continue;
              const before = JSON.stringify(state);
              const out = applyIntent(state, { kind: 'seat', seat: move.seat }, move.intent);
              expect(JSON.stringify(state)).toBe(before);
              if (!out.ok) {
                if (s.kind === 'legal') throw new Error(`a legal intent was refused: ${out.message}`);
                refusals++;
                continue;
              }
              applied++;
              appliedTypes.add((move.intent as { type: string }).type);
              state = out.state;
            }
            checkInvariants(state);
          }
        },
      ),
      { numRuns: 150 },
    );
    expect(refusals).toBeGreaterThan(0);
    expect(applied).toBeGreaterThan(0);
    // The walk reaches production, card choices and station intents, not only refusals.
    expect([...appliedTypes]).toEqual(expect.arrayContaining(['produce', 'resolve-primary', 'follow']));
  }, 60_000);
});
