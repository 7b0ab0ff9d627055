import { randomUUID } from 'node:crypto';
import { newPlayer, type Player, start007Game } from '../game-server-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * The six causes of 500 that fuzzing found (issue 14): each is now a 4xx problem+json with a code.
 * Each test sends exactly what the fuzzer sent, to the real API on a real PostgreSQL.
 */
describe('bad input never reaches a 500', () => {
  let t: TestApp;
  let ann: Player;
  beforeAll(async () => {
    t = await startTestApp();
    ann = await newPlayer(t, 'ann');
  });
  afterAll(() => t.close());

  const expectProblem = (
    res: { status: number; headers: Record<string, string>; body: { code?: string } },
    status: number,
    code: string,
  ) => {
    expect({ status: res.status, code: res.body.code }).toEqual({ status, code });
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  };

  it('a malformed session cookie is no session: 401 without other credentials, ignored beside them', async () => {
    for (const cookie of [
      '------------------------------------.x',
      'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz.y',
      '.',
      '%',
      '%E0%A4%A.x',
    ]) {
      const me = await t.http.get('/users/me').set('Cookie', `entente_session=${cookie}`);
      expectProblem(me, 401, 'UNAUTHENTICATED');
      await t.http.get('/games').set(ann.auth).set('Cookie', `entente_session=${cookie}`).expect(200);
    }
  });

  it('a body nested 5,000 levels deep is refused before validation: 400 JSON_TOO_DEEP', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const res = await t.http
      .post('/games')
      .set(ann.auth)
      .set('Content-Type', 'application/json')
      .send(`{"variant":"007","seats":${deep}}`);
    expectProblem(res, 400, 'JSON_TOO_DEEP');
    const objects = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    expectProblem(
      await t.http.post('/auth/session').set('Content-Type', 'application/json').send(objects),
      400,
      'JSON_TOO_DEEP',
    );
  });

  it('NUL characters never reach PostgreSQL: 400 INVALID_CHARACTERS', async () => {
    expectProblem(
      await t.http.post('/auth/session').send({ login: 'ann\u0000', password: 'x'.repeat(12) }),
      400,
      'INVALID_CHARACTERS',
    );
    expectProblem(await t.http.get('/users/%00'), 400, 'INVALID_CHARACTERS');
    expectProblem(await t.http.get('/users/ann%00x'), 400, 'INVALID_CHARACTERS');
    expectProblem(await t.http.get('/games?player=%00'), 400, 'INVALID_CHARACTERS');
    expectProblem(
      await t.http
        .post('/tokens')
        .set(ann.auth)
        .send({ name: 'bot\u0000', scopes: ['games:read'] }),
      400,
      'INVALID_CHARACTERS',
    );
    expectProblem(
      await t.http.post('/clubs').set(ann.auth).send({ name: 'Club\u0000', visibility: 'public' }),
      400,
      'INVALID_CHARACTERS',
    );
    // In a key, too (jsonb refuses \u0000 anywhere).
    expectProblem(
      await t.http
        .post('/clubs')
        .set(ann.auth)
        .send({ ['na\u0000me']: 'Club', visibility: 'public' }),
      400,
      'INVALID_CHARACTERS',
    );
  });

  it('a lone UTF-16 surrogate is refused: 400 INVALID_CHARACTERS (register, password reset)', async () => {
    const raw = (email: string) => `{"username":"sur1","email":"${email}","password":"long enough password"}`;
    expectProblem(
      await t.http.post('/auth/register').set('Content-Type', 'application/json').send(raw('a\\ud800@example.org')),
      400,
      'INVALID_CHARACTERS',
    );
    expectProblem(
      await t.http
        .post('/auth/password-reset')
        .set('Content-Type', 'application/json')
        .send('{"email":"\\udfffb@example.org"}'),
      400,
      'INVALID_CHARACTERS',
    );
    // A paired surrogate is an ordinary character (here U+1F600).
    const fine = await t.http
      .post('/auth/password-reset')
      .set('Content-Type', 'application/json')
      .send('{"email":"x\\ud83d\\ude00@example.org"}');
    expect(fine.status).not.toBe(500);
    expect(fine.body.code).not.toBe('INVALID_CHARACTERS');
    // In the URL as CESU-8 and as a stray escape.
    expectProblem(await t.http.get('/users/%ED%A0%80'), 400, 'INVALID_CHARACTERS');
    expectProblem(await t.http.get('/users/%ff'), 400, 'INVALID_CHARACTERS');
  });

  it('after/before cursors of 1e20 are refused by validation, not by the integer column', async () => {
    const { id } = await start007Game(t, ann, await newPlayer(t, 'bob'));
    for (const path of [
      `/games/${id}/events?after=1e20`,
      `/games/${id}/events?after=2147483648`,
      '/me/notifications?before=1e20',
      '/me/notifications?before=9007199254740992',
      `/me/webhooks/${randomUUID()}/deliveries?before=1e20`,
    ]) {
      expectProblem(await t.http.get(path).set(ann.auth), 400, 'VALIDATION_FAILED');
    }
    await t.http.get(`/games/${id}/events?after=2147483647`).set(ann.auth).expect(200);
    await t.http.get('/me/notifications?before=9007199254740991').set(ann.auth).expect(200);
  });

  it('POST /ladders/{id}/challenges without seats: 400 VALIDATION_FAILED naming seats', async () => {
    for (const body of [{}, { seats: null }, { seats: 'x' }, { seats: [] }, { seats: [null] }]) {
      const res = await t.http.post(`/ladders/${randomUUID()}/challenges`).set(ann.auth).send(body);
      expectProblem(res, 400, 'VALIDATION_FAILED');
      expect(res.body.errors.map((e: { field: string }) => e.field.split('.')[0])).toContain('seats');
    }
  });
});
