// Logs and metrics: JSON log lines with a request id and never a token, and
// Prometheus counters that follow the intents a server answers.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSchema, loadConfig, startServer, type RunningServer } from '../src/index.ts';
import { createLogger, LOG_LEVELS, redactUrl } from '../src/log.ts';
import {
  api,
  claimSeat,
  connect,
  createGame,
  freshDataDir,
  removeDataDir,
  startTestServer,
  startedGame,
  useTestServer,
  type TestServer,
} from './helpers.ts';

/** A server whose log lines (every level) are collected in `lines`. */
async function loggedServer(): Promise<{ running: RunningServer; lines: string[]; dataDir: string }> {
  const lines: string[] = [];
  const dataDir = freshDataDir();
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir } as NodeJS.ProcessEnv);
  const log = createLogger('trace', { write: (line: string) => void lines.push(line) });
  return { running: await startServer(config, undefined, { log }), lines, dataDir };
}

const records = (lines: readonly string[]) => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

describe('logs', () => {
  let server: Awaited<ReturnType<typeof loggedServer>>;
  beforeAll(async () => {
    server = await loggedServer();
  });
  afterAll(async () => {
    await server.running.close();
    removeDataDir(server.dataDir);
  });

  it('LOG_LEVEL accepts every pino level and silent, and defaults to info', () => {
    for (const level of LOG_LEVELS) expect(loadConfig({ LOG_LEVEL: level }).LOG_LEVEL).toBe(level);
    expect(loadConfig({}).LOG_LEVEL).toBe('info');
    expect(configSchema.safeParse({ LOG_LEVEL: 'verbose' }).success).toBe(false);
  });

  it('writes one JSON object per line, each request with its id, also sent back as X-Request-Id', async () => {
    const res = await fetch(`${server.running.url}/api/games/nosuchgame00`);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const lines = records(server.lines); // throws if any line is not JSON
    const access = lines.find((l) => l['msg'] === 'request' && l['reqId'] === id);
    expect(access).toMatchObject({
      level: 'info',
      method: 'GET',
      url: '/api/games/nosuchgame00',
      status: 404,
    });
    expect(typeof access?.['time']).toBe('string');
  });

  it("keeps a caller's sane X-Request-Id and replaces one that is not", async () => {
    const kept = await fetch(`${server.running.url}/healthz`, { headers: { 'X-Request-Id': 'lb-42.abc' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-42.abc');
    const odd = await fetch(`${server.running.url}/healthz`, {
      headers: { 'X-Request-Id': 'x'.repeat(200) },
    });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never writes a seat or host token, wherever the request carried it', async () => {
    const { url } = server.running;
    const game = await createGame(url, { seats: 3 });
    const { seatToken } = await claimSeat(url, game.gameId, 0);
    // In the Authorization header, in a query string, in a JSON body, and in the socket handshake.
    await api(url, 'POST', `/api/games/${game.gameId}/start`, undefined, seatToken);
    await api(url, 'POST', `/api/games/${game.gameId}/pause`, undefined, game.hostToken);
    await fetch(`${url}/api/games/${game.gameId}?token=${seatToken}&seatToken=${seatToken}`);
    await api(url, 'POST', `/api/games/${game.gameId}/kick`, {
      seat: 0,
      seatToken,
      hostToken: game.hostToken,
    });
    const client = await connect(url, game.gameId, seatToken);
    client.close();
    await new Promise((r) => setTimeout(r, 100)); // the disconnect line
    const output = server.lines.join('');
    expect(output).toContain(game.gameId);
    expect(output).not.toContain(seatToken);
    expect(output).not.toContain(game.hostToken);
    expect(output).toContain('token=[redacted]');
  });

  it('logs each socket with its game id and seat', async () => {
    const { url } = server.running;
    const game = await createGame(url, { seats: 3 });
    const { seatToken } = await claimSeat(url, game.gameId, 2);
    const client = await connect(url, game.gameId, seatToken);
    client.close();
    await new Promise((r) => setTimeout(r, 100));
    const lines = records(server.lines).filter((l) => l['gameId'] === game.gameId);
    expect(lines.find((l) => l['msg'] === 'socket connected')).toMatchObject({ role: 'seat', seat: 2 });
    expect(lines.find((l) => l['msg'] === 'socket disconnected')).toMatchObject({ role: 'seat', seat: 2 });
  });

  it('censors token-like query parameters in logged URLs', () => {
    expect(redactUrl('/a?token=abc&x=1&hostToken=def&api%5Fkey=g')).toBe(
      '/a?token=[redacted]&x=1&hostToken=[redacted]&api%5Fkey=[redacted]',
    );
    expect(redactUrl('/plain/path')).toBe('/plain/path');
  });
});

/** The value of one sample of /metrics, or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  const shared = useTestServer();

  it('counts applied intents, refused ones by code, their ack latency, the games and the sockets', async () => {
    const started = await startedGame(shared.url, 3); // each seat keeps a secret objective: 3 applied
    const lobby = await createGame(shared.url, { seats: 3 });
    const { seatToken } = await claimSeat(shared.url, lobby.gameId, 0);
    const early = await shared.connect(lobby.gameId, seatToken);
    const ack = await early.send({ type: 'pass' });
    expect(ack).toMatchObject({ ok: false, code: 'game/not-started' });
    // A refusal before the intent reaches the hub (two payloads in one event) is counted too.
    const raw = early.socket as unknown as { emit(event: string, ...args: unknown[]): void };
    const twoPayloads = await new Promise((resolve) => raw.emit('intent', 1, 2, resolve));
    expect(twoPayloads).toMatchObject({ code: 'intent/malformed' });

    const res = await fetch(`${shared.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(sample(text, 'initiative_intents_applied_total')).toBe(3);
    expect(sample(text, 'initiative_intents_refused_total{code="game/not-started"}')).toBe(1);
    expect(sample(text, 'initiative_intent_ack_seconds_count{outcome="applied"}')).toBe(3);
    expect(sample(text, 'initiative_intents_refused_total{code="intent/malformed"}')).toBe(1);
    expect(sample(text, 'initiative_intent_ack_seconds_count{outcome="refused"}')).toBe(2);
    expect(sample(text, 'initiative_store_write_seconds_count{operation="appendIntent",outcome="ok"}')).toBe(
      3,
    );
    expect(sample(text, 'initiative_store_write_seconds_count{operation="createGame",outcome="ok"}')).toBe(2);
    expect(sample(text, 'initiative_games_loaded')).toBe(shared.hub.gameCount());
    expect(sample(text, 'initiative_sockets_connected')).toBe(1);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(started.seatTokens).toHaveLength(3);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const token = 'metrics-secret-0123456789';
  let running: TestServer;
  beforeAll(async () => {
    running = await startTestServer(freshDataDir(), { METRICS_TOKEN: token });
  });
  afterAll(async () => {
    await running.close();
    removeDataDir(running.dataDir);
  });

  it('answers 401 with a JSON error without the token, or with a wrong one', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token-0123456789' },
      { authorization: token },
    ]) {
      const res = await fetch(`${running.url}/metrics`, { headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        error: { code: 'auth/metrics-token', message: expect.any(String) },
      });
    }
  });

  it('answers with the token', async () => {
    const res = await fetch(`${running.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('initiative_intents_applied_total');
  });
});
