import { startTestDashboard, type TestDashboard } from './support/dashboard';

/**
 * Through the dashboard's /api proxy, a client cannot choose the address the API's limits count:
 * the dashboard's server overwrites X-Forwarded-For from its socket, so 25 wrong
 * passwords from 25 "different" forged addresses meet the same limits as 25 from one.
 */
describe('the dashboard overwrites X-Forwarded-For', () => {
  let dash: TestDashboard;
  beforeAll(async () => {
    dash = await startTestDashboard();
  });
  afterAll(() => dash.close());

  it('25 sign-in guesses with forged addresses: only the budget of one client is evaluated', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 36; i++) {
      const res = await fetch(`${dash.url}/api/auth/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` },
        body: JSON.stringify({ login: `victim${i}`, password: 'a wrong password' }),
      });
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    // Different accounts, forged different addresses: had the API believed the header, all 36
    // would be evaluated; it sees one address, whose budget (30 a minute) runs out.
    expect(statuses.filter((s) => s === 401)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
  });
});
