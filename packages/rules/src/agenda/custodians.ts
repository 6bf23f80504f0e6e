// The custodians token on Mecatol Rex (LRR "Custodians Token"): no ground forces land there until a
// player spends 6 influence to remove it, during a tactical action in Mecatol Rex's system, as they
// land; that player gains 1 victory point, and from this round on each round ends with an agenda phase.

import { MECATOL_REX_PLANET_ID, systemOfPlanet } from '../content/systems.ts';
import type { GameEvent } from '../events.ts';
import { applied, type Outcome } from '../outcome.ts';
import { pay, type Payment } from '../payment.ts';
import { fail, type RuleError } from '../result.ts';
import type { GameState, Seat } from '../state.ts';
import { gainVictoryPoints } from '../victory.ts';

export const CUSTODIANS_COST = 6;
export const MECATOL_SYSTEM_ID = systemOfPlanet(MECATOL_REX_PLANET_ID) ?? '18';

/** A landing on Mecatol Rex while the token is there is refused with what to do first. */
export function custodiansProblem(state: GameState, planet: string): RuleError | null {
  if (planet !== MECATOL_REX_PLANET_ID || !state.custodians) return null;
  return fail(
    'rule/custodians',
    `The custodians token is on Mecatol Rex: spend ${CUSTODIANS_COST} influence to remove it before landing ground forces there.`,
  );
}

/** Whether `seat` may remove the token now: their tactical action in Mecatol Rex's system. */
export function canRemoveCustodians(state: GameState, seat: Seat): boolean {
  return (
    state.custodians &&
    state.phase === 'action' &&
    state.active === seat &&
    state.strategic === null &&
    state.tactical?.system === MECATOL_SYSTEM_ID
  );
}

export function removeCustodians(state: GameState, seat: Seat, payment: Payment): Outcome {
  if (!state.custodians)
    return fail('rule/already-decided', 'The custodians token has already left Mecatol Rex.');
  if (state.phase === 'action' && state.active !== null && state.active !== seat)
    return fail(
      'intent/not-your-turn',
      `Only the active player removes the custodians token; it is ${state.players[state.active]?.name ?? 'another player'}'s turn.`,
    );
  if (!canRemoveCustodians(state, seat))
    return fail(
      'intent/wrong-phase',
      "The custodians token is removed during your own tactical action in Mecatol Rex's system, before your ground forces land.",
    );
  const paid = pay(state, seat, payment, 'influence');
  if ('ok' in paid) return paid;
  if (paid.amount < CUSTODIANS_COST)
    return fail(
      'rule/cannot-afford',
      `Removing the custodians token costs ${CUSTODIANS_COST} influence; this pays ${paid.amount}.`,
    );
  const name = state.players[seat]?.name ?? `Seat ${seat + 1}`;
  const events: GameEvent[] = [
    {
      type: 'note',
      seat,
      text: `${name} spends ${paid.amount} influence and removes the custodians token from Mecatol Rex: the agenda phase begins this round.`,
    },
  ];
  const scored = gainVictoryPoints({ ...paid.state, custodians: false }, seat, 1);
  return applied(scored.state, [...events, ...scored.events]);
}
