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
    // Marked wherever the game shows its players: the game, and the lists.
    const shown = (await t.http.get(`/games/${game.body.id}`).set(human.auth).expect(200)).body;
    expect(shown.seats.map((s: { player: object }) => s.player)).toEqual([
      { id: human.id, username: human.username, displayName: expect.any(String) },
      { id: owner.id, username: owner.username, displayName: expect.any(String), bot: true },
    ]);
    const listed = (await t.http.get('/games?mine=true').set(human.auth).expect(200)).body.items[0];
    expect(listed.seats[1].player.bot).toBe(true);
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

describe('what a bot takes: invitations by its profile, no open seats', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  const botWith = async (profile: Record<string, unknown>) => {
    const owner = await newPlayer(t, 'bot');
    const token = await tokenAuth(t, owner, ['bot:play']);
    await t.http.post('/me/bot').set(token).expect(201);
    await t.http
      .put('/bot/profile')
      .set(token)
      .send({
        variants: ['007', 'coalition'],
        optionSets: {},
        timeControls: ['per-move'],
        minDays: 2,
        maxDays: 10,
        maxGames: 2,
        acceptBots: false,
        ...profile,
      })
      .expect(200);
    return { ...owner, token };
  };

  it('declines, with the reason, a game outside its profile, and a game beyond its games at once', async () => {
    const human = await newPlayer(t, 'hum');
    const bot = await botWith({ optionSets: { '007': [{ fast: false }] } });
    const declines = async (settings: object, reason: string) => {
      const res = await t.http
        .post('/games')
        .set(human.auth)
        .send({
          variant: '007',
          ...settings,
          seats: [
            { seat: 'white', me: true },
            { seat: 'black', invite: bot.username },
          ],
        })
        .expect(409);
      expect(res.body).toMatchObject({ code: 'BOT_DECLINES', reason, bot: bot.username });
    };
    await declines({ timeControl: { type: 'bank', initialDays: 5, incrementDays: 1, maxDays: 9 } }, 'timeControl');
    await declines({ timeControl: { type: 'per-move', days: 1 } }, 'tooFast');
    await declines({ timeControl: { type: 'per-move', days: 14 } }, 'tooSlow');
    await declines({ options: { fast: true } }, 'options');
    const coalition = await t.http
      .post('/games')
      .set(human.auth)
      .send({
        variant: 'coalition',
        seats: [
          { seat: 'yellow', me: true },
          { seat: 'black', invite: bot.username },
          { seat: 'green', computer: 'random' },
          { seat: 'red', computer: 'random' },
        ],
      })
      .expect(201);
    expect(coalition.body.seats[1]).toMatchObject({ seat: 'black', state: 'invited' });
    // Two at once at most: the Coalition invitation and one more; parallel invitations take one place.
    const tries = await Promise.all(
      [0, 1, 2].map(() => invite007(t, human, bot.username).then(undefined, (e: Error) => e)),
    );
    expect(tries.filter((r) => !(r instanceof Error))).toHaveLength(1);
    await declines({}, 'busy');
  });

  it('declines another bot unless it accepts bots, and takes no open seat', async () => {
    const other = await botWith({});
    const picky = await botWith({});
    const res = await t.http
      .post('/games')
      .set(other.token)
      .send({
        variant: '007',
        seats: [
          { seat: 'white', me: true },
          { seat: 'black', invite: picky.username },
        ],
      })
      .expect(409);
    expect(res.body.reason).toBe('noBot');
    const human = await newPlayer(t, 'hum');
    const open = await t.http
      .post('/games')
      .set(human.auth)
      .send({ variant: '007', seats: [{ seat: 'white', me: true }] })
      .expect(201);
    const join = await t.http.post(`/games/${open.body.id}/seats/black/join`).set(other.token).expect(403);
    expect(join.body.code).toBe('BOT_INVITED_ONLY');
  });

  it('lets a bot write at the table but not in a private channel', async () => {
    const human = await newPlayer(t, 'hum');
    const bot = await botWith({ maxGames: 4 });
    const game = await t.http
      .post('/games')
      .set(human.auth)
      .send({
        variant: 'coalition',
        press: 'full',
        seats: [
          { seat: 'yellow', me: true },
          { seat: 'black', invite: bot.username },
          { seat: 'green', computer: 'random' },
          { seat: 'red', computer: 'random' },
        ],
      })
      .expect(201);
    const id = game.body.id as string;
    await t.http.post(`/games/${id}/seats/black/accept`).set(bot.token).expect(200);
    const channels = (await t.http.get(`/games/${id}/channels`).set(bot.token).expect(200)).body;
    const list = (channels.items ?? channels.channels ?? channels) as { id: string }[];
    const private_ = list.find((c) => c.id !== 'table')!;
    expect(private_).toBeDefined();
    await t.http.post(`/games/${id}/channels/table/messages`).set(bot.token).send({ text: 'Good luck' }).expect(201);
    const refused = await t.http
      .post(`/games/${id}/channels/${encodeURIComponent(private_.id)}/messages`)
      .set(bot.token)
      .send({ text: 'A side deal?' })
      .expect(403);
    expect(refused.body.code).toBe('BOT_TABLE_ONLY');
    // The human may still write to the bot in private.
    const humans = (await t.http.get(`/games/${id}/channels`).set(human.auth).expect(200)).body;
    const withBot = ((humans.items ?? humans.channels ?? humans) as { id: string; members: string[] }[]).find(
      (c) => c.id !== 'table' && c.members.includes('black'),
    )!;
    await t.http
      .post(`/games/${id}/channels/${encodeURIComponent(withBot.id)}/messages`)
      .set(human.auth)
      .send({ text: 'Hello bot' })
      .expect(201);
  });
});

describe('games between bots, limited per day (BOT_GAMES_PER_DAY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { botGamesPerDay: 1 } });
  });
  afterAll(() => t?.close());

  it('lets a bot create one game with another bot, then refuses with 429', async () => {
    const bots = [];
    for (const prefix of ['ba', 'bb']) {
      const owner = await newPlayer(t, prefix);
      const token = await tokenAuth(t, owner, ['bot:play']);
      await t.http.post('/me/bot').set(token).expect(201);
      const profile = (await t.http.get('/bot/profile').set(token).expect(200)).body;
      await t.http
        .put('/bot/profile')
        .set(token)
        .send({ ...profile, acceptBots: true })
        .expect(200);
      bots.push({ ...owner, token });
    }
    const [a, b] = bots;
    const body = {
      variant: '007',
      seats: [
        { seat: 'white', me: true },
        { seat: 'black', invite: b.username },
      ],
    };
    await t.http.post('/games').set(a.token).send(body).expect(201);
    const refused = await t.http.post('/games').set(a.token).send(body).expect(429);
    expect(refused.body).toMatchObject({ code: 'BOT_GAME_LIMIT', limit: 1 });
    // The other bot has its own day.
    await t.http
      .post('/games')
      .set(b.token)
      .send({
        variant: '007',
        seats: [
          { seat: 'white', me: true },
          { seat: 'black', invite: a.username },
        ],
      })
      .expect(201);
  });
});
