// The log lines and the clocks of an update on the wire (patch.ts compactLogLines / updateLogEntries): a client that
// holds the newest line before them gets back exactly the lines the server wrote, and a line that
// repeats the one before it costs only its text (and whom it is about).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactLogLines, updateLogEntries } from './patch.ts';
import { applyClockDelta, clockDelta } from './protocol.ts';
import { compactWaiting, waitingText } from './view.ts';
import type { LogEntry } from './protocol.ts';

const entry = (seq: number): fc.Arbitrary<LogEntry> =>
  fc.record(
    {
      seq: fc.constant(seq),
      text: fc.string({ maxLength: 20 }),
      round: fc.integer({ min: 1, max: 3 }),
      phase: fc.constantFrom('setup', 'strategy', 'action', 'status', 'agenda', 'ended' as const),
      seat: fc.integer({ min: 0, max: 7 }),
      turn: fc.integer({ min: 0, max: 2 }),
      at: fc.integer({ min: 1, max: 4 }),
    },
    { requiredKeys: ['seq', 'text', 'round', 'phase'] },
  );

describe('log lines on the wire', () => {
  it('come back as they were, whatever the line before and the clock time', () => {
    fc.assert(
      fc.property(
        fc.option(entry(6), { nil: undefined }),
        fc.array(entry(7), { maxLength: 6 }),
        fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
        (previous, entries, at) => {
          const wire = JSON.parse(JSON.stringify(compactLogLines(entries, previous, at)));
          expect(updateLogEntries(7, wire, previous, at)).toEqual(entries);
        },
      ),
      { numRuns: 500, endOnFailure: true },
    );
  });

  it('a line that repeats the one before costs its text and seat only', () => {
    const first: LogEntry = { seq: 3, text: 'a', round: 2, phase: 'action', seat: 1, turn: 1, at: 50 };
    const lines = compactLogLines(
      [
        { seq: 4, text: 'b', round: 2, phase: 'action', seat: 1, turn: 1, at: 90 },
        { seq: 4, text: 'c', round: 2, phase: 'status', at: 90 },
      ],
      first,
      90,
    );
    expect(lines).toEqual([
      { text: 'b', seat: 1 },
      { text: 'c', phase: 'status', turn: null },
    ]);
  });
});

describe('clocks on the wire', () => {
  const clocks = fc.record({
    spent: fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 3, maxLength: 3 }),
    waitingSince: fc.array(fc.option(fc.integer({ min: 0, max: 1000 }), { nil: null }), {
      minLength: 3,
      maxLength: 3,
    }),
    at: fc.option(fc.integer({ min: 0, max: 1000 }), { nil: null }),
  });

  it('a client applying the delta holds the server’s clocks, whatever changed', () => {
    fc.assert(
      fc.property(clocks, clocks, (before, after) => {
        const delta = JSON.parse(JSON.stringify(clockDelta(before, after)));
        expect(applyClockDelta(before, delta)).toEqual(after);
      }),
      { numRuns: 500, endOnFailure: true },
    );
  });

  it('the time of a seat the game kept waiting for is not sent: the client adds it', () => {
    const before = { spent: [100, 200, 0], waitingSince: [null, 50, null], at: 60 };
    const after = { spent: [100, 240, 0], waitingSince: [null, 50, null], at: 100 };
    expect(clockDelta(before, after)).toEqual({ at: 100 });
  });
});

describe('the prompt in a view', () => {
  it('gives back the same sentence, whatever the names and the words', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 12 }), { minLength: 1, maxLength: 8 }),
        fc.array(fc.nat(7), { maxLength: 8 }),
        fc.string({ maxLength: 40 }),
        fc.boolean(),
        (names, picks, words, opensWithNames) => {
          const players = names.map((name) => ({ name }));
          const seats = [...new Set(picks.map((p) => p % names.length))];
          const who = seats.map((s) => names[s]).join(', ');
          const text = opensWithNames ? `Waiting for ${who} ${words}` : words;
          const view = compactWaiting({ seats, text }, players);
          expect(waitingText(JSON.parse(JSON.stringify(view)), players)).toBe(text);
        },
      ),
      { numRuns: 500, endOnFailure: true },
    );
  });

  it('a turn passing with the same words changes only the seats', () => {
    const players = [{ name: 'Ada' }, { name: 'Brin' }];
    const a = compactWaiting({ seats: [0], text: 'Waiting for Ada to take an action.' }, players);
    const b = compactWaiting({ seats: [1], text: 'Waiting for Brin to take an action.' }, players);
    expect(a).toEqual({ seats: [0], rest: 'to take an action.' });
    expect(b.rest).toBe(a.rest);
  });
});
