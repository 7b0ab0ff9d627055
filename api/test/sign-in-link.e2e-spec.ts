import { newPlayer } from './game-server-fixtures';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The emailed one-time sign-in link is the way past every sign-in limit: whoever holds the
 * mailbox signs in once, without the password, within 15 minutes.
 */
describe('one-time sign-in link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const linkMail = async (userId: string) => {
    const start = Date.now();
    for (;;) {
      const [mail] = await t.db.query(
        `SELECT payload FROM outbox WHERE user_id = $1 AND kind = 'sign-in-link' ORDER BY id DESC`,
        [userId],
      );
      if (mail) return mail.payload as { token: string; link: string };
      if (Date.now() - start > 15_000) throw new Error('no sign-in-link mail');
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  it('signs the owner in past a spent sign-in limit, once; unknown addresses are answered alike', async () => {
    const ann = await newPlayer(t, 'link');
    const from = '198.51.100.200';
    const guess = () =>
      t.http
        .post('/auth/session')
        .set('X-Forwarded-For', from)
        .send({ login: ann.username, password: 'wrong password!' });
    for (let i = 0; i < 10; i++) await guess().expect(401);
    await guess().expect(429);

    await t.http.post('/auth/sign-in-link').set('X-Forwarded-For', from).send({ email: ann.email }).expect(202);
    await t.http
      .post('/auth/sign-in-link')
      .set('X-Forwarded-For', from)
      .send({ email: 'nobody@example.org' })
      .expect(202);
    const mail = await linkMail(ann.id);
    expect(mail.link).toMatch(/\/signin-link\?token=/);
    // Account mail with a secret: never an in-app notification (nor a webhook's).
    const inApp = await t.db.query(`SELECT 1 FROM user_notifications WHERE user_id = $1 AND kind = 'sign-in-link'`, [
      ann.id,
    ]);
    expect(inApp).toEqual([]);

    const agent = t.agent();
    const signedIn = await agent
      .post('/auth/sign-in-link/confirm')
      .set('X-Forwarded-For', from)
      .send({ token: mail.token })
      .expect(200);
    expect(signedIn.body.user.username).toBe(ann.username);
    expect(String(signedIn.headers['set-cookie'])).toContain('entente_session=');
    await agent.get('/users/me').expect(200);

    const again = await t.http.post('/auth/sign-in-link/confirm').send({ token: mail.token }).expect(400);
    expect(again.body.code).toBe('INVALID_LINK');
    const forged = await t.http
      .post('/auth/sign-in-link/confirm')
      .send({ token: `${mail.token.split('.')[0]}.forged` })
      .expect(400);
    expect(forged.body.code).toBe('INVALID_LINK');
    await t.http.post('/auth/sign-in-link/confirm').send({ token: null }).expect(400);
  });
});
