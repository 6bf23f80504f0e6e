// Baseline (b): the same draft workload as a boardgame.io game. G holds our
// engine's state; one move applies an intent with our rules; playerView is
// our projection. So the rules and the projection are the same code, and what
// differs is the framework around them (boardgame.io's master, its per-client
// filtering and rfc6902 patches with deltaState, its in-memory storage).

import type { Game } from 'boardgame.io';
import { ActivePlayers, INVALID_MOVE } from 'boardgame.io/core';
import { applyIntent, createGame, viewFor, type GameState } from '@initiative/rules';
import { benchSetup } from './replay.ts';

export interface DraftG {
  readonly state: GameState;
}

export const DraftGame: Game<DraftG> = {
  name: 'initiative-draft',
  minPlayers: 3,
  maxPlayers: 8,
  // Every client is sent a patch against its previous filtered state, like ours.
  deltaState: true,
  setup: ({ ctx }) => {
    const created = createGame(benchSetup(ctx.numPlayers), 'bgio-bench');
    if (!created.ok) throw new Error(created.message);
    return { state: created.state };
  },
  // Our engine says whose move it is (several seats may act at once in some steps).
  turn: { activePlayers: ActivePlayers.ALL },
  moves: {
    act: {
      move: ({ G, playerID }, intent: unknown) => {
        const out = applyIntent(G.state, { kind: 'seat', seat: Number(playerID) }, intent);
        if (!out.ok) return INVALID_MOVE;
        return { state: out.state };
      },
      // Our server judges every intent on the current state; do the same here.
      ignoreStaleStateID: true,
    },
  },
  playerView: ({ G, playerID }) =>
    viewFor(
      G.state,
      playerID === null || playerID === undefined
        ? { kind: 'spectator' }
        : { kind: 'seat', seat: Number(playerID) },
    ) as unknown as DraftG,
};
