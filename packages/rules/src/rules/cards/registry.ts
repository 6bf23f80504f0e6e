// Which rules each strategy card follows. One module per card under cards/; the lobby option
// `thundersEdge` swaps in Thunder's Edge's Construction and Warfare.

import type { StrategyCardId } from '../../content/strategy-cards.ts';
import type { GameState } from '../../state/state.ts';
import { constructionCard } from './construction.ts';
import { constructionTeCard } from './construction-te.ts';
import { diplomacyCard } from './diplomacy.ts';
import { imperialCard } from './imperial.ts';
import { leadershipCard } from './leadership.ts';
import { politicsCard } from './politics.ts';
import { tradeCard } from './trade.ts';
import { warfareCard } from './warfare.ts';
import { warfareTeCard } from './warfare-te.ts';
import { technologyCard } from './technology.ts';
import type { CardRules } from './types.ts';

const CARD_RULES: Readonly<Record<StrategyCardId, CardRules>> = {
  leadership: leadershipCard,
  diplomacy: diplomacyCard,
  politics: politicsCard,
  construction: constructionCard,
  trade: tradeCard,
  warfare: warfareCard,
  technology: technologyCard,
  imperial: imperialCard,
};

const THUNDERS_EDGE_RULES: Readonly<Record<StrategyCardId, CardRules>> = {
  ...CARD_RULES,
  construction: constructionTeCard,
  warfare: warfareTeCard,
};

/** The rules `card` follows in this game (the edition its lobby chose). */
export function cardRules(state: Pick<GameState, 'setup'>, card: StrategyCardId): CardRules {
  return (state.setup.options.thundersEdge ? THUNDERS_EDGE_RULES : CARD_RULES)[card];
}
