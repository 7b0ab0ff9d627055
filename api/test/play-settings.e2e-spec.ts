import { newPlayer } from './game-server-fixtures';
import { tokenAuth } from './support/tokens';
import { startTestApp, type TestApp } from './support/test-app';

describe('play settings (GET and PATCH /me/play-settings)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('keeps "confirm before sending" per user on the server, off until turned on', async () => {
    const [ann, bob] = [await newPlayer(t, 'a'), await newPlayer(t, 'b')];
    expect((await t.http.get('/me/play-settings').set(ann.auth).expect(200)).body).toEqual({ confirmMoves: false });
    expect(
      (await t.http.patch('/me/play-settings').set(ann.auth).send({ confirmMoves: true }).expect(200)).body,
    ).toEqual({ confirmMoves: true });
    expect((await t.http.get('/me/play-settings').set(ann.auth).expect(200)).body).toEqual({ confirmMoves: true });
    // An empty change changes nothing; someone else's settings are their own.
    expect((await t.http.patch('/me/play-settings').set(ann.auth).send({}).expect(200)).body).toEqual({
      confirmMoves: true,
    });
    expect((await t.http.get('/me/play-settings').set(bob.auth).expect(200)).body).toEqual({ confirmMoves: false });
    // Bad input is refused and changes nothing.
    const bad = await t.http.patch('/me/play-settings').set(ann.auth).send({ confirmMoves: 'yes' }).expect(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect((await t.http.get('/me/play-settings').set(ann.auth).expect(200)).body).toEqual({ confirmMoves: true });
    // Turned off again.
    await t.http.patch('/me/play-settings').set(ann.auth).send({ confirmMoves: false }).expect(200);
    expect((await t.http.get('/me/play-settings').set(ann.auth).expect(200)).body).toEqual({ confirmMoves: false });
    await t.http.get('/me/play-settings').expect(401);
  });

  it('a token reads them with account:read and changes them only with account:write', async () => {
    const ann = await newPlayer(t, 'c');
    const token = (scopes: string[]) => tokenAuth(t, ann, scopes);
    const reader = await token(['account:read']);
    const writer = await token(['account:read', 'account:write']);
    await t.http.get('/me/play-settings').set(reader).expect(200);
    const refused = await t.http.patch('/me/play-settings').set(reader).send({ confirmMoves: true }).expect(403);
    expect({ code: refused.body.code, missing: refused.body.missingScopes }).toEqual({
      code: 'MISSING_SCOPE',
      missing: ['account:write'],
    });
    expect((await t.http.get('/me/play-settings').set(reader).expect(200)).body).toEqual({ confirmMoves: false });
    await t.http.patch('/me/play-settings').set(writer).send({ confirmMoves: true }).expect(200);
    expect((await t.http.get('/me/play-settings').set(reader).expect(200)).body).toEqual({ confirmMoves: true });
  });
});
