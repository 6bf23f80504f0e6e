// Standing orders (issue 17). Draft pre-picks: before or during the strategy phase a
// player ranks the strategy cards they want; when their pick comes, the server picks the highest-ranked
// card still in the common area at once, as a normal intent from their seat (logged as a pre-pick).
// The ranking is secret: it is kept in the store's meta table, never in the game log, a view or a
// lobby summary, and setting it sends nothing to any socket — no other viewer can tell it exists
// before the pick. A ranking is for one round's strategy phase (the current one, or the next when set
// after it) and lapses with it; with none of its cards left, the player is asked as usual.
// Secondary orders: per strategy card, "always skip" or (for the cards whose secondary asks no choice)
// "always follow when I can"; applied when that card's secondary opens, through the same intents and
// checks as a decision made by hand, and logged as a standing order. A card not named: ask.

import {
  currentPicker,
  legalIntents,
  STRATEGY_CARD_IDS,
  type GameState,
  type Intent,
  type StrategyCardId,
} from '@initiative/rules';
import { z } from 'zod';
import type { Hub } from './hub.ts';
import { HubError } from './hub-errors.ts';
import type { Logger } from './log.ts';
import type { GameStore } from './storage/types.ts';

export const draftRankingBody = z
  .object({
    cards: z
      .array(z.enum(STRATEGY_CARD_IDS))
      .max(STRATEGY_CARD_IDS.length)
      .refine((cards) => new Set(cards).size === cards.length, 'a card is ranked twice'),
  })
  .strict();

/**
 * Cards whose secondary a standing order may follow: they ask no choice (Trade replenishes
 * commodities, Politics draws two action cards, Imperial draws a secret objective). The others ask
 * how much to spend, what to build or research, which planets to ready: "always skip" or "ask me".
 */
export const FOLLOW_ORDER_CARDS: readonly StrategyCardId[] = ['trade', 'politics', 'imperial'];

export type SecondaryOrder = 'skip' | 'follow';
export type SecondaryOrders = Partial<Record<StrategyCardId, SecondaryOrder>>;

export const secondaryOrdersBody = z
  .object({ orders: z.partialRecord(z.enum(STRATEGY_CARD_IDS), z.enum(['skip', 'follow'])) })
  .strict()
  .refine(
    (b) =>
      Object.entries(b.orders).every(
        ([card, o]) => o !== 'follow' || FOLLOW_ORDER_CARDS.includes(card as StrategyCardId),
      ),
    'only Trade, Politics and Imperial can be followed by a standing order (the others ask for choices)',
  );

export interface DraftRanking {
  /** The round whose strategy phase it is for. */
  readonly round: number;
  readonly cards: readonly StrategyCardId[];
}

const storedRanking = z.object({ round: z.number().int().min(1), cards: z.array(z.enum(STRATEGY_CARD_IDS)) });
const key = (gameId: string, seat: number) => `draft-ranking:${gameId}:${seat}`;
const ordersKey = (gameId: string, seat: number) => `secondary-orders:${gameId}:${seat}`;
const storedOrders = z.partialRecord(z.enum(STRATEGY_CARD_IDS), z.enum(['skip', 'follow']));

/** The round a ranking set now is for: this round's draft until it is over, then the next round's. */
export function rankingRound(state: GameState): number {
  return state.phase === 'setup' || state.phase === 'strategy' ? state.round : state.round + 1;
}

export class StandingOrders {
  constructor(
    private readonly hub: Hub,
    private readonly store: GameStore,
    private readonly log: Logger,
  ) {}

  /** After each intent applied here, the next picker's pre-pick (if any) is made. */
  attach(): void {
    this.hub.on('committed', (gameId) => void this.act(gameId));
  }

  private async seatOf(gameId: string, seatToken: string): Promise<{ seat: number; state: GameState }> {
    const role = await this.hub.authenticateShared(gameId, seatToken);
    if (role.kind !== 'seat')
      throw new HubError('auth/not-seat', 'Only a player can do this, with their own seat link.', 403);
    const state = this.hub.get(gameId)?.state;
    if (!state) throw new HubError('game/not-started', 'The game has not started yet.', 409);
    return { seat: role.seat, state };
  }

  private async load(gameId: string, seat: number): Promise<DraftRanking | null> {
    const raw = await this.store.getMeta(key(gameId, seat));
    if (!raw) return null;
    try {
      const parsed = storedRanking.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : null; // a damaged row is no order at all
    } catch {
      return null;
    }
  }

  /** The seat's own ranking, while it still applies (null: none). */
  async ranking(gameId: string, seatToken: string): Promise<DraftRanking | null> {
    const { seat, state } = await this.seatOf(gameId, seatToken);
    const ranking = await this.load(gameId, seat);
    return ranking && ranking.round >= rankingRound(state) ? ranking : null;
  }

  /** Sets (an empty list: clears) the seat's ranking; if it is their pick now, it is made at once. */
  async setRanking(
    gameId: string,
    seatToken: string,
    cards: readonly StrategyCardId[],
  ): Promise<DraftRanking> {
    const { seat, state } = await this.seatOf(gameId, seatToken);
    if (state.phase === 'ended') throw new HubError('intent/game-over', 'The game is over.', 409);
    const ranking: DraftRanking = { round: rankingRound(state), cards: [...cards] };
    await this.store.setMeta(key(gameId, seat), JSON.stringify(ranking));
    void this.act(gameId);
    return ranking;
  }

  /** The seat's secondary orders (a card not named: ask). */
  async secondaryOrders(gameId: string, seatToken: string): Promise<SecondaryOrders> {
    const { seat } = await this.seatOf(gameId, seatToken);
    return this.loadOrders(gameId, seat);
  }

  async setSecondaryOrders(
    gameId: string,
    seatToken: string,
    orders: SecondaryOrders,
  ): Promise<SecondaryOrders> {
    const { seat } = await this.seatOf(gameId, seatToken);
    await this.store.setMeta(ordersKey(gameId, seat), JSON.stringify(orders));
    void this.act(gameId);
    return orders;
  }

  private async loadOrders(gameId: string, seat: number): Promise<SecondaryOrders> {
    const raw = await this.store.getMeta(ordersKey(gameId, seat));
    if (!raw) return {};
    try {
      const parsed = storedOrders.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : {};
    } catch {
      return {};
    }
  }

  /** Whatever standing orders the table's state calls for now: a pre-pick, then secondaries. */
  async act(gameId: string): Promise<void> {
    await this.pickFor(gameId);
    await this.secondaries(gameId);
  }

  /** Followers still to decide on the secondary under way, whose order says skip or follow. */
  private async secondaries(gameId: string): Promise<void> {
    try {
      const live = this.hub.get(gameId);
      const state = live?.state;
      const s = state?.strategic;
      if (!live || !state || !s || s.step !== 'secondary' || live.record.lobby.paused) return;
      for (const [key, decision] of Object.entries(s.followers)) {
        if (decision !== 'pending') continue;
        const seat = Number(key);
        const order = (await this.loadOrders(gameId, seat))[s.card];
        if (!order) continue;
        const now = this.hub.get(gameId)?.state ?? state;
        let intent: Intent | undefined;
        if (order === 'skip') intent = { type: 'skip-secondary', standing: true };
        else {
          const follow = legalIntents(now, { kind: 'seat', seat }).find((i) => i.type === 'follow');
          if (follow) intent = { ...follow, standing: true };
        }
        if (!intent) continue; // "follow when I can" and cannot: the player is asked
        const ack = await this.hub.submitIntent(
          gameId,
          { kind: 'seat', seat },
          { clientId: `secondary-${now.round}-${s.card}-${seat}`, intent },
          { standing: true },
        );
        if (!ack.ok && ack.code !== 'rule/already-decided')
          this.log.warn({ gameId, seat, code: ack.code }, 'a secondary order could not be applied');
      }
    } catch (e) {
      this.log.warn({ err: e, gameId }, 'secondary orders could not be checked');
    }
  }

  /** If the game waits for a pick from a seat whose ranking has a card still free, picks it. */
  private async pickFor(gameId: string): Promise<void> {
    try {
      const live = this.hub.get(gameId);
      const state = live?.state;
      if (!live || !state || state.phase !== 'strategy' || live.record.lobby.paused) return;
      const picker = currentPicker(state);
      if (picker === null) return;
      const ranking = await this.load(gameId, picker);
      if (!ranking || ranking.round !== state.round) return;
      const card = ranking.cards.find((c) => state.cards[c].holder === null);
      if (!card) return;
      const version = live.version;
      // One client id per picking slot: two instances (or a retry) making the same pick apply it once.
      const ack = await this.hub.submitIntent(
        gameId,
        { kind: 'seat', seat: picker },
        {
          clientId: `pre-pick-${state.round}-${picker}-${version}`,
          intent: { type: 'pick-strategy-card', card, standing: true },
        },
        { standing: true },
      );
      if (!ack.ok && ack.code !== 'intent/not-your-turn' && ack.code !== 'rule/card-taken')
        this.log.warn({ gameId, seat: picker, code: ack.code }, 'a pre-pick could not be made');
    } catch (e) {
      this.log.warn({ err: e, gameId }, 'pre-picks could not be checked');
    }
  }
}
