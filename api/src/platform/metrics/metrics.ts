import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics (prom-client). Each area records where the thing happens
 * (a request in the HTTP pipeline, a half-move where its change is committed, a stream where the
 * hub tracks it); the figures read from the database are set when `/metrics` is scraped
 * (metrics.service.ts). docs/operations.md lists each with a healthy value and an alert.
 */
export const metricsRegistry = new Registry();

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request to the end of the response, by method, route template and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const halfMovesTotal = new Counter({
  name: 'entente_half_moves_total',
  help: 'Half-moves on the board committed by this instance, by variant',
  labelNames: ['variant'] as const,
  registers: [metricsRegistry],
});

export const streamsOpen = new Gauge({
  name: 'entente_streams_open',
  help: 'Live streams (server-sent events) open on this instance',
  registers: [metricsRegistry],
});

export const gamesByStatus = new Gauge({
  name: 'entente_games',
  help: 'Games in the database, by status',
  labelNames: ['status'] as const,
  registers: [metricsRegistry],
});

export const outboxPending = new Gauge({
  name: 'entente_outbox_pending',
  help: 'Deliveries waiting: notifications (outbox) and webhook calls (webhooks)',
  labelNames: ['queue'] as const,
  registers: [metricsRegistry],
});

export const outboxOldestSeconds = new Gauge({
  name: 'entente_outbox_oldest_seconds',
  help: 'Age of the oldest delivery waiting, in seconds (0: none waits)',
  labelNames: ['queue'] as const,
  registers: [metricsRegistry],
});

export const jobQueueDepth = new Gauge({
  name: 'entente_job_queue_depth',
  help: 'pg-boss jobs waiting to run (created or to retry), by queue',
  labelNames: ['queue'] as const,
  registers: [metricsRegistry],
});

export const dbPoolConnections = new Gauge({
  name: 'entente_db_pool_connections',
  help: "The API's database pool: connections open (total), idle, and requests waiting for one",
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
});

export const jobsPoolConnections = new Gauge({
  name: 'entente_jobs_pool_connections',
  help: "pg-boss's own database pool: connections open (total), idle, and requests waiting for one",
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
});

/** Board half-moves in a change's events: each `moved` effect the engine reported. */
export function countHalfMoves(events: readonly { payload: Record<string, unknown> }[]): number {
  let n = 0;
  for (const e of events) {
    const effects = e.payload.effects;
    if (Array.isArray(effects)) n += effects.filter((x) => (x as { type?: unknown })?.type === 'moved').length;
  }
  return n;
}
