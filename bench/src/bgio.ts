// Baseline (b) driver: bots speaking boardgame.io's socket protocol directly
// (sync, then 'patch' events applied to the filtered state), so the client
// side costs the same as our bots'. Matches are created on first sync.

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastJsonPatch, { type Operation } from 'fast-json-patch';
import type { GameView } from '@initiative/rules';
import type { Bot, OnReceive, Target } from './load.ts';
import { freePort, startChild } from './proc.ts';
import { once, openSocket } from './socket-bot.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const GAME = 'initiative-draft';

interface BgioState {
  G: GameView;
  _stateID: number;
}

export async function startBgio(): Promise<Target> {
  const port = await freePort();
  const child = await startChild(process.execPath, ['--import', 'tsx', path.join(here, 'bgio-server.ts')], {
    cwd: path.resolve(here, '..'),
    label: 'boardgame.io server',
    readyUrl: `http://127.0.0.1:${port}/games`,
    env: { PORT: String(port) },
  });
  const base = `http://127.0.0.1:${port}`;
  return {
    name: 'boardgame.io',
    pid: child.pid,
    async openGame(index, seats, spectators, onReceive) {
      const matchID = `bench-${index}`;
      // The first seat creates the match on its sync; the others join it after.
      const first = await bgioBot(base, matchID, 0, seats, onReceive(0));
      const rest = await Promise.all(
        Array.from({ length: seats + spectators - 1 }, (_, k) =>
          bgioBot(base, matchID, k + 1 < seats ? k + 1 : null, seats, onReceive(k + 1)),
        ),
      );
      return [first, ...rest];
    },
    stop: () => child.stop(),
  };
}

async function bgioBot(
  base: string,
  matchID: string,
  seat: number | null,
  numPlayers: number,
  onReceive: OnReceive,
): Promise<Bot> {
  const { socket, lastBytes } = openSocket(`${base}/${GAME}`, {});
  const playerID = seat === null ? null : String(seat);
  let state: BgioState | null = null;
  const requestSync = () => socket.emit('sync', matchID, playerID, undefined, numPlayers);
  const synced = once<void>(socket, 'connect', 'connect').then(() => {
    const got = new Promise<void>((resolve) => {
      socket.on('sync', (_m: string, info: { state: BgioState }) => {
        state = info.state;
        onReceive(state._stateID, 0);
        resolve();
      });
    });
    requestSync();
    return got;
  });
  socket.on('patch', (_m: string, prevStateID: number, stateID: number, patch: Operation[]) => {
    if (!state || state._stateID !== prevStateID) {
      requestSync();
      return;
    }
    try {
      state = fastJsonPatch.applyPatch(state, patch, false, true).newDocument;
    } catch {
      requestSync();
      return;
    }
    state._stateID = stateID;
    onReceive(stateID, lastBytes());
  });
  socket.on('update', (_m: string, next: BgioState) => {
    state = next;
    onReceive(next._stateID, lastBytes());
  });
  await synced;
  return {
    seat,
    get version() {
      return state?._stateID ?? 0;
    },
    legal: () => (state?.G.legal ?? []) as readonly unknown[],
    send: async (intent) => {
      const action = {
        type: 'MAKE_MOVE',
        payload: { type: 'act', args: [intent], playerID, credentials: undefined },
      };
      socket.emit('update', action, state?._stateID ?? 0, matchID, playerID);
      return true; // boardgame.io does not acknowledge moves
    },
    close: () => socket.close(),
  };
}
