// Choices a player owes at once, before anything else they do: discarding down
// after drawing action cards (LRR 2.2, Yssaril) and returning a secret objective
// over the limit (LRR 45.4). Only that player is held up; the table goes on.

import { discardsOwed } from '../board/action-cards.ts';
import type { IntentType } from '../wire/intents.ts';
import { fail, type RuleError } from '../kernel/result.ts';
import { secretsOwed } from '../board/secret-objectives.ts';
import type { GameState, Seat } from '../state/state.ts';

export interface Owed {
  readonly seat: Seat;
  readonly discards: number;
  readonly secrets: number;
}

export function owedBy(state: GameState, seat: Seat): Owed {
  return { seat, discards: discardsOwed(state, seat), secrets: secretsOwed(state, seat) };
}

/** Every player who owes something now. */
export function allOwed(state: GameState): Owed[] {
  return state.players.map((p) => owedBy(state, p.seat)).filter((o) => o.discards > 0 || o.secrets > 0);
}

/** What a player owes, as a sentence fragment: "to discard 1 action card". */
export function owedText(owed: Owed): string {
  const parts: string[] = [];
  if (owed.discards > 0) parts.push(`discard ${owed.discards} action card${owed.discards === 1 ? '' : 's'}`);
  if (owed.secrets > 0) parts.push(`return ${owed.secrets} secret objective${owed.secrets === 1 ? '' : 's'}`);
  return `to ${parts.join(' and ')}`;
}

/** Corrections a player may still make while owing (they are not game moves). */
const ALWAYS_ALLOWED: readonly string[] = ['table-edit'];

/** Refuses any other intent from a player who owes a discard or a return. */
export function owedBlocks(state: GameState, seat: Seat, type: IntentType): RuleError | null {
  const owed = owedBy(state, seat);
  if (owed.discards === 0 && owed.secrets === 0) return null;
  if (ALWAYS_ALLOWED.includes(type)) return null;
  if (owed.discards > 0 && type === 'discard-action-cards') return null;
  if (owed.secrets > 0 && type === 'return-secret-objective') return null;
  return fail('rule/illegal-choice', `First you need ${owedText(owed)}.`);
}
