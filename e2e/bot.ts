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
