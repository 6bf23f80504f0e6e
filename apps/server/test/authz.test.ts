// The authorization matrix: every intent type (INTENT_TYPES, so a new intent is
// covered the day it is added) × {the right seat, another seat, spectator, no
// token, bad token, host}, and every host route × {host token, seat token, none,
// garbage}. Allowed or refused with the right code, and a refusal changes nothing.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import {
  INTENT_TYPES,
  applyParsed,
  createGame as createRulesGame,
  legalIntents,
  viewFor,
  PLAYER_COLORS,
  type Actor,
  type GameState,
  type GameSummary,
  type Intent,
  type IntentType,
} from '@initiative/rules';
import {
  api,
  claimSeats,
  connectRefused,
  createGame,
  NO_RATE_LIMIT,
  useTestServer,
  type ApiError,
  type TestClient,
} from './helpers.ts';
import { progressMoves } from './crash/progress.ts';

/**
 * Examples for intent types that a game played with `legalIntents` does not reach
 * within the step budget. A new intent type must be reachable or listed here.
 */
// Payloads, not typed intents: the table may name a type that is being added in the same change.
const FALLBACK_EXAMPLES: Readonly<Record<string, unknown>> = {
  // Offered only in situations random play rarely or never reaches: over the hand limit, a choice
  // another player's primary asks for, over three secret objectives, owning a space station,
  // something under construction in the timed variant.
  'discard-action-cards': { type: 'discard-action-cards', cards: ['not-in-any-hand'] },
  // Only with Summit or Manipulate Investments in hand during the strategy phase.
  'play-action-card': { type: 'play-action-card', card: 'not-in-any-hand' },
  'play-promissory-note': { type: 'play-promissory-note', note: 'ceasefire:0' },
  'the-oracle': { type: 'the-oracle' },
  'give-oracle-note': { type: 'give-oracle-note', note: 'ceasefire:0' },
  'the-stillness-of-stars': { type: 'the-stillness-of-stars', to: 0 },
  'xander-alexin-victori-iii': { type: 'xander-alexin-victori-iii', to: 0, commodities: 1 },
  'doctor-sucaban': { type: 'doctor-sucaban', to: 0 },
  'technological-singularity': { type: 'technological-singularity', from: 0, technology: 'sarween-tools' },
  'salvage-operations': { type: 'salvage-operations', system: '1', won: false },
  edict: { type: 'edict', from: 0 },
  // Only while an action card waits for the answer of a player owning Instinct Training.
  'instinct-training': { type: 'instinct-training', cancel: true },
  // Only after moving ground forces into a system with a planet to land on, in one's own tactical action.
  invade: { type: 'invade', commits: [{ planet: 'jord', infantry: 1 }] },
  // Only at the start of a space combat round, for a side with an eligible system to retreat to.
  'announce-retreat': { type: 'announce-retreat', retreat: false },
  // Only for the Barony of Letnev with 2 trade goods at the start of a space combat round.
  'combat-option': { type: 'combat-option', option: 'munitions-reserves', take: false },
  // Only for the Arborec as the status phase begins.
  mitosis: { type: 'mitosis', planet: 'jord' },
  // Only for the player the Muaat chose with Umbat, inside the Muaat's action.
  'umbat-production': { type: 'umbat-production' },
  'card-choice': { type: 'card-choice', choices: {} },
  // Only for the owner of Quantum Datahub Node (the Hacan), once every strategy card is picked.
  'datahub-swap': { type: 'datahub-swap', swap: null },
  // Only for the Keleres owning Agency Supply Network, after one of their productions.
  'agency-supply-network': {
    type: 'agency-supply-network',
    system: '1',
    order: {
      units: [{ unit: 'fighter', count: 1, place: 'space' }],
      pull: [],
      payment: { planets: [], tradeGoods: 1 },
    },
  },
  // Only for an owner of Integrated Economy who has just gained control of a planet.
  'integrated-economy': {
    type: 'integrated-economy',
    planet: 'jord',
    order: {
      units: [{ unit: 'infantry', count: 1, place: 'jord' }],
      pull: [],
      payment: { planets: [], tradeGoods: 1 },
    },
  },
  // Only for the Xxcha owning Nullification Field, after another player activates a system with their ships.
  'nullification-field': { type: 'nullification-field' },
  // Only for the Winnu, during another player's tactical action before they produce.
  'berekar-berekon': { type: 'berekar-berekon', to: 1 },
  // Only for the Argent Flight, likewise.
  'trillossa-aun-mirik': { type: 'trillossa-aun-mirik', to: 1 },
  // Only for the Arborec with their commander unlocked, during another player's activation.
  'dirzuga-rophal': {
    type: 'dirzuga-rophal',
    order: {
      units: [{ unit: 'fighter', count: 1, place: 'space' }],
      pull: [],
      payment: { planets: [], tradeGoods: 1 },
    },
  },
  // Only for the owner of Chaos Mapping (the Clan of Saar, after researching it), at a turn's start.
  'chaos-mapping': {
    type: 'chaos-mapping',
    system: '11',
    order: {
      units: [{ unit: 'fighter', count: 1, place: 'space' }],
      pull: [],
      payment: { planets: [], tradeGoods: 1 },
    },
  },
  // Only for the Winnu or the Naaz-Rokha with three objectives scored (heroes.test.ts plays both).
  'hero-action': { type: 'hero-action', hero: 'mathis-mathinus', card: 'leadership', followers: [] },
  'return-secret-objective': { type: 'return-secret-objective', objective: 'not-held' },
  'convert-commodities': { type: 'convert-commodities', station: 'not-a-station' },
  'station-trade': { type: 'station-trade', action: 'offer', with: 1 },
  // Offers are not in `legal` either: the view's `tradePartners` says whom a seat may offer to.
  transaction: { type: 'transaction', action: 'offer', with: 1, give: { tradeGoods: 1 } },
  'cancel-construction': { type: 'cancel-construction', id: 1 },
  // Table edits are made from the panel, never offered in `legal`; approvals need an edit waiting
  // (with the editsNeedApproval option), so neither is reached by play.
  'table-edit': { type: 'table-edit', edit: { kind: 'discard-action-card', card: 'not-in-any-hand' } },
  'approve-edit': { type: 'approve-edit', id: 1 },
  'reject-edit': { type: 'reject-edit', id: 1 },
  // The agenda phase begins only once a player has removed the custodians token from Mecatol Rex,
  // which random play does not reach (apps/server/test/agenda.test.ts plays one through).
  'agenda-respond': { type: 'agenda-respond' },
  'cast-votes': { type: 'cast-votes', outcome: null, planets: [] },
  'break-tie': { type: 'break-tie', outcome: 'for' },
  'remove-custodians': { type: 'remove-custodians', payment: { planets: [], tradeGoods: 6 } },
  // Not in `legal` (the view's `undo` says who may take back the last move), so play never picks it.
  undo: { type: 'undo' },
  // Going back needs a request (never offered in `legal`: the view's `rollback.reach` lists the moves);
  // these ask beyond the present, or answer when nothing is asked: refused to everyone by the rule
  // (apps/server/test/rollback.test.ts plays requests through).
  'request-rollback': { type: 'request-rollback', to: 10_000_000 },
  'answer-rollback': { type: 'answer-rollback', approve: true },
  'cancel-rollback': { type: 'cancel-rollback' },
};
/** Intents the host may send like a seat (rollback.ts): refused here by the rule, not as "not host". */
const HOST_TOO = new Set(['request-rollback', 'answer-rollback', 'cancel-rollback']);
/**
 * Codes that say "not you": the seat is not the one the game waits for, or not entitled. A seat that
 * may send the same type of intent with other values (a parallel decision, such as keeping a secret
 * objective during setup) is refused by the rule instead ('rule/…', e.g. rule/illegal-choice).
 */
const WRONG_SEAT_CODES = [
  'intent/not-your-turn',
  'rule/not-following',
  'rule/not-your-card',
  'rule/already-decided',
  'intent/not-host', // a host-only intent from a seat
  'rule/illegal-choice', // it names something of the right seat's (its secret objective, its card)
];
/** How many legal intents a search may play to reach an intent type. */
const STEP_BUDGET = 400;
const REPORT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../test-results/reliability',
);

// The matrix plays hundreds of intents from few sockets: no rate limit here (it has its own test).
const server = useTestServer(NO_RATE_LIMIT);

/** A seeded choice, so a failing search can be repeated. */
function chooser(seed: number): (n: number) => number {
  let a = seed;
  return (n) => {
    a = (Math.imul(a ^ (a >>> 15), 2654435761) + 0x9e3779b9) >>> 0;
    return a % n;
  };
}

/** Plays a game in memory and returns an example of every intent type some actor was offered on the way. */
function offeredInPlay(players: number, seed: number): Map<IntentType, Intent> {
  const setup = {
    name: 'Reach',
    seats: Array.from({ length: players }, (_, i) => ({
      name: `P${i + 1}`,
      color: PLAYER_COLORS[i] ?? 'red',
      faction: null,
    })),
    victoryPoints: 10 as const,
    mapString: null,
    options: { editsNeedApproval: true, timedConstruction: false },
  };
  const created = createRulesGame(setup, `reach-${seed}`);
  if (!created.ok) throw new Error(created.message);
  let state: GameState = created.state;
  const pick = chooser(seed);
  const offered = new Map<IntentType, Intent>();
  for (let step = 0; step < STEP_BUDGET; step++) {
    const actors: Actor[] = [
      ...state.players.map((p): Actor => ({ kind: 'seat', seat: p.seat })),
      { kind: 'host' },
    ];
    const moves = actors.flatMap((actor) => legalIntents(state, actor).map((intent) => ({ actor, intent })));
    for (const m of moves) if (!offered.has(m.intent.type)) offered.set(m.intent.type, m.intent);
    // Mostly intents that move the game on, sometimes any (a table edit, which the host may approve).
    const choices =
      pick(5) === 0
        ? moves
        : progressMoves(
            actors.map((actor) => ({ actor, view: viewFor(state, actor) })),
            (v) => v.view,
          ).map((m) => ({ actor: m.client.actor, intent: m.intent }));
    const move = choices[pick(Math.max(1, choices.length))];
    if (!move) break;
    const out = applyParsed(state, move.actor, move.intent);
    if (!out.ok) throw new Error(`a legal intent was refused: ${out.message}`);
    state = out.state;
  }
  return offered;
}

let examples: Map<IntentType, Intent> | null = null;
/** Examples of every type offered in in-memory games of 3, 4, 6 and 8 players. */
function inMemoryExamples(): Map<IntentType, Intent> {
  if (!examples) {
    examples = new Map();
    for (const players of [3, 4, 6, 8])
      for (const [type, intent] of offeredInPlay(players, players))
        if (!examples.has(type)) examples.set(type, intent);
  }
  return examples;
}

/** A socket with no credentials at all: refused at the handshake. */
function connectWithoutAuth(): Promise<string | undefined> {
  const socket = io(server.url, { transports: ['websocket'], forceNew: true, reconnection: false });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => {
      socket.close();
      reject(new Error('a socket without credentials was accepted'));
    });
    socket.once('connect_error', (err) => {
      socket.close();
      resolve((err as Error & { data?: { code: string } }).data?.code);
    });
  });
}

const same = (a: Intent, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

interface MatrixRow {
  type: IntentType;
  source: 'legalIntents' | 'legalIntents (in memory)' | 'fallback' | 'view.undo';
  rightSeat: string;
  anotherSeat: string;
  spectator: string;
  noToken: string;
  badToken: string;
  host: string;
}

describe('authorization matrix', () => {
  it('every intent type has an example: reachable through legalIntents in a played game, or in FALLBACK_EXAMPLES', () => {
    expect(INTENT_TYPES.length).toBeGreaterThan(0);
    const offered = inMemoryExamples();
    const missing = INTENT_TYPES.filter((type) => !FALLBACK_EXAMPLES[type] && !offered.has(type));
    expect(missing, 'intent types with no example: add one to FALLBACK_EXAMPLES in authz.test.ts').toEqual(
      [],
    );
  });

  it('for every intent type: the right seat is allowed; another seat, a spectator, the host, no token and a bad token are refused with their code and nothing changes', async () => {
    // Still in setup (its intents are in the matrix too), with table edits that wait for the host.
    // A game that ends on the way (victory points) is replaced by a new one.
    const newTable = () =>
      server.table(4, { inSetup: true, host: true, game: { options: { editsNeedApproval: true } } });
    let { game, seats, spectator, host, all } = await newTable();
    const pick = chooser(7);
    const rows: MatrixRow[] = [];

    const play = async (mover: TestClient, intent: Intent) => {
      const ack = await mover.send(intent);
      expect(ack, JSON.stringify({ intent, ack })).toMatchObject({ ok: true });
      await Promise.all(all.map((c) => c.nextUpdate()));
      return ack;
    };

    /** Plays legal intents until some seat may send an intent of `type`. */
    const reach = async (type: IntentType): Promise<{ mover: TestClient; example: Intent } | null> => {
      for (let step = 0; step < STEP_BUDGET; step++) {
        if (spectator.view.phase === 'ended') ({ game, seats, spectator, host, all } = await newTable());
        const mover = [...seats, host].find((c) => c.legal.some((i) => i.type === type));
        if (mover) return { mover, example: mover.legal.find((i) => i.type === type) as Intent };
        const everything = [...seats, host].flatMap((client) =>
          client.legal.map((intent) => ({ client, intent })),
        );
        const moves = pick(5) === 0 ? everything : progressMoves([...seats, host], (c) => c.latest.view);
        const move = moves[pick(Math.max(1, moves.length))];
        if (!move) return null;
        await play(move.client, move.intent);
      }
      return null;
    };

    for (const type of INTENT_TYPES) {
      // Only types an in-memory game reached are worth playing towards here.
      // Undo is never in `legal`: the view's `undo` is set for the one seat that may send it now, if any.
      const undoer = type === 'undo' ? seats.find((c) => c.view.undo !== null) : undefined;
      const reached = undoer
        ? { mover: undoer, example: { type: 'undo' } as Intent }
        : inMemoryExamples().has(type)
          ? await reach(type)
          : null;
      // Reached in this game; else an example from an in-memory game, or the table.
      const example = reached?.example ?? inMemoryExamples().get(type) ?? FALLBACK_EXAMPLES[type];
      expect(example, `an example of ${type}`).toBeDefined();
      if (!example) continue;
      let version = seats[0]?.latest.version as number;
      const row: MatrixRow = {
        type,
        source: undoer
          ? 'view.undo'
          : reached
            ? 'legalIntents'
            : inMemoryExamples().has(type)
              ? 'legalIntents (in memory)'
              : 'fallback',
        rightSeat: '',
        anotherSeat: '',
        spectator: '',
        noToken: '',
        badToken: '',
        host: '',
      };

      // Another seat: every seat not offered this very intent is refused as "not you". An intent that
      // seats the game does not wait for are offered too (a table edit, production) acts on the
      // sender's own seat: there is no wrong seat for it.
      const waiting = new Set(spectator.view.waiting.seats);
      const anytime = seats.some(
        (c) =>
          c.sync.you.kind === 'seat' && !waiting.has(c.sync.you.seat) && c.legal.some((i) => i.type === type),
      );
      // A transaction offer is allowed to any seat whose view names the partner among its tradePartners.
      const offer = example as { type?: string; with?: number };
      const mayOffer = (c: TestClient) =>
        (offer.type === 'transaction' || offer.type === 'station-trade') &&
        c.view.tradePartners.includes(offer.with ?? -1);
      const others = anytime
        ? []
        : seats.filter((c) => c !== reached?.mover && !c.legal.some((i) => same(i, example)) && !mayOffer(c));
      for (const other of others) {
        const offeredType = other.legal.some((i) => i.type === type); // before the answer updates it
        const ack = await other.send(example);
        // A new token distribution is valid for any seat holding the same number of tokens: a seat
        // redistributing at the same time may send the very same one (its legal list shows one example).
        if (ack.ok && type === 'redistribute-tokens' && offeredType) {
          await Promise.all(all.map((c) => c.nextUpdate())); // every client sees it before going on
          version = seats[0]?.latest.version as number; // a legal move: the table moved on by one
          continue;
        }
        expect(ack.ok, `${type} from a seat not offered it`).toBe(false);
        if (!ack.ok) {
          const parallel = other.legal.some((i) => i.type === type);
          if (parallel) expect(ack.code, type).toMatch(/^rule\//);
          else if (reached)
            expect(WRONG_SEAT_CODES, `${type} from another seat: ${ack.code}`).toContain(ack.code);
          expect(ack.message.length).toBeGreaterThan(10);
          if (!row.anotherSeat.includes(ack.code))
            row.anotherSeat = [row.anotherSeat, ack.code].filter(Boolean).join(', ');
        }
      }
      if (anytime) row.anotherSeat = "allowed (acts on the sender's own seat)";
      else if (others.length === 0) row.anotherSeat = 'allowed (offered to every seat)';

      const asSpectator = await spectator.send(example);
      expect(asSpectator).toMatchObject({ ok: false, code: 'intent/spectator' });
      row.spectator = 'intent/spectator';
      // A host-only intent taken from the table above (no edit waiting) is refused to the host by the rule.
      if (HOST_TOO.has(type)) {
        const asHost = await host.send(example);
        expect(asHost, `${type} from the host`).toMatchObject({ ok: false, code: 'rule/cannot-roll-back' });
        row.host = 'rule/cannot-roll-back (the host may ask and answer too)';
      } else if (reached?.mover !== host && !['approve-edit', 'reject-edit'].includes(type)) {
        const asHost = await host.send(example);
        expect(asHost, `${type} from the host`).toMatchObject({ ok: false, code: 'intent/not-host' });
        row.host = 'intent/not-host';
      }
      // Without credentials, or with a token that is not this game's, there is no socket to send from.
      row.noToken = (await connectWithoutAuth()) ?? '';
      expect(row.noToken).toBe('auth/malformed');
      row.badToken = (await connectRefused(server.url, game.gameId, 'A'.repeat(43))).data?.code ?? '';
      expect(row.badToken).toBe('auth/bad-token');

      // Nothing changed: no update went out and the version is the same.
      expect(all.map((c) => c.updates.pending)).toEqual(all.map(() => 0));
      // A full answer, or resync/unchanged (nothing was sent since the last one): both carry the version.
      expect((await spectator.resyncAnswer()).version).toBe(version);

      if (reached) {
        const ack = await play(reached.mover, reached.example);
        expect(ack).toEqual({ ok: true, version: version + 1 });
        if (reached.mover === host) {
          row.host = 'ok, version +1 (host-only intent)';
          row.rightSeat = 'none (host-only)';
        } else row.rightSeat = 'ok, version +1';
      } else {
        row.rightSeat = 'not reached in this game';
      }
      rows.push(row);
    }

    expect(rows.map((r) => r.type)).toEqual([...INTENT_TYPES]);
    fs.mkdirSync(REPORT, { recursive: true });
    const table = [
      '| intent | example from | right seat | another seat | spectator | no token | bad token | host |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      ...rows.map(
        (r) =>
          `| ${r.type} | ${r.source} | ${r.rightSeat} | ${r.anotherSeat} | ${r.spectator} | ${r.noToken} | ${r.badToken} | ${r.host} |`,
      ),
    ].join('\n');
    fs.writeFileSync(path.join(REPORT, 'authz-matrix.md'), `${table}\n`);
  }, 180_000);
});

describe('host routes', () => {
  type Route = 'start' | 'kick' | 'pause' | 'resume';
  const ROUTES: readonly Route[] = ['start', 'kick', 'pause', 'resume'];
  const body = (route: Route) => (route === 'kick' ? { seat: 2 } : undefined);

  /** A lobby with every seat taken (so the host could start it). */
  async function fullLobby() {
    const game = await createGame(server.url, { seats: 3 });
    const seatTokens = await claimSeats(server.url, game.gameId, 3);
    return { ...game, seatTokens };
  }

  const summary = async (gameId: string) =>
    (await api<GameSummary>(server.url, 'GET', `/api/games/${gameId}`)).body;

  it.each(ROUTES)(
    'POST /api/games/:id/%s refuses a seat token, no token and garbage with 403 auth/not-host, and changes nothing',
    async (route) => {
      const game = await fullLobby();
      const before = await summary(game.gameId);
      const credentials: { label: string; header?: string }[] = [
        { label: 'seat token', header: `Bearer ${game.seatTokens[0]}` },
        { label: 'no token' },
        { label: 'well-formed garbage', header: `Bearer ${'Z'.repeat(43)}` },
        { label: 'malformed garbage', header: 'Bearer <script>' },
        { label: 'another scheme', header: `Basic ${game.hostToken}` },
        { label: 'host token with junk', header: `Bearer ${game.hostToken}x` },
        { label: 'empty bearer', header: 'Bearer ' },
      ];
      for (const c of credentials) {
        const res = await fetch(`${server.url}/api/games/${game.gameId}/${route}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(c.header === undefined ? {} : { authorization: c.header }),
          },
          ...(body(route) ? { body: JSON.stringify(body(route)) } : {}),
        });
        const json = (await res.json()) as ApiError;
        expect(res.status, c.label).toBe(403);
        expect(json.error.code, c.label).toBe('auth/not-host');
      }
      expect(await summary(game.gameId)).toEqual(before);
    },
  );

  it('the host token is allowed on every host route: start, kick, pause and resume each take effect', async () => {
    const game = await fullLobby();
    for (const route of ROUTES) {
      const res = await api(
        server.url,
        'POST',
        `/api/games/${game.gameId}/${route}`,
        body(route),
        game.hostToken,
      );
      expect(res.status, route).toBe(200);
    }
    const after = await summary(game.gameId);
    expect(after.status).toBe('playing');
    expect(after.seats[2]?.claimed).toBe(false);
    expect(after.paused).toBe(false);
    // A seat token for one game is not a host token for it, and a host token does not carry over to another game.
    const other = await fullLobby();
    const crossed = await api<ApiError>(
      server.url,
      'POST',
      `/api/games/${other.gameId}/pause`,
      undefined,
      game.hostToken,
    );
    expect(crossed.status).toBe(403);
    expect(crossed.body.error.code).toBe('auth/not-host');
  });
});
