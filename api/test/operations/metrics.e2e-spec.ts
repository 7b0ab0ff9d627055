import type { AppConfig } from '../../src/platform/config/app-config';
import { afterCommit } from '../../src/platform/database/after-commit';
import { MetricsController } from '../../src/platform/metrics/metrics.controller';
import type { MetricsService } from '../../src/platform/metrics/metrics.service';
import { newPlayer, start007Game } from '../game-server-fixtures';
import { SseClient } from '../support/sse-client';
import { startTestApp, type TestApp } from '../support/test-app';

const TOKEN = 'scraper-token-of-the-club-server';

/** The value of one series of the exposition text (labels in the order the client writes them). */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/**
 * `GET /metrics` with METRICS=on: Prometheus' text, to loopback or with the token; the figures
 * are the server's own — a half-move made shows in the counter, an open stream in the gauge.
 */
describe('metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { metrics: true, metricsToken: TOKEN } });
  });
  afterAll(() => t.close());

  it('counts half-moves, games by status, open streams and request durations', async () => {
    const [white, black] = [await newPlayer(t, 'mw'), await newPlayer(t, 'mb')];
    const game = await start007Game(t, white, black);
    const before = await t.http.get('/metrics').expect(200);
    expect(before.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const moved = value(before.text, 'entente_half_moves_total{variant="007"}') ?? 0;
    await t.http
      .post(`/games/${game.id}/moves`)
      .set(white.auth)
      .send({ move: 'e2e4', expectedVersion: game.version })
      .expect(201);
    const stream = new SseClient(`${t.baseUrl}/games/${game.id}/stream`, white.auth);
    await stream.open();
    try {
      const text = (await t.http.get('/metrics').expect(200)).text;
      // A 007 turn is three half-moves; the first of them is made.
      expect(value(text, 'entente_half_moves_total{variant="007"}')).toBe(moved + 1);
      expect(value(text, 'entente_streams_open')).toBe(1);
      expect(value(text, 'entente_games{status="active"}')).toBeGreaterThanOrEqual(1);
      expect(value(text, 'entente_outbox_pending{queue="outbox"}')).toBeGreaterThanOrEqual(0);
      expect(value(text, 'entente_outbox_oldest_seconds{queue="webhooks"}')).toBe(0);
      expect(value(text, 'entente_db_pool_connections{state="total"}')).toBeGreaterThan(0);
      expect(value(text, 'entente_jobs_pool_connections{state="waiting"}')).toBe(0);
      expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
      expect(text).toContain('# TYPE entente_job_queue_depth gauge');
      expect(
        value(text, 'http_request_duration_seconds_count{method="POST",route="/games/:id/moves",status="201"}'),
      ).toBe(1);
    } finally {
      stream.close();
    }
    for (let i = 0; i < 40; i++) {
      if (value((await t.http.get('/metrics')).text, 'entente_streams_open') === 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(value((await t.http.get('/metrics')).text, 'entente_streams_open')).toBe(0);
  });

  it('counts what a transaction committed, never what it rolled back', async () => {
    const seen: string[] = [];
    await t.db.transaction(async (m) => {
      afterCommit(m, () => seen.push('committed'));
      // A savepoint released inside it is no commit yet.
      await m.transaction(async (inner) => afterCommit(inner, () => seen.push('inner')));
      expect(seen).toEqual([]);
    });
    const refused = t.db.transaction(async (m) => {
      afterCommit(m, () => seen.push('rolled back'));
      throw new Error('a later effect refused');
    });
    await expect(refused).rejects.toThrow('refused');
    afterCommit(t.db.manager, () => seen.push('on its own'));
    expect(seen).toEqual(['committed', 'inner', 'on its own']);
  });

  it('answers a relayed request only with the token, and a wrong token never', async () => {
    const relayed = await t.http.get('/metrics').set('X-Forwarded-For', '203.0.113.9').expect(401);
    expect(relayed.body.code).toBe('UNAUTHENTICATED');
    expect(relayed.text).not.toContain('entente_');
    await t.http
      .get('/metrics')
      .set('X-Forwarded-For', '203.0.113.9')
      .set('Authorization', `Bearer ${TOKEN}`)
      .expect(200);
    await t.http.get('/metrics').set('Authorization', 'Bearer not-the-token-at-all-no').expect(401);
  });

  it('is a 404 when METRICS is off', async () => {
    const off = new MetricsController({ metrics: undefined } as AppConfig, {} as MetricsService);
    const req = { headers: {}, socket: { remoteAddress: '127.0.0.1' } } as never;
    await expect(off.scrape(req, {} as never)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
