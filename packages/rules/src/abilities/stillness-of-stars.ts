// The Stillness of Stars (the Vuil'raith Cabal's agent): after another player replenishes commodities,
// the Cabal may exhaust it to turn that player's commodities into trade goods of theirs, and capture a
// unit from that player's reinforcements costing at most their commodity value (`capture`, onto the
// Cabal's sheet: abilities/amalgamation.ts). An intent stored before captures were tracked names no
// unit; it is replayed as it was (the capture made at the table). Every replenishment leaves a public mark in the
// turn's uses (`replenished:<seat>`, rules/notes/trade-agreement.ts calls markReplenished), so the window
// stays open until the end of the next turn (turn-windows.ts); nobody waits for the Cabal.

import { commodityValue } from '../board/commodities.ts';
import type { GameEvent } from '../state/events.ts';
import { applied, type Outcome } from '../state/outcome.ts';
import { fail } from '../kernel/result.ts';
import { canonicalState, type GameState, type Seat } from '../state/state.ts';
import { updatePlayer } from '../state/update.ts';
import { exhaustCard } from '../board/exhaust.ts';
import { withCaptured } from '../board/captured.ts';
import { inReinforcements, unitStats, UNIT_NAMES, type BoardView } from '../board/forces.ts';
import { CAPTURABLE_UNITS, type CapturableUnit } from '../wire/table-edit-schema.ts';
import { openMarks, withoutMark } from '../state/turn-windows.ts';
import type { Handlers } from '../state/handlers.ts';
import type { AbilityRules } from '../hooks/contract.ts';
import type { Offer } from '../hooks/offer.ts';
import { seatName } from '../hooks/offer-choices.ts';

export const STILLNESS_OF_STARS = 'the-stillness-of-stars';
const CABAL = 'vuilraith-cabal';
const MARK = 'replenished:';

/** `seat` replenished commodities this turn: the mark the Cabal's agent answers. */
export function markReplenished(state: GameState, seat: Seat): GameState {
  const mark = `${MARK}${seat}`;
  if (state.turnUses?.includes(mark)) return state;
  const next = canonicalState(state);
  next.turnUses = [...(state.turnUses ?? []), mark];
  return next;
}

/** The players whose commodities the Cabal in `seat` may convert now (their agent ready). */
export function stillnessTargets(state: Pick<GameState, 'players' | 'turnUses'>, seat: Seat): Seat[] {
  const me = state.players[seat];
  if (me?.faction !== CABAL || me.exhaustedCards?.includes(STILLNESS_OF_STARS)) return [];
  return [...new Set(openMarks(state.turnUses, MARK).map(Number))].filter(
    (s) => s !== seat && (state.players[s]?.commodities ?? 0) > 0,
  );
}

/** Units the Cabal may capture from `to`'s reinforcements: costing at most their commodity value. */
export function stillnessCaptures(state: BoardView, to: Seat): CapturableUnit[] {
  const most = commodityValue(state, to);
  return CAPTURABLE_UNITS.filter((unit) => {
    const cost = unitStats(state, to, unit).cost;
    const left = inReinforcements(state, to, unit);
    return cost !== undefined && cost <= most && (left === null || left > 0);
  });
}

/** The `the-stillness-of-stars` intent. */
export function stillnessOfStars(state: GameState, seat: Seat, to: Seat, capture?: CapturableUnit): Outcome {
  const me = state.players[seat];
  if (me?.faction !== CABAL)
    return fail('rule/illegal-choice', "The Stillness of Stars is the Vuil'raith Cabal's agent.");
  if (me.exhaustedCards?.includes(STILLNESS_OF_STARS))
    return fail('rule/illegal-choice', 'The Stillness of Stars is exhausted until the status phase.');
  const other = state.players[to];
  if (!other || !stillnessTargets(state, seat).includes(to))
    return fail(
      'rule/illegal-choice',
      'The Stillness of Stars answers another player who replenished commodities this turn and still holds some.',
    );
  if (capture !== undefined && !stillnessCaptures(state, to).includes(capture))
    return fail(
      'rule/illegal-choice',
      `The Stillness of Stars captures a unit from ${other.name}'s reinforcements costing at most ${commodityValue(state, to)}: not a ${UNIT_NAMES[capture]}.`,
    );
  const n = other.commodities;
  let next = exhaustCard(state, seat, STILLNESS_OF_STARS);
  if (capture !== undefined) next = withCaptured(next, seat, to, capture, 1);
  next = updatePlayer(next, to, (p) => ({ ...p, commodities: 0, tradeGoods: p.tradeGoods + n }));
  const cleared = canonicalState(next);
  cleared.turnUses = withoutMark(next.turnUses, `${MARK}${to}`);
  const events: GameEvent[] = [
    {
      type: 'note',
      seat,
      text: `${me.name} exhausts The Stillness of Stars: ${other.name}'s ${n} ${n === 1 ? 'commodity becomes a trade good' : 'commodities become trade goods'}. ${me.name} captures ${capture === undefined ? `a unit of ${other.name}'s reinforcements costing at most ${commodityValue(state, to)} (at the table)` : `1 ${UNIT_NAMES[capture]} of ${other.name}'s`}.`,
    },
  ];
  return applied(cleared, events);
}

/** The intents this module owns, in the engine's handler table (engine/handlers.ts). */
export const stillnessOfStarsHandlers: Handlers<'the-stillness-of-stars'> = {
  'the-stillness-of-stars': (state, seat, intent) => stillnessOfStars(state, seat, intent.to, intent.capture),
};

/** After another player replenished: one offer per such player, with every unit that may be captured. */
export function stillnessOffers(state: GameState, seat: Seat): Offer[] {
  return stillnessTargets(state, seat).map((to) => {
    const units = stillnessCaptures(state, to);
    const who = seatName(state, to);
    return {
      id: `${STILLNESS_OF_STARS}-${to}`,
      type: 'the-stillness-of-stars',
      title: `The Stillness of Stars for ${who}`,
      text: `${who} replenished: exhaust your agent so that their commodities become trade goods, and capture a unit from their reinforcements costing at most ${commodityValue(state, to)}.`,
      place: 'anytime',
      base: { type: 'the-stillness-of-stars', to },
      fields:
        units.length === 0
          ? []
          : [
              {
                kind: 'pick',
                label: 'Unit to capture',
                choices: units.map((unit) => ({ label: `1 ${UNIT_NAMES[unit]}`, set: { capture: unit } })),
              },
            ],
      submit: `Exhaust The Stillness of Stars for ${who}`,
    };
  });
}

/** The Stillness of Stars in the rule set (engine/rule-set.ts). */
export const stillnessOfStarsRules: AbilityRules = {
  id: STILLNESS_OF_STARS,
  holder: { kind: 'leader', leader: STILLNESS_OF_STARS, faction: CABAL },
  offers: stillnessOffers,
  handlers: stillnessOfStarsHandlers,
  anytime: ['the-stillness-of-stars'],
  windowIntents: (state, seat) =>
    stillnessTargets(state, seat).map((to) => {
      const capture = stillnessCaptures(state, to)[0];
      return { type: 'the-stillness-of-stars' as const, to, ...(capture ? { capture } : {}) };
    }),
  on: { replenished: markReplenished },
};
