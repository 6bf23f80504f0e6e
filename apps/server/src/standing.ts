// Standing orders (issue 17). Draft pre-picks: before or during the strategy phase a
// player ranks the strategy cards they want; when their pick comes, the server picks the highest-ranked
// card still in the common area at once, as a normal intent from their seat (logged as a pre-pick).
// The ranking is secret: it is kept in the store's meta table, never in the game log, a view or a
// lobby summary, and setting it sends nothing to any socket — no other viewer can tell it exists
// before the pick. A ranking is for one round's strategy phase (the current one, or the next when set
// after it) and lapses with it; with none of its cards left, the player is asked as usual.
// Secondary orders: per strategy card, "always skip" or "always follow when I can" (for the cards
// whose secondary asks a choice, with settings given in advance: cards/standing-choices.ts in the
// rules); applied when that card's secondary opens, through the same intents and checks as a
// decision made by hand, and logged as a standing order. A card not named, or an order that cannot
// be carried out now: the player is asked.

import {
  currentPicker,
  followSettingsSchema,
  legalIntents,
  SETTINGS_FOLLOW_CARDS,
  standingFollowChoice,
  waitingFor,
  STRATEGY_CARD_IDS,
  type FollowSettings,
  type GameState,
  type Intent,
  type StrategyCardId,
} from '@initiative/rules';
import { z } from 'zod';
import type { Hub } from './hub.ts';
import { HubError } from './hub-errors.ts';
import type { Logger } from './log.ts';
import { SEAT_META } from './seat-settings.ts';
import {
  assignHitsByOrders,
  combatOrdersSchema,
  NO_COMBAT_ORDERS,
  type CombatOrders,
} from './combat-orders.ts';
import type { GameStore } from './storage/types.ts';
import { assertWritable, writeRefusal } from './write-guard.ts';

export const draftRankingBody = z
  .object({
    cards: z
      .array(z.enum(STRATEGY_CARD_IDS))
      .max(STRATEGY_CARD_IDS.length)
      .refine((cards) => new Set(cards).size === cards.length, 'a card is ranked twice'),
  })
  .strict();

export type SecondaryOrder = 'skip' | 'follow';
export type SecondaryOrders = Partial<Record<StrategyCardId, SecondaryOrder>>;
/** A seat's secondary orders, with the settings the cards that ask a choice follow with. */
export interface SecondaryOrderSet {
  readonly orders: SecondaryOrders;
  readonly settings: FollowSettings;
}

const secondaryOrderSet = z.object({
  orders: z.partialRecord(z.enum(STRATEGY_CARD_IDS), z.enum(['skip', 'follow'])),
  settings: followSettingsSchema.default({}),
});

export const secondaryOrdersBody = secondaryOrderSet.strict().superRefine((b, ctx) => {
  for (const card of SETTINGS_FOLLOW_CARDS) {
    if (b.orders[card] === 'follow' && !b.settings[card])
      ctx.addIssue({
        code: 'custom',
        path: ['settings', card],
        message: `an order to follow ${card} needs its settings (what to spend, build or research)`,
      });
  }
});

/** Status-phase orders: score nothing without asking; where the gained command tokens go. */
export const statusOrdersSchema = z
  .object({
    scoring: z.enum(['ask', 'nothing']),
    tokens: z.enum(['ask', 'tactic', 'fleet', 'strategy', 'last-time']),
  })
  .strict();
export type StatusOrders = z.infer<typeof statusOrdersSchema>;
const NO_STATUS_ORDERS: StatusOrders = { scoring: 'ask', tokens: 'ask' };
export const statusOrdersBody = z.object({ orders: statusOrdersSchema }).strict();

const poolsSchema = z.object({
  tactic: z.number().int(),
  fleet: z.number().int(),
  strategy: z.number().int(),
});
type Pools = z.infer<typeof poolsSchema>;

export interface DraftRanking {
  /** The round whose strategy phase it is for. */
  readonly round: number;
  readonly cards: readonly StrategyCardId[];
}

const storedRanking = z.object({ round: z.number().int().min(1), cards: z.array(z.enum(STRATEGY_CARD_IDS)) });
// Kept per seat in the meta table (seat-settings.ts: cleared when the player is kicked).
const key = SEAT_META.draftRanking;
const ordersKey = SEAT_META.secondaryOrders;
const statusKey = SEAT_META.statusOrders;
const combatKey = SEAT_META.combatOrders;
/** How the seat last changed its pools when arranging its tokens (for "as last time"). */
const splitKey = SEAT_META.tokenSplit;
/** Stored orders: the set, or (as first stored) the bare map of orders. */
const storedOrders = z.union([
  secondaryOrderSet,
  secondaryOrderSet.shape.orders.transform((orders) => ({ orders, settings: {} })),
]);

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
    this.hub.on('committed', (gameId, commit) => {
      void this.rememberSplits(gameId, commit.previous, commit.state).then(() => this.act(gameId));
    });
  }

  /** The seat a token opens in a started game; `write`: to change its orders (write-guard.ts refuses an archived game). */
  private async seatOf(
    gameId: string,
    seatToken: string,
    write = false,
  ): Promise<{ seat: number; state: GameState }> {
    const role = await this.hub.authenticateShared(gameId, seatToken);
    if (role.kind !== 'seat')
      throw new HubError('auth/not-seat', 'Only a player can do this, with their own seat link.', 403);
    const live = this.hub.get(gameId);
    const state = live?.state;
    if (!live || !state) throw new HubError('game/not-started', 'The game has not started yet.', 409);
    if (write) assertWritable(live);
    return { seat: role.seat, state };
  }

  private load(gameId: string, seat: number): Promise<DraftRanking | null> {
    return this.loadJson(key(gameId, seat), storedRanking); // a damaged row is no order at all
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
    const { seat, state } = await this.seatOf(gameId, seatToken, true);
    if (state.phase === 'ended') throw new HubError('intent/game-over', 'The game is over.', 409);
    const ranking: DraftRanking = { round: rankingRound(state), cards: [...cards] };
    await this.store.setMeta(key(gameId, seat), JSON.stringify(ranking));
    void this.act(gameId);
    return ranking;
  }

  /** The seat's secondary orders (a card not named: ask). */
  async secondaryOrders(gameId: string, seatToken: string): Promise<SecondaryOrderSet> {
    const { seat } = await this.seatOf(gameId, seatToken);
    return this.loadOrders(gameId, seat);
  }

  async setSecondaryOrders(
    gameId: string,
    seatToken: string,
    set: SecondaryOrderSet,
  ): Promise<SecondaryOrderSet> {
    const { seat } = await this.seatOf(gameId, seatToken, true);
    await this.store.setMeta(ordersKey(gameId, seat), JSON.stringify(set));
    void this.act(gameId);
    return set;
  }

  private async loadOrders(gameId: string, seat: number): Promise<SecondaryOrderSet> {
    return (await this.loadJson(ordersKey(gameId, seat), storedOrders)) ?? { orders: {}, settings: {} };
  }

  /** Whatever standing orders the table's state calls for now: a pre-pick, secondaries, the status phase. */
  async act(gameId: string): Promise<void> {
    const live = this.hub.get(gameId);
    if (!live || writeRefusal(live)) return; // an archived game: no order is carried out
    await this.pickFor(gameId);
    await this.secondaries(gameId);
    await this.statusPhase(gameId);
    await assignHitsByOrders(this.hub, this.log, gameId, (seat) => this.loadCombat(gameId, seat));
  }

  async combatOrders(gameId: string, seatToken: string): Promise<CombatOrders> {
    const { seat } = await this.seatOf(gameId, seatToken);
    return this.loadCombat(gameId, seat);
  }

  private async loadCombat(gameId: string, seat: number): Promise<CombatOrders> {
    return (await this.loadJson(combatKey(gameId, seat), combatOrdersSchema)) ?? NO_COMBAT_ORDERS;
  }

  async setCombatOrders(gameId: string, seatToken: string, orders: CombatOrders): Promise<CombatOrders> {
    const { seat } = await this.seatOf(gameId, seatToken, true);
    await this.store.setMeta(combatKey(gameId, seat), JSON.stringify(orders));
    void this.act(gameId);
    return orders;
  }

  async statusOrders(gameId: string, seatToken: string): Promise<StatusOrders> {
    const { seat } = await this.seatOf(gameId, seatToken);
    return this.loadStatus(gameId, seat);
  }

  async setStatusOrders(gameId: string, seatToken: string, orders: StatusOrders): Promise<StatusOrders> {
    const { seat } = await this.seatOf(gameId, seatToken, true);
    await this.store.setMeta(statusKey(gameId, seat), JSON.stringify(orders));
    void this.act(gameId);
    return orders;
  }

  private async loadStatus(gameId: string, seat: number): Promise<StatusOrders> {
    return (await this.loadJson(statusKey(gameId, seat), statusOrdersSchema)) ?? NO_STATUS_ORDERS;
  }

  private async loadJson<T>(key: string, schema: z.ZodType<T>): Promise<T | null> {
    const raw = await this.store.getMeta(key);
    if (!raw) return null;
    try {
      const parsed = schema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  /** A seat that has just arranged its tokens: how its pools changed, for "as last time". */
  private async rememberSplits(gameId: string, previous: GameState, state: GameState): Promise<void> {
    const gains = previous.status?.step === 'redistribute' ? previous.status.gains : null;
    if (!gains) return;
    for (const key of Object.keys(gains)) {
      if (state.status?.gains[key] !== undefined) continue; // not this seat's intent
      const seat = Number(key);
      const [a, b] = [previous.players[seat]?.pools, state.players[seat]?.pools];
      if (!a || !b) continue;
      const split: Pools = {
        tactic: b.tactic - a.tactic,
        fleet: b.fleet - a.fleet,
        strategy: b.strategy - a.strategy,
      };
      await this.store.setMeta(splitKey(gameId, seat), JSON.stringify(split));
    }
  }

  /** Scoring and token arrangement, for the seats the status phase waits on whose orders say how. */
  private async statusPhase(gameId: string): Promise<void> {
    try {
      const live = this.hub.get(gameId);
      const state = live?.state;
      const status = state?.status;
      if (!live || !state || !status || state.phase !== 'status' || live.record.lobby.paused) return;
      for (const seat of waitingFor(state).seats) {
        const orders = await this.loadStatus(gameId, seat);
        const legal = legalIntents(state, { kind: 'seat', seat });
        let intent: Intent | null = null;
        if (
          status.step === 'score' &&
          orders.scoring === 'nothing' &&
          legal.some((i) => i.type === 'score-objectives')
        )
          intent = { type: 'score-objectives', standing: true };
        if (status.step === 'redistribute' && orders.tokens !== 'ask') {
          const pools = await this.arranged(gameId, state, seat, orders.tokens);
          if (pools) intent = { type: 'redistribute-tokens', pools, standing: true };
        }
        if (!intent) continue;
        const ack = await this.hub.submitIntent(
          gameId,
          { kind: 'seat', seat },
          { clientId: `status-${state.round}-${status.step}-${seat}`, intent },
          { standing: true },
        );
        if (!ack.ok)
          this.log.warn({ gameId, seat, code: ack.code }, 'a status-phase order could not be applied');
      }
    } catch (e) {
      this.log.warn({ err: e, gameId }, 'status-phase orders could not be checked');
    }
  }

  /** The pools after gaining this status phase's tokens as the order says, or null (then: ask). */
  private async arranged(
    gameId: string,
    state: GameState,
    seat: number,
    tokens: Exclude<StatusOrders['tokens'], 'ask'>,
  ): Promise<Pools | null> {
    const pools = state.players[seat]?.pools;
    const gain = state.status?.gains[String(seat)];
    if (!pools || gain === undefined) return null;
    if (tokens !== 'last-time') return { ...pools, [tokens]: pools[tokens] + gain };
    const split = await this.loadJson(splitKey(gameId, seat), poolsSchema);
    if (!split || split.tactic + split.fleet + split.strategy !== gain) return null;
    const next = {
      tactic: pools.tactic + split.tactic,
      fleet: pools.fleet + split.fleet,
      strategy: pools.strategy + split.strategy,
    };
    return next.tactic >= 0 && next.fleet >= 0 && next.strategy >= 0 ? next : null;
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
        const { orders, settings } = await this.loadOrders(gameId, seat);
        const order = orders[s.card];
        if (!order) continue;
        const now = this.hub.get(gameId)?.state ?? state;
        let intent: Intent | undefined;
        if (order === 'skip') intent = { type: 'skip-secondary', standing: true };
        else {
          const canFollow = legalIntents(now, { kind: 'seat', seat }).some((i) => i.type === 'follow');
          const choices = standingFollowChoice(now, seat, s.card, settings);
          if (canFollow && choices !== null) intent = { type: 'follow', choices, standing: true };
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
      // Not the card Public Disgrace just sent back (strategy-phase.ts): the next one ranked, or ask.
      const barred = state.draft?.barred;
      const card = ranking.cards.find(
        (c) => state.cards[c].holder === null && !(barred?.seat === picker && barred.card === c),
      );
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
