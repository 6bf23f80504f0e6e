import { describe, expect, it } from 'vitest';
import type { GameView, LogEntry } from '@initiative/rules';
import { momentLabel } from './history.ts';
import { undoLabel } from './undo.ts';

const view = (phase: string, round: number) => ({ phase, round }) as unknown as GameView;
const entry = (seq: number, text: string): LogEntry => ({ seq, text });

describe('momentLabel', () => {
  it('names the round, the phase and the move shown, not a version', () => {
    const log = [entry(63, 'Bo passes.'), entry(64, 'Ada activates Mecatol Rex.'), entry(65, 'later')];
    expect(momentLabel(view('action', 2), log, 64, 69)).toBe(
      'Round 2, action phase — move 64 of 69: Ada activates Mecatol Rex.',
    );
    expect(momentLabel(view('setup', 1), [], 0, 69)).toBe('Setup — move 0 of 69');
  });
});

describe('undoLabel', () => {
  it('speaks to the player who moved, wherever the words say "their"', () => {
    expect(undoLabel('their strategy card pick')).toBe('Take back your strategy card pick');
    expect(undoLabel('ending their turn')).toBe('Take back ending your turn');
  });
});
