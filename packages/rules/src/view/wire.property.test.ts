// The log lines and the clocks of an update on the wire (patch.ts compactLogLines / updateLogEntries): a client that
// holds the newest line before them gets back exactly the lines the server wrote, and a line that
// repeats the one before it costs only its text (and whom it is about).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactLogLines, updateLogEntries } from './patch.ts';
import { LINE_TEMPLATES, wordLine } from './line-words.ts';
import { applyClockDelta, clockDelta } from './clock-delta.ts';
import { compactWaiting, usualRest, waitingText, type PromptFacts } from './prompt.ts';
import { STRATEGY_CARD_IDS } from '../content/strategy-cards.ts';
import type { LogEntry } from './protocol.ts';

// Names and values that could confuse a template: its own words, regular-expression characters.
const tricky = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('Ada', 'Bot 1', "It is Ada's turn.", 'a (b) c', '.*', '$1', '{0}', '{n}', ' passes.', ''),
);
const NAMES = ['Ada', 'Brin (Letnev)', '$1.*', 'passes', 'Seat 5', "It is X's turn.", 'Ada', ''];

/** A text as the rules write it: often one of the templates, filled with the line's player's name. */
const lineText = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc
    .tuple(
      fc.constantFrom(...Object.keys(LINE_TEMPLATES)),
      fc.integer({ min: 0, max: 7 }),
      fc.array(tricky, { maxLength: 3 }),
    )
    .map(([key, seat, values]) => ({ key, seat, values })),
);

const entry = (seq: number): fc.Arbitrary<LogEntry> =>
  fc
    .record(
      {
        seq: fc.constant(seq),
        text: lineText,
        round: fc.integer({ min: 1, max: 3 }),
        phase: fc.constantFrom('setup', 'strategy', 'action', 'status', 'agenda', 'ended' as const),
        seat: fc.integer({ min: 0, max: 7 }),
        turn: fc.integer({ min: 0, max: 2 }),
        at: fc.integer({ min: 1, max: 4 }),
      },
      { requiredKeys: ['seq', 'text', 'round', 'phase'] },
    )
    .map((e) => {
      if (typeof e.text === 'string') return e as LogEntry;
      // A templated line is about the player whose name it holds (or, without a seat, about no one).
      const { key, seat, values } = e.text;
      const about = e.seat === undefined ? undefined : seat;
      const text = wordLine(key, about === undefined ? '' : (NAMES[about] ?? ''), values) ?? '';
      return { ...e, text, ...(about === undefined ? {} : { seat: about }) } as LogEntry;
    });

const players = NAMES.map((name) => ({ name }));

describe('log lines on the wire', () => {
  it('come back as they were, whatever the line before and the clock time', () => {
    fc.assert(
      fc.property(
        fc.option(entry(6), { nil: undefined }),
        fc.array(entry(7), { maxLength: 6 }),
        fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
        (previous, entries, at) => {
          const wire = JSON.parse(JSON.stringify(compactLogLines(entries, previous, at, players)));
          expect(updateLogEntries(7, wire, players, previous, at)).toEqual(entries);
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
      players,
    );
    expect(lines).toEqual([
      { text: 'b', seat: 1 },
      { text: 'c', phase: 'status', turn: null },
    ]);
  });

  it("the frequent sentences go as a template's key and values, worded back with the view's names", () => {
    const entries: LogEntry[] = [
      {
        seq: 4,
        text: 'Brin (Letnev) ends their tactical action.',
        round: 2,
        phase: 'action',
        seat: 1,
        turn: 1,
      },
      { seq: 4, text: "It is $1.*'s turn.", round: 2, phase: 'action', seat: 2, turn: 2 },
      {
        seq: 4,
        text: 'Ada takes a tactical action and activates system 26 (Lodor).',
        round: 2,
        phase: 'action',
        seat: 0,
        turn: 2,
      },
      // Not the name of the player the line is about: sent as it is.
      { seq: 4, text: 'Ada passes.', round: 2, phase: 'action', seat: 1, turn: 2 },
    ];
    const lines = compactLogLines(entries, undefined, undefined, players);
    expect(lines.map(({ w, a, text }) => ({ w, a, text }))).toEqual([
      { w: 'tactical-end', a: undefined, text: undefined },
      { w: 'turn', a: undefined, text: undefined },
      { w: 'activate-named', a: ['26', 'Lodor'], text: undefined },
      { w: undefined, a: undefined, text: 'Ada passes.' },
    ]);
    expect(updateLogEntries(4, JSON.parse(JSON.stringify(lines)), players)).toEqual(entries);
    expect(JSON.stringify(lines[0])).toBe(
      '{"w":"tactical-end","seat":1,"round":2,"phase":"action","turn":1}',
    );
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
    expect(clockDelta(before, after)).toEqual({ dt: 40 });
  });
});

const facts: fc.Arbitrary<PromptFacts> = fc.record({
  phase: fc.constantFrom('setup', 'strategy', 'action', 'status', 'agenda', 'ended'),
  tactical: fc.option(fc.record({ system: fc.constantFrom('18', '26', '4253') }), { nil: null }),
  strategic: fc.option(
    fc.record({ card: fc.constantFrom(...STRATEGY_CARD_IDS), step: fc.constantFrom('primary', 'secondary') }),
    { nil: null },
  ),
});

describe('the prompt in a view', () => {
  it('gives back the same sentence, whatever the names, the words and the place in the game', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 12 }), { minLength: 1, maxLength: 8 }),
        fc.array(fc.nat(7), { maxLength: 8 }),
        fc.string({ maxLength: 40 }),
        fc.constantFrom('words', 'names and words', 'names and the usual words'),
        facts,
        (names, picks, words, shape, place) => {
          const players = names.map((name) => ({ name }));
          const seats = [...new Set(picks.map((p) => p % names.length))];
          const who = seats.map((s) => names[s]).join(', ');
          const text =
            shape === 'words'
              ? words
              : `Waiting for ${who} ${shape === 'names and words' ? words : (usualRest(place) ?? words)}`;
          const waiting = compactWaiting({ seats, text }, players, place);
          const view = JSON.parse(JSON.stringify({ ...place, waiting, players }));
          expect(waitingText(view)).toBe(text);
        },
      ),
      { numRuns: 500, endOnFailure: true },
    );
  });

  it('a turn passing with the same words changes only the seats, and the usual words cost nothing', () => {
    const players = [{ name: 'Ada' }, { name: 'Brin' }];
    const action: PromptFacts = { phase: 'action', tactical: null, strategic: null };
    const a = compactWaiting({ seats: [0], text: 'Waiting for Ada to take an action.' }, players, action);
    const b = compactWaiting({ seats: [1], text: 'Waiting for Brin to take an action.' }, players, action);
    expect(a).toEqual({ seats: [0] });
    expect(b).toEqual({ seats: [1] });
    expect(waitingText({ ...action, waiting: b, players })).toBe('Waiting for Brin to take an action.');
    const tactical: PromptFacts = { phase: 'action', tactical: { system: '26' }, strategic: null };
    const c = compactWaiting({ seats: [0], text: 'Waiting for Ada to take an action.' }, players, tactical);
    expect(c).toEqual({ seats: [0], rest: 'to take an action.' });
    expect(waitingText({ ...tactical, waiting: c, players })).toBe('Waiting for Ada to take an action.');
    expect(waitingText({ ...tactical, waiting: { seats: [1] }, players })).toBe(
      'Waiting for Brin to finish their tactical action in system 26 and end their turn.',
    );
  });
});
