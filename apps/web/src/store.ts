// The client's state, in a plain zustand store (no React here). Socket
// handlers call the module-level actions below.

import { createStore } from 'zustand/vanilla';
import type { ChatMessage, Chronicle, GameSummary, GameView, LogEntry, Role } from '@initiative/rules';

export type Connection = 'connecting' | 'online' | 'offline' | 'refused';

export interface Notice {
  readonly id: number;
  readonly kind: 'error' | 'info';
  readonly text: string;
}

export interface ClientState {
  gameId: string | null;
  connection: Connection;
  refusal: string | null;
  version: number;
  summary: GameSummary | null;
  view: GameView | null;
  /** A spectator scrubbing the log sees the table as it stood at this version (null = live). */
  history: { readonly version: number; readonly view: GameView; readonly log: LogEntry[] } | null;
  log: LogEntry[];
  /** The players' clocks and the rounds' picks and points (null before the start). */
  chronicle: Chronicle | null;
  you: Role | null;
  notices: Notice[];
  /** Intents sent and not yet acknowledged. */
  pending: number;
  /** The chat this browser may read, oldest first (one copy per id). */
  chat: ChatMessage[];
  /** The newest chat message id the reader has had on screen (for the unread mark). */
  chatRead: number;
}

export const initialState: ClientState = {
  gameId: null,
  connection: 'connecting',
  refusal: null,
  version: 0,
  summary: null,
  view: null,
  history: null,
  log: [],
  chronicle: null,
  you: null,
  notices: [],
  pending: 0,
  chat: [],
  chatRead: 0,
};

export const store = createStore<ClientState>(() => initialState);

let noticeId = 0;
export function notify(kind: Notice['kind'], text: string): void {
  const id = ++noticeId;
  store.setState((s) => ({ notices: [...s.notices.slice(-3), { id, kind, text }] }));
  setTimeout(() => dismiss(id), kind === 'error' ? 8000 : 4000);
}

export function dismiss(id: number): void {
  store.setState((s) => ({ notices: s.notices.filter((n) => n.id !== id) }));
}
