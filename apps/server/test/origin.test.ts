// Socket.IO checks where a browser's page came from: only the server's own origin (or PUBLIC_URL's)
// may open a socket; a client that sends no Origin (not a browser) may. And the page's CSP lets it
// connect only there.

import { describe, expect, it } from 'vitest';
import { connect, connectRefused, createGame, withServer } from './helpers.ts';

/** Opens an engine.io session over HTTP long-polling with this Origin: 200, or the refusal. */
async function handshake(url: string, origin: string) {
  const res = await fetch(`${url}/socket.io/?EIO=4&transport=polling`, { headers: { origin } });
  return { status: res.status, text: await res.text() };
}

describe('Socket.IO origin check', () => {
  it('refuses a handshake from another origin, over WebSocket and long-polling, and says why', async () => {
    await withServer({}, async (s) => {
      const { gameId } = await createGame(s.url);
      const refused = await connectRefused(s.url, gameId, undefined, { origin: 'http://evil.example' });
      expect(refused.message).toMatch(/websocket error/i);
      const polling = await handshake(s.url, 'http://evil.example');
      expect(polling.status).toBe(403);
      expect(JSON.parse(polling.text)).toMatchObject({ message: expect.stringMatching(/origin/i) });
    });
  });

  it('accepts the same origin (Origin host equals Host) and a client without an Origin', async () => {
    await withServer({}, async (s) => {
      const { gameId } = await createGame(s.url);
      const same = await connect(s.url, gameId, undefined, { origin: s.url });
      expect(same.sync.you).toEqual({ kind: 'spectator' });
      const none = await connect(s.url, gameId);
      expect(none.sync.you).toEqual({ kind: 'spectator' });
      expect((await handshake(s.url, s.url)).status).toBe(200);
      same.close();
      none.close();
    });
  });

  it('with PUBLIC_URL set, accepts only that origin', async () => {
    await withServer({ PUBLIC_URL: 'https://play.initiative.example' }, async (s) => {
      const { gameId } = await createGame(s.url);
      const site = await connect(s.url, gameId, undefined, { origin: 'https://play.initiative.example' });
      expect(site.sync.you).toEqual({ kind: 'spectator' });
      site.close();
      expect((await handshake(s.url, s.url)).status).toBe(403);
      expect((await handshake(s.url, 'http://play.initiative.example')).status).toBe(403);
    });
  });
});

describe('Content-Security-Policy', () => {
  const connectSrc = (csp: string) => /connect-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];

  it("lets pages connect to 'self' only, with no blanket ws: or wss:", async () => {
    await withServer({}, async (s) => {
      const csp = (await fetch(`${s.url}/`)).headers.get('content-security-policy') ?? '';
      expect(connectSrc(csp)).toEqual(["'self'"]);
    });
  });

  it('adds PUBLIC_URL and its WebSocket form when set', async () => {
    await withServer({ PUBLIC_URL: 'https://play.initiative.example/' }, async (s) => {
      const csp = (await fetch(`${s.url}/`)).headers.get('content-security-policy') ?? '';
      const sources = connectSrc(csp);
      expect(sources).toEqual(["'self'", 'https://play.initiative.example', 'wss://play.initiative.example']);
      expect(sources).not.toContain('ws:');
      expect(sources).not.toContain('wss:');
    });
  });
});
