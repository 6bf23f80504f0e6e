// Berekar Berekon, the Winnu agent (Prophecy of Kings): when a player's units use production, the Winnu
// may exhaust it to take 2 off that production's combined cost. On their own production the Winnu name
// it in the order (`berekar`); for another player the Winnu grant it during that player's tactical
// action, before the production (`berekar-berekon`, naming the player): the agent is exhausted at once
// and that player's next production this turn costs 2 less. The agent readies in the status phase.

import type { GameEvent } from '../events.ts';
import { applied, type Outcome } from '../outcome.ts';
import { fail, type RuleError } from '../result.ts';
import { canonicalState, type GameState, type PlayerState, type Seat } from '../state.ts';
import { exhaustCard } from './exhaust.ts';

export const BEREKAR_BEREKON = 'berekar-berekon';
export const BEREKAR_DISCOUNT = 2;
const WINNU = 'winnu';
/** The mark in `turnUses` while the grant to `seat` waits for their production. */
export const berekarGrant = (seat: Seat) => `${BEREKAR_BEREKON}:${seat}`;

type Agents = { readonly players: readonly Pick<PlayerState, 'faction' | 'exhaustedCards'>[] };

/** Whether `seat` is the Winnu with their agent ready. */
export function berekarReady(state: Agents, seat: Seat): boolean {
  const me = state.players[seat];
  return me?.faction === WINNU && !me.exhaustedCards?.includes(BEREKAR_BEREKON);
}

/** Why the Winnu in `seat` cannot name it on their own production now, or null. */
export function berekarProblem(state: Agents, seat: Seat): RuleError | null {
  if (state.players[seat]?.faction !== WINNU)
    return fail('rule/illegal-choice', 'Berekar Berekon is the Winnu agent.');
  if (!berekarReady(state, seat))
    return fail('rule/illegal-choice', 'Berekar Berekon is exhausted until the status phase.');
  return null;
}

/** Whether a grant to `seat` waits for their production this turn. */
export function berekarGranted(state: Pick<GameState, 'turnUses'>, seat: Seat): boolean {
  return state.turnUses?.includes(berekarGrant(seat)) ?? false;
}

/** The players the Winnu in `seat` may grant it to now: the active player in a tactical action, before producing. */
export function berekarTargets(state: GameState, seat: Seat): Seat[] {
  const active = state.active;
  if (state.phase !== 'action' || !state.tactical || active === null || active === seat) return [];
  if (!berekarReady(state, seat) || berekarGranted(state, active)) return [];
  const done = state.construction.producedIn;
  if (done && done.round === state.round && done.seat === active && done.system === state.tactical.system)
    return [];
  return [active];
}

/** The `berekar-berekon` intent: the Winnu grant the discount to `to`'s coming production. */
export function grantBerekar(state: GameState, seat: Seat, to: Seat): Outcome {
  const problem = berekarProblem(state, seat);
  if (problem) return problem;
  if (!berekarTargets(state, seat).includes(to))
    return fail(
      'rule/illegal-choice',
      "Berekar Berekon helps the active player's production in their tactical action, before they produce.",
    );
  const next = canonicalState(exhaustCard(state, seat, BEREKAR_BEREKON));
  next.turnUses = [...(state.turnUses ?? []), berekarGrant(to)];
  const events: GameEvent[] = [
    {
      type: 'note',
      seat,
      text: `${state.players[seat]?.name ?? ''} exhausts Berekar Berekon: ${state.players[to]?.name ?? ''}'s production this turn costs ${BEREKAR_DISCOUNT} less.`,
    },
  ];
  return applied(next, events);
}
