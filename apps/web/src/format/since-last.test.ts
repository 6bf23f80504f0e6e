import { describe, expect, it } from 'vitest';
import { groupLines } from './since-last.ts';

describe('since you last looked: grouping', () => {
  it('puts consecutive lines of one round, phase and turn under one heading, in order', () => {
    const groups = groupLines(
      [
        { seq: 5, text: 'Brin picks Trade.', round: 1, phase: 'strategy' },
        { seq: 6, text: 'Cyd picks Warfare.', round: 1, phase: 'strategy' },
        { seq: 7, text: 'Action phase.', round: 1, phase: 'action', turn: 0 },
        { seq: 8, text: 'Ada plays Leadership.', round: 1, phase: 'action', turn: 0 },
        { seq: 9, text: 'Brin passes.', round: 1, phase: 'action', turn: 1 },
        { seq: 10, text: 'An old line.' },
      ],
      ['Ada', 'Brin', 'Cyd'],
    );
    expect(groups.map((g) => [g.heading, g.lines.length])).toEqual([
      ['Round 1 · Strategy phase', 2],
      ["Round 1 · Action phase · Ada's turn", 2],
      ["Round 1 · Action phase · Brin's turn", 1],
      ['The table', 1],
    ]);
  });
});
