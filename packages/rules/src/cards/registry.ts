// Which rules each strategy card follows. One module per card under cards/.

import type { StrategyCardId } from '../content/strategy-cards.ts';
import { constructionCard } from './construction.ts';
import { diplomacyCard } from './diplomacy.ts';
import { imperialCard } from './imperial.ts';
import { leadershipCard } from './leadership.ts';
import { politicsCard } from './politics.ts';
import { tradeCard } from './trade.ts';
import { warfareCard } from './warfare.ts';
import { technologyCard } from './technology.ts';
import type { CardRules } from './types.ts';

export const CARD_RULES: Readonly<Record<StrategyCardId, CardRules>> = {
  leadership: leadershipCard,
  diplomacy: diplomacyCard,
  politics: politicsCard,
  construction: constructionCard,
  trade: tradeCard,
  warfare: warfareCard,
  technology: technologyCard,
  imperial: imperialCard,
};
