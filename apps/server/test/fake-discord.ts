// A stand-in for Discord's webhook endpoint on loopback: it records each post (path, method, JSON
// body) and answers as scripted (a status, a JSON body, headers such as a redirect's Location), then
// 204. Closed after each test.

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';

export interface DiscordPost {
  readonly path: string;
  readonly method: string;
  readonly body: { content: string; allowed_mentions?: unknown } | null;
}

export interface FakeDiscord {
  readonly origin: string;
  readonly posts: DiscordPost[];
  /** Answers to give, in order (then 204). */
  readonly script: { status: number; body?: unknown; headers?: Record<string, string> }[];
  close(): Promise<void>;
}

const fakes: FakeDiscord[] = [];
afterEach(async () => {
  for (const f of fakes.splice(0)) await f.close();
});

export async function fakeDiscord(): Promise<FakeDiscord> {
  const posts: DiscordPost[] = [];
  const script: FakeDiscord['script'] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as DiscordPost['body']) : null;
      posts.push({ path: req.url ?? '', method: req.method ?? '', body });
      const next = script.shift() ?? { status: 204 };
      res.writeHead(next.status, { 'content-type': 'application/json', ...next.headers });
      res.end(next.body === undefined ? '' : JSON.stringify(next.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const fake: FakeDiscord = {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    posts,
    script,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
  fakes.push(fake);
  return fake;
}

/** A webhook URL on `origin` of the shape Discord gives (the checks want one). */
export const webhookOn = (origin: string) => `${origin}/api/webhooks/112233445566778899/${'T'.repeat(68)}`;
