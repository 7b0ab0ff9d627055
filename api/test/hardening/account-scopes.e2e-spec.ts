import { randomUUID } from 'node:crypto';
import { ladderGame, newClub, newPlayer, type Player, seasonAroundToday } from '../ladder-fixtures';
import { tokenAuth } from '../support/tokens';
import { startTestApp, type TestApp } from '../support/test-app';

/** Two authorisation holes of issue 14: muting reveals private games; read-only tokens could write. */
describe('muting and account writes', () => {
  let t: TestApp;
  let [ann, bob, outsider]: Player[] = [];
  beforeAll(async () => {
    t = await startTestApp({ config: { webhooksAllowPrivate: true } });
    [ann, bob, outsider] = [await newPlayer(t, 'ann'), await newPlayer(t, 'bob'), await newPlayer(t, 'out')];
  });
  afterAll(() => t.close());

  it('PUT /me/muted-games/{id}: a private club game the caller cannot see answers as a missing one', async () => {
    const club = await newClub(t, ann, [bob], 'private');
    const ladder = await t.http
      .post(`/clubs/${club}/ladders`)
      .set(ann.auth)
      .send({ name: 'Hidden', variant: '007', season: seasonAroundToday() })
      .expect(201);
    const hidden = await ladderGame(t, ladder.body.id, ann, { white: ann, black: bob });
    const missing = await t.http.put(`/me/muted-games/${randomUUID()}`).set(outsider.auth);
    const invisible = await t.http.put(`/me/muted-games/${hidden}`).set(outsider.auth);
    expect(missing.status).toBe(404);
    expect({ status: invisible.status, code: invisible.body.code }).toEqual({
      status: missing.status,
      code: missing.body.code,
    });
    expect(await t.db.query(`SELECT 1 FROM muted_games WHERE user_id = $1`, [outsider.id])).toEqual([]);
    // A member still mutes it.
    await t.http.put(`/me/muted-games/${hidden}`).set(bob.auth).expect(204);
  });

  it('an account:read token reads the account but changes nothing: writes need account:write', async () => {
    const token = (scopes: string[]) => tokenAuth(t, ann, scopes);
    const reader = await token(['account:read']);
    // A webhook carries game data: registering one needs games:read as well (game-data-scopes.e2e-spec.ts).
    const writer = await token(['account:read', 'account:write', 'games:read']);
    await t.http.get('/me/notification-settings').set(reader).expect(200);
    await t.http.get('/me/webhooks').set(reader).expect(200);
    await t.http.get('/me/notifications').set(reader).expect(200);
    const hook = { url: 'http://127.0.0.1:9/hook' };
    const writes = [
      () => t.http.post('/me/webhooks').send(hook),
      () => t.http.patch('/me/notification-settings').send({ digestHour: 7 }),
      () => t.http.put(`/me/muted-games/${randomUUID()}`),
      () => t.http.delete(`/me/muted-games/${randomUUID()}`),
      () => t.http.post('/me/notifications/read-all'),
      () => t.http.delete(`/me/webhooks/${randomUUID()}`),
    ];
    for (const [i, write] of writes.entries()) {
      const res = await write().set(reader);
      expect({ status: res.status, code: res.body.code, missing: res.body.missingScopes }).toEqual({
        status: 403,
        code: 'MISSING_SCOPE',
        missing: i === 0 ? ['account:write', 'games:read'] : ['account:write'],
      });
    }
    expect(await t.db.query(`SELECT 1 FROM webhooks WHERE user_id = $1`, [ann.id])).toEqual([]);
    await t.http.post('/me/webhooks').set(writer).send(hook).expect(201);
    const changed = await t.http.patch('/me/notification-settings').set(writer).send({ digestHour: 7 }).expect(200);
    expect(changed.body.digestHour).toBe(7);
  });
});
