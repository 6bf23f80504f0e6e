// Command tokens (LRR 20): 16 per player, on the command sheet (tactic,
// fleet, strategy pools), on the board, or in reinforcements (the rest).

import {
  COMMAND_TOKENS_PER_PLAYER,
  type CommandPools,
  type GalaxyState,
  type Seat,
  type TokenPool,
} from '../state/state.ts';

/** What token counts read: the state or any viewer's view. */
interface TokenBoard {
  readonly players: readonly { readonly pools: CommandPools; readonly captured?: readonly Seat[] }[];
  readonly galaxy: Pick<GalaxyState, 'systems'>;
}

export const POOLS: readonly TokenPool[] = ['tactic', 'fleet', 'strategy'];

export { poolsSchema } from '../wire/pools.ts';

export function tokensOnBoard(state: TokenBoard, seat: Seat): number {
  let n = 0;
  for (const s of state.galaxy.systems) if (s.tokens.includes(seat)) n++;
  return n;
}

/** Tokens of `seat` in other players' fleet pools (Edict). */
export function tokensCaptured(state: TokenBoard, seat: Seat): number {
  let n = 0;
  for (const p of state.players) if (p.captured?.includes(seat)) n++;
  return n;
}

/** The 16 tokens less those on the sheet, on the board and on another player's sheet (LRR 20). */
export function reinforcementTokens(state: TokenBoard, seat: Seat): number {
  const p = state.players[seat];
  if (!p) return 0;
  return (
    COMMAND_TOKENS_PER_PLAYER - poolTotal(p.pools) - tokensOnBoard(state, seat) - tokensCaptured(state, seat)
  );
}

export function poolTotal(pools: CommandPools): number {
  return pools.tactic + pools.fleet + pools.strategy;
}
