// The HTTP side from a hostile client's view: per-address rate limits on game creation and on
// the history endpoint, every body the parser refuses answered as a 4xx JSON error with a code,
// and a connection that never finishes its headers closed by the server.

import net from 'node:net';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { startedGame, useTestServer, withTimeout, type ApiError, withServer } from './helpers.ts';

const GAME = JSON.stringify({ name: 'Limits', seats: 3, victoryPoints: 10 });

/** POSTs a new game from `ip` (the address a loopback proxy forwards). */
const createFrom = (url: string, ip: string) =>
  fetch(`${url}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: GAME,
  });

describe('HTTP rate limits per address', () => {
  it('refuses game creation beyond CREATE_PER_HOUR from one address with 429 rate/limited; another address may still create', async () => {
    await withServer({ CREATE_PER_HOUR: '3' }, async (s) => {
      for (let i = 0; i < 3; i++) expect((await createFrom(s.url, '198.51.100.1')).status).toBe(201);
      const games = s.hub.gameCount();
      const refused = await createFrom(s.url, '198.51.100.1');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      const body = (await refused.json()) as ApiError;
      expect(body.error.code).toBe('rate/limited');
      expect(body.error.message).toMatch(/Too many new games from your network/);
      expect(s.hub.gameCount()).toBe(games);
      expect((await createFrom(s.url, '198.51.100.2')).status).toBe(201);
    });
  });

  it('refuses history requests beyond HISTORY_PER_MINUTE from one address with 429 rate/limited', async () => {
    await withServer({ HISTORY_PER_MINUTE: '2' }, async (s) => {
      const g = await startedGame(s.url, 3, true);
      const history = (ip: string) =>
        fetch(`${s.url}/api/games/${g.gameId}/history/0`, { headers: { 'x-forwarded-for': ip } });
      expect((await history('198.51.100.7')).status).toBe(200);
      expect((await history('198.51.100.7')).status).toBe(200);
      const refused = await history('198.51.100.7');
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as ApiError).error.code).toBe('rate/limited');
      expect((await history('198.51.100.8')).status).toBe(200);
    });
  });
});

const server = useTestServer();

/** POSTs a raw body with these headers to the create-game route. */
async function post(headers: Record<string, string>, body: string | Buffer) {
  const res = await fetch(`${server.url}/api/games`, { method: 'POST', headers, body });
  const text = await res.text();
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    body: JSON.parse(text) as unknown,
  };
}

describe('bodies the parser refuses', () => {
  it.each([
    [
      'a charset other than UTF-8',
      { 'content-type': 'application/json; charset=latin1' },
      GAME,
      415,
      'request/unsupported-charset',
    ],
    [
      'a content encoding the server does not know',
      { 'content-type': 'application/json', 'content-encoding': 'x-bogus' },
      GAME,
      415,
      'request/unsupported-encoding',
    ],
    [
      'gzip that is not gzip',
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      'this is not gzip',
      400,
      'request/bad-encoding',
    ],
    ['invalid JSON', { 'content-type': 'application/json' }, '{"name": ', 400, 'request/malformed'],
    [
      'a body over 16 KB',
      { 'content-type': 'application/json' },
      JSON.stringify({ name: 'x'.repeat(17_000) }),
      413,
      'request/too-large',
    ],
  ])(
    'answers %s with a 4xx JSON error and a code, never 500',
    async (_label, headers, body, status, code) => {
      const res = await post(headers, body);
      expect(res.status).toBe(status);
      expect(res.type).toMatch(/^application\/json/);
      const error = (res.body as ApiError).error;
      expect(error.code).toBe(code);
      expect(error.message.length).toBeGreaterThan(10);
    },
  );

  it('accepts Content-Encoding: identity and real gzip', async () => {
    expect(
      (await post({ 'content-type': 'application/json', 'content-encoding': 'identity' }, GAME)).status,
    ).toBe(201);
    const zipped = gzipSync(Buffer.from(GAME));
    expect(
      (await post({ 'content-type': 'application/json', 'content-encoding': 'gzip' }, zipped)).status,
    ).toBe(201);
  });
});

describe('HTTP timeouts', () => {
  it('closes a connection that never finishes its headers (slow loris) with 408', async () => {
    await withServer({ HTTP_HEADERS_TIMEOUT_MS: '300', HTTP_REQUEST_TIMEOUT_MS: '600' }, async (s) => {
      const socket = net.connect(s.port, '127.0.0.1');
      let received = '';
      socket.on('data', (d: Buffer) => (received += d.toString()));
      socket.on('error', () => undefined);
      await new Promise<void>((resolve) => socket.once('connect', resolve));
      socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
      await withTimeout(
        new Promise<void>((resolve) => socket.once('close', () => resolve())),
        10_000,
        'the server kept a slow-loris connection open',
      );
      expect(received).toMatch(/^HTTP\/1\.1 408/);
      // A normal request still gets its answer.
      expect((await fetch(`${s.url}/healthz`)).status).toBe(200);
    });
  });
});
