// Prometheus metrics for GET /metrics. Each server has its own registry (tests
// start many servers in one process; the global registry would mix them).

import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Ack } from '@initiative/rules';

export type StoreOperation = 'createGame' | 'saveGame' | 'appendIntent';

export interface Metrics {
  readonly registry: Registry;
  /** One intent answered: applied, or refused with its code; `seconds` from receipt to ack. */
  intentAcked(ack: Ack, seconds: number): void;
  /** One store write finished (or failed) after `seconds`. */
  storeWrite(operation: StoreOperation, seconds: number, ok: boolean): void;
}

export interface MetricSources {
  /** Games held in memory by this instance. */
  games(): number;
  /** Sockets connected to this instance. */
  sockets(): number;
  /** The Redis link between instances, when there is one: up or not, and publishes that failed. */
  redis?(): { up: boolean; failedPublishes: number } | null;
}

/** Seconds since `started` (a process.hrtime.bigint() reading). */
export function secondsSince(started: bigint): number {
  return Number(process.hrtime.bigint() - started) / 1e9;
}

export function createMetrics(sources: MetricSources): Metrics {
  const registry = new Registry();
  // Process metrics, event-loop lag among them (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });

  const applied = new Counter({
    name: 'initiative_intents_applied_total',
    help: 'Intents applied (acknowledged with ok: true).',
    registers: [registry],
  });
  const refused = new Counter({
    name: 'initiative_intents_refused_total',
    help: 'Intents refused, by error code (rules codes, rate/limited, server/error…).',
    labelNames: ['code'] as const,
    registers: [registry],
  });
  const ackLatency = new Histogram({
    name: 'initiative_intent_ack_seconds',
    help: 'Time from receiving an intent to acknowledging it (stored first when applied).',
    labelNames: ['outcome'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const storeLatency = new Histogram({
    name: 'initiative_store_write_seconds',
    help: 'Time a storage write took, by operation and outcome.',
    labelNames: ['operation', 'outcome'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  new Gauge({
    name: 'initiative_sockets_connected',
    help: 'Sockets connected to this instance.',
    registers: [registry],
    collect() {
      this.set(sources.sockets());
    },
  });
  new Gauge({
    name: 'initiative_games_loaded',
    help: 'Games held in memory by this instance.',
    registers: [registry],
    collect() {
      this.set(sources.games());
    },
  });

  new Gauge({
    name: 'initiative_redis_up',
    help: '1 while the Redis link between instances works, 0 while it is down (absent without REDIS_URL).',
    registers: [registry],
    collect() {
      const redis = sources.redis?.();
      if (redis) this.set(redis.up ? 1 : 0);
    },
  });
  new Counter({
    name: 'initiative_redis_failed_publishes_total',
    help: 'Notices to other instances that could not be published (Redis down); the store is polled meanwhile.',
    registers: [registry],
    collect() {
      const redis = sources.redis?.();
      if (redis) {
        this.reset();
        this.inc(redis.failedPublishes);
      }
    },
  });

  return {
    registry,
    intentAcked(ack, seconds) {
      if (ack.ok) applied.inc();
      else refused.inc({ code: ack.code });
      ackLatency.observe({ outcome: ack.ok ? 'applied' : 'refused' }, seconds);
    },
    storeWrite(operation, seconds, ok) {
      storeLatency.observe({ operation, outcome: ok ? 'ok' : 'error' }, seconds);
    },
  };
}

/** Metrics that go nowhere (attachSockets without a server's metrics, e.g. in a unit test). */
export const noMetrics: Pick<Metrics, 'intentAcked'> = { intentAcked: () => undefined };

const digest = (s: string) => createHash('sha256').update(s).digest();

/** GET /metrics (Prometheus text format); with a token, only for `Authorization: Bearer <token>`. */
export function metricsHandler(metrics: Metrics, token: string | undefined): RequestHandler {
  const expected = token === undefined ? null : digest(`Bearer ${token}`);
  return (req, res, next) => {
    if (expected && !timingSafeEqual(digest(req.get('authorization') ?? ''), expected)) {
      res
        .status(401)
        .set('WWW-Authenticate', 'Bearer realm="metrics"')
        .json({ error: { code: 'auth/metrics-token', message: 'The metrics need the metrics token.' } });
      return;
    }
    metrics.registry.metrics().then((text) => {
      res.type(metrics.registry.contentType).send(text);
    }, next);
  };
}
