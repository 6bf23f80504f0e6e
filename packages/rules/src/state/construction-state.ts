// The timed construction variant's items under construction, in the game state.

import type { UnitType } from '../content/types.ts';
import type { Seat } from './primitives.ts';

/** SPEC 2.5 (timed construction variant): something paid for that is not finished yet (004 §16–18). */
export type ConstructionItem =
  | {
      readonly id: number;
      readonly seat: Seat;
      readonly kind: 'structure';
      readonly unit: 'pds' | 'space-dock';
      readonly planet: string;
      readonly counters: number;
      /** Resources paid for it (half, rounded down, is refunded on cancelling). */
      readonly paid: number;
    }
  | {
      readonly id: number;
      readonly seat: Seat;
      readonly kind: 'unit';
      readonly unit: UnitType;
      /** One payment's worth: 1, or 2 for a fighter/infantry pair. */
      readonly count: number;
      readonly system: string;
      /** 'space' or the id of a planet in `system`. */
      readonly place: string;
      /** The planet of the space dock whose production queue holds it. */
      readonly dock: string;
      readonly counters: number;
      readonly paid: number;
    }
  | {
      readonly id: number;
      readonly seat: Seat;
      readonly kind: 'technology';
      readonly technology: string;
      readonly counters: number;
      readonly paid: number;
    };

export interface ConstructionState {
  /** Timed construction variant: what is under construction, in the order it was started. */
  readonly items: readonly ConstructionItem[];
  readonly nextId: number;
  /** The tactical action whose production step has been used (LRR 68: once per tactical action). */
  readonly producedIn: { readonly round: number; readonly seat: Seat; readonly system: string } | null;
}
