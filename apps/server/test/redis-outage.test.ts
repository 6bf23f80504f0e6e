// Two instances on one PostgreSQL, with a Redis of their own that the test
// kills and starts again. Redis is a bus, never the source of truth: losing it
// must degrade (each instance reads the store for the games it serves), never
// stop an instance; a retry through the other instance is judged against the
// store; every instance holds byte-identical state.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Intent } from '@initiative/rules';
import { api, claimSeat, createGame, hasMove, newClientId, startGame } from './helpers.ts';
import {
  eventually,
  failoverOpener,
  FailoverClient,
  type Instance,
  useInstances,
} from './multi-instance.helpers.ts';
import { redisBin, startRedis, stop } from './storage.services.ts';

const services = inject('services');
const REPORT = path.resolve(import.meta.dirname, '../../../test-results/reliability');
const { clients, twoInstances } = useInstances();
const redises: { child: Parameters<typeof stop>[0]; dir: string }[] = [];

afterEach(async () => {
  for (const r of redises.splice(0)) {
    await stop(r.child);
    fs.rmSync(r.dir, { recursive: true, force: true });
  }
});

/** A Redis of this test's own; `restart` starts it again on the same port after a kill. */
async function ownRedis() {
  const bin = redisBin();
  if (!bin) throw new Error('no redis-server');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'initiative-redis-'));
  let server = await startRedis(bin, dir);
  redises.push({ child: server.child, dir });
  const port = Number(new URL(server.url).port);
  return {
    url: server.url,
    kill(): Promise<void> {
      return new Promise((resolve) => {
        server.child.once('exit', () => resolve());
        server.child.kill('SIGKILL');
      });
    },
    async restart(): Promise<void> {
      server = await startRedis(bin, dir, port);
      redises.push({ child: server.child, dir });
    },
  };
}

async function health(instance: Instance): Promise<{ ok: boolean; redis?: string }> {
  return (await api<{ ok: boolean; redis?: string }>(instance.url, 'GET', '/healthz')).body;
}

/** /healthz once it reports Redis `state` (or after 10 s, whatever it says then). */
async function healthOnce(
  instance: Instance,
  state: 'up' | 'down',
): Promise<{ ok: boolean; redis?: string }> {
  let h = await health(instance);
  for (let i = 0; i < 200 && h.redis !== state; i++) {
    await new Promise((r) => setTimeout(r, 50));
    h = await health(instance);
  }
  return h;
}

async function metric(instance: Instance, name: string): Promise<number> {
  const text = await (await fetch(`${instance.url}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return Number(line?.split(' ')[1]);
}

/** A 3-player game: seats 0–1 and a spectator on A, seat 2 and a spectator on B. */
async function splitGame(a: Instance, b: Instance) {
  const game = await createGame(a.url, { seats: 3 });
  const tokens: string[] = [];
  for (const seat of [0, 1, 2]) tokens.push((await claimSeat(a.url, game.gameId, seat)).seatToken);
  await startGame(a.url, game.gameId, game.hostToken);
  const open = failoverOpener(a, b, game.gameId, clients);
  const seats = [
    await open('seat 0', a, tokens[0]),
    await open('seat 1', a, tokens[1]),
    await open('seat 2', b, tokens[2]),
  ];
  const spectators = [await open('spectator A', a), await open('spectator B', b)];
  const all = [...seats, ...spectators];
  await eventually('every client to see the game', () => all.every((c) => c.view !== null));
  // Setup: every seat keeps a secret objective.
  for (const s of seats) {
    const keep = s.legal.find((i) => i.type === 'keep-secret-objective');
    if (keep) expect(await s.send(keep)).toMatchObject({ ok: true });
  }
  await eventually('the setup to reach every client', () =>
    all.every((c) => c.version === seats[2]?.version),
  );
  return { game, tokens, seats, spectators, all };
}

describe.skipIf(!services)('Redis going away under two instances', { timeout: 90_000 }, () => {
  it('neither instance stops; each keeps serving and reads the store, so clients on both converge; notices resume when Redis is back', async () => {
    if (!services) return;
    const redis = await ownRedis();
    const [a, b] = await twoInstances(services.postgresUrl, redis.url);
    const { game, tokens, seats, spectators, all } = await splitGame(a, b);
    expect(await health(a)).toMatchObject({ ok: true, redis: 'up' });

    await redis.kill();
    for (const instance of [a, b])
      expect(await healthOnce(instance, 'down')).toEqual({ ok: true, games: 1, redis: 'down' });

    // Play on through both instances: intents (each announces its commit), sockets coming and going
    // (each announces presence) — what made an instance exit before.
    const figures = {
      intentsDuringOutage: 0,
      slowestConvergenceMs: 0,
      failedPublishes: 0,
      clients: all.length,
    };
    for (let step = 0; step < 6; step++) {
      const mover = seats.find((c) => c.legal.some((i) => i.type === 'pick-strategy-card'));
      if (!mover) break;
      const ack = await mover.send(mover.legal.find((i) => i.type === 'pick-strategy-card') as Intent);
      expect(ack).toMatchObject({ ok: true });
      if (!ack.ok) return;
      const acked = Date.now();
      await eventually(`every client at version ${ack.version} (from the store)`, () =>
        all.every((c) => c.version >= ack.version),
      );
      figures.intentsDuringOutage++;
      figures.slowestConvergenceMs = Math.max(figures.slowestConvergenceMs, Date.now() - acked);
    }
    const extra = await new FailoverClient('late seat 2', [b.url], game.gameId, tokens[2]).open();
    clients.push(extra);
    extra.close();
    const version = Math.max(...all.map((c) => c.version));
    expect(version).toBeGreaterThan(0);
    // A new socket on either instance gets the store's version.
    for (const instance of [a, b]) {
      const fresh = await new FailoverClient('newcomer', [instance.url], game.gameId).open();
      clients.push(fresh);
      expect(fresh.version).toBe(version);
    }
    expect(await metric(a, 'initiative_redis_up')).toBe(0);
    figures.failedPublishes =
      (await metric(a, 'initiative_redis_failed_publishes_total')) +
      (await metric(b, 'initiative_redis_failed_publishes_total'));
    expect(figures.failedPublishes).toBeGreaterThan(0);
    fs.mkdirSync(REPORT, { recursive: true });
    fs.writeFileSync(path.join(REPORT, 'redis-outage.json'), `${JSON.stringify(figures, null, 2)}\n`);
    console.log(`Redis outage: ${JSON.stringify(figures)}`);

    // Redis is back: notices flow again.
    await redis.restart();
    for (const instance of [a, b]) expect((await healthOnce(instance, 'up')).redis).toBe('up');
    const mover = seats.find(hasMove) as FailoverClient;
    const ack = await mover.send(mover.legal[0] as Intent);
    expect(ack).toMatchObject({ ok: true });
    if (!ack.ok) return;
    await eventually('every client at the new version', () => all.every((c) => c.version >= ack.version));
    expect(await metric(b, 'initiative_redis_up')).toBe(1);

    // Byte-identical state on both instances, and the same view for both spectators.
    const stateA = JSON.stringify(a.hub.get(game.gameId)?.state);
    const stateB = JSON.stringify(b.hub.get(game.gameId)?.state);
    expect(stateA.length).toBeGreaterThan(100);
    expect(stateB).toBe(stateA);
    expect(JSON.stringify(spectators[1]?.view)).toBe(JSON.stringify(spectators[0]?.view));
  });

  it('a retry through the other instance of an intent this one stored is acknowledged with its version, not judged on a stale state', async () => {
    if (!services) return;
    const redis = await ownRedis();
    // The store poll is set far apart here, so that only the retry itself can bring B up to date.
    const [a, b] = await twoInstances(services.postgresUrl, redis.url, { STORE_POLL_MS: '600000' });
    const { game, tokens } = await splitGame(a, b);
    // Seat 1's client on B, connected before the outage: B's copy of the game is what it was then.
    const onB = new FailoverClient('seat 1 on B', [b.url], game.gameId, tokens[1]);
    clients.push(onB);
    await onB.open();
    await redis.kill();
    // Every seat picks through A until seat 1 has picked: B does not hear of it.
    const onA = await Promise.all(
      tokens.map((t, seat) => new FailoverClient(`seat ${seat} on A`, [a.url], game.gameId, t).open()),
    );
    clients.push(...onA);
    let picked: { intent: Intent; clientId: string; version: number } | null = null;
    while (!picked) {
      const seat = onA.findIndex((c) => c.legal.some((x) => x.type === 'pick-strategy-card'));
      const mover = onA[seat] as FailoverClient;
      const intent = mover.legal.find((x) => x.type === 'pick-strategy-card') as Intent;
      const clientId = newClientId();
      const ack = await mover.send(intent, clientId);
      if (!ack.ok) throw new Error(ack.message);
      if (seat === 1) picked = { intent, clientId, version: ack.version };
      await eventually('the seats on A to see it', () => onA.every((c) => c.version >= ack.version));
    }
    expect(b.hub.get(game.gameId)?.version ?? -1).toBeLessThan(picked.version);
    // The same intent, same client id, on the socket to B: acknowledged with the version A stored
    // it at (B's stale state would call it out of turn or the card taken).
    expect(await onB.send(picked.intent, picked.clientId)).toEqual({ ok: true, version: picked.version });

    // More moves through A: B is behind again. A socket connecting to B, and one resyncing there,
    // get the store's version, not B's stale copy.
    const mover = onA.find(hasMove) as FailoverClient;
    const next = await mover.send(mover.legal[0] as Intent);
    if (!next.ok) throw new Error(next.message);
    expect(b.hub.get(game.gameId)?.version ?? -1).toBeLessThan(next.version);
    const resynced = await new Promise<{ version: number }>((resolve) =>
      onB.socket?.emit('resync', (m) => resolve(m)),
    );
    expect(resynced.version).toBe(next.version);
    await eventually('the seats on A to see it', () => onA.every((c) => c.version >= next.version));
    const again = onA.find(hasMove) as FailoverClient;
    const last = await again.send(again.legal[0] as Intent);
    if (!last.ok) throw new Error(last.message);
    const newcomer = await new FailoverClient('newcomer on B', [b.url], game.gameId).open();
    clients.push(newcomer);
    expect(newcomer.version).toBe(last.version);
  });
});
