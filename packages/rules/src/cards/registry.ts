// Which rules each strategy card follows. One module per card under cards/.

import type { StrategyCardId } from '../content/strategy-cards.ts';
import { plainCard } from './plain.ts';
import type { CardRules } from './types.ts';

export const CARD_RULES: Readonly<Record<StrategyCardId, CardRules>> = {
  leadership: plainCard,
  diplomacy: plainCard,
  politics: plainCard,
  construction: plainCard,
  trade: plainCard,
  warfare: plainCard,
  technology: plainCard,
  imperial: plainCard,
};
