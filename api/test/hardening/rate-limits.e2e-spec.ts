import request from 'supertest';
import { createApp } from '../../src/app.factory';
import { newPlayer, type Player } from '../game-server-fixtures';
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

  it('limits one account across addresses and instances: 10 guesses a minute evaluated, then 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await guess(i % 2 ? a.http : b.http, ann.username, address());
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body.code).toBe('RATE_LIMITED');
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(tally(statuses)).toEqual({ 401: 10, 429: 15 });
    // Concurrent guesses cannot slip past the count either.
    const burst = await Promise.all(Array.from({ length: 10 }, () => guess(a.http, 'nobody-else', address())));
    const more = await Promise.all(Array.from({ length: 10 }, () => guess(b.http, 'nobody-else', address())));
    expect(tally([...burst, ...more].map((r) => r.status))).toEqual({ 401: 10, 429: 10 });
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
