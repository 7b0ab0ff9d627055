import { newClub, postLadder } from './ladder-fixtures';
import { newPlayer, newPlayers, type Player } from './game-server-fixtures';
import { invite007 } from './support/games';
import { startTestApp, type TestApp } from './support/test-app';
import { tokenAuth } from './support/tokens';

type Ref = { id: string; username: string; bot?: boolean } | null;

/**
 * A bot is marked wherever a player is shown: every kind of answer that names players carries
 * `bot: true` on a bot's player object and nothing on a person's.
 */
describe('bots are marked wherever a player is shown', () => {
  let t: TestApp;
  let human: Player, bot: Player;
  let botAuth: Record<string, string>;
  let gameId: string;

  beforeAll(async () => {
    t = await startTestApp();
    [human, bot] = await newPlayers(t, 'hm', 'bm');
    botAuth = await tokenAuth(t, bot, ['bot:play']);
    await t.http.post('/me/bot').set(botAuth).expect(201);
    gameId = (await invite007(t, human, bot.username)).body.id;
    await t.http.post(`/games/${gameId}/seats/black/accept`).set(botAuth).expect(200);
  }, 60_000);
  afterAll(() => t?.close());

  /** The bot's ref is marked and the person's is not, wherever both appear in `refs`. */
  const expectMarked = (refs: Ref[]) => {
    const byId = new Map(refs.filter((r) => r !== null).map((r) => [r!.id, r!]));
    expect(byId.get(bot.id)).toMatchObject({ username: bot.username, bot: true });
    if (byId.has(human.id)) expect(byId.get(human.id)!.bot).toBeUndefined();
  };

  it('in a game read, the game lists and the seat holders', async () => {
    const game = (await t.http.get(`/games/${gameId}`).set(human.auth).expect(200)).body;
    expectMarked(game.seats.map((s: { player: Ref }) => s.player));
    const listed = (await t.http.get('/games?mine=true').set(human.auth).expect(200)).body.items;
    expectMarked(listed.find((g: { id: string }) => g.id === gameId).seats.map((s: { player: Ref }) => s.player));
    const holders = (await t.http.get(`/games/${gameId}/seat-holders`).set(human.auth).expect(200)).body.items;
    expectMarked(holders.map((h: { player: Ref }) => h.player));
  });

  it('in a lobby entry: its creator and its seats', async () => {
    await t.http
      .post('/games')
      .set(botAuth)
      .send({ variant: '007', seats: [{ seat: 'white', me: true }] })
      .expect(201);
    const lobby = (await t.http.get('/lobby?limit=100').set(human.auth).expect(200)).body.items;
    const entry = lobby.find((e: { createdBy: Ref }) => e.createdBy?.id === bot.id);
    expect(entry.createdBy.bot).toBe(true);
    expectMarked(entry.seats.map((s: { player: Ref }) => s.player));
  });

  it('in a challenge, for the challenger and the challenged', async () => {
    const sent = (
      await t.http.post('/challenges').set(human.auth).send({ to: bot.username, variant: '007' }).expect(201)
    ).body;
    expect(sent.byBot).toBe(false);
    expect(sent.to).toEqual([expect.objectContaining({ username: bot.username, bot: true })]);
    const other = await newPlayer(t, 'ch');
    const fromBot = (
      await t.http.post('/challenges').set(botAuth).send({ to: other.username, variant: '007' }).expect(201)
    ).body;
    expect(fromBot.byBot).toBe(true);
    const incoming = (await t.http.get('/challenges?direction=in').set(other.auth).expect(200)).body.items;
    expect(incoming[0]).toMatchObject({ by: bot.username, byBot: true });
    expect(incoming[0].to[0].bot).toBe(false);
  });

  it('in the ratings leaderboards of both variants and a player’s rating', async () => {
    for (const p of [human, bot]) {
      await t.db.query(
        `INSERT INTO ratings (user_id, rating, rd, volatility, games, updated_at) VALUES ($1, 1500, 60, 0.06, 9, now())`,
        [p.id],
      );
      await t.db.query(
        `INSERT INTO coalition_ratings (user_id, role, mu, sigma, games, updated_at)
         VALUES ($1, 'all', 25, 2, 9, now()), ($1, 'great', 25, 2, 9, now())`,
        [p.id],
      );
    }
    const board = (await t.http.get('/ratings/007?limit=100').set(human.auth).expect(200)).body.items;
    expectMarked(board.map((r: { user: Ref }) => r.user));
    expect((await t.http.get(`/ratings/007/${bot.username}`).set(human.auth).expect(200)).body.user.bot).toBe(true);
    for (const role of ['all', 'great']) {
      const res = await t.http.get(`/ratings/coalition?role=${role}&limit=100`).set(human.auth).expect(200);
      expectMarked(res.body.items.map((r: { user: Ref }) => r.user));
    }
  });

  it('in a ladder season’s standings and a tournament’s standings', async () => {
    const [owner, third] = await newPlayers(t, 'ow', 'th');
    const clubId = await newClub(t, owner, [human, bot, third]);
    const ladder = (await postLadder(t, owner, clubId, {}).expect(201)).body;
    const [season] = await t.db.query(`SELECT id FROM ladder_seasons WHERE ladder_id = $1`, [ladder.id]);
    for (const p of [human, bot])
      await t.db.query(
        `INSERT INTO ladder_standings (season_id, user_id, points, games, wins) VALUES ($1, $2, 1, 1, 1)`,
        [season.id, p.id],
      );
    const table = (await t.http.get(`/ladders/${ladder.id}/standings`).set(owner.auth).expect(200)).body;
    expectMarked(table.rows.map((r: { user: Ref }) => r.user));

    const tournament = (
      await t.http
        .post(`/clubs/${clubId}/tournaments`)
        .set(owner.auth)
        .send({ name: 'Marked', variant: '007', format: 'round-robin' })
        .expect(201)
    ).body;
    // Entered as the tournament's own tables have them, whatever the rules of entry.
    for (const p of [human, bot, third])
      await t.db.query(`INSERT INTO tournament_entries (tournament_id, user_id) VALUES ($1, $2)`, [
        tournament.id,
        p.id,
      ]);
    const standings = (await t.http.get(`/tournaments/${tournament.id}/standings`).set(owner.auth).expect(200)).body;
    expectMarked(standings.rows.map((r: { player: Ref }) => r.player));
  });
});
