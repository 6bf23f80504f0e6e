// Laws in play that the rules engine applies (LRR 7): each a small query other modules ask.

import type { GameState, Seat } from '../state/state.ts';
import { outcomeSeat } from './agenda-outcomes.ts';

export function lawInPlay(state: Pick<GameState, 'laws'>, id: string): boolean {
  return state.laws.some((l) => l.id === id);
}

/** Representative Government (either version) in play: one vote per player, no planets exhausted. */
export function representativeGovernment(state: Pick<GameState, 'laws'>): boolean {
  return lawInPlay(state, 'representative-government') || lawInPlay(state, 'representative-government-base');
}

/** Executive Sanctions in play: at most 3 action cards in hand (instead of 7). */
export const SANCTIONED_HAND_LIMIT = 3;
export function executiveSanctions(state: Pick<GameState, 'laws'>): boolean {
  return lawInPlay(state, 'executive-sanctions');
}

/** Fleet Regulations in play: at most 4 tokens in a fleet pool. */
export const REGULATED_FLEET_POOL = 4;
export function fleetPoolLimit(state: Pick<GameState, 'laws'>): number {
  return lawInPlay(state, 'fleet-regulations') ? REGULATED_FLEET_POOL : Infinity;
}

/** The seat an "elect a player" law in play names (Minister of Policy…), or null. */
export function electedBy(state: Pick<GameState, 'laws'>, id: string): Seat | null {
  const law = state.laws.find((l) => l.id === id);
  return law?.elected ? outcomeSeat(law.elected) : null;
}
