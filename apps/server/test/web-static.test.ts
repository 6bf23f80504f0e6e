// The web client as a browser receives it: hashed assets cached for a year and
// sent precompressed, pages revalidated on each visit, no source map.

import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

const web = fs.mkdtempSync(path.join(os.tmpdir(), 'initiative-web-'));
const script = 'console.log("the table");'.repeat(100);
let server: TestServer;

beforeAll(async () => {
  fs.mkdirSync(path.join(web, 'assets'));
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Initiative</title>');
  const asset = path.join(web, 'assets', 'index-AbC123.js');
  fs.writeFileSync(asset, script);
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(script));
  fs.writeFileSync(`${asset}.map`, '{"version":3}');
  server = await startTestServer(undefined, { WEB_DIST: web });
});

afterAll(async () => {
  await server.close();
  fs.rmSync(web, { recursive: true, force: true });
});

/** A raw GET (fetch would decompress and hide the encoding). */
function get(route: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const req = http.get(
        `${server.url}${route}`,
        { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on('error', reject);
    },
  );
}

describe('the web client over HTTP', () => {
  it('sends a hashed asset brotli-compressed when the browser accepts it, cached for a year as immutable', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await get('/assets/index-AbC123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script);
    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('revalidates pages on every visit and never serves a source map', async () => {
    const page = await get('/g/abcdefgh');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body.toString()).toContain('<title>Initiative</title>');
    expect((await get('/assets/index-AbC123.js.map')).status).toBe(404);
  });
});
