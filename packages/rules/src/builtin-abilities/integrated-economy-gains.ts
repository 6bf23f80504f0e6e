// Integrated Economy's record of the planets its owner gained this turn (abilities/integrated-economy.ts
// produces on them).

import { canonicalState, type GameState, type Seat } from '../state/state.ts';

export const INTEGRATED_ECONOMY = 'integrated-economy';
export const integratedEconomyMark = (seat: Seat, planet: string) =>
  `${INTEGRATED_ECONOMY}:${seat}:${planet}`;

/** After a change to the board: each planet an owner of the technology has just gained is noted. */
export function noteGainedPlanets(before: GameState, after: GameState): GameState {
  if (after.phase !== 'action' || before.galaxy.planets === after.galaxy.planets) return after;
  const marks: string[] = [];
  for (const [id, planet] of Object.entries(after.galaxy.planets)) {
    const seat = planet.controller;
    if (seat === null || before.galaxy.planets[id]?.controller === seat) continue;
    if (after.players[seat]?.technologies.includes(INTEGRATED_ECONOMY))
      marks.push(integratedEconomyMark(seat, id));
  }
  if (marks.length === 0) return after;
  const next = canonicalState(after);
  next.turnUses = [...(after.turnUses ?? []), ...marks];
  return next;
}
