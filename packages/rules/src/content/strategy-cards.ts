// The eight strategy cards and their initiative numbers (LRR 83).

export const STRATEGY_CARD_IDS = [
  'leadership',
  'diplomacy',
  'politics',
  'construction',
  'trade',
  'warfare',
  'technology',
  'imperial',
] as const;
export type StrategyCardId = (typeof STRATEGY_CARD_IDS)[number];

export interface StrategyCardData {
  readonly id: StrategyCardId;
  readonly name: string;
  readonly initiative: number;
  /** What the holder does with the card's primary ability, in our own words. */
  readonly primary: string;
  /** What every other player may do when the card is played, in our own words. */
  readonly secondary: string;
}

/**
 * Each card's abilities summarised in this project's own words (never the card text), for the card's
 * popover. The engine's behaviour is in `cards/*.ts`; these sentences must agree with it.
 */
const SUMMARIES: Readonly<Record<StrategyCardId, { primary: string; secondary: string }>> = {
  // LRR 52
  leadership: {
    primary:
      'Gain 3 command tokens, then spend any amount of influence to buy 1 more token for every 3 spent.',
    secondary: 'Spend influence to buy 1 command token for every 3 spent (no strategy token needed).',
  },
  // LRR 32 (Codex version)
  diplomacy: {
    primary:
      'Pick a system (not Mecatol Rex) holding a planet you control: every other player must place a command token there. Then ready up to 2 of your exhausted planets.',
    secondary: 'Spend a strategy token to ready up to 2 of your exhausted planets.',
  },
  // LRR 66
  politics: {
    primary:
      'Choose a new speaker (anyone but the current one), draw 2 action cards, then look at the top 2 agenda cards and put each on the top or bottom of the deck.',
    secondary: 'Spend a strategy token to draw 2 action cards.',
  },
  // LRR 24
  construction: {
    primary: 'Place a PDS or a space dock on a planet you control, then you may place one more PDS.',
    secondary:
      'Spend a strategy token, putting it in any system, then place a PDS or a space dock on a planet you control there.',
  },
  // LRR 92
  trade: {
    primary:
      'Gain 3 trade goods, refill your commodities to your commodity value, then pick players who may follow for free.',
    secondary: 'Spend a strategy token (free if the active player picked you) to refill your commodities.',
  },
  // LRR 99
  warfare: {
    primary: 'Take one of your command tokens back from the board, then redistribute your command tokens.',
    secondary: 'Spend a strategy token to produce units with one space dock in your home system.',
  },
  // LRR 91
  technology: {
    primary: 'Research 1 technology, then you may research 1 more by spending 6 resources.',
    secondary: 'Spend a strategy token and 4 resources to research 1 technology.',
  },
  // LRR 45
  imperial: {
    primary:
      'Score a public objective you meet, then gain 1 victory point if you control Mecatol Rex; otherwise draw a secret objective.',
    secondary: 'Spend a strategy token to draw a secret objective.',
  },
};

export const STRATEGY_CARDS: readonly StrategyCardData[] = STRATEGY_CARD_IDS.map((id, i) => ({
  id,
  name: id.charAt(0).toUpperCase() + id.slice(1),
  initiative: i + 1,
  ...SUMMARIES[id],
}));

export const STRATEGY_CARDS_BY_ID: ReadonlyMap<StrategyCardId, StrategyCardData> = new Map(
  STRATEGY_CARDS.map((c) => [c.id, c]),
);

/**
 * Thunder's Edge (2025) replaced Construction and Warfare; the lobby option `thundersEdge` plays these
 * (reference: shared/reference/asyncti4/strategy_cards/te.json). Same names and initiative numbers.
 */
const THUNDERS_EDGE_SUMMARIES: Readonly<
  Partial<Record<StrategyCardId, { primary: string; secondary: string }>>
> = {
  construction: {
    primary:
      'Place a structure on a planet you control, or produce with one of your space docks; then place one more structure on a planet you control.',
    secondary:
      'Spend a strategy token (it stays off the board) to place a structure on a planet you control.',
  },
  warfare: {
    primary:
      'Take a tactical action in any system without placing a command token there, even one that already holds yours; rearrange your pools before and after.',
    secondary:
      'Spend a strategy token (it stays off the board) to produce with the units in your home system.',
  },
};

const THUNDERS_EDGE_CARDS: ReadonlyMap<StrategyCardId, StrategyCardData> = new Map(
  STRATEGY_CARDS.map((c) => [c.id, { ...c, ...THUNDERS_EDGE_SUMMARIES[c.id] }]),
);

/** The cards whose Thunder's Edge version differs from the base game's. */
export const THUNDERS_EDGE_CARD_IDS = Object.keys(THUNDERS_EDGE_SUMMARIES) as readonly StrategyCardId[];

/** A card's data in the edition the game plays (`thundersEdge`: the lobby option). */
export function strategyCardData(id: StrategyCardId, thundersEdge = false): StrategyCardData {
  return (thundersEdge ? THUNDERS_EDGE_CARDS : STRATEGY_CARDS_BY_ID).get(id) as StrategyCardData;
}

export function isStrategyCardId(value: string): value is StrategyCardId {
  return (STRATEGY_CARD_IDS as readonly string[]).includes(value);
}
