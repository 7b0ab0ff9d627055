import { newPlayer } from './game-server-fixtures';
import { tokenAuth } from './support/tokens';
import { startTestApp, type TestApp } from './support/test-app';

/** The board look of an account that never chose one. */
const NO_LOOK = { boardTheme: 'classic', pieceTheme: 'standard', moveSounds: false, boardLookSaved: false };

describe('play settings (GET and PATCH /me/play-settings)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('keeps "confirm before sending" per user on the server: on for correspondence, off for practice', async () => {
    const [ann, bob] = [await newPlayer(t, 'a'), await newPlayer(t, 'b')];
    const read = async (p: typeof ann) => (await t.http.get('/me/play-settings').set(p.auth).expect(200)).body;
    expect(await read(ann)).toEqual({ confirmMoves: true, confirmMovesPractice: false, ...NO_LOOK });
    expect(
      (await t.http.patch('/me/play-settings').set(ann.auth).send({ confirmMoves: false }).expect(200)).body,
    ).toEqual({ confirmMoves: false, confirmMovesPractice: false, ...NO_LOOK });
    expect(await read(ann)).toEqual({ confirmMoves: false, confirmMovesPractice: false, ...NO_LOOK });
    // Each setting changes alone; an empty change changes nothing; someone else's are their own.
    await t.http.patch('/me/play-settings').set(ann.auth).send({ confirmMovesPractice: true }).expect(200);
    expect(await read(ann)).toEqual({ confirmMoves: false, confirmMovesPractice: true, ...NO_LOOK });
    expect((await t.http.patch('/me/play-settings').set(ann.auth).send({}).expect(200)).body).toEqual({
      confirmMoves: false,
      confirmMovesPractice: true,
      ...NO_LOOK,
    });
    expect(await read(bob)).toEqual({ confirmMoves: true, confirmMovesPractice: false, ...NO_LOOK });
    // Bad input is refused and changes nothing.
    for (const body of [{ confirmMoves: 'yes' }, { confirmMovesPractice: 1 }]) {
      const bad = await t.http.patch('/me/play-settings').set(ann.auth).send(body).expect(400);
      expect(bad.body.code).toBe('VALIDATION_FAILED');
    }
    expect(await read(ann)).toEqual({ confirmMoves: false, confirmMovesPractice: true, ...NO_LOOK });
    // Turned on again.
    await t.http.patch('/me/play-settings').set(ann.auth).send({ confirmMoves: true }).expect(200);
    expect((await read(ann)).confirmMoves).toBe(true);
    await t.http.get('/me/play-settings').expect(401);
  });

  it('keeps the board look on the account: chosen once, it is saved; bad values change nothing', async () => {
    const ann = await newPlayer(t, 'd');
    const read = async () => (await t.http.get('/me/play-settings').set(ann.auth).expect(200)).body;
    // A first change of another setting leaves the look unchosen.
    await t.http.patch('/me/play-settings').set(ann.auth).send({ confirmMoves: false }).expect(200);
    expect(await read()).toMatchObject(NO_LOOK);
    const chosen = await t.http
      .patch('/me/play-settings')
      .set(ann.auth)
      .send({ boardTheme: 'high-contrast', moveSounds: true })
      .expect(200);
    const look = { boardTheme: 'high-contrast', pieceTheme: 'standard', moveSounds: true, boardLookSaved: true };
    expect(chosen.body).toEqual({ confirmMoves: false, confirmMovesPractice: false, ...look });
    await t.http.patch('/me/play-settings').set(ann.auth).send({ pieceTheme: 'outlined' }).expect(200);
    expect(await read()).toEqual({ confirmMoves: false, confirmMovesPractice: false, ...look, pieceTheme: 'outlined' });
    // Unknown themes, wrong types and null: 400 naming the field, nothing changed.
    for (const body of [
      { boardTheme: 'neon' },
      { pieceTheme: 3 },
      { moveSounds: 'loud' },
      { boardTheme: 'classic', pieceTheme: 'wooden' },
    ]) {
      const bad = await t.http.patch('/me/play-settings').set(ann.auth).send(body).expect(400);
      expect(bad.body.code).toBe('VALIDATION_FAILED');
    }
    for (const field of ['boardTheme', 'pieceTheme', 'moveSounds', 'confirmMoves', 'confirmMovesPractice']) {
      const nulled = await t.http
        .patch('/me/play-settings')
        .set(ann.auth)
        .send({ [field]: null })
        .expect(400);
      expect({ code: nulled.body.code, named: JSON.stringify(nulled.body).includes(field) }).toEqual({
        code: 'VALIDATION_FAILED',
        named: true,
      });
    }
    expect(await read()).toEqual({ confirmMoves: false, confirmMovesPractice: false, ...look, pieceTheme: 'outlined' });
    // A first row made by a look alone keeps the confirm defaults.
    const bob = await newPlayer(t, 'e');
    const first = await t.http.patch('/me/play-settings').set(bob.auth).send({ pieceTheme: 'outlined' }).expect(200);
    expect(first.body).toEqual({
      confirmMoves: true,
      confirmMovesPractice: false,
      boardTheme: 'classic',
      pieceTheme: 'outlined',
      moveSounds: false,
      boardLookSaved: true,
    });
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
