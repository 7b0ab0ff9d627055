import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { load } from 'js-yaml';
import request from 'supertest';
import { createApp } from '../../src/app.factory';
import { newPlayer, type Player, start007Game } from '../game-server-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * Throttling that holds (issue 14), on two API instances sharing one PostgreSQL: the counters live
 * in the database, so a second instance adds no budget. The API trusts loopback as its proxy (the
 * dashboard), so these requests name their client address in X-Forwarded-For as the dashboard would.
 */
describe('sign-in limits shared by every instance', () => {
  let a: TestApp;
  let b: { http: ReturnType<typeof request>; close(): Promise<void> };
  let ann: Player;
  let seq = 0;
  beforeAll(async () => {
    a = await startTestApp();
    const second = await createApp(a.config);
    await second.listen(0, '127.0.0.1');
    b = { http: request(second.getHttpServer()), close: () => second.close() };
    ann = await newPlayer(a, 'ann');
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const address = () => `198.51.100.${(seq++ % 250) + 1}`;
  const guess = (via: ReturnType<typeof request>, login: string, from: string) =>
    via.post('/auth/session').set('X-Forwarded-For', from).send({ login, password: 'wrong password!' });
  const tally = (statuses: number[]) =>
    statuses.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});

  it('limits one account from one address across instances: 10 guesses a minute evaluated, then 429', async () => {
    const from = address();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await guess(i % 2 ? a.http : b.http, ann.username, from);
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body.code).toBe('RATE_LIMITED');
        expect(res.body.detail).toContain('/auth/sign-in-link');
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(tally(statuses)).toEqual({ 401: 10, 429: 15 });
    // Concurrent guesses cannot slip past the count either.
    const other = address();
    const burst = await Promise.all(Array.from({ length: 10 }, () => guess(a.http, 'nobody-else', other)));
    const more = await Promise.all(Array.from({ length: 10 }, () => guess(b.http, 'nobody-else', other)));
    expect(tally([...burst, ...more].map((r) => r.status))).toEqual({ 401: 10, 429: 10 });
  });

  it('never locks the owner out: a fresh address has its own budget, below a ceiling of 100 over all addresses', async () => {
    const dan = await newPlayer(a, 'dan');
    const attacker = address();
    for (let i = 0; i < 12; i++) await guess(a.http, dan.username, attacker);
    expect((await guess(a.http, dan.username, attacker)).status).toBe(429);
    // The owner, from an address of their own, signs in.
    await a.http
      .post('/auth/session')
      .set('X-Forwarded-For', address())
      .send({ login: dan.username, password: dan.password })
      .expect(200);
    // Many machines guessing one password: each has 10, all together 100 a minute.
    const statuses: number[] = [];
    for (let i = 0; i < 110; i++) statuses.push((await guess(i % 2 ? a.http : b.http, dan.username, address())).status);
    expect(tally(statuses)).toEqual({ 401: 90, 429: 20 });
  });

  it('limits one address across accounts: 30 a minute', async () => {
    const from = '203.0.113.50';
    const statuses: number[] = [];
    for (let i = 0; i < 36; i++) statuses.push((await guess(i % 2 ? a.http : b.http, `spray${i}`, from)).status);
    expect(tally(statuses)).toEqual({ 401: 30, 429: 6 });
    // Another address is not affected.
    expect((await guess(a.http, 'spray-other', '203.0.113.51')).status).toBe(401);
  });

  it('gives successful sign-ins back: a person signing in often is never slowed', async () => {
    const bob = await newPlayer(a, 'bob');
    for (let i = 0; i < 15; i++) {
      await (i % 2 ? a.http : b.http)
        .post('/auth/session')
        .set('X-Forwarded-For', '203.0.113.77')
        .send({ login: bob.username, password: bob.password })
        .expect(200);
    }
  });

  it('never throttles signing out', async () => {
    const cat = await newPlayer(a, 'cat');
    for (let i = 0; i < 30; i++) {
      const agent = a.agent();
      await agent
        .post('/auth/session')
        .set('X-Forwarded-For', '203.0.113.88')
        .send({ login: cat.username, password: cat.password })
        .expect(200);
      await agent.delete('/auth/session').set('X-Forwarded-For', '203.0.113.88').expect(204);
    }
  });

  it('believes X-Forwarded-For only from a trusted proxy (TRUSTED_PROXIES)', async () => {
    const strict = await createApp({ ...a.config, trustedProxies: ['10.0.0.0/8'] });
    await strict.listen(0, '127.0.0.1');
    try {
      const via = request(strict.getHttpServer());
      // Loopback is not trusted here: every forged address is the same client, 127.0.0.1.
      const statuses: number[] = [];
      for (let i = 0; i < 32; i++) statuses.push((await guess(via, `forged${i}`, address())).status);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    } finally {
      await strict.close();
    }
  });
});

interface Operation {
  security?: Record<string, string[]>[];
  'x-rate-limit'?: string | false;
  responses: Record<string, { content?: Record<string, unknown> }>;
}
const document = load(readFileSync(path.resolve(__dirname, '..', '..', '..', 'openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
};
const operations = Object.entries(document.paths).flatMap(([route, ops]) =>
  Object.entries(ops).map(([method, op]) => ({ method, route, op })),
);
// An operation a signed-in caller reaches: it names a credential and has no anonymous alternative.
const signedIn = (op: Operation) =>
  (op.security ?? []).length > 0 && !(op.security ?? []).some((s) => Object.keys(s).length === 0);

/**
 * The `api` budget is one per user over everything signed in (README, RATE_LIMIT_API_PER_MINUTE),
 * so a runaway client is stopped whichever operations it calls, and the cheapest signed-in request
 * pays the same rate-limit round trip as a move.
 */
describe('the api budget: one per user, spent by every signed-in operation', () => {
  let t: TestApp;
  let ann: Player;
  let bob: Player;
  let gameId: string;
  beforeAll(async () => {
    t = await startTestApp();
    ann = await newPlayer(t, 'ann');
    bob = await newPlayer(t, 'bob');
    gameId = (await start007Game(t, ann, bob)).id;
  });
  afterAll(() => t.close());

  it('documents a budget for every signed-in operation; only signing out has none', () => {
    const unbudgeted = operations
      .filter(({ op }) => signedIn(op) && op['x-rate-limit'] !== 'api' && op['x-rate-limit'] !== 'auth')
      .map(({ method, route, op }) => `${method} ${route} ${String(op['x-rate-limit'])}`);
    expect(unbudgeted).toEqual(['delete /auth/session false']);
  });

  it('counts every signed-in read, streams included, against one budget for the user', async () => {
    const values: Record<string, string> = { id: gameId, username: bob.username };
    const reads = operations.filter(
      ({ method, route, op }) =>
        method === 'get' &&
        op['x-rate-limit'] === 'api' &&
        [...route.matchAll(/{(\w+)}/g)].every(([, name]) => name in values),
    );
    const remaining: number[] = [];
    for (const { route, op } of reads) {
      const url = `${t.baseUrl}${route.replace(/{(\w+)}/g, (_, name: string) => values[name])}`;
      // A stream answers its headers and then stays open: read them and hang up.
      const hangUp = new AbortController();
      const res = await fetch(url, { headers: ann.auth, signal: hangUp.signal });
      hangUp.abort();
      const stream = Object.keys(op.responses['200']?.content ?? {}).includes('text/event-stream');
      expect([route, res.status < 500, stream ? res.headers.get('content-type') : 'json']).toEqual([
        route,
        true,
        stream ? expect.stringContaining('text/event-stream') : 'json',
      ]);
      remaining.push(Number(res.headers.get('x-ratelimit-remaining-api')));
    }
    // The ones the fix of issue 15 gave a budget are among them, the streams too.
    const routes = reads.map((r) => r.route);
    for (const route of ['/users/me', '/tokens', '/me/webhooks', '/me/vacations', '/me/play-settings']) {
      expect(routes).toContain(route);
    }
    for (const route of ['/me/notifications', '/games/{id}/clock', '/me/stream', '/games/{id}/channels/stream']) {
      expect(routes).toContain(route);
    }
    // One budget: each request leaves one fewer, whichever operation it was.
    expect(remaining).toEqual(remaining.map((_, i) => remaining[0] - i));
    expect(remaining[0]).toBeGreaterThan(reads.length);
  });
});
