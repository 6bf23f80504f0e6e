import type { ComponentType } from 'react';
import type { GameView, Intent } from '@initiative/rules';

/** Props of a card's choice form: it builds `choices` and submits them. */
export interface CardFormProps {
  readonly view: GameView;
  readonly seat: number;
  /** The engine's example of a legal choice (a sensible default). */
  readonly example: unknown;
  readonly submit: (choices: unknown) => void;
}

/** Per-card UI: forms for the primary (active player) and the secondary (followers). */
export interface CardUi {
  readonly primary?: ComponentType<CardFormProps>;
  readonly secondary?: ComponentType<CardFormProps>;
  /** A choice the primary asks of another player (`card-choice`, e.g. Diplomacy's pool). */
  readonly choice?: ComponentType<CardFormProps>;
  /** What everyone sees of the card while it resolves (public facts only). */
  readonly status?: ComponentType<{ readonly view: GameView }>;
  /** One line a player reads before deciding, in our own words. */
  readonly primaryHint: string;
  readonly secondaryHint: string;
}

export type LegalOf<T extends Intent['type']> = Extract<Intent, { type: T }>;
