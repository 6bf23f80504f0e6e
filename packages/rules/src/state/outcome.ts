import type { GameEvent } from './events.ts';
import type { RuleError } from '../kernel/result.ts';
import type { GameState } from './state.ts';

export interface Applied {
  readonly ok: true;
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

export type Outcome = Applied | RuleError;

export function applied(state: GameState, events: readonly GameEvent[]): Applied {
  return { ok: true, state, events };
}
