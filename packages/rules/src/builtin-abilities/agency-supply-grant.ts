// Agency Supply Network's extra use, opened after a production ability (abilities/agency-supply.ts
// resolves it).

import { canonicalState, type GameState, type Seat } from '../state/state.ts';
import { hasTechAbility } from '../board/tech-abilities.ts';

export const AGENCY_SUPPLY_NETWORK = 'agency-supply-network';
/** The mark in `turnUses` of `seat`'s open extra use. */
export const agencySupplyUse = (seat: Seat) => `${AGENCY_SUPPLY_NETWORK}:${seat}`;
const open = agencySupplyUse;

/** After a production ability of `seat`'s: the extra use is open if they own the technology. */
export function grantAgencySupply(state: GameState, seat: Seat): GameState {
  if (!hasTechAbility(state.players[seat], AGENCY_SUPPLY_NETWORK)) return state;
  if (state.turnUses?.includes(open(seat))) return state;
  const next = canonicalState(state);
  next.turnUses = [...(state.turnUses ?? []), open(seat)];
  return next;
}

/** Whether `seat` has an extra use open now. */
export function agencySupplyOpen(state: Pick<GameState, 'turnUses'>, seat: Seat): boolean {
  return state.turnUses?.includes(open(seat)) ?? false;
}
