import { randomUUID } from 'node:crypto';
import { newPlayer } from './game-server-fixtures';
import { tokenAuth } from './support/tokens';
import { startTestApp, type TestApp } from './support/test-app';

/** Where am I signed in: my sessions with device, address and last use; ending one or all others. */
describe('my sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const signIn = async (login: string, password: string, device: string, from: string) => {
    const agent = t.agent();
    await agent
      .post('/auth/session')
      .set('User-Agent', device)
      .set('X-Forwarded-For', from)
      .send({ login, password })
      .expect(200);
    return agent;
  };

  it('lists them with device, address and last use, and ends one or every other', async () => {
    const ann = await newPlayer(t, 'sess');
    const laptop = await signIn(ann.username, ann.password, 'Firefox on Linux', '203.0.113.10');
    const phone = await signIn(ann.username, ann.password, 'Safari on iPhone', '203.0.113.11');
    const tablet = await signIn(ann.username, ann.password, 'Chrome on Android', '203.0.113.12');

    const list = await laptop.get('/me/sessions').expect(200);
    expect(list.body.items).toHaveLength(3);
    const byDevice = Object.fromEntries(list.body.items.map((s: { device: string }) => [s.device, s]));
    expect(byDevice['Firefox on Linux']).toMatchObject({ address: '203.0.113.10', current: true });
    expect(byDevice['Safari on iPhone']).toMatchObject({ address: '203.0.113.11', current: false });
    expect(byDevice['Safari on iPhone'].lastSeenAt).toEqual(expect.any(String));

    // Another user can neither see nor end them.
    const bob = await newPlayer(t, 'sess');
    expect((await t.http.get('/me/sessions').set(bob.auth).expect(200)).body.items).toEqual([]);
    const foreign = await t.http.delete(`/me/sessions/${byDevice['Safari on iPhone'].id}`).set(bob.auth).expect(404);
    expect(foreign.body.code).toBe('SESSION_NOT_FOUND');
    await phone.get('/users/me').expect(200);

    // End one.
    await laptop.delete(`/me/sessions/${byDevice['Safari on iPhone'].id}`).expect(204);
    await phone.get('/users/me').expect(401);
    const gone = await laptop.delete(`/me/sessions/${byDevice['Safari on iPhone'].id}`).expect(404);
    expect(gone.body.code).toBe('SESSION_NOT_FOUND');
    await laptop.delete(`/me/sessions/${randomUUID()}`).expect(404);
    await laptop.delete('/me/sessions/not-a-uuid').expect(400);

    // Sign out everywhere else: this one stays.
    const others = await laptop.delete('/me/sessions').expect(200);
    expect(others.body).toEqual({ revoked: 1 });
    await tablet.get('/users/me').expect(401);
    await laptop.get('/users/me').expect(200);
    const left = await laptop.get('/me/sessions').expect(200);
    expect(left.body.items.map((s: { device: string }) => s.device)).toEqual(['Firefox on Linux']);
  });

  it('is for people only: a personal token, whatever its scopes, is refused', async () => {
    const cat = await newPlayer(t, 'sess');
    const token = await tokenAuth(t, cat, ['account:read', 'account:write']);
    await t.http.get('/me/sessions').set(token).expect(403);
    await t.http.delete('/me/sessions').set(token).expect(403);
  });
});
