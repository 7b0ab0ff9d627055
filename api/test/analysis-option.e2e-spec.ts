import { newClub, newPlayers, type Player, postLadder, ladderGame } from './ladder-fixtures';
import { EmailComposer } from '../src/delivery/notifications/email-composer';
import { startTestApp, type TestApp } from './support/test-app';
import { createGame, refusedGame } from './support/games';

/**
 * The game option `analysis` (allowed | after-game): whether an engine may be used on the analysis
 * board while the game runs. Chosen by the creator, defaulting by the game's kind, stored with the
 * game, in its representation, the lobby, the invitation and the chain's first event.
 */
describe('the analysis option', () => {
  let t: TestApp;
  let ann: Player;
  let bob: Player;
  beforeAll(async () => {
    t = await startTestApp();
    [ann, bob] = await newPlayers(t, 'ann', 'bob');
  }, 60_000);
  afterAll(() => t.close());

  it('defaults by the game’s kind: allowed for an unrated game, after-game for a rated one', async () => {
    expect((await createGame(t, ann, { variant: '007' })).body.analysis).toBe('allowed');
    expect((await createGame(t, ann, { variant: 'coalition' })).body.analysis).toBe('after-game');
    expect((await createGame(t, ann, { variant: 'coalition', rated: false })).body.analysis).toBe('allowed');
  });

  it('takes the creator’s choice beside the options or inside them, stores it and returns it', async () => {
    const beside = await createGame(t, ann, { variant: '007', analysis: 'after-game' });
    expect(beside.body.analysis).toBe('after-game');
    const inside = await createGame(t, ann, { variant: 'coalition', options: { analysis: 'allowed' } });
    expect(inside.body).toMatchObject({ analysis: 'allowed', rated: true });
    expect(inside.body.options).not.toHaveProperty('analysis');
    const [row] = await t.db.query(`SELECT analysis FROM games WHERE id = $1`, [inside.body.id]);
    expect(row.analysis).toBe('allowed');
    const read = await t.http.get(`/games/${beside.body.id}`).set(bob.auth).expect(200);
    expect(read.body.analysis).toBe('after-game');
    const [created] = await t.db.query(`SELECT payload FROM game_events WHERE game_id = $1 AND type = 'game-created'`, [
      beside.body.id,
    ]);
    expect(created.payload.analysis).toBe('after-game');
    const verify = await t.http.get(`/games/${beside.body.id}/verify`).set(ann.auth).expect(200);
    expect(verify.body).toMatchObject({ ok: true, chainIntact: true });
  });

  it('refuses null, a wrong type and an unknown value, naming the field', async () => {
    for (const analysis of [null, 7, 'always']) {
      const refused = await refusedGame(t, ann, 400, { variant: '007', analysis });
      expect(refused.body.code).toBe('VALIDATION_FAILED');
      expect(refused.body.errors.map((e: { field: string }) => e.field)).toContain('analysis');
    }
    for (const body of [
      { variant: '007', options: { analysis: null } },
      { variant: '007', options: { analysis: 'never' } },
      { variant: '007', analysis: 'allowed', options: { analysis: 'after-game' } },
    ]) {
      const refused = await refusedGame(t, ann, 400, body);
      expect(refused.body.code).toBe('BAD_OPTIONS');
      expect(refused.body.detail).toMatch(/analysis/);
    }
    const de = await t.http
      .post('/games')
      .set(ann.auth)
      .set('Accept-Language', 'de')
      .send({ variant: '007', options: { analysis: 'always' } })
      .expect(400);
    expect(de.body.code).toBe('BAD_OPTIONS');
    expect(de.headers['content-language']).toBe('de');
  });

  it('shows the rule in the lobby and on the invitation', async () => {
    const open = await createGame(t, ann, {
      variant: '007',
      analysis: 'after-game',
      seats: [{ seat: 'white', me: true }],
    });
    const lobby = await t.http.get('/lobby').set(bob.auth).expect(200);
    expect(lobby.body.items.find((e: { gameId: string }) => e.gameId === open.body.id)).toMatchObject({
      analysis: 'after-game',
    });
    const invited = await createGame(t, ann, {
      variant: '007',
      seats: [
        { seat: 'white', me: true },
        { seat: 'black', invite: bob.username },
      ],
    });
    const [note] = await t.db.query(`SELECT payload FROM outbox WHERE game_id = $1 AND kind = 'invitation'`, [
      invited.body.id,
    ]);
    expect(note.payload.analysis).toBe('allowed');
    const [row] = await t.db.query(`SELECT * FROM outbox WHERE game_id = $1 AND kind = 'invitation'`, [
      invited.body.id,
    ]);
    const mail = (await t.app.get(EmailComposer).compose(t.db.manager, [row])).get(row.id) as {
      send: { text: string };
    };
    expect(mail.send.text).toContain('Engine on the analysis board: allowed at any time.');
  });

  it('makes a ladder’s game after-game, even an unrated one', async () => {
    const club = await newClub(t, ann, [bob]);
    const ladder = await postLadder(t, ann, club, { rated: false });
    expect(ladder.status).toBe(201);
    const id = await ladderGame(t, ladder.body.id, ann, { white: ann, black: bob });
    const g = await t.http.get(`/games/${id}`).set(ann.auth).expect(200);
    expect(g.body).toMatchObject({ rated: false, analysis: 'after-game' });
  });

  it('reads a game written without the option as the default of its kind', async () => {
    const g = await createGame(t, ann, { variant: 'coalition' });
    await t.db.query(`UPDATE games SET analysis = NULL WHERE id = $1`, [g.body.id]);
    const read = await t.http.get(`/games/${g.body.id}`).set(ann.auth).expect(200);
    expect(read.body.analysis).toBe('after-game');
  });
});
