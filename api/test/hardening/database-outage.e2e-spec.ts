import request from 'supertest';
import { start007Game, newPlayer, type Player } from '../game-server-fixtures';
import { type ApiProcess, startApiProcess } from '../support/api-process';
import type { TestApp } from '../support/test-app';
import { recordFigure } from '../support/figures';
import { type PostgresChild, startPostgresChild } from '../support/postgres-child';
import { SseClient } from '../support/sse-client';

jest.setTimeout(180_000);

/**
 * The database goes away (issue 14): the API in a process of its own on a private embedded
 * PostgreSQL, really stopped and really frozen (SIGSTOP on every one of its processes). Requests get 503 DATABASE_UNAVAILABLE with
 * Retry-After, none a 500, none waits more than 5 s; when PostgreSQL is back the API recovers by
 * itself. The figures are reported as the issue asks.
 */
describe('the database goes away', () => {
  let pg: PostgresChild;
  let api: ApiProcess;
  let http: ReturnType<typeof request>;
  let token = '';
  let white: Player;
  let black: Player;
  /** Games where White is to make the first half-move: one per move in flight. */
  const games: { id: string; version: number }[] = [];
  let verified = '';

  beforeAll(async () => {
    pg = await startPostgresChild();
    api = await startApiProcess({ DATABASE_URL: pg.url });
    http = request(api.url);
    await http
      .post('/auth/register')
      .send({ username: 'olga', email: 'olga@example.org', password: 'long enough password' })
      .expect(202);
    token = (await http.post('/auth/token').send({ login: 'olga', password: 'long enough password' }).expect(200)).body
      .accessToken;
    // The fixtures take a TestApp; they use only its supertest agent.
    const t = { http } as unknown as TestApp;
    [white, black] = [await newPlayer(t, 'w'), await newPlayer(t, 'b')];
    for (let i = 0; i < 12; i++) games.push(await start007Game(t, white, black));
    verified = (await start007Game(t, white, black)).id;
    // The verification's worker thread opens its own connection now, before any outage.
    expect((await http.get(`/games/${verified}/verify`).set(white.auth).expect(200)).body.ok).toBe(true);
  });
  afterAll(async () => {
    pg?.thaw();
    await api?.stop();
    await pg?.close();
  });

  /** 40 requests at once over the routes a client uses most; statuses and the longest wait. */
  async function load(): Promise<{ statuses: number[]; longestMs: number; retryAfter: boolean }> {
    const paths = ['/users/me', '/games', '/me/notifications', '/health', '/clubs'];
    let longestMs = 0;
    let retryAfter = true;
    const statuses = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const started = Date.now();
        const res = await http.get(paths[i % paths.length]).set('Authorization', `Bearer ${token}`);
        longestMs = Math.max(longestMs, Date.now() - started);
        if (res.status === 503 && !res.headers['retry-after']) retryAfter = false;
        if (res.status >= 500) expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
        return res.status;
      }),
    );
    return { statuses, longestMs, retryAfter };
  }
  const recovered = async () => {
    for (let i = 0; i < 60; i++) {
      const res = await http.get('/users/me').set('Authorization', `Bearer ${token}`);
      if (res.status === 200) return true;
      await new Promise((r) => setTimeout(r, 500));
    }
    return false;
  };

  it('stopped: 503 with Retry-After, never 500, never a long wait; recovers when it is back', async () => {
    expect((await load()).statuses.every((s) => s === 200)).toBe(true);
    await pg.stop();
    const down = await load();
    recordFigure(
      'database stopped',
      {
        requests: down.statuses.length,
        '503': down.statuses.filter((s) => s === 503).length,
        'longest wait ms': down.longestMs,
      },
      {
        'other 5xx': down.statuses.filter((s) => s >= 500 && s !== 503).length,
        'waits over 5 s': down.longestMs > 5000 ? 1 : 0,
      },
    );
    expect(down.statuses.filter((s) => s >= 500 && s !== 503)).toEqual([]);
    expect(down.statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
    expect(down.retryAfter).toBe(true);
    expect(down.longestMs).toBeLessThanOrEqual(5000);
    // Out of the load balancer, but alive: nothing to restart.
    expect((await http.get('/health/ready').expect(503)).body).toMatchObject({
      code: 'NOT_READY',
      database: { status: 'down' },
    });
    await http.get('/health/live').expect(200);
    // Down long enough for every idle connection to have been cut.
    await new Promise((r) => setTimeout(r, 15_000));
    await pg.start();
    expect(await recovered()).toBe(true);
    // Ready again by itself: the workers and the LISTEN connection have reconnected.
    let ready = 0;
    for (let i = 0; i < 40 && ready !== 200; i++) {
      ready = (await http.get('/health/ready')).status;
      if (ready !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(ready).toBe(200);
    // A live stream hears a half-move made now (the stream hub's LISTEN is back).
    const game = games.pop()!;
    const stream = new SseClient(`${api.url}/games/${game.id}/stream`, white.auth);
    await stream.open();
    try {
      const heard = new Promise<void>((resolve) => stream.onFrame((f) => (f.event === 'move' ? resolve() : undefined)));
      await http
        .post(`/games/${game.id}/moves`)
        .set(white.auth)
        .send({ move: 'e2e4', expectedVersion: game.version })
        .expect(201);
      await heard;
    } finally {
      stream.close();
    }
    // Every connection has recovered, the verification's own (in its worker thread) too: the first
    // answer after recovery is already the right one.
    const first = await http.get(`/games/${verified}/verify`).set(white.auth);
    recordFigure(
      'database back after 15 s',
      { 'first /verify status': first.status },
      {
        'first /verify not 200': first.status === 200 ? 0 : 1,
      },
    );
    expect(first.body).toMatchObject({ ok: true });
    expect(first.status).toBe(200);
    expect(first.body.ok).toBe(true);
  });

  it('frozen (SIGSTOP): 503 within 5 s instead of a hang; recovers after SIGCONT', async () => {
    // Half-moves under way when the database freezes: each is answered within 5 s of the freeze
    // (a statement's read timeout, then nothing more: its ROLLBACK and any later statement of the
    // request give up at once).
    let frozenAt = Number.POSITIVE_INFINITY;
    // With an Idempotency-Key, as the dashboard sends them: each is one transaction.
    const moves = games.map(async (g, i) => {
      const res = await http
        .post(`/games/${g.id}/moves`)
        .set(white.auth)
        .set('Idempotency-Key', `frozen-${i}`)
        .send({ move: 'e2e4', expectedVersion: g.version });
      return { status: res.status, msAfterFreeze: Date.now() - frozenAt };
    });
    // Frozen as the first of them is answered: the others are then under way, some in their
    // transaction.
    await Promise.race(moves);
    frozenAt = Date.now();
    pg.freeze();
    let frozen: Awaited<ReturnType<typeof load>>;
    let inFlight: { status: number; msAfterFreeze: number }[];
    try {
      [frozen, inFlight] = await Promise.all([load(), Promise.all(moves)]);
    } finally {
      pg.thaw();
    }
    const waited = inFlight.filter((m) => m.msAfterFreeze >= 0);
    const longestMove = Math.max(0, ...waited.map((m) => m.msAfterFreeze));
    recordFigure(
      'half-moves in flight when frozen',
      {
        moves: waited.length,
        '201': waited.filter((m) => m.status === 201).length,
        '503': waited.filter((m) => m.status === 503).length,
        'longest wait after the freeze ms': longestMove,
      },
      {
        'other statuses': inFlight.filter((m) => m.status !== 201 && m.status !== 503).length,
        'waits over 5 s': waited.filter((m) => m.msAfterFreeze > 5000).length,
      },
    );
    expect(inFlight.filter((m) => m.status !== 201 && m.status !== 503)).toEqual([]);
    expect(waited.filter((m) => m.status === 503).length).toBeGreaterThan(0);
    expect(longestMove).toBeLessThanOrEqual(5000);
    recordFigure(
      'database frozen (SIGSTOP)',
      {
        requests: frozen.statuses.length,
        '503': frozen.statuses.filter((s) => s === 503).length,
        'longest wait ms': frozen.longestMs,
      },
      {
        'other 5xx': frozen.statuses.filter((s) => s >= 500 && s !== 503).length,
        'waits over 5 s': frozen.longestMs > 5000 ? 1 : 0,
      },
    );
    expect(frozen.statuses.filter((s) => s >= 500 && s !== 503)).toEqual([]);
    expect(frozen.statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
    expect(frozen.retryAfter).toBe(true);
    expect(frozen.longestMs).toBeLessThanOrEqual(5000);
    expect(await recovered()).toBe(true);
  });
});
