// A stand-in for a browser's push service on loopback (it records what it receives and answers as
// scripted), and a browser's subscription whose private key the test holds, to decrypt a push.

import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';

const require = createRequire(import.meta.url);
const ece = require('http_ece') as {
  decrypt(buffer: Buffer, params: { version: string; privateKey: unknown; authSecret: Buffer }): Buffer;
};

export interface Received {
  readonly path: string;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: Buffer;
}

export interface FakePushService {
  readonly origin: string;
  readonly received: Received[];
  /** Statuses to answer, in order (then 201). */
  readonly script: number[];
  close(): Promise<void>;
}

const fakes: FakePushService[] = [];
afterEach(async () => {
  for (const f of fakes.splice(0)) await f.close();
});

export async function fakePushService(): Promise<FakePushService> {
  const received: Received[] = [];
  const script: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(script.shift() ?? 201);
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const fake = {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    script,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
  fakes.push(fake);
  return fake;
}

/** A browser's subscription: the keys a real browser would make, the private half kept here. */
export function browser(origin: string, name: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    subscription: {
      endpoint: `${origin}/push/${name}`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    },
    read: (body: Buffer) =>
      JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret }).toString()) as {
        title: string;
        body: string;
        url: string;
        tag: string;
      },
  };
}
