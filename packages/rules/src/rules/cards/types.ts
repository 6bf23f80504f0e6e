// The contract each strategy card's rules fulfil. The generic flow (strategic.ts)
// runs primary → secondaries; a card module says what its choices are and what
// they do. Choices arrive untrusted and are validated by the card's own schemas.

import type { z } from 'zod';
import type { GameEvent } from '../../state/events.ts';
import type { Actor } from '../../wire/intents.ts';
import type { Outcome } from '../../state/outcome.ts';
import type { RuleError } from '../../kernel/result.ts';
import type { GameState, Seat } from '../../state/state.ts';

export interface PrimaryStep {
  readonly ok: true;
  readonly state: GameState;
  readonly events: readonly GameEvent[];
  /** False when the primary needs another `resolve-primary` step from the active player (e.g. Politics). */
  readonly done: boolean;
}

export interface CardRules {
  /** Schema of the active player's choices for (each step of) the primary ability. */
  readonly primary: z.ZodType;
  /** Schema of a follower's choices for the secondary ability. */
  readonly secondary: z.ZodType;
  /** Resolves (a step of) the primary. `choices` already passed `primary`. */
  resolvePrimary(state: GameState, seat: Seat, choices: unknown): PrimaryStep | RuleError;
  /** Whether following costs this seat a strategy token from its pool (LRR 83.6); the flow spends it. */
  followCostsToken(state: GameState, seat: Seat): boolean;
  /** Why this seat cannot follow at all right now (beyond the token), or null. */
  cannotFollow?(state: GameState, seat: Seat): RuleError | null;
  /** Resolves one follower's secondary. `choices` already passed `secondary`; the token is already spent. */
  resolveSecondary(state: GameState, seat: Seat, choices: unknown): Outcome;
  /** Whether followers' secondaries must be applied in clockwise order (they draw from a deck). */
  readonly ordered: boolean;
  /** A legal primary choice (for bots, fuzzing and a one-click default), or null if none is possible. */
  examplePrimary(state: GameState, seat: Seat): unknown;
  /** A legal secondary choice, or null if this seat cannot follow. */
  exampleSecondary(state: GameState, seat: Seat): unknown;
  /** Players other than the active one whose choice the primary waits for (Diplomacy: which pool). */
  awaiting?(state: GameState): readonly Seat[];
  /** Schema of such a player's `card-choice`. */
  readonly choice?: z.ZodType;
  /** Resolves one awaited player's choice; `done` ends the primary. `choices` already passed `choice`. */
  resolveChoice?(state: GameState, seat: Seat, choices: unknown): PrimaryStep | RuleError;
  /** A legal choice for an awaited player. */
  exampleChoice?(state: GameState, seat: Seat): unknown;
  /** The prompt while the primary waits for those players. */
  awaitingText?(state: GameState): string;
  /** Card data the viewer may see while the card resolves (hidden parts only for those allowed). */
  viewData?(state: GameState, viewer: Actor): Readonly<Record<string, unknown>>;
}
