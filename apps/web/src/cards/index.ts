// The UI of each strategy card's choices. A card without a form resolves with
// the engine's example choice (one click), which is what a card with no
// choices needs.

import type { StrategyCardId } from '@initiative/rules';
import { ConstructionPrimary, ConstructionSecondary } from './construction.tsx';
import { DiplomacyChoice, DiplomacyPrimary, DiplomacySecondary, DiplomacyStatus } from './diplomacy.tsx';
import { ImperialPrimary } from './imperial.tsx';
import { LeadershipPrimary, LeadershipSecondary } from './leadership.tsx';
import { PoliticsPrimary, PoliticsStatus } from './politics.tsx';
import { TechnologyPrimary, TechnologySecondary } from './technology.tsx';
import { TradePrimary, TradeSecondary, TradeStatus } from './trade.tsx';
import './cards.css';
import type { CardUi } from './types.ts';
import { WarfarePrimary, WarfareSecondary } from './warfare.tsx';
import { ConstructionTePrimary, ConstructionTeSecondary } from './construction-te.tsx';
import { WarfareTePrimary, WarfareTeSecondary } from './warfare-te.tsx';

const plain = (primaryHint: string, secondaryHint: string): CardUi => ({ primaryHint, secondaryHint });

const CARD_UI: Readonly<Record<StrategyCardId, CardUi>> = {
  leadership: {
    ...plain(
      'Gain 3 command tokens, then buy more: 1 for every 3 influence you spend.',
      'Buy command tokens with influence, 1 per 3 (no strategy token needed).',
    ),
    primary: LeadershipPrimary,
    secondary: LeadershipSecondary,
  },
  diplomacy: {
    ...plain(
      'Choose a system with your planet: the others put a token there. Ready two planets.',
      'Spend a strategy token to ready up to two planets.',
    ),
    primary: DiplomacyPrimary,
    secondary: DiplomacySecondary,
    choice: DiplomacyChoice,
    status: DiplomacyStatus,
  },
  politics: {
    ...plain(
      'Choose the new speaker, draw two action cards, then look at the top two agendas.',
      'Spend a strategy token to draw two action cards.',
    ),
    primary: PoliticsPrimary,
    status: PoliticsStatus,
  },
  construction: {
    ...plain(
      'Place a PDS or space dock on a planet you control, then maybe one more PDS.',
      'Spend a strategy token: place it in a system and build a PDS or space dock on your planet there.',
    ),
    primary: ConstructionPrimary,
    secondary: ConstructionSecondary,
  },
  trade: {
    ...plain(
      'Gain 3 trade goods, replenish commodities, choose who replenishes for free.',
      'Replenish your commodities (a strategy token, unless it is free for you).',
    ),
    primary: TradePrimary,
    secondary: TradeSecondary,
    status: TradeStatus,
  },
  warfare: {
    ...plain(
      'Take a command token back from the board, then arrange your pools.',
      'Spend a strategy token (it stays off the board) to produce at a space dock in your home system.',
    ),
    primary: WarfarePrimary,
    secondary: WarfareSecondary,
  },
  technology: {
    ...plain(
      'Research a technology, then maybe a second for 6 resources.',
      'Spend a strategy token and 4 resources to research one technology.',
    ),
    primary: TechnologyPrimary,
    secondary: TechnologySecondary,
  },
  imperial: {
    ...plain(
      'Score a public objective, then gain a point for Mecatol Rex or draw a secret objective.',
      'Spend a strategy token to draw a secret objective.',
    ),
    primary: ImperialPrimary,
  },
};

/** Thunder's Edge's Construction and Warfare (the lobby option `thundersEdge`). */
const THUNDERS_EDGE_UI: Readonly<Record<StrategyCardId, CardUi>> = {
  ...CARD_UI,
  construction: {
    ...plain(
      'Place two structures, or produce at one of your space docks and place one structure.',
      'Spend a strategy token (it stays off the board) to place a structure on a planet you control.',
    ),
    primary: ConstructionTePrimary,
    secondary: ConstructionTeSecondary,
  },
  warfare: {
    ...plain(
      'Take a tactical action anywhere without placing a command token; arrange your pools before and after.',
      'Spend a strategy token (it stays off the board) to produce with every unit in your home system.',
    ),
    primary: WarfareTePrimary,
    secondary: WarfareTeSecondary,
  },
};

/** The forms of `card` in the edition this game plays. */
export function cardUi(card: StrategyCardId, thundersEdge: boolean): CardUi {
  return (thundersEdge ? THUNDERS_EDGE_UI : CARD_UI)[card];
}
