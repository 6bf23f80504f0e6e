// Combat orders (issue 28, async without stalls): a seat may have the hits against its units assigned
// for it, by the game's own offer (the default loss order: Sustain Damage, fighters, the cheapest),
// as soon as the game waits for them, in space and ground combat; and it may never retreat, "no
// retreat" announced for it as soon as a space combat round asks it (LRR 78.4); and an ability's
// option at the start of a round (Munitions Reserves) taken or declined. Each sent as the
// seat's own intent, marked as a standing order (standing.ts keeps the orders with the seat's others).

import { legalIntents, waitingFor, type GameState, type Intent } from '@initiative/rules';
import { z } from 'zod';
import type { Hub } from './hub.ts';
import type { Logger } from './log.ts';

/**
 * `retreat` and `options` default to 'ask': orders saved before they existed, or sent without them, keep
 * asking. `options`: an ability's option at the start of a space combat round (Munitions Reserves),
 * taken whenever it is offered, or declined.
 */
export const combatOrdersSchema = z
  .object({
    hits: z.enum(['ask', 'auto']),
    retreat: z.enum(['ask', 'never']).default('ask'),
    options: z.enum(['ask', 'take', 'decline']).default('ask'),
  })
  .strict();
export type CombatOrders = z.infer<typeof combatOrdersSchema>;
export const NO_COMBAT_ORDERS: CombatOrders = { hits: 'ask', retreat: 'ask', options: 'ask' };
export const combatOrdersBody = z.object({ orders: combatOrdersSchema }).strict();

/** What combat orders answer: a seat asked none of these has its orders left unread (no storage read). */
const ORDERED: ReadonlySet<Intent['type']> = new Set(['assign-hits', 'combat-option', 'announce-retreat']);

/** The standing intent a seat's orders send now, if any: its hits assigned, a round's option, or "no retreat". */
function orderedIntent(state: GameState, seat: number, orders: CombatOrders): Intent | undefined {
  const offers = legalIntents(state, { kind: 'seat', seat });
  if (orders.hits === 'auto') {
    const hits = offers.find((i) => i.type === 'assign-hits');
    if (hits) return hits;
  }
  if (orders.options !== 'ask') {
    const take = orders.options === 'take';
    const option = offers.find((i) => i.type === 'combat-option' && i.take === take);
    if (option) return option;
  }
  if (orders.retreat === 'never') return offers.find((i) => i.type === 'announce-retreat' && !i.retreat);
  return undefined;
}

/**
 * Hits owed in a combat by seats whose order says "assign automatically": the game's offer, made for
 * them; and "no retreat" for a seat asked whether it retreats whose order says "never retreat".
 */
export async function assignHitsByOrders(
  hub: Hub,
  log: Logger,
  gameId: string,
  ordersOf: (seat: number) => Promise<CombatOrders>,
): Promise<void> {
  try {
    const live = hub.get(gameId);
    const state = live?.state;
    if (!live || !state || live.record.lobby.paused) return;
    for (const seat of waitingFor(state).seats) {
      if (!legalIntents(state, { kind: 'seat', seat }).some((i) => ORDERED.has(i.type))) continue;
      const offer = orderedIntent(state, seat, await ordersOf(seat));
      if (!offer) continue;
      const kind =
        offer.type === 'assign-hits' ? 'hits' : offer.type === 'combat-option' ? 'option' : 'retreat';
      const ack = await hub.submitIntent(
        gameId,
        { kind: 'seat', seat },
        // One client id per version and seat: two instances (or a retry) act once.
        { clientId: `${kind}-${live.version}-${seat}`, intent: { ...offer, standing: true } },
        { standing: true },
      );
      if (!ack.ok && ack.code !== 'rule/already-decided')
        log.warn({ gameId, seat, code: ack.code }, 'a combat order could not be applied');
    }
  } catch (e) {
    log.warn({ err: e, gameId }, 'combat orders could not be checked');
  }
}
