import { newPlayer } from './game-server-fixtures';
import { tokenAuth } from './support/tokens';
import { startTestApp, type TestApp } from './support/test-app';

describe('play settings (GET and PATCH /me/play-settings)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('keeps "confirm before sending" per user on the server: on for correspondence, off for practice', async () => {
    const [ann, bob] = [await newPlayer(t, 'a'), await newPlayer(t, 'b')];
    const read = async (p: typeof ann) => (await t.http.get('/me/play-settings').set(p.auth).expect(200)).body;
    expect(await read(ann)).toEqual({ confirmMoves: true, confirmMovesPractice: false });
    expect(
      (await t.http.patch('/me/play-settings').set(ann.auth).send({ confirmMoves: false }).expect(200)).body,
    ).toEqual({ confirmMoves: false, confirmMovesPractice: false });
    expect(await read(ann)).toEqual({ confirmMoves: false, confirmMovesPractice: false });
    // Each setting changes alone; an empty change changes nothing; someone else's are their own.
    await t.http.patch('/me/play-settings').set(ann.auth).send({ confirmMovesPractice: true }).expect(200);
    expect(await read(ann)).toEqual({ confirmMoves: false, confirmMovesPractice: true });
    expect((await t.http.patch('/me/play-settings').set(ann.auth).send({}).expect(200)).body).toEqual({
      confirmMoves: false,
      confirmMovesPractice: true,
    });
    expect(await read(bob)).toEqual({ confirmMoves: true, confirmMovesPractice: false });
    // Bad input is refused and changes nothing.
    for (const body of [{ confirmMoves: 'yes' }, { confirmMovesPractice: 1 }]) {
      const bad = await t.http.patch('/me/play-settings').set(ann.auth).send(body).expect(400);
      expect(bad.body.code).toBe('VALIDATION_FAILED');
    }
    expect(await read(ann)).toEqual({ confirmMoves: false, confirmMovesPractice: true });
    // Turned on again.
    await t.http.patch('/me/play-settings').set(ann.auth).send({ confirmMoves: true }).expect(200);
    expect((await read(ann)).confirmMoves).toBe(true);
    await t.http.get('/me/play-settings').expect(401);
  });

  it('a token reads them with account:read and changes them only with account:write', async () => {
    const ann = await newPlayer(t, 'c');
    const token = (scopes: string[]) => tokenAuth(t, ann, scopes);
    const reader = await token(['account:read']);
    const writer = await token(['account:read', 'account:write']);
    await t.http.get('/me/play-settings').set(reader).expect(200);
    const refused = await t.http.patch('/me/play-settings').set(reader).send({ confirmMoves: false }).expect(403);
    expect({ code: refused.body.code, missing: refused.body.missingScopes }).toEqual({
      code: 'MISSING_SCOPE',
      missing: ['account:write'],
    });
    expect((await t.http.get('/me/play-settings').set(reader).expect(200)).body.confirmMoves).toBe(true);
    await t.http.patch('/me/play-settings').set(writer).send({ confirmMoves: false }).expect(200);
    expect((await t.http.get('/me/play-settings').set(reader).expect(200)).body.confirmMoves).toBe(false);
  });
});
