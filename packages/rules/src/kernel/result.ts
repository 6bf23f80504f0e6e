// Untrusted input comes back as a Result: the engine never throws on a bad intent.

export type ErrorCode =
  | 'intent/malformed'
  | 'intent/not-your-turn'
  | 'intent/wrong-phase'
  | 'intent/spectator'
  | 'intent/not-host'
  | 'intent/game-over'
  | 'intent/game-paused'
  | 'intent/rollback-pending'
  | 'intent/cancel-pending'
  | 'rule/card-taken'
  | 'rule/card-unavailable'
  | 'rule/cannot-pass'
  | 'rule/card-exhausted'
  | 'rule/not-your-card'
  | 'rule/no-strategy-token'
  | 'rule/already-decided'
  | 'rule/not-following'
  | 'rule/illegal-choice'
  | 'rule/cannot-afford'
  | 'rule/no-token'
  | 'rule/limit-reached'
  | 'rule/not-controlled'
  | 'rule/custodians'
  | 'rule/cannot-undo'
  | 'rule/cannot-roll-back'
  | 'rule/unknown';

export interface RuleError {
  readonly ok: false;
  readonly code: ErrorCode;
  /** Written for a player: says what is wrong and, where it helps, what to do. */
  readonly message: string;
}

export function fail(code: ErrorCode, message: string): RuleError {
  return { ok: false, code, message };
}
