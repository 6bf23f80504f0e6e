// No leaks on the wire: every message a spectator, the host and each seat
// receive through a scripted game (full syncs, JSON Patch updates, lobby
// broadcasts, resyncs) is searched for the ids in zones that viewer may not see:
// other players' hands (action cards and promissory notes), unscored secret
// objectives and secret offers, and every deck's contents (the exploration draw piles too). The hidden zones hold the real cards the engine deals and,
// seeded into the live game before anyone connects, fake distinct ids (so zones
// the engine leaves empty for now, such as hands, are covered too).

import { expect, it } from 'vitest';
import type { Actor, GameState } from '@initiative/rules';
import { progressMoves } from './crash/progress.ts';
import { NO_RATE_LIMIT, startedGame, useTestServer, type TestClient } from './helpers.ts';

// The script sends many intents from few sockets: no rate limit here (it has its own test).
const server = useTestServer(NO_RATE_LIMIT);

const DECKS = ['action', 'agenda', 'secret', 'stage1', 'stage2'] as const;
const FAKE_ID = /leak-wire-[a-z]+[0-9]*-[0-9]+/g;

function seedHiddenZones(state: GameState): GameState {
  let n = 0;
  const ids = (zone: string, count: number) =>
    Array.from({ length: count }, () => `leak-wire-${zone}-${n++}`);
  return {
    ...state,
    players: state.players.map((p) => ({
      ...p,
      actionCards: [...p.actionCards, ...ids(`hand${p.seat}`, 3)],
      secretObjectives: [
        ...p.secretObjectives,
        ...ids(`secret${p.seat}`, 1).map((id) => ({ id, scored: false })),
      ],
      secretOffer: [...p.secretOffer, ...ids(`offer${p.seat}`, 1)],
    })),
    decks: {
      ...state.decks,
      action: [...state.decks.action, ...ids('action', 4)],
      agenda: [...ids('agenda', 4), ...state.decks.agenda],
      secret: [...state.decks.secret, ...ids('secretdeck', 4)],
      stage1: [...state.decks.stage1, ...ids('stage', 2)],
      stage2: [...state.decks.stage2, ...ids('stage', 2)],
    },
  };
}

/** Ids in zones hidden from `viewer` in this state, and ids it may see. */
function zones(state: GameState, viewer: Actor): { hidden: string[]; visible: string[] } {
  const hidden: string[] = DECKS.flatMap((d) => state.decks[d]);
  const visible: string[] = [...state.decks.actionDiscard, ...state.objectives.revealed];
  // Exploration (LRR 35): the draw piles are hidden from everyone; discards and fragments kept are public.
  for (const pile of Object.values(state.decks.exploration ?? {})) {
    hidden.push(...pile.draw);
    visible.push(...pile.discard);
  }
  for (const p of state.players) visible.push(...(p.relicFragments ?? []));
  // The agenda phase: the revealed agenda, the discarded ones and the laws are public.
  if (state.agenda) visible.push(state.agenda.agenda);
  visible.push(...state.decks.agendaDiscard, ...state.laws.map((l) => l.id));
  // Politics: the active player sees the top agenda cards while deciding where they go (cards/politics.ts).
  const looked = state.strategic?.card === 'politics' ? state.strategic.data['looked'] : undefined;
  if (Array.isArray(looked) && viewer.kind === 'seat' && viewer.seat === state.strategic?.active)
    visible.push(...looked.filter((id): id is string => typeof id === 'string'));
  for (const p of state.players) {
    const own = [
      ...p.actionCards,
      ...p.secretObjectives.filter((s) => !s.scored).map((s) => s.id),
      ...p.secretOffer,
      ...(p.promissoryNotes ?? []),
    ];
    visible.push(...p.secretObjectives.filter((s) => s.scored).map((s) => s.id));
    visible.push(...(p.notesInPlay ?? []));
    if (viewer.kind === 'seat' && viewer.seat === p.seat) visible.push(...own);
    else hidden.push(...own);
  }
  return { hidden, visible };
}

function stringsIn(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) stringsIn(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) stringsIn(v, out);
  return out;
}

interface Watched {
  readonly viewer: Actor;
  readonly client: TestClient;
  readonly messages: unknown[][];
  readonly everHidden: Set<string>;
  readonly everVisible: Set<string>;
}

it('no message a spectator, the host or any seat receives through a game carries a card hidden from that viewer', async () => {
  const game = await startedGame(server.url, 4, true);
  const live = server.hub.get(game.gameId);
  if (!live?.state) throw new Error('the game has not started');
  live.state = seedHiddenZones(live.state);

  const viewers: { viewer: Actor; token?: string }[] = [
    ...game.seatTokens.map((token, seat) => ({ viewer: { kind: 'seat', seat } as Actor, token })),
    { viewer: { kind: 'spectator' } },
    { viewer: { kind: 'host' }, token: game.hostToken },
  ];
  const watched: Watched[] = [];
  for (const { viewer, token } of viewers) {
    const client = await server.connect(game.gameId, token);
    const messages: unknown[][] = [['sync', client.sync]];
    client.socket.onAny((event: string, ...args: unknown[]) => messages.push([event, ...args]));
    watched.push({ viewer, client, messages, everHidden: new Set(), everVisible: new Set() });
  }
  const seats = watched.filter((w) => w.viewer.kind === 'seat').map((w) => w.client);
  const all = watched.map((w) => w.client);

  const observe = () => {
    const state = server.hub.get(game.gameId)?.state as GameState;
    for (const w of watched) {
      const { hidden, visible } = zones(state, w.viewer);
      for (const id of hidden) w.everHidden.add(id);
      for (const id of visible) w.everVisible.add(id);
    }
  };

  // The script: setup, then rounds of drafting, strategic actions (primaries, follows, skips) and
  // passes until round 3 (through two status phases); every fifth intent is one allowed at any time
  // (a table edit, say), the others move the game on.
  observe();
  let intents = 0;
  const actors = [...seats, watched[watched.length - 1]?.client as TestClient];
  while ((seats[0]?.view.round ?? 0) < 3 && intents < 400) {
    const moves =
      intents % 5 === 4
        ? actors.flatMap((client) => client.legal.map((intent) => ({ client, intent })))
        : progressMoves(actors, (c) => c.latest.view);
    const move = moves[(intents * 7) % moves.length];
    if (!move) break;
    const { client: mover, intent } = move;
    const ack = await mover.send(intent);
    expect(ack, JSON.stringify({ ack, intent })).toMatchObject({ ok: true });
    await Promise.all(all.map((c) => c.nextUpdate()));
    intents++;
    observe();
  }
  for (const w of watched) w.messages.push(['resync', await w.client.resync()]);
  expect(seats[0]?.view.round).toBe(3);

  const leaks: string[] = [];
  let searched = 0;
  for (const w of watched) {
    const forbidden = new Set([...w.everHidden].filter((id) => !w.everVisible.has(id)));
    for (const message of w.messages) {
      searched++;
      const text = JSON.stringify(message);
      for (const m of text.matchAll(FAKE_ID))
        if (forbidden.has(m[0])) leaks.push(`${JSON.stringify(w.viewer)}: ${m[0]}`);
      for (const s of stringsIn(message, new Set()))
        if (forbidden.has(s)) leaks.push(`${JSON.stringify(w.viewer)}: ${s}`);
    }
    // The search is not vacuous: hidden ids existed for this viewer, real and fake.
    expect(forbidden.size).toBeGreaterThan(20);
  }
  expect(leaks).toEqual([]);
  expect(searched).toBeGreaterThan(intents * watched.length);
  if (process.env['LEAK_RUNS'])
    console.log(
      `wire leak test: ${intents} intents, ${searched} messages to ${watched.length} viewers searched for ${watched.reduce((n, w) => n + w.everHidden.size, 0)} hidden ids, 0 leaks`,
    );

  // And a seat does receive its own hidden cards, so the recording would have caught them elsewhere.
  const seat0 = JSON.stringify(watched[0]?.messages);
  expect(seat0).toMatch(/leak-wire-hand0-/);
  expect(seat0).toMatch(/leak-wire-secret0-/);
});
