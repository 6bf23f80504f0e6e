import { describe, expect, it } from 'vitest';
import { AGENDAS_BY_ID } from '../../content/decks.ts';
import { describeEvent } from '../../state/events.ts';
import { legalIntents } from '../../engine/legal.ts';
import type { GameState, Seat } from '../../state/state.ts';
import { updatePlayer } from '../../state/update.ts';
import { viewFor } from '../../view/view.ts';
import { waitingText } from '../../view/prompt.ts';

const spectatorPrompt = (s: GameState) => {
  const v = viewFor(s, { kind: 'spectator' });
  return waitingText(v);
};
import {
  HACAN,
  LETNEV,
  SOL,
  YSSARIL,
  expectApplied,
  expectRefusal,
  must,
  player,
  run,
  started,
  tableWith,
  game,
  withPools,
} from '../../../test-support/card-fixtures.ts';

/** `holder` holds Politics; the speaker is Letnev (seat 3); agenda deck A1..A5 (real ids). */
function table(holder: Seat = SOL, edit: (s: GameState) => GameState = (s) => s): GameState {
  const s = tableWith('politics', holder);
  return edit(s);
}

const hand = (s: GameState, seat: Seat) => player(s, seat).actionCards;

interface SpeakerRow {
  readonly name: string;
  readonly holder?: Seat;
  readonly edit?: (s: GameState) => GameState;
  readonly speaker: Seat;
  readonly expect: Seat | string;
}

const SPEAKER: readonly SpeakerRow[] = [
  { name: 'LRR 66.2 I: the active player makes another player the speaker', speaker: HACAN, expect: HACAN },
  {
    name: 'LRR 66.2 I: the active player may choose themselves when they are not the speaker',
    speaker: SOL,
    expect: SOL,
  },
  {
    name: 'LRR 66.2 I: the player who has the speaker token cannot be chosen',
    speaker: LETNEV,
    expect: 'P4 already has the speaker token: choose another player.',
  },
  {
    name: 'LRR 66.2 I: a speaker cannot choose themselves',
    holder: LETNEV,
    speaker: LETNEV,
    expect: 'P4 already has the speaker token: choose another player.',
  },
  {
    name: 'LRR 66.2 I: a seat that is not at the table cannot be chosen',
    speaker: 6,
    expect: 'Choose a player at this table.',
  },
];

describe('Politics primary, step 1: speaker and two action cards (LRR 66.2 I–II)', () => {
  for (const row of SPEAKER) {
    it(row.name, () => {
      const holder = row.holder ?? SOL;
      const before = started(table(holder, row.edit), 'politics');
      const out = run(before, holder, { type: 'resolve-primary', choices: { speaker: row.speaker } });
      if (typeof row.expect === 'string') return expectRefusal(out, row.expect);
      expectApplied(out);
      expect(out.state.speaker).toBe(row.expect);
    });
  }

  it('LRR 66.2 II: the active player draws the top two action cards', () => {
    const before = started(table(), 'politics');
    const s = must(before, SOL, { type: 'resolve-primary', choices: { speaker: HACAN } });
    expect(hand(s, SOL)).toEqual(before.decks.action.slice(0, 2));
    expect(s.decks.action).toEqual(before.decks.action.slice(2));
  });

  it('LRR 66.2 II / Yssaril: the Yssaril draw three, owe one discard, and must discard before going on', () => {
    const before = started(table(YSSARIL), 'politics');
    let s = must(before, YSSARIL, { type: 'resolve-primary', choices: { speaker: HACAN } });
    expect(hand(s, YSSARIL)).toHaveLength(3);
    expect(s.pendingDiscards).toEqual({ [String(YSSARIL)]: 1 });
    expect(spectatorPrompt(s)).toContain('P3 needs to discard 1 action card.');
    const blocked = run(s, YSSARIL, { type: 'resolve-primary', choices: { top: [], bottom: [] } });
    expect(blocked.ok).toBe(false);
    if (!blocked.ok) expect(blocked.message).toBe('First you need to discard 1 action card.');
    const dropped = hand(s, YSSARIL)[0] as string;
    s = must(s, YSSARIL, { type: 'discard-action-cards', cards: [dropped] });
    expect(hand(s, YSSARIL)).toHaveLength(2);
    expect(s.decks.actionDiscard).toContain(dropped);
    expect(game(legalIntents(s, { kind: 'seat', seat: YSSARIL }))[0]?.type).toBe('resolve-primary');
  });
});

describe('Politics primary, step 2: the top two agenda cards (LRR 66.2 III)', () => {
  function looking(): { before: GameState; s: GameState; a: string; b: string } {
    const before = started(table(), 'politics');
    const s = must(before, SOL, { type: 'resolve-primary', choices: { speaker: HACAN } });
    return { before, s, a: before.decks.agenda[0] as string, b: before.decks.agenda[1] as string };
  }

  it('LRR 66.2 III: after the speaker step the primary waits for the agenda step', () => {
    const { s, a, b } = looking();
    expect(s.strategic?.step).toBe('primary');
    expect(game(legalIntents(s, { kind: 'seat', seat: SOL }))).toEqual([
      { type: 'resolve-primary', choices: { top: [a, b], bottom: [] } },
    ]);
  });

  it('LRR 66.2 III: only the active player sees the two agenda cards; the others see that they are looking', () => {
    const { s, a, b } = looking();
    expect(viewFor(s, { kind: 'seat', seat: SOL }).strategic?.data).toEqual({ looked: [a, b] });
    for (const viewer of [
      { kind: 'seat', seat: HACAN },
      { kind: 'seat', seat: YSSARIL },
      { kind: 'seat', seat: LETNEV },
      { kind: 'spectator' },
      { kind: 'host' },
    ] as const) {
      const json = JSON.stringify(viewFor(s, viewer));
      expect(json).not.toContain(JSON.stringify(a));
      expect(json).not.toContain(JSON.stringify(b));
      expect(viewFor(s, viewer).strategic?.data).toEqual({ looking: 2 });
    }
  });

  it('LRR 66.2 III: the cards looked at never appear in events or the log', () => {
    const { before, a, b } = looking();
    const first = run(before, SOL, { type: 'resolve-primary', choices: { speaker: HACAN } });
    if (!first.ok) throw new Error(first.message);
    const second = run(first.state, SOL, { type: 'resolve-primary', choices: { top: [b], bottom: [a] } });
    if (!second.ok) throw new Error(second.message);
    const names = [a, b].map((id) => AGENDAS_BY_ID.get(id)?.name ?? id);
    for (const e of [...first.events, ...second.events]) {
      const text = `${JSON.stringify(e)} ${describeEvent(first.state, e)}`;
      for (const hidden of [a, b, ...names]) expect(text).not.toContain(hidden);
    }
  });

  interface PlaceRow {
    readonly name: string;
    readonly top: (a: string, b: string) => string[];
    readonly bottom: (a: string, b: string) => string[];
    /** The deck's first two and last two cards after, or the refusal. */
    readonly expect: ((a: string, b: string) => { first: string[]; last: string[] }) | string;
  }

  const PLACE: readonly PlaceRow[] = [
    {
      name: 'LRR 66.2 III: both cards back on top, in the order chosen (swapped)',
      top: (a, b) => [b, a],
      bottom: () => [],
      expect: (a, b) => ({ first: [b, a], last: [] }),
    },
    {
      name: 'LRR 66.2 III: both cards to the bottom, in the order chosen',
      top: () => [],
      bottom: (a, b) => [b, a],
      expect: (a, b) => ({ first: [], last: [b, a] }),
    },
    {
      name: 'LRR 66.2 III: one card on top and one at the bottom',
      top: (_a, b) => [b],
      bottom: (a) => [a],
      expect: (a, b) => ({ first: [b], last: [a] }),
    },
    {
      name: 'LRR 66.2 III: leaving a card out is refused',
      top: (a) => [a],
      bottom: () => [],
      expect: 'Put each of the 2 agenda cards you looked at either on top or at the bottom, once.',
    },
    {
      name: 'LRR 66.2 III: placing a card twice is refused',
      top: (a) => [a],
      bottom: (a) => [a],
      expect: 'Put each of the 2 agenda cards you looked at either on top or at the bottom, once.',
    },
    {
      name: 'LRR 66.2 III: placing a card that was not looked at is refused',
      top: (a) => [a, 'not-an-agenda'],
      bottom: () => [],
      expect: 'Put each of the 2 agenda cards you looked at either on top or at the bottom, once.',
    },
  ];

  for (const row of PLACE) {
    it(row.name, () => {
      const { before, s, a, b } = looking();
      const out = run(s, SOL, {
        type: 'resolve-primary',
        choices: { top: row.top(a, b), bottom: row.bottom(a, b) },
      });
      if (typeof row.expect === 'string') return expectRefusal(out, row.expect);
      expectApplied(out);
      const { first, last } = row.expect(a, b);
      const deck = out.state.decks.agenda;
      expect(deck).toHaveLength(before.decks.agenda.length);
      expect(deck.slice(0, first.length)).toEqual(first);
      expect(deck.slice(deck.length - last.length)).toEqual(last);
      expect(deck.slice(first.length, deck.length - last.length)).toEqual(before.decks.agenda.slice(2));
      expect(out.state.strategic?.step).toBe('secondary');
      expect(out.state.strategic?.data).toEqual({});
    });
  }

  it('LRR 66.2 III: the agenda step cannot come before the speaker step', () => {
    const out = run(started(table(), 'politics'), SOL, {
      type: 'resolve-primary',
      choices: { top: [], bottom: [] },
    });
    expectRefusal(out, 'First choose the new speaker.');
  });

  it('LRR 66.2 III: the speaker cannot be chosen twice', () => {
    const out = run(looking().s, SOL, { type: 'resolve-primary', choices: { speaker: YSSARIL } });
    expectRefusal(out, 'You have chosen the speaker: now place the agenda cards.');
  });

  it('LRR 66.2 III: with one agenda card left, the player looks at that one', () => {
    const s0 = started(
      table(SOL, (x) => ({ ...x, decks: { ...x.decks, agenda: ['x-only'] } })),
      'politics',
    );
    const s = must(s0, SOL, { type: 'resolve-primary', choices: { speaker: HACAN } });
    expect(viewFor(s, { kind: 'seat', seat: SOL }).strategic?.data).toEqual({ looked: ['x-only'] });
    const done = must(s, SOL, { type: 'resolve-primary', choices: { top: [], bottom: ['x-only'] } });
    expect(done.decks.agenda).toEqual(['x-only']);
  });

  it('LRR 66.2 III: with the agenda deck empty, the primary ends after the draw', () => {
    const s0 = started(
      table(SOL, (x) => ({ ...x, decks: { ...x.decks, agenda: [] } })),
      'politics',
    );
    const s = must(s0, SOL, { type: 'resolve-primary', choices: { speaker: HACAN } });
    expect(s.strategic?.step).toBe('secondary');
  });
});

function toSecondary(holder: Seat = SOL, edit?: (s: GameState) => GameState): GameState {
  let s = started(table(holder, edit), 'politics');
  s = must(s, holder, { type: 'resolve-primary', choices: { speaker: HACAN === holder ? SOL : HACAN } });
  const looked = viewFor(s, { kind: 'seat', seat: holder }).strategic?.data['looked'] as string[];
  return must(s, holder, { type: 'resolve-primary', choices: { top: looked, bottom: [] } });
}

describe('Politics secondary (LRR 66.3)', () => {
  it('LRR 66.3: a follower spends a strategy token and draws two action cards', () => {
    const s = toSecondary();
    const after = must(s, HACAN, { type: 'follow', choices: {} });
    expect(hand(after, HACAN)).toEqual(s.decks.action.slice(0, 2));
    expect(player(after, HACAN).pools.strategy).toBe(player(s, HACAN).pools.strategy - 1);
  });

  it('LRR 66.3: a follower with an empty strategy pool cannot follow', () => {
    const s = withPools(toSecondary(), HACAN, { tactic: 3, fleet: 3, strategy: 0 });
    const out = run(s, HACAN, { type: 'follow', choices: {} });
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.code).toBe('rule/no-strategy-token');
  });

  it('LRR 66.3: draws are applied clockwise from the active player, whatever order followers decide in', () => {
    const s = toSecondary();
    const deck = s.decks.action;
    let t = must(s, LETNEV, { type: 'follow', choices: {} });
    expect(hand(t, LETNEV)).toEqual([]); // waits for Hacan and Yssaril, who sit before
    t = must(t, HACAN, { type: 'follow', choices: {} });
    expect(hand(t, HACAN)).toEqual(deck.slice(0, 2));
    expect(hand(t, LETNEV)).toEqual([]);
    t = must(t, YSSARIL, { type: 'follow', choices: {} });
    // Yssaril draw three (and owe a discard), then Letnev's queued draw is applied.
    expect(hand(t, YSSARIL)).toEqual(deck.slice(2, 5));
    expect(hand(t, LETNEV)).toEqual(deck.slice(5, 7));
    expect(t.cards.politics.exhausted).toBe(true);
  });

  it('LRR 66.3 / Yssaril: a Yssaril follower draws three and discards the card of their choice', () => {
    // Hacan, who sits before the Yssaril, decides first so that the draw is applied at once.
    let s = must(toSecondary(), HACAN, { type: 'skip-secondary' });
    s = must(s, YSSARIL, { type: 'follow', choices: {} });
    expect(hand(s, YSSARIL)).toHaveLength(3);
    expect(game(legalIntents(s, { kind: 'seat', seat: YSSARIL })).map((i) => i.type)).toEqual([
      'discard-action-cards',
    ]);
    const keep = hand(s, YSSARIL);
    s = must(s, YSSARIL, { type: 'discard-action-cards', cards: [keep[1] as string] });
    expect(hand(s, YSSARIL)).toEqual([keep[0], keep[2]]);
    expect(s.pendingDiscards).toEqual({});
  });

  it('LRR 2.2: a follower over the hand limit of seven discards down at once', () => {
    const full = (x: GameState) =>
      updatePlayer(x, HACAN, (p) => ({ ...p, actionCards: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] }));
    const s = must(toSecondary(SOL, full), HACAN, { type: 'follow', choices: {} });
    expect(s.pendingDiscards).toEqual({ [String(HACAN)]: 1 });
    const refused = run(s, HACAN, { type: 'discard-action-cards', cards: ['h1', 'h2'] });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.message).toBe('Discard exactly 1 action card.');
  });
});
