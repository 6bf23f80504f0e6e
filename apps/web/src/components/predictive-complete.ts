// Predictive Intelligence's arrangement (predictive-intelligence.tsx): whether it can be sent.

import type { CommandPools, GameView } from '@initiative/rules';

/** Whether an arrangement (or none) can be sent. */
export function predictiveComplete(
  players: GameView['players'],
  seat: number,
  value: CommandPools | null,
): boolean {
  const current = players[seat]?.pools;
  if (!value || !current) return true;
  return value.tactic + value.fleet + value.strategy === current.tactic + current.fleet + current.strategy;
}
