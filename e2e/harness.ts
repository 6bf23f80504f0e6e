// Starts a real server (on an empty database, serving the built web client)
// and a real Chromium for each e2e file.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig, startServer, type RunningServer } from '@initiative/server';

export const OUTPUT_DIR = path.resolve(import.meta.dirname, '../test-results/e2e');

export interface Harness {
  server: RunningServer;
  browser: Browser;
  dataDir: string;
  url: string;
  close(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'initiative-e2e-'));
  const server = await startServer(
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      // Every browser of a test file comes from the loopback address: the per-address write limit would
      // count the whole table (and the API calls setting it up) as one player.
      ADDRESS_WRITES_PER_MINUTE: '100000',
    } as NodeJS.ProcessEnv),
  );
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
  fs.mkdirSync(OUTPUT_DIR, { recursive: true });
  return {
    server,
    browser,
    dataDir,
    url: server.url,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * The harness of a test file: started before its first test and closed after its last. Its fields can
 * be read once the tests run.
 */
export function useHarness(): Harness {
  let started: Harness | undefined;
  beforeAll(async () => {
    started = await startHarness();
  });
  afterAll(async () => {
    await started?.close();
  });
  const get = (): Harness => {
    if (!started) throw new Error('the e2e harness has not started yet');
    return started;
  };
  return {
    get server() {
      return get().server;
    },
    get browser() {
      return get().browser;
    },
    get dataDir() {
      return get().dataDir;
    },
    get url() {
      return get().url;
    },
    close: () => get().close(),
  };
}

/** A fresh browser context (its own localStorage): one per player. */
export async function newPlayer(h: Harness): Promise<{ context: BrowserContext; page: Page }> {
  const context = await h.browser.newContext({ baseURL: h.url, viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  return { context, page };
}
