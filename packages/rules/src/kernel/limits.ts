// Table limits: the player colours and counts, command tokens, hand and secret objective limits.

export const PLAYER_COLORS = ['red', 'blue', 'green', 'yellow', 'purple', 'black', 'orange', 'pink'] as const;
export type PlayerColor = (typeof PLAYER_COLORS)[number];

export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 8;
/** LRR 20.4: each player has 16 command tokens in all. */
export const COMMAND_TOKENS_PER_PLAYER = 16;
export const HAND_LIMIT = 7;
export const MAX_SECRET_OBJECTIVES = 3;
