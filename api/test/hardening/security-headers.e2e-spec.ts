import { newPlayer } from '../game-server-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * Every answer of the API carries the security headers: a policy that lets a browser run, frame
 * or embed nothing from it, no type sniffing, no referrer — on successes, problems and 404s alike.
 */
describe('security headers on every API answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const expectHeaders = (headers: Record<string, string>) => {
    const csp = headers['content-security-policy'];
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
  };

  it('on successes, problems, unknown routes and OAuth answers', async () => {
    const ann = await newPlayer(t, 'hdr');
    const answers = [
      await t.http.get('/health').expect(200),
      await t.http.get('/users/me').set(ann.auth).expect(200),
      await t.http.get('/users/me').expect(401),
      await t.http.get('/no/such/route').expect(404),
      await t.http.post('/auth/session').send({ login: ann.username, password: 'wrong password!' }).expect(401),
      await t.http.post('/oauth/token').type('form').send({ grant_type: 'password' }).expect(400),
    ];
    for (const res of answers) expectHeaders(res.headers as Record<string, string>);
  });
});
