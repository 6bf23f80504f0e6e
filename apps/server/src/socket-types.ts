// The types of this server's Socket.IO sockets, apart from the modules that attach handlers to them
// (sockets.ts, chat.ts), so those modules need not import one another.

import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, Role, ServerToClientEvents } from '@initiative/rules';
import type { InterServerEvents } from './peers.ts';
import type { TokenBucket } from './rate-limit.ts';

export interface SocketData {
  gameId: string;
  role: Role;
  /**
   * Whose budgets this socket spends (socket-limits.ts budgetKey): the seat's or the host link's, shared
   * by all their sockets, or for a spectator its client address's. Budgets outlive sockets.
   */
  budget: string;
  /** Gives back this socket's place among its seat's and its address's sockets. */
  release: () => void;
  /** Full resyncs this socket may still ask for. */
  resyncs: TokenBucket;
  /** From a full resync answer until anything else is sent: a repeated resync is then not answered in full. */
  resyncCurrent: boolean;
  /** The version of the projection this socket holds (the last sync or update sent). */
  version: number;
}

export type GameSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type GameServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
