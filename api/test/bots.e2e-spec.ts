import { newPlayer, newPlayers, start007Game } from './game-server-fixtures';
import { invite007 } from './support/games';
import { startTestApp, type TestApp } from './support/test-app';
import { tokenAuth } from './support/tokens';

describe('bot accounts: POST /me/bot, the bot:play scope, GET/PUT /bot/profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('turns a fresh account into a bot once, whose bot:play token then reads and plays games', async () => {
    const owner = await newPlayer(t, 'bot');
    const token = await tokenAuth(t, owner, ['bot:play']);
    // On a person's account bot:play allows the upgrade only.
    await t.http.get('/games?mine=true').set(token).expect(403);
    const up = await t.http.post('/me/bot').set(token).expect(201);
    expect(up.body).toMatchObject({ variants: ['007', 'coalition'], maxGames: 4, acceptBots: false });
    const again = await t.http.post('/me/bot').set(token).expect(409);
    expect(again.body.code).toBe('ALREADY_A_BOT');
    // The same token, now on a bot: its games, and the games' play.
    await t.http.get('/games?mine=true').set(token).expect(200);
    const human = await newPlayer(t, 'hum');
    const game = await invite007(t, human, owner.username);
    await t.http.post(`/games/${game.body.id}/seats/black/accept`).set(token).expect(200);
    // A token without bot:play keeps its own scopes only.
    const reader = await tokenAuth(t, owner, ['account:read']);
    await t.http.get('/games?mine=true').set(reader).expect(403);
  });

  it('refuses the upgrade of an account that holds, held or is invited to a seat', async () => {
    const [white, black, invited] = await newPlayers(t, 'w', 'b', 'i');
    await start007Game(t, white, black);
    await invite007(t, white, invited.username);
    for (const p of [white, black, invited]) {
      const res = await t.http.post('/me/bot').set(p.auth).expect(409);
      expect(res.body.code).toBe('BOT_UPGRADE_REFUSED');
      expect(res.body.detail).toMatch(/seat/);
    }
    const [row] = await t.db.query(`SELECT bool_or(bot) AS any FROM users WHERE id = ANY($1)`, [
      [white.id, black.id, invited.id],
    ]);
    expect(row.any).toBe(false);
  });

  it('judges an upgrade and an invitation sent at the same moment one after the other', async () => {
    const [owner, human] = await newPlayers(t, 'race', 'h');
    const [up, invite] = await Promise.all([
      t.http.post('/me/bot').set(owner.auth),
      t.http
        .post('/games')
        .set(human.auth)
        .send({
          variant: '007',
          seats: [
            { seat: 'white', me: true },
            { seat: 'black', invite: owner.username },
          ],
        }),
    ]);
    expect(invite.status).toBe(201);
    // Either the upgrade came first (a bot invited) or the invitation (the upgrade refused).
    expect([201, 409]).toContain(up.status);
    const [row] = await t.db.query(`SELECT bot FROM users WHERE id = $1`, [owner.id]);
    expect(row.bot).toBe(up.status === 201);
  });

  it('keeps a profile the bot replaces whole, refusing what no variant has', async () => {
    const owner = await newPlayer(t, 'prof');
    const token = await tokenAuth(t, owner, ['bot:play']);
    expect((await t.http.get('/bot/profile').set(token).expect(403)).body.code).toBe('NOT_A_BOT');
    await t.http.post('/me/bot').set(token).expect(201);
    const profile = {
      variants: ['007'],
      optionSets: { '007': [{ fast: true }] },
      timeControls: ['per-move'],
      minDays: 1,
      maxDays: 7,
      maxGames: 2,
      acceptBots: true,
    };
    expect((await t.http.put('/bot/profile').set(token).send(profile).expect(200)).body).toEqual(profile);
    expect((await t.http.get('/bot/profile').set(token).expect(200)).body).toEqual(profile);
    const unknown = await t.http
      .put('/bot/profile')
      .set(token)
      .send({ ...profile, optionSets: { '007': [{ castling: 'never' }] } })
      .expect(400);
    expect(unknown.body.code).toBe('BAD_BOT_PROFILE');
    expect(unknown.body.detail).toMatch(/castling/);
    const order = await t.http
      .put('/bot/profile')
      .set(token)
      .send({ ...profile, minDays: 9 })
      .expect(400);
    expect(order.body.code).toBe('BAD_BOT_PROFILE');
    const missing = await t.http
      .put('/bot/profile')
      .set(token)
      .send({ ...profile, maxGames: null })
      .expect(400);
    expect(missing.body.code).toBe('VALIDATION_FAILED');
  });
});
