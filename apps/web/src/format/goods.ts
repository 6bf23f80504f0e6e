// Goods in words: what a transaction offers, and the trade-goods stepper's label.

import {
  ACTION_CARDS_BY_ID,
  actionCardIdOf,
  noteName,
  plural,
  techAbilities,
  tradeGoodWorth,
  type GameView,
  type Goods,
} from '@initiative/rules';

/** Goods in words, as this player sees them (a hidden card or note stays "an action card"). */
export function goodsWords(g: Goods, view?: Pick<GameView, 'players'>): string {
  const parts: string[] = [];
  if (g.tradeGoods > 0) parts.push(plural(g.tradeGoods, 'trade good'));
  if (g.commodities > 0) parts.push(plural(g.commodities, 'commodity', 'commodities'));
  for (const c of g.actionCards ?? [])
    parts.push(
      c === 'hidden'
        ? 'an action card'
        : `the action card ${ACTION_CARDS_BY_ID.get(actionCardIdOf(c))?.name ?? c}`,
    );
  if (g.promissoryNote)
    parts.push(
      g.promissoryNote === 'a promissory note'
        ? 'a promissory note'
        : `the promissory note ${view ? noteName(view, g.promissoryNote) : g.promissoryNote}`,
    );
  return parts.length === 0 ? 'nothing' : parts.join(', ');
}

/** The trade-goods stepper's label: says when each one is worth 2 (Mirror Computing). */
export function tradeGoodsLabel(view: GameView, seat: number, label = 'trade goods'): string {
  return tradeGoodWorth(techAbilities(view.players[seat])) > 1
    ? `${label} (each worth 2: Mirror Computing)`
    : label;
}
