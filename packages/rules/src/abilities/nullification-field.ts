// Nullification Field (the Xxcha's faction technology): after another player activates a system holding
// Xxcha ships, the Xxcha may exhaust it and spend a strategy-pool token to end that player's turn at once
// (their command token stays in the system). The app opens the window for the activation's tactical
// action until its player produces (the movement that follows an activation is made with table edits,
// which it cannot hold back); the turn then passes on as after End turn.

import { endTurn } from '../rules/action-phase.ts';
import type { GameEvent } from '../state/events.ts';
import type { Outcome } from '../state/outcome.ts';
import { fail } from '../kernel/result.ts';
import type { GameState, Seat } from '../state/state.ts';
import { updatePlayer } from '../state/update.ts';
import { after } from '../hooks/mechanisms.ts';
import { exhaustCard, technologyReady } from '../board/exhaust.ts';
import { hasTechAbility } from '../board/tech-abilities.ts';
import type { Handlers } from '../state/handlers.ts';
import type { AbilityRules } from '../hooks/contract.ts';
import type { Offer } from '../hooks/offer.ts';
import { seatName } from '../hooks/offer-choices.ts';

export const NULLIFICATION_FIELD = 'nullification-field';

const hasShips = (state: GameState, system: string, seat: Seat) =>
  Object.entries(state.galaxy.systems.find((s) => s.systemId === system)?.space[String(seat)] ?? {}).some(
    ([type, n]) => (n ?? 0) > 0 && type !== 'space-dock',
  );

/** Whether `seat` could end the active player's turn with it now. */
export function nullificationOpen(state: GameState, seat: Seat): boolean {
  const t = state.tactical;
  const active = state.active;
  if (state.phase !== 'action' || !t || active === null || active === seat || state.strategic) return false;
  if (!technologyReady(state, seat, NULLIFICATION_FIELD)) return false;
  if ((state.players[seat]?.pools.strategy ?? 0) < 1 || !hasShips(state, t.system, seat)) return false;
  const done = state.construction.producedIn;
  return !(done && done.round === state.round && done.seat === active && done.system === t.system);
}

/** The `nullification-field` intent. */
export function nullificationField(state: GameState, seat: Seat): Outcome {
  const me = state.players[seat];
  if (!hasTechAbility(me, NULLIFICATION_FIELD))
    return fail(
      'rule/illegal-choice',
      'Nullification Field is a technology of the Xxcha: you do not own it.',
    );
  if (!technologyReady(state, seat, NULLIFICATION_FIELD))
    return fail('rule/illegal-choice', 'Nullification Field is exhausted until the status phase.');
  if ((me.pools.strategy ?? 0) < 1)
    return fail(
      'rule/no-token',
      'Nullification Field spends a token from your strategy pool, and it is empty.',
    );
  if (!nullificationOpen(state, seat))
    return fail(
      'rule/illegal-choice',
      "Nullification Field ends another player's turn after they activate a system holding your ships, before they produce.",
    );
  const active = state.active as Seat;
  const spent = exhaustCard(
    updatePlayer(state, seat, (p) => ({ ...p, pools: { ...p.pools, strategy: p.pools.strategy - 1 } })),
    seat,
    NULLIFICATION_FIELD,
  );
  const magmus = after('strategyTokenSpent', spent, seat);
  const events: GameEvent[] = [
    {
      type: 'note',
      seat,
      text: `${me.name} uses Nullification Field (a strategy-pool token): ${state.players[active]?.name ?? ''}'s turn ends.`,
    },
    ...magmus.events,
  ];
  return endTurn({ ...magmus.state, tactical: null }, active, events);
}

/** The intents this module owns, in the engine's handler table (engine/handlers.ts). */
export const nullificationFieldHandlers: Handlers<'nullification-field'> = {
  'nullification-field': (state, seat) => nullificationField(state, seat),
};

/** After the active player activates a system holding the owner's ships: end their turn. */
export function nullificationOffers(state: GameState, seat: Seat): Offer[] {
  if (!nullificationOpen(state, seat)) return [];
  const active = seatName(state, state.active as Seat);
  return [
    {
      id: NULLIFICATION_FIELD,
      type: 'nullification-field',
      title: 'Nullification Field',
      text: `${active} activated a system holding your ships: exhaust Nullification Field and spend a strategy-pool token to end their turn now.`,
      place: 'window',
      base: { type: 'nullification-field' },
      fields: [],
      submit: `End ${active}'s turn`,
    },
  ];
}

/** Nullification Field in the rule set (engine/rule-set.ts). */
export const nullificationFieldRules: AbilityRules = {
  id: NULLIFICATION_FIELD,
  holder: { kind: 'technology', technology: NULLIFICATION_FIELD },
  offers: nullificationOffers,
  handlers: nullificationFieldHandlers,
  windowIntents: (state, seat) => (nullificationOpen(state, seat) ? [{ type: 'nullification-field' }] : []),
};
