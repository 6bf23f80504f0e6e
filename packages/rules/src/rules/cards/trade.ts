// Trade (LRR 92): the active player gains 3 trade goods (92.2), replenishes
// commodities to their commodity value (92.3; +1 per space station, 003 note 6),
// then chooses any other players, who resolve the secondary without spending
// a token — once, and not by paying instead (92.4). Secondary (92.5): a
// strategy token to replenish commodities. The Hacan never pay the token.

import { z } from 'zod';
import { commodityValue } from '../../board/commodities.ts';
import { factionHas } from '../../content/factions.ts';
import type { GameEvent } from '../../state/events.ts';
import { applied } from '../../state/outcome.ts';
import { fail, type RuleError } from '../../kernel/result.ts';
import type { GameState, Seat } from '../../state/state.ts';
import { updatePlayer } from '../../state/update.ts';
import { afterReplenish } from '../notes/trade-agreement.ts';
import { cardData, listNames, plural, seatName, seatSchema } from '../../board/card-helpers.ts';
import type { CardRules, PrimaryStep } from './types.ts';

/** LRR 92.2. */
export const TRADE_GOODS_GAINED = 3;

export const tradePrimary = z.object({ free: z.array(seatSchema).max(7).default([]) }).strict();

const dataSchema = z.object({ free: z.array(seatSchema) });

/** Players the Trade player chose to replenish without a token (LRR 92.4). */
export function freeFollowers(state: GameState): readonly Seat[] {
  return cardData(state, dataSchema)?.free ?? [];
}

function replenish(state: GameState, seat: Seat): { state: GameState; events: GameEvent[] } {
  const value = commodityValue(state, seat);
  const before = state.players[seat]?.commodities ?? 0;
  const name = seatName(state, seat);
  if (before >= value)
    return {
      state,
      events: [{ type: 'note', seat, text: `${name}'s commodities are already full (${value}).` }],
    };
  const events: GameEvent[] = [
    { type: 'note', seat, text: `${name} replenishes commodities to ${value} (+${value - before}).` },
  ];
  const next = afterReplenish(
    updatePlayer(state, seat, (p) => ({ ...p, commodities: value })),
    seat,
    events,
  );
  return { state: next, events };
}

function resolvePrimary(state: GameState, seat: Seat, raw: unknown): PrimaryStep | RuleError {
  const { free } = raw as z.infer<typeof tradePrimary>;
  if (new Set(free).size !== free.length)
    return fail('rule/illegal-choice', 'Choose each player at most once.');
  if (free.includes(seat))
    return fail('rule/illegal-choice', 'Choose other players: you replenish through the primary already.');
  if (free.some((s) => !state.players[s]))
    return fail('rule/illegal-choice', 'Choose players at this table.');
  const name = seatName(state, seat);
  let next = updatePlayer(state, seat, (p) => ({ ...p, tradeGoods: p.tradeGoods + TRADE_GOODS_GAINED }));
  const events: GameEvent[] = [
    { type: 'note', seat, text: `${name} gains ${plural(TRADE_GOODS_GAINED, 'trade good')}.` },
  ];
  const refilled = replenish(next, seat);
  next = refilled.state;
  events.push(...refilled.events);
  const sorted = [...free].sort((a, b) => a - b);
  events.push({
    type: 'note',
    seat,
    text:
      sorted.length === 0
        ? `${name} chooses no one to replenish for free.`
        : `${name} lets ${listNames(sorted.map((s) => seatName(state, s)))} replenish without spending a token.`,
  });
  const strategic = next.strategic;
  if (strategic) next = { ...next, strategic: { ...strategic, data: { free: sorted } } };
  return { ok: true, state: next, events, done: true };
}

export const tradeCard: CardRules = {
  primary: tradePrimary,
  secondary: z.object({}).strict(),
  resolvePrimary,
  // LRR 92.4: chosen players follow without a token; the Hacan always do (Masters of Trade).
  followCostsToken: (state, seat) =>
    !freeFollowers(state).includes(seat) &&
    !factionHas(state.players[seat]?.faction ?? '', 'hacan-free-trade'),
  resolveSecondary(state, seat) {
    const out = replenish(state, seat);
    return applied(out.state, out.events);
  },
  ordered: false,
  examplePrimary: () => ({ free: [] }),
  exampleSecondary: () => ({}),
  viewData: (state) => ({ free: freeFollowers(state) }),
};
