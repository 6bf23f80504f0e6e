// A bot seat for the crash test: it holds its projection (a sync, then one
// JSON Patch per update), plays a random intent from `view.legal` whenever it
// has one, and writes down every intent it sends and every acknowledgement.

import fastJsonPatch, { type Operation } from 'fast-json-patch';
import { io, type Socket } from 'socket.io-client';
import type {
  Ack,
  ClientToServerEvents,
  GameView,
  Intent,
  ServerToClientEvents,
  SyncMessage,
} from '@initiative/rules';
import { expandPatch } from '@initiative/rules';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface SentIntent {
  readonly gameId: string;
  readonly seat: number;
  readonly clientId: string;
  readonly intent: Intent;
}

export interface AckedIntent extends SentIntent {
  /** The version the server said the intent produced. */
  readonly version: number;
}

/** What every bot sent and what the server answered. */
export class Ledger {
  readonly acked: AckedIntent[] = [];
  /** Sent and not answered (yet): when the server dies, these are the ones in doubt. */
  readonly inFlight = new Map<string, SentIntent>();
  readonly refusals = new Map<string, number>();
  private counter = 0;

  nextClientId(gameId: string, seat: number): string {
    return `${gameId}-s${seat}-${(++this.counter).toString(36)}`;
  }

  refused(code: string): void {
    this.refusals.set(code, (this.refusals.get(code) ?? 0) + 1);
  }
}

/** Seeded so a failing run can be repeated (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CONNECT_DEADLINE_MS = 10_000;

export class Bot {
  view: GameView | null = null;
  version = -1;
  private playing = false;
  private busy = false;
  private resyncing = false;
  /** After an acknowledged intent, wait for its update before choosing again. */
  private waitFor = 0;

  private constructor(
    readonly gameId: string,
    readonly seat: number,
    private readonly socket: ClientSocket,
    private readonly ledger: Ledger,
    private readonly random: () => number,
  ) {
    socket.on('sync', (m) => this.onSync(m));
    socket.on('update', (m) => {
      if (!this.view || m.version !== this.version + 1) {
        if (m.version > this.version) this.resync();
        return;
      }
      try {
        this.view = fastJsonPatch.applyPatch(
          this.view,
          expandPatch(m.patch) as Operation[],
          true,
          false,
        ).newDocument;
      } catch {
        this.resync();
        return;
      }
      this.version = m.version;
      this.act();
    });
  }

  /** Connects with a seat token and resolves on the first sync. */
  static connect(
    url: string,
    gameId: string,
    seat: number,
    token: string,
    ledger: Ledger,
    random: () => number,
  ): Promise<Bot> {
    const socket: ClientSocket = io(url, {
      auth: { gameId, token },
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    const bot = new Bot(gameId, seat, socket, ledger, random);
    return new Promise<Bot>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`bot ${gameId}/${seat}: no sync`)),
        CONNECT_DEADLINE_MS,
      );
      socket.once('sync', () => {
        clearTimeout(timer);
        resolve(bot);
      });
      socket.once('connect_error', (e) => {
        clearTimeout(timer);
        reject(e);
      });
    });
  }

  play(): void {
    this.playing = true;
    this.act();
  }

  close(): void {
    this.playing = false;
    this.socket.close();
  }

  /** Sends one intent with a given client id (a retry) and resolves with the ack. */
  sendWithId(clientId: string, intent: Intent): Promise<Ack> {
    return new Promise<Ack>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ack for ${clientId}`)), CONNECT_DEADLINE_MS);
      this.socket.emit('intent', { clientId, intent }, (ack: Ack) => {
        clearTimeout(timer);
        resolve(ack);
      });
    });
  }

  private onSync(m: SyncMessage): void {
    if (m.version < this.version) return;
    this.view = m.view;
    this.version = m.version;
    this.act();
  }

  private resync(): void {
    if (this.resyncing) return;
    this.resyncing = true;
    this.socket.emit('resync', (m) => {
      this.resyncing = false;
      // resync/unchanged: what this bot holds is current; rate/limited: ask again in a moment.
      if ('ok' in m) {
        if (m.code === 'rate/limited') setTimeout(() => this.resync(), 1000).unref();
        return;
      }
      this.onSync(m);
    });
  }

  private act(): void {
    if (!this.playing || this.busy || !this.socket.connected || !this.view) return;
    if (this.version < this.waitFor) return;
    const legal = this.view.legal;
    if (legal.length === 0) return;
    // Some intents are allowed at any time (table edits, production): a seat the game does not wait
    // for sends one now and then, so the games still move on.
    const waited = this.view.waiting.seats.includes(this.seat);
    if (!waited && this.random() > 0.1) return;
    const intent = legal[Math.floor(this.random() * legal.length)] as Intent;
    const sent: SentIntent = {
      gameId: this.gameId,
      seat: this.seat,
      clientId: this.ledger.nextClientId(this.gameId, this.seat),
      intent,
    };
    this.ledger.inFlight.set(sent.clientId, sent);
    this.busy = true;
    this.socket.emit('intent', { clientId: sent.clientId, intent }, (ack: Ack) => {
      // Answered: applied (and durable) or refused (and not applied); either way no longer in doubt.
      this.ledger.inFlight.delete(sent.clientId);
      this.busy = false;
      if (ack.ok) {
        this.ledger.acked.push({ ...sent, version: ack.version });
        this.waitFor = ack.version;
        this.act();
      } else {
        // A view one step behind (another seat moved first): refresh and choose again.
        this.ledger.refused(ack.code);
        this.resync();
      }
    });
  }
}
