// Combat orders (issue 28, async without stalls): a seat may have the hits against its units assigned
// for it, by the game's own offer (the default loss order: Sustain Damage, fighters, the cheapest),
// as soon as the game waits for them, in space and ground combat. Sent as the seat's own intent,
// marked as a standing order (standing.ts keeps the orders with the seat's others).

import { legalIntents, waitingFor } from '@initiative/rules';
import { z } from 'zod';
import type { Hub } from './hub.ts';
import type { Logger } from './log.ts';

export const combatOrdersSchema = z.object({ hits: z.enum(['ask', 'auto']) }).strict();
export type CombatOrders = z.infer<typeof combatOrdersSchema>;
export const NO_COMBAT_ORDERS: CombatOrders = { hits: 'ask' };
export const combatOrdersBody = z.object({ orders: combatOrdersSchema }).strict();

/** Hits owed in a combat by seats whose order says "assign automatically": the game's offer, made for them. */
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
      const offer = legalIntents(state, { kind: 'seat', seat }).find((i) => i.type === 'assign-hits');
      if (!offer || (await ordersOf(seat)).hits !== 'auto') continue;
      const ack = await hub.submitIntent(
        gameId,
        { kind: 'seat', seat },
        // One client id per version and seat: two instances (or a retry) assign once.
        { clientId: `hits-${live.version}-${seat}`, intent: { ...offer, standing: true } },
        { standing: true },
      );
      if (!ack.ok && ack.code !== 'rule/already-decided')
        log.warn({ gameId, seat, code: ack.code }, 'a combat order could not be applied');
    }
  } catch (e) {
    log.warn({ err: e, gameId }, 'combat orders could not be checked');
  }
}
