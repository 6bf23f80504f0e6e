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
}

export const STRATEGY_CARDS: readonly StrategyCardData[] = STRATEGY_CARD_IDS.map((id, i) => ({
  id,
  name: id.charAt(0).toUpperCase() + id.slice(1),
  initiative: i + 1,
}));

export const STRATEGY_CARDS_BY_ID: ReadonlyMap<StrategyCardId, StrategyCardData> = new Map(
  STRATEGY_CARDS.map((c) => [c.id, c]),
);

export function isStrategyCardId(value: string): value is StrategyCardId {
  return (STRATEGY_CARD_IDS as readonly string[]).includes(value);
}
