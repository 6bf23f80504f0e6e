// What happened, for the log. Events carry facts; `describeEvent` words them.

import { OBJECTIVES_BY_ID } from '../content/objectives.ts';
import type { StrategyCardId } from '../content/strategy-cards.ts';
import type { GameState, Seat } from './state.ts';

export type GameEvent =
  | { readonly type: 'game-started'; readonly speaker: Seat }
  | {
      readonly type: 'card-picked';
      readonly seat: Seat;
      readonly card: StrategyCardId;
      readonly tradeGoods: number;
      readonly forced: boolean;
    }
  | { readonly type: 'trade-goods-added'; readonly cards: readonly StrategyCardId[] }
  | { readonly type: 'action-phase-started'; readonly order: readonly Seat[] }
  | { readonly type: 'strategic-action'; readonly seat: Seat; readonly card: StrategyCardId }
  | { readonly type: 'passed'; readonly seat: Seat }
  | { readonly type: 'turn'; readonly seat: Seat }
  | { readonly type: 'status-phase' }
  | { readonly type: 'round-started'; readonly round: number; readonly speaker: Seat }
  | { readonly type: 'objectives-revealed'; readonly objectives: readonly string[] }
  | { readonly type: 'secret-kept'; readonly seat: Seat }
  | { readonly type: 'setup-complete' }
  | { readonly type: 'primary-resolved'; readonly seat: Seat; readonly card: StrategyCardId }
  | { readonly type: 'followed'; readonly seat: Seat; readonly card: StrategyCardId; readonly token: boolean }
  | { readonly type: 'skipped'; readonly seat: Seat; readonly card: StrategyCardId; readonly byHost: boolean }
  | { readonly type: 'strategic-action-ended'; readonly seat: Seat; readonly card: StrategyCardId }
  /** A card-specific fact, already worded (card modules use this for their details). */
  | { readonly type: 'note'; readonly seat: Seat | null; readonly text: string };

function cardName(card: StrategyCardId): string {
  return card.charAt(0).toUpperCase() + card.slice(1);
}

/** A one-line sentence for the game log. */
export function describeEvent(state: Pick<GameState, 'players'>, event: GameEvent): string {
  const name = (seat: Seat) => state.players[seat]?.name ?? `Seat ${seat + 1}`;
  switch (event.type) {
    case 'game-started':
      return `The game begins. ${name(event.speaker)} is the speaker.`;
    case 'card-picked': {
      const tg =
        event.tradeGoods > 0
          ? ` and takes ${event.tradeGoods} trade good${event.tradeGoods === 1 ? '' : 's'} from it`
          : '';
      return `${name(event.seat)} ${event.forced ? 'is left with' : 'picks'} ${cardName(event.card)}${tg}.`;
    }
    case 'trade-goods-added':
      return event.cards.length === 0
        ? 'Every strategy card was picked.'
        : `One trade good is added to each unpicked card: ${event.cards.map(cardName).join(', ')}.`;
    case 'action-phase-started':
      return `Action phase. Turn order: ${event.order.map(name).join(', ')}.`;
    case 'strategic-action':
      return `${name(event.seat)} plays ${cardName(event.card)} as a strategic action.`;
    case 'passed':
      return `${name(event.seat)} passes.`;
    case 'turn':
      return `It is ${name(event.seat)}'s turn.`;
    case 'status-phase':
      return 'Every player has passed: status phase.';
    case 'objectives-revealed':
      return `Public objective${event.objectives.length === 1 ? '' : 's'} revealed: ${event.objectives.map((id) => OBJECTIVES_BY_ID.get(id)?.name ?? id).join(', ')}.`;
    case 'secret-kept':
      return `${name(event.seat)} has chosen a secret objective to keep.`;
    case 'setup-complete':
      return 'Everyone has chosen a secret objective. The strategy phase begins.';
    case 'primary-resolved':
      return `${name(event.seat)} resolves the primary ability of ${cardName(event.card)}; the others may follow.`;
    case 'followed':
      return `${name(event.seat)} follows ${cardName(event.card)}${event.token ? ', spending a strategy token' : ''}.`;
    case 'skipped':
      return event.byHost
        ? `The host skips ${name(event.seat)}'s secondary of ${cardName(event.card)}.`
        : `${name(event.seat)} does not follow ${cardName(event.card)}.`;
    case 'strategic-action-ended':
      return `${name(event.seat)}'s ${cardName(event.card)} is resolved and exhausted.`;
    case 'note':
      return event.text;
    case 'round-started':
      return `Round ${event.round} begins. ${name(event.speaker)} is the speaker and picks first.`;
  }
}
