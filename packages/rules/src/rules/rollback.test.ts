import { describe, expect, it } from 'vitest';
import type { StrategyCardId } from '../content/strategy-cards.ts';
import { applyParsed, replay } from '../engine/engine.ts';
import type { Actor, Intent } from '../wire/intents.ts';
import { legalIntents, waitingFor } from '../engine/legal.ts';
import { REACH_STEP, RECENT_MOVES, runEnd, withServerEntropy } from './rollback.ts';
import type { GameState, Seat } from '../state/state.ts';
import { currentPicker, unpickedCards } from './strategy-phase.ts';
import { newGame } from '../../test-support/test-helpers.ts';
import { viewFor } from '../view/view.ts';

/** The table itself: what the history bookkeeping (move count, states kept for undo) leaves aside. */
const table = (s: GameState) =>
  JSON.stringify({ ...s, lastMove: null, moves: 0, recent: [], rollback: null });
const seat = (n: Seat): Actor => ({ kind: 'seat', seat: n });
const HOST: Actor = { kind: 'host' };

interface Logged {
  readonly actor: Actor;
  readonly intent: Intent;
}

/** A game and its log: every intent applied is logged, as the server stores it. */
function game(options: { rollbackByHost?: boolean; editsNeedApproval?: boolean } = {}) {
  let state = newGame(3, 'rollback', [], {
    options: { editsNeedApproval: false, timedConstruction: false, ...options },
  });
  const start = state;
  const log: Logged[] = [];
  const states: GameState[] = [];
  let n = 0;
  // As the server does: a request to go back carries fresh randomness of the server's (here a counter).
  const entropy = () => (++n).toString(16).padStart(32, '0');
  const send = (actor: Actor, sent: Intent) => {
    const intent = withServerEntropy(sent, entropy);
    const out = applyParsed(state, actor, intent);
    if (out.ok) {
      state = out.state;
      log.push({ actor, intent });
      states.push(state);
    }
    return out;
  };
  const must = (actor: Actor, intent: Intent) => {
    const out = send(actor, intent);
    if (!out.ok) throw new Error(out.message);
    return out;
  };
  const pick = () => {
    const picker = currentPicker(state) as Seat;
    must(seat(picker), { type: 'pick-strategy-card', card: unpickedCards(state)[0] as StrategyCardId });
    return picker;
  };
  return { start, log, send, must, pick, now: () => state, states };
}

describe('going back to an earlier move', () => {
  it('needs every player whose move is erased to agree; the game waits meanwhile; then the table is as it was', () => {
    const g = game();
    const base = g.now().moves;
    const atBase = g.now();
    const first = g.pick();
    const second = g.pick();
    const third = g.pick();
    expect(new Set([first, second, third]).size).toBe(3);
    // One run up to the present move: its end is left out (the client knows its version).
    expect(viewFor(g.now(), { kind: 'spectator' }).rollback.reach).toEqual([{ from: 1 }]);
    expect(g.now().moves).toBe(base + 3);

    // The third picker asks to go back to before the first pick: the first two must agree.
    const asked = g.must(seat(third), { type: 'request-rollback', to: base });
    expect(asked.events.map((e) => (e.type === 'note' ? e.text : '')).join(' ')).toMatch(
      /asks to go back to before move \d+ .*erasing 3 moves/,
    );
    expect([...waitingFor(g.now()).seats].sort()).toEqual([first, second].sort());
    expect(waitingFor(g.now()).text).toMatch(/waiting for P\d and P\d to agree/);
    // The game waits: the next pick is refused, whoever sends it.
    const next = currentPicker(g.now()) as Seat;
    const refused = g.send(seat(next), {
      type: 'pick-strategy-card',
      card: unpickedCards(g.now())[0] as StrategyCardId,
    });
    expect(refused.ok ? null : refused.code).toBe('intent/rollback-pending');
    expect(legalIntents(g.now(), seat(first))).toEqual([
      { type: 'answer-rollback', approve: true },
      { type: 'answer-rollback', approve: false },
    ]);
    expect(legalIntents(g.now(), seat(third))).toEqual([{ type: 'cancel-rollback' }]);
    // Only those asked may answer; nobody answers twice.
    const stranger = g.send(seat(third), { type: 'answer-rollback', approve: true });
    expect(stranger.ok ? null : stranger.code).toBe('intent/not-your-turn');
    g.must(seat(first), { type: 'answer-rollback', approve: true });
    const twice = g.send(seat(first), { type: 'answer-rollback', approve: true });
    expect(twice.ok ? null : twice.code).toBe('rule/already-decided');
    expect(waitingFor(g.now()).seats).toEqual([second]);

    const done = g.must(seat(second), { type: 'answer-rollback', approve: true });
    expect(table(g.now())).toBe(table(atBase));
    expect(currentPicker(g.now())).toBe(first);
    expect(g.now().moves).toBe(base + 6); // the request and both answers are moves too
    expect(g.now().rng).toEqual(atBase.rng); // the same draws from here on
    expect(done.events.map((e) => (e.type === 'note' ? e.text : '')).join(' ')).toMatch(
      /The table goes back to before move \d+ .* as P\d asked; P\d and P\d agreed/,
    );
    // The erased moves are out of reach (the secret objectives kept before the draft are not).
    expect(viewFor(g.now(), { kind: 'spectator' }).rollback).toMatchObject({
      request: null,
      reach: [{ from: 1, to: base }],
    });
    g.pick();
    expect(viewFor(g.now(), { kind: 'spectator' }).rollback.reach).toEqual([
      { from: 1, to: base },
      { from: base + 7 },
    ]);
    expect(g.now().moves).toBe(base + 7);

    // The log replays to the same table (the game is a function of its log).
    const replayed = replay(g.start, g.log);
    expect(replayed.applied).toBe(g.log.length);
    expect(table(replayed.state) === table(g.now())).toBe(true);
  });

  it('one refusal ends the request and the game goes on where it was', () => {
    const g = game();
    g.pick();
    const second = g.pick();
    const before = g.now();
    const asker = currentPicker(g.now()) as Seat;
    g.must(seat(asker), { type: 'request-rollback', to: g.now().moves - 1 });
    g.must(seat(second), { type: 'answer-rollback', approve: false });
    expect(table(g.now())).toBe(table(before));
    expect(g.now().rollback).toBeNull();
    expect(currentPicker(g.now())).toBe(asker);
  });

  it('going back over only one’s own moves needs nobody; the host option lets the host alone decide', () => {
    const g = game();
    const before = g.now();
    const first = g.pick();
    g.must(seat(first), { type: 'request-rollback', to: before.moves });
    expect(table(g.now())).toBe(table(before));

    const h = game({ rollbackByHost: true });
    const start = h.now();
    h.pick();
    const other = h.pick();
    h.must(seat(other), { type: 'request-rollback', to: start.moves });
    expect(waitingFor(h.now()).seats).toEqual([]);
    expect(waitingFor(h.now()).text).toMatch(/waiting for the host to agree/);
    expect(legalIntents(h.now(), HOST)).toEqual([
      { type: 'answer-rollback', approve: true },
      { type: 'answer-rollback', approve: false },
      { type: 'cancel-rollback' },
    ]);
    const notHost = h.send(seat(0), { type: 'answer-rollback', approve: true });
    expect(notHost.ok ? null : notHost.code).toBe('intent/not-your-turn');
    h.must(HOST, { type: 'answer-rollback', approve: true });
    expect(table(h.now())).toBe(table(start));
    // The host may also go back at once on their own request.
    h.pick();
    h.must(HOST, { type: 'request-rollback', to: h.now().moves - 1 });
    expect(table(h.now())).toBe(table(start));
  });

  it('refuses what it cannot do: out of reach, a second request, a spectator, a stranger cancelling', () => {
    const g = game();
    const base = g.now().moves;
    g.pick();
    g.pick();
    const me = currentPicker(g.now()) as Seat;
    for (const to of [g.now().moves, g.now().moves + 5, -1 + 0]) {
      if (to < 0) continue;
      const out = g.send(seat(me), { type: 'request-rollback', to });
      expect(out.ok ? null : out.code, `to ${to}`).toBe('rule/cannot-roll-back');
    }
    const watcher = g.send({ kind: 'spectator' }, { type: 'request-rollback', to: base });
    expect(watcher.ok ? null : watcher.code).toBe('intent/spectator');
    g.must(seat(me), { type: 'request-rollback', to: base + 1 });
    const again = g.send(seat(me), { type: 'request-rollback', to: base });
    expect(again.ok ? null : again.code).toBe('rule/cannot-roll-back');
    const needed = g.now().rollback?.needs[0] as Seat;
    const cancel = g.send(seat(needed), { type: 'cancel-rollback' });
    expect(cancel.ok ? null : cancel.code).toBe('intent/not-your-turn');
    g.must(HOST, { type: 'cancel-rollback' });
    expect(g.now().rollback).toBeNull();
  });

  it(`reaches back at least ${RECENT_MOVES} moves, dropping the oldest ${REACH_STEP} at a time, and no further`, () => {
    const g = game();
    // Pick and take it back, again and again: many moves without leaving the strategy phase.
    const picker = currentPicker(g.now()) as Seat;
    const spans: number[] = [];
    const firsts = new Set<number>();
    for (let i = 0; i < 2 * (RECENT_MOVES + 15); i++) {
      if (i % 2 === 0) g.pick();
      else g.must(seat(picker), { type: 'undo' });
      const reach = viewFor(g.now(), { kind: 'spectator' }).rollback.reach;
      spans.push(reach.reduce((n, r) => n + runEnd(r, g.now().moves) - r.from + 1, 0));
      firsts.add(reach[0]?.from ?? 0);
    }
    // Each pick and its undo keep one more move within reach: up to 39, then back to 30 at once.
    const top = spans.indexOf(RECENT_MOVES + REACH_STEP - 1);
    expect(top).toBeGreaterThan(0);
    expect(spans.slice(top + 1).every((n) => n >= RECENT_MOVES && n < RECENT_MOVES + REACH_STEP)).toBe(true);
    expect(Math.min(...spans.slice(top + 1))).toBe(RECENT_MOVES);
    // So the first move within reach changed once in all these moves, not with each.
    expect(firsts.size).toBe(2);
    const reach = viewFor(g.now(), { kind: 'spectator' }).rollback.reach;
    const tooFar = g.send(seat(picker), { type: 'request-rollback', to: (reach[0]?.from ?? 1) - 2 });
    expect(tooFar.ok ? null : tooFar.code).toBe('rule/cannot-roll-back');
    expect(tooFar.ok ? '' : tooFar.message).toMatch(/at the earliest/);
  });
});

describe('going back never shows what comes next', () => {
  const draw = { type: 'table-edit', edit: { kind: 'draw-action-cards', count: 3 } } as const;
  const hand = (s: GameState, n: Seat) => s.players[n]?.actionCards ?? [];

  it('a seat that drew cards cannot go back over its own draw alone: every player is asked, and the cards seen are not dealt again', () => {
    const g = game();
    const before = g.now();
    const drawer = currentPicker(before) as Seat;
    g.must(seat(drawer), draw);
    const seen = hand(g.now(), drawer).slice(-3);
    expect(seen).toHaveLength(3);
    // Undo is refused (the draw revealed cards), and going back is not applied at once either.
    expect(g.send(seat(drawer), { type: 'undo' }).ok).toBe(false);
    const asked = g.must(seat(drawer), { type: 'request-rollback', to: before.moves });
    expect(asked.events.map((e) => (e.type === 'note' ? e.text : '')).join(' ')).toMatch(
      /something already seen, so everyone is asked/,
    );
    const others = before.players.map((p) => p.seat).filter((p) => p !== drawer);
    expect(g.now().rollback?.needs).toEqual(others);
    expect([...waitingFor(g.now()).seats].sort()).toEqual(others);
    for (const other of others) g.must(seat(other), { type: 'answer-rollback', approve: true });
    expect(g.now().rollback).toBeNull();
    expect(hand(g.now(), drawer)).toEqual(hand(before, drawer));
    // The same cards are back in the deck, in another order, with a reseeded generator.
    expect([...g.now().decks.action].sort()).toEqual([...before.decks.action].sort());
    expect(g.now().decks.action).not.toEqual(before.decks.action);
    expect(g.now().rng).not.toEqual(before.rng);
    g.must(seat(drawer), draw);
    expect(hand(g.now(), drawer).slice(-3)).not.toEqual(seen);
    // The log replays to the same table, reshuffle included (the randomness is stored with the request).
    expect(JSON.stringify(replay(g.start, g.log).state)).toBe(JSON.stringify(g.now()));
  });

  it('what a client puts in a request as its own randomness is replaced by the server', () => {
    const sent: Intent = { type: 'request-rollback', to: 3, entropy: 'f'.repeat(32) };
    const stored = withServerEntropy(sent, () => '0'.repeat(31) + '1');
    expect(stored).toEqual({ type: 'request-rollback', to: 3, entropy: '0'.repeat(31) + '1' });
    expect(Object.keys(stored)).toEqual(['entropy', 'to', 'type']);
    expect(withServerEntropy({ type: 'undo' }, () => 'x')).toEqual({ type: 'undo' });
  });

  it('a request stored before the server added its randomness replays as it was applied then', () => {
    const g = game();
    const before = g.now();
    const drawer = currentPicker(before) as Seat;
    g.must(seat(drawer), draw);
    // Applied directly, as an old log holds it: only the asker's moves are erased, so it goes at once.
    const out = applyParsed(g.now(), seat(drawer), { type: 'request-rollback', to: before.moves });
    expect(out.ok && out.state.rollback).toBeNull();
    expect(out.ok && out.state.decks.action).toEqual(before.decks.action);
  });

  it("going back over the host's decision needs the host, not only the players whose moves are erased", () => {
    const g = game({ editsNeedApproval: true });
    const before = g.now();
    const asker = currentPicker(before) as Seat;
    g.must(seat(asker), { type: 'table-edit', edit: { kind: 'adjust-trade-goods', delta: 2 } });
    const approve = legalIntents(g.now(), HOST).find((i) => i.type === 'approve-edit');
    expect(approve).toBeDefined();
    g.must(HOST, approve as Intent);
    expect(g.now().players[asker]?.tradeGoods).toBe((before.players[asker]?.tradeGoods ?? 0) + 2);
    g.must(seat(asker), { type: 'request-rollback', to: before.moves });
    expect(g.now().rollback?.needs).toEqual(['host']);
    expect(waitingFor(g.now()).text).toMatch(/waiting for the host to agree/);
    g.must(HOST, { type: 'answer-rollback', approve: true });
    expect(table(g.now())).toBe(table(before));
  });
});
