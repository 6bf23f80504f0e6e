// A seat played over the socket (no browser): for the seats an e2e file does not look at. It asks for
// the seat's full view and sends intents, throwing on a refusal.

import { createRequire } from 'node:module';
import path from 'node:path';
import type { GameView, Intent } from '@initiative/rules';

// socket.io-client is a dependency of the server package; the e2e package borrows it from there.
const requireFromServer = createRequire(path.resolve(import.meta.dirname, '../apps/server/package.json'));
interface BotSocket {
  emit(event: 'intent', payload: unknown, ack: (ack: { ok: boolean; message?: string }) => void): void;
  emit(event: 'resync', ack: (msg: { view: GameView } | { ok: false; code: string }) => void): void;
  close(): void;
}
const { io } = requireFromServer('socket.io-client') as {
  io: (url: string, options: Record<string, unknown>) => BotSocket;
};

export class Bot {
  private readonly socket: BotSocket;
  private last: GameView | undefined;
  constructor(url: string, gameId: string, token: string) {
    this.socket = io(url, { auth: { gameId, token }, transports: ['websocket'], forceNew: true });
  }
  /**
   * The seat's current view. The server answers a full projection once per change
   * (`resync/unchanged` means the last one is still current) and rate-limits resyncs.
   */
  async view(): Promise<GameView> {
    for (;;) {
      const msg = await new Promise<{ view: GameView } | { ok: false; code: string }>((resolve) =>
        this.socket.emit('resync', resolve),
      );
      if ('view' in msg) return (this.last = msg.view);
      if (msg.code === 'resync/unchanged' && this.last) return this.last;
      await new Promise((r) => setTimeout(r, 250)); // rate/limited: ask again in a moment
    }
  }
  async send(intent: Intent): Promise<void> {
    const ack = await new Promise<{ ok: boolean; message?: string }>((resolve) =>
      this.socket.emit('intent', { clientId: crypto.randomUUID(), intent }, resolve),
    );
    if (!ack.ok) throw new Error(`${JSON.stringify(intent)}: ${ack.message}`);
  }
  close(): void {
    this.socket.close();
  }
}

/**
 * The socket seats move, each with `move`'s choice, until the game waits only for seats they do not
 * play (or `until` holds of seat 0's view, or nothing they can do). Seat 0 is the browser's unless
 * `withSeat0`. Returns seat 0's last view.
 */
export async function driveBots(
  bots: readonly Bot[],
  move: (view: GameView) => Intent | undefined,
  { withSeat0 = false, until = () => false }: { withSeat0?: boolean; until?: (v: GameView) => boolean } = {},
): Promise<GameView> {
  for (let guard = 0; guard < 400; guard++) {
    // Seat 0's view says whom the game waits for; only their views are asked for.
    const mine = (await bots[0]?.view()) as GameView;
    if (until(mine)) return mine;
    let moved = false;
    for (const seat of mine.waiting.seats.filter((s) => withSeat0 || s !== 0)) {
      const intent = move(await (bots[seat] as Bot).view());
      if (!intent) continue;
      await bots[seat]?.send(intent);
      moved = true;
      break;
    }
    if (!moved) return mine;
  }
  throw new Error('the bots never stopped');
}

/**
 * What a bot does when the game waits for it, first found first: the setup, picks, card choices,
 * declining secondaries, then its turn (a strategic action while it has a card, else passing).
 */
export const TURN_ORDER: readonly Intent['type'][] = [
  'keep-secret-objective',
  'pick-strategy-card',
  'card-choice',
  'resolve-primary',
  'discard-action-cards',
  'instinct-training',
  'skip-secondary',
  'end-turn',
  'strategic-action',
  'pass',
  'mitosis',
];

/** The first legal intent of the kinds in `order` (the engine's example of it), or undefined. */
export function firstLegal(order: readonly Intent['type'][], view: GameView): Intent | undefined {
  for (const type of order) {
    const found = view.legal.find((i) => i.type === type);
    if (found) return found;
  }
  return undefined;
}
