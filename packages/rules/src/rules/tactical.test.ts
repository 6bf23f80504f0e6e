import { describe, expect, it } from 'vitest';
import { legalIntents, waitingFor } from '../engine/legal.ts';
import type { GameState, Seat } from '../state/state.ts';
import { reinforcementTokens } from '../board/tokens.ts';
import { MECATOL, actionTable, attempt, play, withPlayer } from '../../test-support/turn-fixtures.ts';
import { cardsHeldBy } from '../board/turn-order.ts';

const tokensIn = (s: GameState, system: string) =>
  s.galaxy.systems.find((x) => x.systemId === system)?.tokens;

describe('a tactical action (LRR 89: activation)', () => {
  it('activating a system moves a token from the tactic pool to the system, and the turn stays with the player', () => {
    const s = actionTable();
    const seat = s.active as Seat;
    const tactic = s.players[seat]?.pools.tactic ?? 0;
    const next = play(s, seat, { type: 'activate-system', system: MECATOL });
    expect(next.players[seat]?.pools.tactic).toBe(tactic - 1);
    expect(tokensIn(next, MECATOL)).toEqual([seat]);
    expect(next.tactical).toEqual({ system: MECATOL });
    expect(next.active).toBe(seat);
    expect(reinforcementTokens(next, seat)).toBe(reinforcementTokens(s, seat));
  });

  it('ending the turn clears the tactical action and hands the turn to the next player in initiative order', () => {
    const s = play(actionTable(), actionTable().active as Seat, { type: 'activate-system', system: MECATOL });
    const seat = s.active as Seat;
    const next = play(s, seat, { type: 'end-turn' });
    expect(next.tactical).toBeNull();
    expect(next.active).not.toBe(seat);
    expect(tokensIn(next, MECATOL)).toEqual([seat]); // the token stays on the board until the status phase
  });

  const refusals: {
    name: string;
    prepare: (s: GameState, seat: Seat) => GameState;
    system?: string;
    by?: 'active' | 'other';
    code: string;
    says: RegExp;
  }[] = [
    {
      name: 'with an empty tactic pool (LRR 89)',
      prepare: (s, seat) => withPlayer(s, seat, (p) => ({ ...p, pools: { ...p.pools, tactic: 0 } })),
      code: 'rule/no-token',
      says: /tactic pool is empty/,
    },
    {
      name: 'in a system that already holds one of their tokens (LRR 89)',
      prepare: (s, seat) => ({
        ...s,
        galaxy: {
          ...s.galaxy,
          systems: s.galaxy.systems.map((x) => (x.systemId === MECATOL ? { ...x, tokens: [seat] } : x)),
        },
      }),
      code: 'rule/illegal-choice',
      says: /already have a command token in system 18 \(Mecatol Rex\)/,
    },
    {
      name: 'a second time in the same turn',
      prepare: (s, seat) => play(s, seat, { type: 'activate-system', system: '19' }),
      code: 'intent/wrong-phase',
      says: /tactical action is under way/,
    },
    {
      name: 'on a hyperlane tile',
      prepare: (s) => s,
      system: '86A',
      code: 'rule/illegal-choice',
      says: /hyperlane is not a system/,
    },
    {
      name: 'on a system that is not on the board',
      prepare: (s) => s,
      system: '50',
      code: 'rule/illegal-choice',
      says: /not on the board/,
    },
    {
      name: 'when it is not their turn',
      prepare: (s) => s,
      by: 'other',
      code: 'intent/not-your-turn',
      says: /it is P\d's turn/,
    },
  ];

  it.each(refusals)('a player cannot activate $name', ({ prepare, system, by, code, says }) => {
    const start = actionTable();
    const active = start.active as Seat;
    const s = prepare(start, active);
    const seat = by === 'other' ? (active + 1) % 4 : active;
    const before = JSON.stringify(s);
    const out = attempt(s, seat, { type: 'activate-system', system: system ?? MECATOL });
    expect(out).toMatchObject({ ok: false, code });
    if (!out.ok) expect(out.message).toMatch(says);
    expect(JSON.stringify(s)).toBe(before);
  });

  it.each([
    ['passing', { type: 'pass' }],
    ['a strategic action', { type: 'strategic-action', card: 'leadership' }],
    ['a component action', { type: 'component-action', source: 'technology' }],
  ])('during a tactical action the player cannot start %s: a turn is one action (LRR 3)', (_, intent) => {
    const start = actionTable();
    const seat = start.active as Seat;
    const s = play(start, seat, { type: 'activate-system', system: MECATOL });
    expect(attempt(s, seat, intent)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/end your turn/),
    });
  });

  it('the engine offers every system without the player’s token, and only "end turn" once one is active', () => {
    const s = actionTable();
    const seat = s.active as Seat;
    const offered = legalIntents(s, { kind: 'seat', seat }).filter((i) => i.type === 'activate-system');
    const boardSystems = s.galaxy.systems.filter((x) => !x.systemId.endsWith('A')).length;
    expect(offered.length).toBe(boardSystems);
    const during = play(s, seat, { type: 'activate-system', system: MECATOL });
    const turnIntents = legalIntents(during, { kind: 'seat', seat }).filter((i) =>
      ['activate-system', 'end-turn', 'pass', 'strategic-action', 'component-action'].includes(i.type),
    );
    expect(turnIntents).toEqual([{ type: 'end-turn' }]);
    const after = play(during, seat, { type: 'end-turn' });
    // Next time round, Mecatol Rex is no longer offered to this player.
    let back = after;
    while (back.active !== seat)
      back = play(back, back.active as Seat, { type: 'component-action', source: 'other' });
    const again = legalIntents(back, { kind: 'seat', seat }).filter((i) => i.type === 'activate-system');
    expect(again).not.toContainEqual({ type: 'activate-system', system: MECATOL });
  });

  it('only the active player can end a tactical action, and only during one', () => {
    const start = actionTable();
    const seat = start.active as Seat;
    expect(attempt(start, seat, { type: 'end-turn' })).toMatchObject({
      ok: false,
      code: 'intent/wrong-phase',
    });
    const s = play(start, seat, { type: 'activate-system', system: MECATOL });
    expect(attempt(s, (seat + 1) % 4, { type: 'end-turn' })).toMatchObject({
      ok: false,
      code: 'intent/not-your-turn',
    });
  });

  it('the prompt bar says whose tactical action is under way', () => {
    const start = actionTable();
    const seat = start.active as Seat;
    const s = play(start, seat, { type: 'activate-system', system: MECATOL });
    expect(waitingFor(s)).toEqual({
      seats: [seat],
      text: `Waiting for ${s.players[seat]?.name} to finish their tactical action in system 18 and end their turn.`,
    });
  });
});

describe('turn structure (LRR 3)', () => {
  it('a player holding an unexhausted strategy card may still take tactical and component actions', () => {
    const s = actionTable();
    const seat = s.active as Seat;
    expect(cardsHeldBy(s, seat).some((c) => !s.cards[c].exhausted)).toBe(true);
    const kinds = new Set(legalIntents(s, { kind: 'seat', seat }).map((i) => i.type));
    expect([...kinds]).toEqual(
      expect.arrayContaining(['strategic-action', 'activate-system', 'component-action']),
    );
    expect(kinds.has('pass')).toBe(false);
  });

  it('a passed player takes no more turns but may still follow a secondary', () => {
    let s = actionTable();
    const order: Seat[] = [];
    // Everyone uses both cards, the first player passes as soon as they may.
    const first = s.active as Seat;
    while (s.phase === 'action' && !s.players[first]?.passed) {
      const seat = s.active as Seat;
      order.push(seat);
      const ready = cardsHeldBy(s, seat).find((c) => !s.cards[c].exhausted);
      if (ready && seat === first) s = skipThrough(play(s, seat, { type: 'strategic-action', card: ready }));
      else if (seat === first) s = play(s, seat, { type: 'pass' });
      else s = play(s, seat, { type: 'component-action', source: 'other' });
    }
    expect(s.players[first]?.passed).toBe(true);
    // Another player plays a card: the passed player is asked about the secondary.
    const seat = s.active as Seat;
    const card = cardsHeldBy(s, seat).find((c) => !s.cards[c].exhausted);
    if (!card) throw new Error('expected a card left');
    s = play(s, seat, { type: 'strategic-action', card });
    while (s.strategic?.step === 'primary') {
      const move = s.players
        .flatMap((p) => legalIntents(s, { kind: 'seat', seat: p.seat }).map((i) => ({ seat: p.seat, i })))
        .find((m) => m.i.type === 'resolve-primary' || m.i.type === 'card-choice');
      if (!move) throw new Error('stuck');
      s = play(s, move.seat, move.i);
    }
    expect(s.strategic?.followers[String(first)]).toBe('pending');
    expect(legalIntents(s, { kind: 'seat', seat: first }).map((i) => i.type)).toContain('skip-secondary');
    s = skipThrough(s);
    // …and the turn never comes back to them.
    expect(s.active).not.toBe(first);
  });

  it('the action phase ends (and the status phase begins) when every player has passed', () => {
    let s = actionTable();
    let turns = 0;
    while (s.phase === 'action' && turns++ < 100) {
      const seat = s.active as Seat;
      const ready = cardsHeldBy(s, seat).find((c) => !s.cards[c].exhausted);
      s = ready
        ? skipThrough(play(s, seat, { type: 'strategic-action', card: ready }))
        : play(s, seat, { type: 'pass' });
    }
    expect(s.phase).toBe('status');
    expect(s.active).toBeNull();
    expect(s.players.every((p) => p.passed)).toBe(true);
  });
});

/** Resolves the primary with the engine's example and has every follower skip. */
function skipThrough(state: GameState): GameState {
  let s = state;
  while (s.strategic?.step === 'primary') {
    const move = s.players
      .flatMap((p) => legalIntents(s, { kind: 'seat', seat: p.seat }).map((i) => ({ seat: p.seat, i })))
      .find((m) => m.i.type === 'resolve-primary' || m.i.type === 'card-choice');
    if (!move) throw new Error('stuck in a primary');
    s = play(s, move.seat, move.i);
  }
  for (const p of s.players) {
    if (s.strategic?.followers[String(p.seat)] === 'pending') s = play(s, p.seat, { type: 'skip-secondary' });
  }
  for (const p of s.players) {
    const owed = legalIntents(s, { kind: 'seat', seat: p.seat }).find(
      (i) => i.type === 'discard-action-cards' || i.type === 'return-secret-objective',
    );
    if (owed) s = play(s, p.seat, owed);
  }
  return s;
}
