import { ChallengesService } from '../src/play/challenges/challenges.service';
import { newPlayer, newPlayers, type Player } from './game-server-fixtures';
import { startTestApp, type TestApp } from './support/test-app';
import { tokenAuth } from './support/tokens';

type Json = Record<string, any>;

describe('challenges: POST/GET /challenges, accept, decline, withdraw', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  const challenge = (by: Player, body: object) => t.http.post('/challenges').set(by.auth).send(body);
  const count = async () => Number((await t.db.query(`SELECT count(*) AS n FROM challenges`))[0].n);
  const games = async () => Number((await t.db.query(`SELECT count(*) AS n FROM games`))[0].n);

  it('creates the game when the challenged accepts, seating both, and lists it in and out', async () => {
    const [alice, bob] = await newPlayers(t, 'ca', 'cb');
    const made = (await challenge(alice, { to: bob.username, variant: '007' }).expect(201)).body as Json;
    expect(made).toMatchObject({
      by: alice.username,
      to: [{ username: bob.username, bot: false, seat: 'black', answer: null }],
      status: 'pending',
      gameId: null,
      timeControl: { type: 'per-move', days: 3 },
      seats: [
        { seat: 'white', player: alice.username },
        { seat: 'black', player: bob.username },
      ],
    });
    expect(Date.parse(made.expiresAt) - Date.parse(made.createdAt)).toBe(24 * 3600 * 1000);
    expect((await t.http.get('/challenges').set(bob.auth).expect(200)).body.items.map((c: Json) => c.id)).toEqual([
      made.id,
    ]);
    expect((await t.http.get('/challenges?direction=out').set(alice.auth).expect(200)).body.items[0].id).toBe(made.id);
    expect((await t.http.get('/challenges?direction=in').set(alice.auth).expect(200)).body.items).toEqual([]);
    // Only the challenged answers; only the challenger withdraws; a stranger sees nothing.
    expect((await t.http.post(`/challenges/${made.id}/accept`).set(alice.auth).expect(403)).body.code).toBe(
      'NOT_CHALLENGED',
    );
    expect((await t.http.delete(`/challenges/${made.id}`).set(bob.auth).expect(403)).body.code).toBe('NOT_CHALLENGER');
    const stranger = await newPlayer(t, 'cs');
    expect((await t.http.post(`/challenges/${made.id}/accept`).set(stranger.auth).expect(404)).body.code).toBe(
      'CHALLENGE_NOT_FOUND',
    );
    const accepted = (await t.http.post(`/challenges/${made.id}/accept`).set(bob.auth).expect(200)).body as Json;
    expect(accepted).toMatchObject({ status: 'accepted', to: [{ answer: 'accepted' }] });
    for (const p of [alice, bob]) {
      const game = (await t.http.get(`/games/${accepted.gameId}`).set(p.auth).expect(200)).body as Json;
      expect(game.status).toBe('active');
      expect(game.seats.map((s: Json) => s.player?.username)).toEqual([alice.username, bob.username]);
    }
    expect((await t.http.post(`/challenges/${made.id}/decline`).set(bob.auth).expect(409)).body.code).toBe(
      'CHALLENGE_CLOSED',
    );
  });

  it('refuses bad challenges with codes, writing nothing', async () => {
    const [alice, bob] = await newPlayers(t, 'ba', 'bb');
    const before = [await count(), await games()];
    const refused = async (body: object, status: number, code: string) => {
      const res = await challenge(alice, body).expect(status);
      expect(res.body.code).toBe(code);
      return res.body as Json;
    };
    await refused({ to: alice.username, variant: '007' }, 400, 'CHALLENGE_SELF');
    await refused({ to: 'nobody_by_that_name', variant: '007' }, 400, 'INVITEE_NOT_FOUND');
    await refused({ to: bob.username, variant: '007', options: { noSuchOption: true } }, 400, 'BAD_OPTIONS');
    await refused(
      { to: bob.username, variant: '007', timeControl: { type: 'per-move', days: 99 } },
      400,
      'BAD_TIME_CONTROL',
    );
    await refused({ to: [bob.username, alice.username], variant: '007' }, 400, 'BAD_CHALLENGE');
    for (const body of [
      { variant: '007' },
      { to: null, variant: '007' },
      { to: bob.username },
      { to: 5, variant: '007' },
    ])
      expect((await refused(body, 400, 'VALIDATION_FAILED')).detail ?? JSON.stringify(body)).toBeTruthy();
    // A person who blocked the challenger (or was blocked) cannot be challenged.
    await t.http
      .post(`/me/blocks/${alice.username}`)
      .set(bob.auth)
      .expect((r) => expect(r.status).toBeLessThan(300));
    await refused({ to: bob.username, variant: '007' }, 403, 'PLAYER_UNAVAILABLE');
    expect([await count(), await games()]).toEqual(before);
  });

  it('answers a challenge to a bot outside its profile with the reason, and lets the bot accept inside it', async () => {
    const human = await newPlayer(t, 'bh');
    const owner = await newPlayer(t, 'cbot');
    const token = await tokenAuth(t, owner, ['bot:play']);
    await t.http.post('/me/bot').set(token).expect(201);
    await t.http
      .put('/bot/profile')
      .set(token)
      .send({
        variants: ['007', 'coalition'],
        optionSets: {},
        timeControls: ['per-move'],
        minDays: 1,
        maxDays: 14,
        maxGames: 4,
        acceptBots: false,
      })
      .expect(200);
    const before = await count();
    const out = await challenge(human, {
      to: owner.username,
      variant: '007',
      timeControl: { type: 'bank', initialDays: 5, incrementDays: 1, maxDays: 9 },
    });
    expect(out.status).toBe(409);
    expect(out.body).toMatchObject({ code: 'BOT_DECLINES', bot: owner.username, reason: 'timeControl' });
    expect(await count()).toBe(before);
    // Coalition with two computer seats; the bot accepts with its bot:play token.
    const made = (
      await challenge(human, {
        to: [owner.username],
        variant: 'coalition',
        seats: [
          { seat: 'green', computer: 'random' },
          { seat: 'red', computer: 'random' },
        ],
      }).expect(201)
    ).body as Json;
    expect(made.seats).toEqual([
      { seat: 'yellow', player: human.username },
      { seat: 'black', player: owner.username },
      { seat: 'green', computer: 'random' },
      { seat: 'red', computer: 'random' },
    ]);
    expect(made.to[0].bot).toBe(true);
    expect((await t.http.get('/challenges').set(token).expect(200)).body.items[0].id).toBe(made.id);
    const accepted = (await t.http.post(`/challenges/${made.id}/accept`).set(token).expect(200)).body as Json;
    const game = (await t.http.get(`/games/${accepted.gameId}`).set(human.auth).expect(200)).body as Json;
    expect(game.seats.map((s: Json) => s.player?.username ?? s.computer)).toEqual([
      human.username,
      owner.username,
      'random',
      'random',
    ]);
    // A game a bot opens shows it as a bot in the lobby, as its creator and at its seat.
    const opened = (
      await t.http
        .post('/games')
        .set(token)
        .send({ variant: '007', seats: [{ seat: 'white', me: true }] })
        .expect(201)
    ).body as Json;
    const entry = (await t.http.get('/lobby?limit=100').set(human.auth).expect(200)).body.items.find(
      (g: Json) => g.gameId === opened.id,
    );
    expect(entry.createdBy.bot).toBe(true);
    expect(entry.seats.map((s: Json) => s.player?.bot)).toEqual([true, undefined]);
  });

  it('waits for every one challenged in Coalition Chess; one decline closes it', async () => {
    const [a, b, c, d] = await newPlayers(t, 'qa', 'qb', 'qc', 'qd');
    const made = (await challenge(a, { to: [b.username, c.username, d.username], variant: 'coalition' }).expect(201))
      .body as Json;
    expect(made.to.map((x: Json) => x.seat).sort()).toEqual(['black', 'green', 'red']);
    await t.http.post(`/challenges/${made.id}/accept`).set(b.auth).expect(200);
    await t.http.post(`/challenges/${made.id}/accept`).set(c.auth).expect(200);
    const last = (await t.http.post(`/challenges/${made.id}/accept`).set(d.auth).expect(200)).body as Json;
    expect(last.status).toBe('accepted');
    expect(last.gameId).toEqual(expect.any(String));

    const other = (await challenge(a, { to: [b.username, c.username], variant: 'coalition' }).expect(201)).body as Json;
    await t.http.post(`/challenges/${other.id}/accept`).set(b.auth).expect(200);
    const declined = (
      await t.http.post(`/challenges/${other.id}/decline`).set(c.auth).send({ reason: 'not this week' }).expect(200)
    ).body as Json;
    expect(declined).toMatchObject({ status: 'declined', reason: 'not this week', gameId: null });
    expect((await t.http.post(`/challenges/${other.id}/accept`).set(b.auth).expect(409)).body.code).toBe(
      'CHALLENGE_CLOSED',
    );
  });

  it('creates one game of two accepts at once, and lets one of accept and withdraw win', async () => {
    const [a, b] = await newPlayers(t, 'ra', 'rb');
    const one = (await challenge(a, { to: b.username, variant: '007' }).expect(201)).body as Json;
    const both = await Promise.all([1, 2].map(() => t.http.post(`/challenges/${one.id}/accept`).set(b.auth)));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const [row] = await t.db.query(
      `SELECT count(*)::int AS n FROM games WHERE created_by = $1 AND created_at > now() - interval '1 minute'`,
      [a.id],
    );
    expect(row.n).toBe(1);

    for (let i = 0; i < 3; i++) {
      const c = (await challenge(a, { to: b.username, variant: '007' }).expect(201)).body as Json;
      const [accept, withdraw] = await Promise.all([
        t.http.post(`/challenges/${c.id}/accept`).set(b.auth),
        t.http.delete(`/challenges/${c.id}`).set(a.auth),
      ]);
      // Exactly one wins; the other finds the challenge closed.
      expect([accept.status, withdraw.status].sort()).toEqual(accept.status === 200 ? [200, 409] : [204, 409]);
      const after = (await t.http.get(`/challenges/${c.id}`).set(a.auth).expect(200)).body as Json;
      expect(after.status).toBe(accept.status === 200 ? 'accepted' : 'withdrawn');
    }
  });

  it('reads a challenge past its day as expired, and refuses to accept it', async () => {
    const [a, b] = await newPlayers(t, 'ea', 'eb');
    const c = (await challenge(a, { to: b.username, variant: '007' }).expect(201)).body as Json;
    await t.db.query(`UPDATE challenges SET expires_at = now() - interval '1 second' WHERE id = $1`, [c.id]);
    expect((await t.http.get(`/challenges/${c.id}`).set(b.auth).expect(200)).body.status).toBe('expired');
    const res = await t.http.post(`/challenges/${c.id}/accept`).set(b.auth).expect(409);
    expect(res.body).toMatchObject({ code: 'CHALLENGE_CLOSED', challengeStatus: 'expired' });
    await t.http.delete(`/challenges/${c.id}`).set(a.auth).expect(409);
    // Kept, expired, for 30 days; then the hourly sweep deletes it (and nothing still open).
    const open = (await challenge(a, { to: b.username, variant: '007' }).expect(201)).body as Json;
    const sweep = t.app.get(ChallengesService);
    expect(await sweep.sweep()).toBe(0);
    await t.db.query(`UPDATE challenges SET expires_at = now() - interval '31 days' WHERE id = $1`, [c.id]);
    expect(await sweep.sweep()).toBe(1);
    await t.http.get(`/challenges/${c.id}`).set(b.auth).expect(404);
    expect((await t.http.get(`/challenges/${open.id}`).set(b.auth).expect(200)).body.status).toBe('pending');
  });

  it('pages the challenges with a cursor, newest first', async () => {
    const [a, b] = await newPlayers(t, 'pa', 'pb');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await challenge(a, { to: b.username, variant: '007' }).expect(201)).body.id);
    const first = (await t.http.get('/challenges?limit=2').set(b.auth).expect(200)).body as Json;
    const second = (await t.http.get(`/challenges?limit=2&cursor=${first.nextCursor}`).set(b.auth).expect(200))
      .body as Json;
    expect([...first.items, ...second.items].map((c: Json) => c.id)).toEqual(ids.reverse());
    expect(second.nextCursor).toBeNull();
    expect((await t.http.get('/challenges?cursor=bad').set(b.auth).expect(400)).body.code).toBe('BAD_CURSOR');
  });
});
