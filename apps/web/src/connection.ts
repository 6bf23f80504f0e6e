// The socket: full projection on join/resync, then one patch per applied
// intent against the view we hold (compact JSON Patch, packages/rules/src/patch.ts); a version gap or a patch that does not
// apply triggers a resync, and intents wait in an outbox until acked (retried
// with the same client id after a reconnect, so they apply once).

import { io, type Socket } from 'socket.io-client';
import {
  CHAT_HISTORY_LIMIT,
  applyClockDelta,
  clockAt,
  roundsAfter,
  applyPatchOps,
  updateLogEntries,
  type Ack,
  type ChatAck,
  type ChatMessage,
  type ClientToServerEvents,
  type GameView,
  type Intent,
  type ServerToClientEvents,
  type SyncMessage,
  type UpdateMessage,
} from '@initiative/rules';
import { loadCredentials, saveCredentials } from './credentials.ts';
import { currentFormScope, type FormScope } from './form-scope.ts';
import { initialState, notify, store } from './store.ts';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: ClientSocket | null = null;
const outbox = new Map<string, Intent>();

/** Adds chat messages to what is held: one copy per id, in id order, the newest CHAT_HISTORY_LIMIT. */
export function mergeChat(held: readonly ChatMessage[], more: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(held.map((m) => [m.id, m]));
  for (const m of more) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id).slice(-CHAT_HISTORY_LIMIT);
}

function loadChat(): void {
  socket?.emit('chat-history', (answer) => {
    if (answer.ok) store.setState((s) => ({ chat: mergeChat(s.chat, answer.messages) }));
  });
}

function applySync(msg: SyncMessage): void {
  // A seat opened from a seat link learns its number here (for the home page's "my games").
  const { gameId } = store.getState();
  if (gameId && msg.you.kind === 'seat' && loadCredentials(gameId).seat !== msg.you.seat)
    saveCredentials(gameId, { seat: msg.you.seat });
  store.setState({
    version: msg.version,
    summary: msg.summary,
    view: msg.view,
    log: [...msg.log],
    chronicle: msg.chronicle,
    you: msg.you,
  });
}

export function applyUpdate(msg: UpdateMessage): void {
  const { version, view } = store.getState();
  if (msg.version <= version) return; // already have it (e.g. after a resync)
  if (msg.version !== version + 1 || !view) {
    resync();
    return;
  }
  const held = store.getState().chronicle;
  let next: GameView;
  let rounds = held?.rounds;
  try {
    // Not in place, and only what changed is new: the old view stays as it was, and every part
    // of the view the patch did not touch keeps its identity (panels reading it need not render).
    next = applyPatchOps(view, msg.patch);
    // The rounds' record comes whole at the start only; after that it is read from the view.
    rounds = msg.rounds ?? (rounds && roundsAfter(rounds, next));
  } catch {
    resync();
    return;
  }
  const lines = updateLogEntries(
    msg.version,
    msg.log,
    next.players,
    store.getState().log.at(-1),
    msg.clock && held ? clockAt(held.at, msg.clock) : undefined,
  );
  store.setState((s) => ({
    version: msg.version,
    view: next,
    log: lines.length > 0 ? [...s.log, ...lines] : s.log,
    chronicle:
      s.chronicle && msg.clock
        ? {
            ...applyClockDelta(s.chronicle, msg.clock, {
              before: view.waiting.seats,
              after: next.waiting.seats,
            }),
            rounds: rounds ?? s.chronicle.rounds,
          }
        : s.chronicle,
  }));
}

export function resync(): void {
  socket?.emit('resync', (msg) => {
    // resync/unchanged: the state held is current. rate/limited: ask again in a moment.
    if ('ok' in msg) {
      if (msg.code === 'rate/limited') setTimeout(resync, 2000);
      return;
    }
    applySync(msg);
  });
}

export function connect(gameId: string, token: string | undefined): () => void {
  disconnect();
  store.setState({ ...initialState, gameId });
  const s: ClientSocket = io({ auth: token ? { gameId, token } : { gameId }, transports: ['websocket'] });
  socket = s;
  /** The server said it is restarting: its disconnect is not the end. */
  let restarting = false;
  s.on('connect', () => {
    restarting = false;
    store.setState({ connection: 'online', refusal: null });
    flush();
  });
  s.on('disconnect', (reason) => {
    store.setState({ connection: 'offline' });
    // Socket.IO reconnects by itself after a transport close; after a server's own disconnect only when
    // it said it is restarting.
    if (restarting && reason === 'io server disconnect') s.connect();
  });
  // The server is restarting (a deploy): not an error; we reconnect and resend what is unacknowledged.
  s.on('shutdown', (notice) => {
    restarting = notice.reconnect;
    notify('info', notice.message);
  });
  s.on('connect_error', (err: Error & { data?: { code?: string; message?: string } }) => {
    if (err.data?.code) {
      store.setState({ connection: 'refused', refusal: err.data.message ?? err.message });
    } else {
      store.setState({ connection: 'offline' });
    }
  });
  s.on('sync', (msg) => {
    applySync(msg);
    loadChat(); // on every (re)join: what was said meanwhile
  });
  s.on('chat', (m) => store.setState((st) => ({ chat: mergeChat(st.chat, [m]) })));
  s.on('update', applyUpdate);
  s.on('lobby', (summary) => store.setState({ summary }));
  s.on('revoked', (e) => store.setState({ connection: 'refused', refusal: e.message }));
  return disconnect;
}

export function disconnect(): void {
  socket?.removeAllListeners();
  socket?.disconnect();
  socket = null;
  outbox.clear();
  chatOutbox.clear();
}

function emit(clientId: string, intent: Intent): void {
  socket?.emit('intent', { clientId, intent }, (ack: Ack) => {
    // Refused only because the server is restarting: it stays in the outbox, sent again on reconnect.
    if (!ack.ok && ack.code === 'server/shutting-down') return;
    if (!outbox.delete(clientId)) return; // a retry of an intent already acknowledged
    store.setState({ pending: outbox.size });
    const waiter = waiters.get(clientId);
    waiters.delete(clientId);
    if (waiter) waiter(ack);
    else if (!ack.ok) notify('error', ack.message);
    if (ack.ok && ack.version > store.getState().version + 1) resync();
  });
}

function flush(): void {
  for (const [clientId, intent] of outbox) emit(clientId, intent);
  for (const [clientId, pending] of chatOutbox) emitChat(clientId, pending);
}

/** Chat messages sent and not yet acknowledged: sent again (same client id) after a reconnect. */
const chatOutbox = new Map<
  string,
  { readonly text: string; readonly name: string | undefined; readonly done: (ack: ChatAck) => void }
>();

function emitChat(clientId: string, pending: NonNullable<ReturnType<typeof chatOutbox.get>>): void {
  const payload =
    pending.name === undefined
      ? { clientId, text: pending.text }
      : { clientId, text: pending.text, name: pending.name };
  socket?.emit('chat', payload, (ack) => {
    if (!chatOutbox.delete(clientId)) return; // a retry of one already acknowledged
    if (ack.ok) store.setState((s) => ({ chat: mergeChat(s.chat, [ack.message]) }));
    pending.done(ack);
  });
}

/**
 * Sends a chat message (a spectator's under `name`); kept and sent again after a reconnect until the
 * server acknowledges it. Resolves with the acknowledgement.
 */
export function sendChat(text: string, name?: string): Promise<ChatAck> {
  const clientId = crypto.randomUUID();
  return new Promise<ChatAck>((done) => {
    const pending = { text, name, done };
    chatOutbox.set(clientId, pending);
    if (socket?.connected) emitChat(clientId, pending);
  });
}

/** Who hears an intent's acknowledgement (by client id), once. */
const waiters = new Map<string, (ack: Ack) => void>();

/**
 * Sends an intent; it is retried after a reconnect until the server acknowledges it. The promise
 * resolves with the acknowledgement. A refusal goes to `scope` (by default the form whose event sent
 * the intent, see form-scope.ts), else to a global notice.
 */
export function send(intent: Intent, scope: FormScope | null = currentFormScope()): Promise<Ack> {
  const clientId = crypto.randomUUID();
  outbox.set(clientId, intent);
  store.setState({ pending: outbox.size });
  const acked = new Promise<Ack>((resolve) => waiters.set(clientId, resolve));
  if (socket?.connected) emit(clientId, intent);
  return acked.then((ack) => {
    if (ack.ok) scope?.accepted();
    else if (scope) scope.failed(ack.message);
    else notify('error', ack.message);
    return ack;
  });
}
