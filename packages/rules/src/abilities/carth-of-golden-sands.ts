// Carth of Golden Sands (the Hacan's agent, Prophecy of Kings): as a component action (LRR 22) the
// Hacan exhaust it to gain 2 commodities themselves, or to replenish another player's commodities
// (up to that player's commodity value, LRR 21). A replenishment counts as one for what follows it
// (The Stillness of Stars, hooks/mechanisms.ts afterReplenished).

import { holderProblem } from '../board/ability-holder.ts';
import { commodityValue } from '../board/commodities.ts';
import { exhaustCard } from '../board/exhaust.ts';
import type { AbilityRules } from '../hooks/contract.ts';
import { afterReplenished } from '../hooks/mechanisms.ts';
import { componentOffer, componentOffered, inAbility, seatChoice, seatName } from '../hooks/offer-choices.ts';
import { fail } from '../kernel/result.ts';
import type { GameState, Seat } from '../state/state.ts';
import { updatePlayer } from '../state/update.ts';
import type { ComponentAbility } from '../wire/turn-intents.ts';

export const CARTH = 'carth-of-golden-sands';
const HACAN = 'emirates-of-hacan';
const GAIN = 2;

const usable = (state: GameState, seat: Seat) =>
  holderProblem(state, seat, 'Carth of Golden Sands', { agent: CARTH, faction: HACAN }, false);

/** Commodities `to` would gain now: 2 for the Hacan themselves, a refill for another player. */
function gainOf(state: GameState, seat: Seat, to: Seat): number {
  const room = commodityValue(state, to) - (state.players[to]?.commodities ?? 0);
  return Math.max(0, to === seat ? Math.min(GAIN, room) : room);
}

/** The players Carth would give commodities to now (the Hacan first), each gaining at least one. */
function targets(state: GameState, seat: Seat): Seat[] {
  const others = state.players.map((p) => p.seat).filter((s) => s !== seat);
  return [seat, ...others].filter((to) => gainOf(state, seat, to) > 0);
}

function examples(state: GameState, seat: Seat): ComponentAbility[] {
  if (usable(state, seat) !== null) return [];
  return targets(state, seat).map((player) => ({ id: CARTH, player }));
}

export const carthRules: AbilityRules = {
  id: CARTH,
  holder: { kind: 'leader', leader: CARTH, faction: HACAN },
  componentAction: {
    examples,
    resolve: (state, seat, ability) => {
      if (ability.id !== CARTH) return null;
      const problem = usable(state, seat);
      if (problem) return problem;
      const to = ability.player;
      if (!state.players[to]) return fail('rule/illegal-choice', 'Choose a player at the table.');
      const gain = gainOf(state, seat, to);
      if (gain === 0)
        return fail(
          'rule/illegal-choice',
          `${seatName(state, to)} already has as many commodities as their commodity value (${commodityValue(state, to)}).`,
        );
      let next = exhaustCard(state, seat, CARTH);
      next = updatePlayer(next, to, (p) => ({ ...p, commodities: p.commodities + gain }));
      if (to !== seat) next = afterReplenished(next, to);
      const what =
        to === seat
          ? `gains ${gain} commodit${gain === 1 ? 'y' : 'ies'}`
          : `replenishes ${seatName(state, to)}'s commodities (+${gain})`;
      return {
        state: next,
        events: [
          {
            type: 'note',
            seat,
            text: `${seatName(state, seat)} exhausts Carth of Golden Sands and ${what}.`,
          },
        ],
      };
    },
  },
  offers: (state, seat, legal) =>
    componentOffered(legal, CARTH)
      ? [
          componentOffer(
            CARTH,
            'Carth of Golden Sands (your agent)',
            `Exhaust it: ${GAIN} commodities for you, or another player's commodities replenished.`,
            [
              {
                kind: 'pick',
                label: 'Who gains commodities',
                choices: targets(state, seat).map((to) =>
                  inAbility(
                    seatChoice(
                      state,
                      'player',
                      to,
                      to === seat
                        ? `You (+${gainOf(state, seat, to)})`
                        : `${seatName(state, to)} (+${gainOf(state, seat, to)})`,
                    ),
                  ),
                ),
              },
            ],
            'Exhaust Carth',
            false,
          ),
        ]
      : [],
};
