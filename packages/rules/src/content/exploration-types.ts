// Shapes of Prophecy of Kings' exploration cards (LRR 35) and frontier tokens (LRR 38): which deck a
// card belongs to, how many copies it has, a summary in our own words, and how the app resolves it.

import type { TechColor, Trait } from './types.ts';

/** The four exploration decks: one per planet trait, and the frontier deck for frontier tokens. */
export const EXPLORATION_DECKS = ['cultural', 'hazardous', 'industrial', 'frontier'] as const;
export type ExplorationDeck = (typeof EXPLORATION_DECKS)[number];

/** A relic fragment's kind: a trait's, or the frontier deck's "unknown" one, which counts as any kind. */
export type FragmentKind = Trait | 'unknown';

/**
 * What the app does when the card is drawn. Anything with a choice (a "may", a pool to pick, a unit to
 * produce) or a piece the app does not model (wormhole tokens, relics, the Mirage) is `table-edit`: the
 * log names the card and the players apply it with table edits.
 */
export type ExplorationEffect =
  /** Attached to the planet, raising its values (LRR 35: attachments stay with the planet). */
  | { readonly kind: 'attach'; readonly resources?: number; readonly influence?: number }
  /** Attached: the planet gains this specialty, or +1/+1 when it already has one. */
  | { readonly kind: 'attach-specialty'; readonly color: TechColor }
  /** Attached; the explorer's structures there return to reinforcements, ground forces to space. */
  | { readonly kind: 'demilitarized-zone' }
  /** Kept by the explorer, face up (relic fragments; three of a kind are purged for a relic). */
  | { readonly kind: 'relic-fragment'; readonly fragment: FragmentKind }
  /** Trade goods gained now; command tokens (a pool to choose) are left to a table edit. */
  | { readonly kind: 'trade-goods'; readonly n: number; readonly commandTokens?: number }
  /** Units placed on the planet explored, from reinforcements. */
  | { readonly kind: 'units'; readonly unit: 'infantry'; readonly count: number }
  /** Action cards drawn. */
  | { readonly kind: 'action-cards'; readonly n: number }
  /**
   * Automatic when the explorer has a mech on the planet; otherwise removing an infantry is their
   * choice, left to a table edit.
   */
  | { readonly kind: 'with-mech'; readonly then: 'trade-good' | 'ready' }
  /** Resolved at the table; `fate`: where the card goes (discard pile, out of the game, a play area). */
  | { readonly kind: 'table-edit'; readonly fate: 'discard' | 'purge' | 'play-area' };

export interface ExplorationCardData {
  /** Stable kebab-case id; a physical copy is `${id}-${n}`. */
  readonly id: string;
  readonly name: string;
  readonly deck: ExplorationDeck;
  /** Copies in the deck. */
  readonly count: number;
  /** What the card does, in our own words. */
  readonly summary: string;
  readonly effect: ExplorationEffect;
}

/** Where a drawn card ends up once resolved (LRR 35). */
export type ExplorationFate = 'discard' | 'attached' | 'kept' | 'purge' | 'play-area';

export function fateOf(effect: ExplorationEffect): ExplorationFate {
  switch (effect.kind) {
    case 'attach':
    case 'attach-specialty':
    case 'demilitarized-zone':
      return 'attached';
    case 'relic-fragment':
      return 'kept';
    case 'table-edit':
      return effect.fate;
    default:
      return 'discard';
  }
}
