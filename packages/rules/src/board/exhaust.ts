// Cards a player exhausts to use them — technologies (LRR 90.6) and agents — listed on the player
// until the status phase readies them (step 6, LRR 81). One check and one change for every ability.

import type { GameState, PlayerState, Seat } from '../state/state.ts';
import { updatePlayer } from '../state/update.ts';
import { hasTechAbility } from './tech-abilities.ts';

type Owners = {
  readonly players: readonly Pick<PlayerState, 'technologies' | 'exhaustedCards' | 'valefar'>[];
};

/** Whether `seat` has the technology `id` (owned, or copied by a Valefar Assimilator) and it is ready. */
export function technologyReady(state: Owners, seat: Seat, id: string): boolean {
  const me = state.players[seat];
  return hasTechAbility(me, id) && !me?.exhaustedCards?.includes(id);
}

/** The card `id` of `seat` (a technology or an agent), exhausted. */
export function exhaustCard(state: GameState, seat: Seat, id: string): GameState {
  return updatePlayer(state, seat, (p) => ({ ...p, exhaustedCards: [...(p.exhaustedCards ?? []), id] }));
}
