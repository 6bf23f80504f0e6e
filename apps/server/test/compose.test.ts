// No Docker engine runs in CI, so this reads docker-compose.yml, the
// Dockerfile and deploy/nginx.conf and checks them against the server's own
// configuration schema and build: what `docker compose up` would start is what
// the server accepts, and the image runs what the build produces.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { configSchema } from '../src/config.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface Service {
  image?: string;
  build?: string | { context?: string; dockerfile?: string };
  stop_grace_period?: string;
  command?: string | string[];
  environment?: Record<string, string | number | boolean>;
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string | string[] };
}

const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
};
const services = compose.services;
const env = (s: Service) =>
  Object.fromEntries(Object.entries(s.environment ?? {}).map(([k, v]) => [k, String(v)]));
const healthOf = (s: Service) => {
  const t = s.healthcheck?.test;
  return Array.isArray(t) ? t.join(' ') : (t ?? '');
};

const buildOf = (s: Service) =>
  typeof s.build === 'string'
    ? { context: s.build }
    : s.build
      ? { context: s.build.context ?? '.', ...s.build }
      : null;
const replicas = Object.entries(services).filter(([, s]) => buildOf(s) !== null);
const [lbName, lb] = Object.entries(services).find(([, s]) => s.image?.startsWith('nginx')) ?? [];
const nginxMount = lb?.volumes?.find((v) => v.endsWith(':/etc/nginx/nginx.conf:ro'));
const nginx = nginxMount ? fs.readFileSync(path.join(root, nginxMount.split(':')[0] as string), 'utf8') : '';

describe('docker-compose.yml', () => {
  it('runs PostgreSQL, Redis, two server replicas and an nginx load balancer', () => {
    expect(Object.values(services).some((s) => s.image?.startsWith('postgres'))).toBe(true);
    expect(Object.values(services).some((s) => s.image?.startsWith('redis'))).toBe(true);
    expect(replicas.map(([name]) => name)).toHaveLength(2);
    expect(lbName).toBeDefined();
  });

  it.each(replicas)('sets only variables the server knows on %s, and they parse', (_name, s) => {
    const vars = env(s);
    const known = Object.keys(configSchema.shape);
    for (const key of Object.keys(vars)) expect(known).toContain(key);
    const parsed = configSchema.safeParse(vars);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });

  it.each(replicas)('points %s at the compose PostgreSQL and Redis with matching credentials', (_name, s) => {
    const config = configSchema.parse(env(s));
    const db = new URL(config.DATABASE_URL ?? '');
    const pg = services[db.hostname];
    expect(pg?.image).toMatch(/^postgres/);
    expect(db.port || '5432').toBe('5432');
    expect(decodeURIComponent(db.username)).toBe(pg?.environment?.['POSTGRES_USER']);
    expect(decodeURIComponent(db.password)).toBe(pg?.environment?.['POSTGRES_PASSWORD']);
    expect(db.pathname.slice(1)).toBe(pg?.environment?.['POSTGRES_DB']);
    const redis = new URL(config.REDIS_URL ?? '');
    expect(services[redis.hostname]?.image).toMatch(/^redis/);
    expect(redis.port || '6379').toBe('6379');
    expect(Object.keys(s.depends_on ?? {})).toEqual(expect.arrayContaining([db.hostname, redis.hostname]));
  });

  it.each(replicas)('health-checks %s on /healthz at the port it listens on', (_name, s) => {
    const config = configSchema.parse(env(s));
    expect(config.HOST).toBe('0.0.0.0');
    expect(healthOf(s)).toContain(`:${config.PORT}/healthz`);
  });

  it('health-checks every long-running service, and every dependency names a service', () => {
    for (const [name, s] of Object.entries(services)) {
      expect(healthOf(s), name).not.toBe('');
      for (const dep of Object.keys(s.depends_on ?? {})) expect(Object.keys(services), name).toContain(dep);
    }
  });

  it('declares every named volume it mounts', () => {
    const named = Object.values(services)
      .flatMap((s) => s.volumes ?? [])
      .map((v) => v.split(':')[0] as string)
      .filter((source) => !source.startsWith('.') && !source.startsWith('/'));
    for (const v of named) expect(Object.keys(compose.volumes ?? {})).toContain(v);
    expect(named.length).toBeGreaterThanOrEqual(2);
  });
});

describe('the load balancer (deploy/nginx.conf)', () => {
  it('sends traffic to exactly the replicas, each at the port it listens on', () => {
    const upstreams = [...nginx.matchAll(/^\s*server\s+([\w.-]+):(\d+)/gm)].map((m) => `${m[1]}:${m[2]}`);
    const expected = replicas.map(([name, s]) => `${name}:${configSchema.parse(env(s)).PORT}`);
    expect(upstreams.sort()).toEqual(expected.sort());
  });

  it('keeps Socket.IO working: sticky ip_hash and the WebSocket upgrade', () => {
    expect(nginx).toMatch(/upstream\s+\w+\s*\{[^}]*ip_hash;/);
    expect(nginx).toMatch(/proxy_http_version 1\.1;/);
    expect(nginx).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
    expect(nginx).toMatch(/proxy_set_header Connection \$connection_upgrade;/);
  });

  it('publishes the port nginx listens on, health-checks /healthz through it, and waits for healthy replicas', () => {
    const listen = /listen\s+(\d+);/.exec(nginx)?.[1];
    expect(lb?.ports?.some((p) => p.endsWith(`:${listen}`))).toBe(true);
    expect(healthOf(lb ?? {})).toContain('/healthz');
    for (const [name] of replicas) expect(lb?.depends_on?.[name]?.condition).toBe('service_healthy');
  });
});

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
const dockerfile = fs
  .readFileSync(path.join(root, 'Dockerfile'), 'utf8')
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l !== '' && !l.startsWith('#'));
const stages = dockerfile.reduce<string[][]>((out, line) => {
  if (/^FROM\s/i.test(line)) out.push([]);
  out.at(-1)?.push(line);
  return out;
}, []);
const runtime = stages.at(-1) ?? [];
const instruction = (stage: string[], name: string) =>
  stage.filter((l) => l.toUpperCase().startsWith(`${name} `)).map((l) => l.slice(name.length).trim());
const serverPkg = JSON.parse(fs.readFileSync(path.join(root, 'apps/server/package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

describe('the server image (Dockerfile)', () => {
  it.each(replicas)('builds %s from the Dockerfile at the root, with no source mounted', (_name, s) => {
    const build = buildOf(s);
    expect(path.resolve(root, build?.context ?? '')).toBe(root);
    expect(build?.dockerfile ?? 'Dockerfile').toBe('Dockerfile');
    expect(s.image).toBeUndefined();
    expect(s.command).toBeUndefined(); // the image's CMD
    for (const v of s.volumes ?? []) expect(v.split(':')[1], v).not.toBe('/app');
    expect(s.volumes ?? []).not.toContain('.:/app');
  });

  it('has no one-shot build service any more: the image is the build', () => {
    expect(Object.keys(services)).not.toContain('build');
    for (const s of Object.values(services)) expect(Object.keys(s.depends_on ?? {})).not.toContain('build');
  });

  it('is multi-stage: builds on node:20-bookworm, runs on node:20-bookworm-slim', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(stages[0]?.[0]).toMatch(/^FROM node:20-bookworm\s+AS\s+\w+/i);
    expect(runtime[0]).toMatch(/^FROM node:20-bookworm-slim\b/i);
    expect(stages[0]?.join('\n')).toContain('install --frozen-lockfile');
    expect(stages[0]?.join('\n')).toMatch(/deploy --prod/);
  });

  it('runs as a non-root user', () => {
    const user = instruction(runtime, 'USER').at(-1);
    expect(user).toBeDefined();
    expect(['root', '0', '0:0']).not.toContain(user);
  });

  it("runs the entry the server's build produces, with plain node", () => {
    const cmd = JSON.parse(instruction(runtime, 'CMD').at(-1) ?? 'null') as string[];
    // The package's `start` script runs the build's output (production.test.ts builds and starts it).
    const start = serverPkg.scripts['start']?.split(/\s+/) ?? [];
    expect(start[0]).toBe('node');
    expect(serverPkg.scripts['build']).toBe('node build.mjs');
    expect(cmd).toEqual(['node', path.posix.join('apps/server', start[1] ?? '')]);
    expect(cmd[1]).toBe('apps/server/dist/main.js');
    // ...and the image holds it, the worker beside it, the web client and production node_modules.
    const copied = instruction(runtime, 'COPY').join('\n');
    for (const dir of ['apps/server/dist', 'apps/web/dist', 'apps/server/node_modules'])
      expect(copied).toContain(dir);
  });

  it.each(replicas)('exposes the port %s listens on', (_name, s) => {
    const exposed = instruction(runtime, 'EXPOSE').flatMap((e) => e.split(/\s+/));
    expect(exposed).toContain(String(configSchema.parse(env(s)).PORT));
  });

  it.each(replicas)('gives %s longer to stop than the server waits for writes', (_name, s) => {
    const grace = /^(\d+)s$/.exec(s.stop_grace_period ?? '10s')?.[1];
    expect(Number(grace) * 1000).toBeGreaterThan(configSchema.parse(env(s)).SHUTDOWN_TIMEOUT_MS);
  });

  it('keeps the build context small: dependencies and outputs are not sent to the builder', () => {
    const ignored = fs.readFileSync(path.join(root, '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['**/node_modules', '**/dist', 'data', '.git']) expect(ignored).toContain(entry);
  });
});
