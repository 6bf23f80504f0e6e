// One line of a game's log as the server stores and sends it.

import type { Phase } from '../state/state.ts';

export interface LogEntry {
  readonly seq: number;
  readonly text: string;
  /** The game round the line belongs to (absent on lines written before the field existed). */
  readonly round?: number;
  /** The phase the line belongs to. */
  readonly phase?: Phase;
  /** The player the line is about (the event's player, else the seat that sent the intent). */
  readonly seat?: number;
  /** Action phase: whose turn it was. */
  readonly turn?: number;
  /** When the intent was applied and stored (epoch ms). */
  readonly at?: number;
}
