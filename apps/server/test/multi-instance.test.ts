// Two server instances on one PostgreSQL and one Redis (started on loopback by
// the global setup): players of one game on different instances, concurrent
// intents through both, and one instance going away mid-game.

import { describe, expect, inject, it } from 'vitest';
import type { ChatAck, ChatHistoryAnswer, GameSummary, Intent } from '@initiative/rules';
import { api, claimSeat, createGame, hasMove, startGame } from './helpers.ts';
import {
  eventually,
  failoverOpener,
  FailoverClient,
  type Instance,
  useInstances,
} from './multi-instance.helpers.ts';

const services = inject('services');

const { clients, twoInstances: startTwo } = useInstances();

function twoInstances(): Promise<[Instance, Instance]> {
  if (!services) throw new Error('no services');
  return startTwo(services.postgresUrl, services.redisUrl);
}

/**
 * A 4-player game created on A, two seats claimed through A and two through B
 * (B loads the game from the store on demand), started through B. Seats 0–1
 * and a spectator play on A, seats 2–3 and a spectator on B.
 */
async function splitTable(a: Instance, b: Instance) {
  const game = await createGame(a.url, { seats: 4 });
  const tokens: string[] = [];
  for (const seat of [0, 1, 2, 3])
    tokens.push((await claimSeat(seat < 2 ? a.url : b.url, game.gameId, seat)).seatToken);
  await startGame(b.url, game.gameId, game.hostToken);
  const open = failoverOpener(a, b, game.gameId, clients);
  const seats = [
    await open('seat 0', a, tokens[0]),
    await open('seat 1', a, tokens[1]),
    await open('seat 2', b, tokens[2]),
    await open('seat 3', b, tokens[3]),
  ];
  const spectators = [await open('spectator A', a), await open('spectator B', b)];
  await eventually('every client to see the started game', () =>
    [...seats, ...spectators].every((c) => c.view !== null),
  );
  return { game, tokens, seats, spectators, all: [...seats, ...spectators] };
}

/** Every seat that may act sends its first legal intent at once; resolves with the highest acked version. */
async function everyoneActs(seats: readonly FailoverClient[]): Promise<number> {
  const acks = await Promise.all(seats.filter(hasMove).map((c) => c.send(c.legal[0] as Intent)));
  expect(acks.length).toBeGreaterThan(0);
  for (const ack of acks) if (!ack.ok) expect(ack.code).toMatch(/^(intent|rule)\//); // lost a race: refused, not an error
  return Math.max(0, ...acks.map((ack) => (ack.ok ? ack.version : 0)));
}

async function converged(all: readonly FailoverClient[], version: number): Promise<void> {
  await eventually(`every client at version ${version}`, () => all.every((c) => c.version >= version));
}

// Generous time per test: the machine may be busy (nothing here is a timing assertion).
describe.skipIf(!services)(
  'two server instances on one PostgreSQL and one Redis',
  { timeout: 90_000 },
  () => {
    it('keeps players of one game on different instances in step: concurrent intents through both converge to the same version and state', async () => {
      const [a, b] = await twoInstances();
      const { game, seats, spectators, all } = await splitTable(a, b);

      // Each instance shows every seat as connected, wherever its socket is.
      for (const s of [a, b]) {
        const connected = async () =>
          (await api<GameSummary>(s.url, 'GET', `/api/games/${game.gameId}`)).body.seats.map(
            (x) => x.connected,
          );
        let seen = await connected();
        for (let i = 0; i < 200 && seen.some((c) => !c); i++) {
          await new Promise((r) => setTimeout(r, 100));
          seen = await connected();
        }
        expect(seen).toEqual([true, true, true, true]);
      }

      let version = 0;
      for (let step = 0; step < 12; step++) {
        version = Math.max(version, await everyoneActs(seats));
        await converged(all, version);
      }
      expect(version).toBeGreaterThanOrEqual(8);

      // Both instances, and every client, agree on the version and the public state.
      const summaries = await Promise.all(
        [a, b].map((s) => api<{ version: number }>(s.url, 'GET', `/api/games/${game.gameId}`)),
      );
      expect(summaries.map((r) => r.body.version)).toEqual([version, version]);
      expect(all.map((c) => c.version)).toEqual(all.map(() => version));
      expect(spectators[0]?.view).toEqual(spectators[1]?.view);
      // Each seat's patched view is exactly the projection the other instance computes for that seat.
      for (const seat of seats) {
        const other = await new FailoverClient(
          'check',
          [...seat.urls].reverse(),
          game.gameId,
          seat.token,
        ).open();
        clients.push(other);
        expect(other.version).toBe(version);
        expect(other.view).toEqual(seat.view);
      }
    });

    it('carries a chat message written on one instance to the players on the other, never to the spectators', async () => {
      const [a, b] = await twoInstances();
      const { seats, spectators } = await splitTable(a, b);
      const heard = new Map<FailoverClient, string[]>();
      for (const c of [...seats, ...spectators]) {
        const got: string[] = [];
        c.socket?.on('chat', (m) => got.push(m.text));
        heard.set(c, got);
      }
      const ack = await new Promise<ChatAck>((resolve) =>
        seats[0]?.socket?.emit('chat', { clientId: 'across-1', text: 'hello from A' }, resolve),
      );
      expect(ack).toMatchObject({ ok: true, message: { from: { kind: 'seat', seat: 0 } } });
      await eventually('every seat to hear it', () => seats.every((c) => heard.get(c)?.length === 1));
      expect(seats.map((c) => heard.get(c))).toEqual(seats.map(() => ['hello from A']));
      expect(spectators.map((c) => heard.get(c))).toEqual([[], []]);
      // The history on B reads what was stored through A.
      const history = await new Promise<ChatHistoryAnswer>((resolve) =>
        seats[3]?.socket?.emit('chat-history', resolve),
      );
      expect(history).toMatchObject({ ok: true, messages: [{ text: 'hello from A' }] });
    });

    it('keeps both instances right across an undo and a rollback agreed by players on the other instance', async () => {
      const [a, b] = await twoInstances();
      const { seats, spectators, all } = await splitTable(a, b);
      // Secret objectives kept; then the draft's first picks.
      const keepAll = async () => {
        for (const c of seats) {
          const keep = c.legal.find((i) => i.type === 'keep-secret-objective');
          if (keep) expect((await c.send(keep)).ok).toBe(true);
        }
      };
      await keepAll();
      await converged(all, 4);
      const picker = () =>
        seats.find((c) => c.legal.some((i) => i.type === 'pick-strategy-card')) as FailoverClient;
      const table = (c: FailoverClient) =>
        JSON.stringify({ ...c.view, undo: null, rollback: null, legal: [] });
      const atFour = spectators.map(table);

      // An undo sent through one instance: the other's clients go back too.
      const first = picker();
      const pick = first.legal.find((i) => i.type === 'pick-strategy-card') as Intent;
      expect(await first.send(pick)).toMatchObject({ ok: true, version: 5 });
      expect(await first.send({ type: 'undo' })).toMatchObject({ ok: true, version: 6 });
      await converged(all, 6);
      expect(spectators.map(table)).toEqual(atFour);

      // Two picks by two players; the first asks to go back over both; the second agrees (each through
      // the instance their socket is on).
      expect(await first.send(pick)).toMatchObject({ ok: true, version: 7 });
      await converged(all, 7);
      const second = picker();
      expect(
        await second.send(second.legal.find((i) => i.type === 'pick-strategy-card') as Intent),
      ).toMatchObject({
        ok: true,
        version: 8,
      });
      await converged(all, 8);
      expect(await first.send({ type: 'request-rollback', to: 6 })).toMatchObject({ ok: true, version: 9 });
      await converged(all, 9);
      expect(second.legal).toContainEqual({ type: 'answer-rollback', approve: true });
      expect(await second.send({ type: 'answer-rollback', approve: true })).toMatchObject({
        ok: true,
        version: 10,
      });
      await converged(all, 10);
      expect(spectators.map(table)).toEqual(atFour);
      expect(spectators[0]?.view).toEqual(spectators[1]?.view);
    });

    it('applies one intent once when two instances race for the same slot, and judges the loser again on the new state', async () => {
      const [a, b] = await twoInstances();
      const { seats, all } = await splitTable(a, b);
      const moverOf = () => {
        const mover = seats.find(hasMove);
        if (!mover) throw new Error('no seat may act');
        return mover;
      };
      /** The same seat, connected to the other instance. */
      const twinOf = async (seat: FailoverClient) => {
        const twin = await new FailoverClient(
          'twin',
          [...seat.urls].reverse(),
          seat.gameId,
          seat.token,
        ).open();
        clients.push(twin);
        return twin;
      };

      // The same client id through both instances at once: stored once, both acks name the same version.
      const mover = moverOf();
      const twin = await twinOf(mover);
      const before = mover.version;
      const intent = mover.legal[0] as Intent;
      const [x, y] = await Promise.all([mover.send(intent, 'raced-once'), twin.send(intent, 'raced-once')]);
      expect(x).toEqual({ ok: true, version: before + 1 });
      expect(y).toEqual({ ok: true, version: before + 1 });
      await converged([...all, twin], before + 1);

      // Two client ids for the next slot through both instances at once: one wins it; the other is
      // judged again after catching up, on the state that includes the winner (applied next, or refused).
      const next = moverOf();
      const nextTwin = await twinOf(next);
      const at = next.version;
      const acks = await Promise.all([
        next.send(next.legal[0] as Intent),
        nextTwin.send(next.legal[0] as Intent),
      ]);
      for (const ack of acks) if (!ack.ok) expect(ack.code).toMatch(/^(intent|rule)\//);
      const versions = acks.flatMap((ack) => (ack.ok ? [ack.version] : []));
      expect(versions).toContain(at + 1);
      expect(new Set(versions).size).toBe(versions.length); // never two intents in one slot
      const top = Math.max(...versions);
      await converged([...all, twin, nextTwin], top);
      expect(new Set([...all, twin, nextTwin].map((c) => c.version))).toEqual(new Set([top]));
    });

    it('keeps both seats when two players claim different seats through different instances at the same moment', async () => {
      const [a, b] = await twoInstances();
      const game = await createGame(a.url, { seats: 3 });
      await api(b.url, 'GET', `/api/games/${game.gameId}`); // B holds the lobby as it was
      const [first, second] = await Promise.all([
        claimSeat(a.url, game.gameId, 0),
        claimSeat(b.url, game.gameId, 1),
      ]);
      const third = await claimSeat(a.url, game.gameId, 2);
      // Every token still opens its seat, through either instance, and the game starts with all three.
      await startGame(b.url, game.gameId, game.hostToken);
      for (const [seat, claimed] of [first, second, third].entries()) {
        for (const url of [a.url, b.url]) {
          const c = await new FailoverClient(`seat ${seat}`, [url], game.gameId, claimed.seatToken).open();
          clients.push(c);
          // The instance that did not start the game hears of it a moment later and sends the view.
          await eventually(`seat ${seat}'s view on ${url}`, () => c.view !== null);
          expect(c.view?.viewer).toEqual({ kind: 'seat', seat });
        }
      }
    });

    it('moves the clients of a closed instance to the survivor, where they carry on and no acknowledged intent is lost', async () => {
      const [a, b] = await twoInstances();
      const { seats, spectators, all } = await splitTable(a, b);
      let version = 0;
      for (let step = 0; step < 4; step++) {
        version = Math.max(version, await everyoneActs(seats));
        await converged(all, version);
      }

      // An intent is in flight from a seat on A as A goes down.
      const onA = seats.filter((c) => c.current === 0 && c.urls[0] === a.url);
      const mover = onA.find(hasMove);
      const inFlight = mover ? mover.send(mover.legal[0] as Intent) : null;
      await a.close(); // closing again after the test is a no-op

      await eventually('every client to reach B', () =>
        all.every((c) => c.urls[c.current] === b.url && c.socket?.connected === true),
      );
      const ack = await inFlight;
      if (ack) expect(ack.ok || /^(intent|rule)\//.test(ack.code)).toBe(true);
      if (ack?.ok) version = Math.max(version, ack.version);
      await converged(all, version);

      for (let step = 0; step < 4; step++) {
        version = Math.max(version, await everyoneActs(seats));
        await converged(all, version);
      }
      const summary = await api<{ version: number }>(b.url, 'GET', `/api/games/${seats[0]?.gameId}`);
      expect(summary.body.version).toBe(version);
      expect(spectators[0]?.view).toEqual(spectators[1]?.view);
    });
  },
);

if (!services) {
  describe('two server instances on one PostgreSQL and one Redis', () => {
    // Outside CI (not root, no PostgreSQL/Redis installed) these tests are skipped with the reason;
    // in CI a missing service is a failure, so the multi-instance guarantees are never silently untested.
    const reason = inject('servicesSkipReason');
    (process.env['CI'] ? it : it.skip)(`needs PostgreSQL and Redis: ${reason}`, () => {
      throw new Error(`PostgreSQL/Redis could not be started in CI: ${reason}`);
    });
  });
}
