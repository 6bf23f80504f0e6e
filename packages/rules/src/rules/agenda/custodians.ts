// The custodians token on Mecatol Rex (LRR 27): no ground forces land there until a player spends 6
// influence to remove it, during a tactical action in Mecatol Rex's system, as they commit ground forces
// to land (27.2); a player with no ground force ready to land cannot remove it (27.2a). That player
// gains 1 victory point, and from this round on each round ends with an agenda phase.

import { factionHas } from '../../content/factions.ts';
import { MECATOL_REX_PLANET_ID, systemOfPlanet } from '../../content/systems.ts';
import { findSystem, isGroundForce, isShip } from '../../board/forces.ts';
import type { UnitType } from '../../content/index.ts';
import type { GameEvent } from '../../state/events.ts';
import { applied, type Outcome } from '../../state/outcome.ts';
import { pay, type Payment } from '../../board/payment.ts';
import { fail, type RuleError } from '../../kernel/result.ts';
import type { GameState, Seat } from '../../state/state.ts';
import { gainVictoryPoints } from '../../board/victory.ts';
import type { Handlers } from '../../state/handlers.ts';

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

/** What removing the token costs `seat`: 6 influence, nothing for the Winnu (Blood Ties). */
export function custodiansCost(
  state: { readonly players: readonly { readonly faction: string }[] },
  seat: Seat,
): number {
  return factionHas(state.players[seat]?.faction ?? '', 'winnu-blood-ties') ? 0 : CUSTODIANS_COST;
}

/**
 * Why `seat` cannot commit a ground force to land on Mecatol Rex from its system's space area now
 * (LRR 27.2a), or null: they need a ground force there, and no other player's ships in the way (an
 * invasion follows a space combat that left only one side, LRR 49).
 */
function landingProblem(state: GameState, seat: Seat): RuleError | null {
  const space = findSystem(state, MECATOL_SYSTEM_ID)?.space ?? {};
  const has = (owner: string, test: (t: UnitType) => boolean) =>
    Object.entries(space[owner] ?? {}).some(([type, n]) => (n ?? 0) > 0 && test(type as UnitType));
  if (!has(String(seat), isGroundForce))
    return fail(
      'rule/custodians',
      'Removing the custodians token needs at least one of your ground forces in the space area of Mecatol Rex, ready to land there (move them in first).',
    );
  const blocker = Object.keys(space).find((owner) => owner !== String(seat) && has(owner, isShip));
  if (blocker !== undefined)
    return fail(
      'rule/custodians',
      `${state.players[Number(blocker)]?.name ?? 'Another player'}'s ships are in Mecatol Rex's system: no ground force lands while they are there.`,
    );
  return null;
}

/** Whether `seat` may remove the token now: their tactical action in Mecatol Rex's system, able to land. */
export function canRemoveCustodians(state: GameState, seat: Seat): boolean {
  return (
    state.custodians &&
    state.phase === 'action' &&
    state.active === seat &&
    state.strategic === null &&
    state.tactical?.system === MECATOL_SYSTEM_ID &&
    landingProblem(state, seat) === null
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
    return (
      (state.tactical?.system === MECATOL_SYSTEM_ID &&
        state.active === seat &&
        landingProblem(state, seat)) ||
      fail(
        'intent/wrong-phase',
        "The custodians token is removed during your own tactical action in Mecatol Rex's system, before your ground forces land.",
      )
    );
  const cost = custodiansCost(state, seat);
  const name = state.players[seat]?.name ?? `Seat ${seat + 1}`;
  if (cost === 0 && (payment.planets.length > 0 || payment.tradeGoods > 0))
    return fail(
      'rule/illegal-choice',
      `${name} removes the custodians token without spending influence (Blood Ties): pay nothing.`,
    );
  const paid = pay(state, seat, payment, 'influence');
  if ('ok' in paid) return paid;
  if (paid.amount < cost)
    return fail(
      'rule/cannot-afford',
      `Removing the custodians token costs ${cost} influence; this pays ${paid.amount}.`,
    );
  const events: GameEvent[] = [
    {
      type: 'note',
      seat,
      text:
        cost === 0
          ? `${name} removes the custodians token from Mecatol Rex without spending influence (Blood Ties): the agenda phase begins this round.`
          : `${name} spends ${paid.amount} influence and removes the custodians token from Mecatol Rex: the agenda phase begins this round.`,
    },
  ];
  const scored = gainVictoryPoints({ ...paid.state, custodians: false }, seat, 1);
  return applied(scored.state, [...events, ...scored.events]);
}

/** The intents this module owns, in the engine's handler table (engine/handlers.ts). */
export const custodiansHandlers: Handlers<'remove-custodians'> = {
  'remove-custodians': (state, seat, intent) => removeCustodians(state, seat, intent.payment),
};
