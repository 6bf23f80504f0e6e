// The UI of each strategy card's choices. A card without a form resolves with
// the engine's example choice (one click), which is what a card with no
// choices needs.

import type { StrategyCardId } from '@initiative/rules';
import type { CardUi } from './types.ts';

const plain = (primaryHint: string, secondaryHint: string): CardUi => ({ primaryHint, secondaryHint });

export const CARD_UI: Readonly<Record<StrategyCardId, CardUi>> = {
  leadership: plain(
    'Gain command tokens, then buy more with influence.',
    'Buy command tokens with influence (no strategy token needed).',
  ),
  diplomacy: plain(
    'Choose a system with your planet: the others put a token there. Ready two planets.',
    'Spend a strategy token to ready up to two planets.',
  ),
  politics: plain(
    'Choose the new speaker, draw two action cards, then look at the top two agendas.',
    'Spend a strategy token to draw two action cards.',
  ),
  construction: plain(
    'Place a PDS or space dock, then maybe one more PDS.',
    'Spend a strategy token: place it in a system and build there.',
  ),
  trade: plain(
    'Gain 3 trade goods, replenish commodities, choose who replenishes for free.',
    'Spend a strategy token to replenish your commodities.',
  ),
  warfare: plain(
    'Take a command token back from the board and redistribute.',
    'Spend a strategy token to produce at a space dock in your home system.',
  ),
  technology: plain(
    'Research a technology, then maybe a second for 6 resources.',
    'Spend a strategy token and 4 resources to research one technology.',
  ),
  imperial: plain(
    'Score a public objective, then gain a point for Mecatol Rex or draw a secret objective.',
    'Spend a strategy token to draw a secret objective.',
  ),
};
