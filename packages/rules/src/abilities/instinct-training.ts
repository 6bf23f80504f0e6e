// Instinct Training (the Xxcha's faction technology): when another player plays an action card, the
// Xxcha may exhaust it and spend a strategy-pool token to cancel that card. The window the card waits
// in is rules/cancel-window.ts; this is who may cancel and what it costs.

import type { AbilityRules } from '../hooks/contract.ts';
import { after } from '../hooks/mechanisms.ts';
import { exhaustCard, technologyReady } from '../board/exhaust.ts';
import { updatePlayer } from '../state/update.ts';
import { ACTION_CARDS_BY_ID, actionCardIdOf } from '../content/index.ts';
import type { Offer } from '../hooks/offer.ts';
import { seatName as nameOf } from '../hooks/offer-choices.ts';
import type { GameState, Seat } from '../state/state.ts';

const cardName = (card: string) => ACTION_CARDS_BY_ID.get(actionCardIdOf(card))?.name ?? 'an action card';

export const INSTINCT_TRAINING = 'instinct-training';

/** While an action card waits for this player's answer: cancel it, or let it resolve. */
export function instinctTrainingOffers(state: GameState, seat: Seat): Offer[] {
  const w = state.cancelWindow;
  if (!w || !w.waiting.includes(seat)) return [];
  const card = cardName(w.card);
  const who = nameOf(state, w.seat);
  return [
    {
      id: 'instinct-training-cancel',
      type: 'instinct-training',
      title: `Instinct Training: cancel ${card}?`,
      text: `${who} plays ${card}. Exhaust Instinct Training and spend a strategy-pool token to discard it without effect.`,
      place: 'window',
      base: { type: 'instinct-training', cancel: true },
      fields: [],
      submit: `Cancel ${card}`,
    },
    {
      id: 'instinct-training-let-go',
      type: 'instinct-training',
      title: `Instinct Training: let ${card} resolve`,
      text: `${who}'s ${card} resolves as played.`,
      place: 'window',
      base: { type: 'instinct-training', cancel: false },
      fields: [],
      submit: 'Let it resolve',
    },
  ];
}

/** Instinct Training in the rule set (engine/rule-set.ts). */
export const instinctTrainingRules: AbilityRules = {
  id: INSTINCT_TRAINING,
  holder: { kind: 'technology', technology: INSTINCT_TRAINING },
  offers: instinctTrainingOffers,
  offerTypes: ['instinct-training'],
  cancelsActionCards: {
    name: 'Instinct Training',
    can: (state, seat) =>
      (state.players[seat]?.pools.strategy ?? 0) >= 1 && technologyReady(state, seat, INSTINCT_TRAINING),
    cannot: 'Instinct Training needs to be ready and a token in your strategy pool.',
    pay: (state, seat) => {
      const spent = updatePlayer(state, seat, (p) => ({
        ...p,
        pools: { ...p.pools, strategy: p.pools.strategy - 1 },
      }));
      // Magmus and the like follow the token spent.
      return after('strategyTokenSpent', exhaustCard(spent, seat, INSTINCT_TRAINING), seat);
    },
    paysText: 'exhausts Instinct Training and spends a strategy token',
  },
};
