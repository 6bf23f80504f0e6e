// Command tokens (LRR 20): 16 per player, on the command sheet (tactic,
// fleet, strategy pools), on the board, or in reinforcements (the rest).

import {
  COMMAND_TOKENS_PER_PLAYER,
  type CommandPools,
  type GameState,
  type Seat,
  type TokenPool,
} from './state.ts';

export const POOLS: readonly TokenPool[] = ['tactic', 'fleet', 'strategy'];

export function tokensOnBoard(state: GameState, seat: Seat): number {
  let n = 0;
  for (const s of state.galaxy.systems) if (s.tokens.includes(seat)) n++;
  return n;
}

export function reinforcementTokens(state: GameState, seat: Seat): number {
  const p = state.players[seat];
  if (!p) return 0;
  return (
    COMMAND_TOKENS_PER_PLAYER - p.pools.tactic - p.pools.fleet - p.pools.strategy - tokensOnBoard(state, seat)
  );
}

export function poolTotal(pools: CommandPools): number {
  return pools.tactic + pools.fleet + pools.strategy;
}
