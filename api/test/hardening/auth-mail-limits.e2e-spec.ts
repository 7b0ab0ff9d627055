import { startTestApp, type TestApp } from '../support/test-app';

/**
 * Mail that anyone may cause (sign-up, password reset) is limited per client address as well:
 * the `auth` budget counts per address and login, so alone it let one client send 15 of 15
 * mails to 15 different addresses. The API trusts loopback as its proxy, so these requests name
 * their client address in X-Forwarded-For as the dashboard would.
 */
describe('auth mail budget per client address', () => {
  let app: TestApp;
  beforeAll(async () => {
    // The harness raises this budget for every other suite (they sign many users up from one address).
    const rateLimits = {
      authPerMinute: 10,
      apiPerMinute: 1200,
      signInPerAccountPerMinute: 10,
      signInPerAddressPerMinute: 30,
      mailPerAddressPerHour: 5,
    };
    app = await startTestApp({ config: { rateLimits } });
  });
  afterAll(() => app.close());

  it('refuses the sixth mail from one address, whichever addresses they go to; nothing is written', async () => {
    const from = '198.51.100.20';
    const tag = Math.random().toString(36).slice(2, 8);
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      const res = await app.http
        .post('/auth/register')
        .set('X-Forwarded-For', from)
        .send({ username: `m${tag}${i}`, email: `m${tag}${i}@example.org`, password: 'a long enough password' });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body.code).toBe('RATE_LIMITED');
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([...Array(5).fill(202), ...Array(10).fill(429)]);
    const created = await app.db.query(`SELECT count(*)::int AS n FROM users WHERE username LIKE $1`, [`m${tag}%`]);
    expect(created[0].n).toBe(5);
    // Password resets draw on the same budget.
    const reset = await app.http
      .post('/auth/password-reset')
      .set('X-Forwarded-For', from)
      .send({ email: `m${tag}0@example.org` });
    expect(reset.status).toBe(429);
    // Another client address has a budget of its own.
    await app.http
      .post('/auth/password-reset')
      .set('X-Forwarded-For', '198.51.100.21')
      .send({ email: `m${tag}0@example.org` })
      .expect(202);
  });
});
