// Amalgamation and Vortex (the Vuil'raith Cabal); captured units themselves are board/captured.ts.
//
// Amalgamation: when the Cabal produce a unit, they may return one captured unit of that type to pay
// for it. The order names the units returned (`amalgamation`, production.ts); each unit so paid for
// costs nothing and still counts against the production limit. A lone fighter or infantry left over
// costs a whole cost, as any single one does (002 "Producing units").
//
// Vortex (their technology): a component action that exhausts it and captures a unit from another
// player's reinforcements, of a type that player has next to one of the Cabal's space docks. The
// Stillness of Stars (their agent) captures too (stillness-of-stars.ts).

import { factionHas } from '../content/factions.ts';
import type { UnitType } from '../content/types.ts';
import type { GameEvent } from '../state/events.ts';
import {
  countOf,
  inReinforcements,
  planetsOf,
  unitCount,
  UNIT_NAMES,
  type BoardView,
} from '../board/forces.ts';
import { adjacency } from '../board/neighbours.ts';
import { exhaustCard } from '../board/exhaust.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import type { GameState, Seat } from '../state/state.ts';
import { capturedCount, withCaptured } from '../board/captured.ts';
import { CAPTURABLE_UNITS, type CapturableUnit } from '../wire/table-edit-schema.ts';
import { nameOf } from '../board/table-edit-board.ts';

export { capturedCount } from '../board/captured.ts';
export { amalgamationSchema, type Amalgamation } from '../wire/amalgamation.ts';
import type { Amalgamation } from '../wire/amalgamation.ts';
import type { AbilityRules } from '../hooks/contract.ts';
import { holderProblem } from '../board/ability-holder.ts';
import type { Offer } from '../hooks/offer.ts';
import { componentOffer, componentOffered, seatName } from '../hooks/offer-choices.ts';
import type { Intent } from '../wire/intents.ts';
import type { ComponentAbility } from '../wire/turn-intents.ts';

/** The captured units the Cabal may return when they produce (each with how many they hold); else none. */
export function amalgamationChoices(
  state: BoardView,
  seat: Seat,
): { readonly from: Seat; readonly unit: UnitType; readonly held: number }[] {
  const player = state.players[seat];
  if (!player?.capturedUnits || !factionHas(player.faction, 'cabal-amalgamation')) return [];
  return Object.entries(player.capturedUnits).flatMap(([from, units]) =>
    (Object.entries(units) as [UnitType, number][])
      .filter(([, n]) => n > 0)
      .map(([unit, held]) => ({ from: Number(from), unit, held })),
  );
}

/** Units of each type the order's returned captured units pay for. */
export function amalgamationFree(returned: Amalgamation | undefined): Partial<Record<UnitType, number>> {
  const free: Partial<Record<UnitType, number>> = {};
  for (const r of returned ?? []) free[r.unit] = (free[r.unit] ?? 0) + r.count;
  return free;
}

/** Why these captured units cannot pay for this order, or null. */
export function amalgamationProblem(
  state: BoardView,
  seat: Seat,
  ordered: readonly { readonly unit: UnitType; readonly count: number }[],
  returned: Amalgamation,
): RuleError | null {
  const player = state.players[seat];
  if (!player || !factionHas(player.faction, 'cabal-amalgamation'))
    return fail(
      'rule/illegal-choice',
      'Only the Vuil’raith Cabal pay for units with captured ones (Amalgamation).',
    );
  const seen = new Set<string>();
  for (const r of returned) {
    const key = `${r.from}:${r.unit}`;
    if (seen.has(key))
      return fail('rule/illegal-choice', 'Name each player’s captured units of a type once.');
    seen.add(key);
    const held = capturedCount(state, seat, r.from, r.unit);
    if (held < r.count)
      return fail(
        'rule/illegal-choice',
        `Amalgamation: you hold ${unitCount(r.unit, held)} of ${state.players[r.from]?.name ?? `Seat ${r.from + 1}`}’s, not ${r.count}.`,
      );
  }
  for (const [unit, n] of Object.entries(amalgamationFree(returned)) as [UnitType, number][]) {
    const produced = ordered.filter((l) => l.unit === unit).reduce((a, l) => a + l.count, 0);
    if (n > produced)
      return fail(
        'rule/illegal-choice',
        `Amalgamation: each captured unit pays for one unit of its type, and this order produces ${unitCount(unit, produced)}.`,
      );
  }
  return null;
}

/** The captured units returned by Amalgamation go back to their owners. */
export function returnCaptured(
  state: GameState,
  seat: Seat,
  returned: Amalgamation,
): { state: GameState; events: GameEvent[] } {
  let next = state;
  for (const r of returned) next = withCaptured(next, seat, r.from, r.unit, -r.count);
  const list = returned.map((r) => `${unitCount(r.unit, r.count)} to ${nameOf(state, r.from)}`).join(', ');
  return {
    state: next,
    events: [{ type: 'note', seat, text: `Amalgamation: ${nameOf(state, seat)} returns captured ${list}.` }],
  };
}

/** Vortex (the Cabal's technology): exhausted as a component action to capture a unit (vortex below). */
export const VORTEX = 'vortex';

/**
 * What Vortex may capture for `seat`: a unit type of another player's (never a structure) that stands in
 * a system adjacent to one of `seat`'s space docks — a unit is not adjacent to its own system (LRR 6) —
 * with one left in that player's reinforcements (fighters and infantry never run out).
 */
export function vortexChoices(state: BoardView, seat: Seat): { player: Seat; unit: CapturableUnit }[] {
  const key = String(seat);
  const near = adjacency(state.galaxy);
  const hasDock = (s: BoardView['galaxy']['systems'][number]) =>
    countOf(s.space[key], 'space-dock') > 0 ||
    planetsOf(s.systemId).some((id) => countOf(state.galaxy.planets[id]?.units[key], 'space-dock') > 0);
  const reach = new Set<number>();
  for (const s of state.galaxy.systems)
    if (hasDock(s)) for (const p of near.get(s.position) ?? []) reach.add(p);
  const out: { player: Seat; unit: CapturableUnit }[] = [];
  for (const p of state.players) {
    if (p.seat === seat) continue;
    const other = String(p.seat);
    for (const unit of CAPTURABLE_UNITS) {
      const left = inReinforcements(state, p.seat, unit);
      if (left !== null && left < 1) continue;
      const there = state.galaxy.systems.some(
        (s) =>
          reach.has(s.position) &&
          (countOf(s.space[other], unit) > 0 ||
            planetsOf(s.systemId).some((id) => countOf(state.galaxy.planets[id]?.units[other], unit) > 0)),
      );
      if (there) out.push({ player: p.seat, unit });
    }
  }
  return out;
}

/** The component ability `vortex`: 1 unit of that type from `player`'s reinforcements, captured. */
export function vortex(
  state: GameState,
  seat: Seat,
  player: Seat,
  unit: CapturableUnit,
): { state: GameState; events: GameEvent[] } | RuleError {
  if (!vortexChoices(state, seat).some((c) => c.player === player && c.unit === unit))
    return fail(
      'rule/illegal-choice',
      `Vortex captures a unit of a type ${nameOf(state, player)} has in a system next to one of your space docks, and one left in their reinforcements: not a ${UNIT_NAMES[unit]}.`,
    );
  const next = withCaptured(exhaustCard(state, seat, VORTEX), seat, player, unit, 1);
  return {
    state: next,
    events: [
      {
        type: 'note',
        seat,
        text: `${nameOf(state, seat)} takes a component action with Vortex (exhausted): captures 1 ${UNIT_NAMES[unit]} from ${nameOf(state, player)}'s reinforcements.`,
      },
    ],
  };
}

const VORTEX_HOLDER = { technology: VORTEX } as const;

/** Amalgamation in the rule set (engine/rule-set.ts): captured units named on a production order. */
export const amalgamationRules: AbilityRules = {
  id: 'amalgamation',
  holder: { kind: 'faction', faction: 'vuilraith-cabal' },
  production: {
    check: (state, seat, order, { site }) => {
      if (!order.amalgamation) return null;
      return site.unlimited
        ? fail(
            'rule/illegal-choice',
            'Amalgamation works with a production ability, and this placement is not one.',
          )
        : amalgamationProblem(state, seat, order.units, order.amalgamation);
    },
    // What the units paid for by captured ones would have cost (a lone fighter or infantry left over
    // costs a whole cost).
    discount: {
      by: 'Amalgamation',
      amount: (_state, _seat, request, { counts, price }) => {
        const returned = amalgamationFree(request.choices.amalgamation);
        let free = 0;
        for (const [unit, count] of counts)
          free += price(unit, count) - price(unit, Math.max(0, count - (returned[unit] ?? 0)));
        return free;
      },
    },
    paid: (state, seat, order) =>
      order.amalgamation ? returnCaptured(state, seat, order.amalgamation) : { state, events: [] },
    form: (state, seat) => {
      const held = amalgamationChoices(state, seat);
      return held.length === 0
        ? []
        : [
            {
              kind: 'returns',
              id: 'amalgamation',
              key: 'amalgamation',
              text: 'Amalgamation: return captured units to their owners; each pays for one unit of its type you produce.',
              held,
              problem: (lines, returned) =>
                amalgamationProblem(state, seat, lines, returned)?.message ?? null,
            },
          ];
    },
  },
};

/** The component action's first choice, when `seat` may use Vortex now. */
function vortexExamples(state: GameState, seat: Seat): ComponentAbility[] {
  if (holderProblem(state, seat, 'Vortex', VORTEX_HOLDER, false) !== null) return [];
  const captured = vortexChoices(state, seat)[0];
  return captured ? [{ id: 'vortex', ...captured }] : [];
}

function vortexOffers(state: GameState, seat: Seat, legal: readonly Intent[]): Offer[] {
  if (!componentOffered(legal, 'vortex')) return [];
  return [
    componentOffer(
      'vortex',
      'Vortex',
      "Exhaust it to capture a unit from another player's reinforcements, of a type they have next to one of your space docks.",
      [
        {
          kind: 'pick',
          label: 'Unit to capture',
          choices: vortexChoices(state, seat).map((c) => ({
            label: `1 ${UNIT_NAMES[c.unit]} of ${seatName(state, c.player)}’s`,
            set: { ability: { player: c.player, unit: c.unit } },
          })),
        },
      ],
      'Capture it',
      false,
    ),
  ];
}

/** Vortex in the rule set (engine/rule-set.ts); Amalgamation is part of a production order. */
export const vortexRules: AbilityRules = {
  id: VORTEX,
  holder: { kind: 'technology', technology: VORTEX },
  offers: vortexOffers,
  componentAction: {
    examples: vortexExamples,
    resolve: (state, seat, ability) => {
      if (ability.id !== 'vortex') return null;
      return (
        holderProblem(state, seat, 'Vortex', VORTEX_HOLDER, false) ??
        vortex(state, seat, ability.player, ability.unit)
      );
    },
  },
};
