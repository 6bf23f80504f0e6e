// Why a player cannot follow the strategic action in progress, worded from what that player's view
// shows (their pools, ready planets, the decks), so the table can say so before they try. The
// engine's own checks are the cards' `cannotFollow` (cards/*.ts) and strategic.ts; this mirrors them.

import { FOLLOW_TECH_COST } from '../rules/cards/technology.ts';
import { PLANETS_BY_ID, STATIONS_BY_ID } from '../content/systems.ts';
import { factionHas } from '../content/factions.ts';
import type { StrategyCardId } from '../content/strategy-cards.ts';
import { plural } from '../kernel/plural.ts';
import type { Seat } from '../state/state.ts';
import type { GameView } from './view.ts';

/** Cards whose secondary costs a strategy token (LRR 52.3 Leadership does not). */
const TOKEN_CARDS: readonly StrategyCardId[] = [
  'diplomacy',
  'politics',
  'construction',
  'trade',
  'warfare',
  'technology',
  'imperial',
];

/** Ready resources (or influence) a seat could spend: its ready planets and stations, and trade goods. */
export function readyToSpend(
  view: Pick<GameView, 'players' | 'galaxy'>,
  seat: Seat,
  currency: 'resources' | 'influence',
): number {
  let total = view.players[seat]?.tradeGoods ?? 0;
  for (const [id, p] of Object.entries(view.galaxy.planets))
    if (p.controller === seat && !p.exhausted) total += PLANETS_BY_ID.get(id)?.[currency] ?? 0;
  for (const [id, s] of Object.entries(view.galaxy.stations))
    if (s.controller === seat && !s.exhausted) total += STATIONS_BY_ID.get(id)?.[currency] ?? 0;
  return total;
}

/** Why `seat` cannot follow the card being played, as the player would want to hear it. */
export function whyCannotFollow(view: GameView, seat: Seat): string {
  const s = view.strategic;
  const me = view.players[seat];
  if (!s || !me) return 'There is no strategic action to follow.';
  const name = s.card.charAt(0).toUpperCase() + s.card.slice(1);
  const free =
    s.card === 'trade' &&
    (factionHas(me.faction, 'hacan-free-trade') ||
      (Array.isArray(s.data['free']) && (s.data['free'] as unknown[]).includes(seat)));
  if (TOKEN_CARDS.includes(s.card) && !free && me.pools.strategy < 1)
    return `Following ${name} costs a command token from your strategy pool, and yours is empty.`;
  if (s.card === 'technology') {
    const have = readyToSpend(view, seat, 'resources');
    // Worded as rules/cards/technology.ts words the refusal.
    if (have < FOLLOW_TECH_COST)
      return `You have ${plural(have, 'ready resource')} (planets and trade goods); following Technology costs ${FOLLOW_TECH_COST}.`;
    return 'There is no technology whose prerequisites you can meet now.';
  }
  if (s.card === 'politics' && view.deckSizes.action === 0) return 'There are no action cards left to draw.';
  if (s.card === 'imperial' && view.deckSizes.secret === 0)
    return 'The secret objective deck is empty: there is nothing to draw.';
  if (s.card === 'warfare')
    return 'You have no space dock in your home system on a planet you control, so there is nothing to produce with.';
  if (s.card === 'construction') return 'You control no planet where a PDS or a space dock could be placed.';
  return `You cannot follow ${name} right now.`;
}
