import { afterIdle, type Glicko, IDLE_PERIOD_MS, NEW_PLAYER, rateGame } from '../src/community/ratings/glicko';
import { ladderGame, newClub, newPlayer, type Player, playScript, seasonAroundToday } from './ladder-fixtures';
import { startTestApp, type TestApp } from './support/test-app';

/** 007 ladders update Glicko-2 ratings as games finish; an annulment recomputes them without the game. */
describe('007 ratings', () => {
  let t: TestApp;
  let p: Player, q: Player, r: Player;
  let ladderId: string;
  let casualLadderId: string;
  const games: string[] = [];
  beforeAll(async () => {
    t = await startTestApp();
    [p, q, r] = [await newPlayer(t, 'p'), await newPlayer(t, 'q'), await newPlayer(t, 'r')];
    const clubId = await newClub(t, p, [q, r]);
    const ladder = await t.http
      .post(`/clubs/${clubId}/ladders`)
      .set(p.auth)
      .send({ name: '007 Liga', variant: '007', season: seasonAroundToday() })
      .expect(201);
    expect(ladder.body.rated).toBe(true);
    ladderId = ladder.body.id;
    const casual = await t.http
      .post(`/clubs/${clubId}/ladders`)
      .set(p.auth)
      .send({ name: 'Friendly', variant: '007', rated: false, optionsFixed: false, season: seasonAroundToday() })
      .expect(201);
    casualLadderId = casual.body.id;
  }, 30_000);
  afterAll(() => t.close());

  const rating = async (who: Player) => (await t.http.get(`/ratings/007/${who.username}`).set(p.auth).expect(200)).body;
  const near = (actual: { rating: number; rd: number }, expected: Glicko) => {
    expect(actual.rating).toBeCloseTo(expected.rating, 6);
    expect(actual.rd).toBeCloseTo(expected.rd, 6);
  };

  it('updates both players after each rated game, in order', async () => {
    // g1: P (white) beats Q; g2: Q (white) and R draw; g3: R (white) beats P.
    games.push(await ladderGame(t, ladderId, p, { white: p, black: q }));
    await playScript(t, games[0], { white: p, black: q }, [{ seat: 'black', action: 'resign' }]);
    games.push(await ladderGame(t, ladderId, q, { white: q, black: r }));
    await playScript(t, games[1], { white: q, black: r }, [
      { seat: 'white', action: 'offer-draw' },
      { seat: 'black', action: 'accept-draw' },
    ]);
    games.push(await ladderGame(t, ladderId, r, { white: r, black: p }));
    await playScript(t, games[2], { white: r, black: p }, [{ seat: 'black', action: 'resign' }]);

    const g1 = rateGame(NEW_PLAYER, NEW_PLAYER, 1);
    const g2 = rateGame(g1.black, NEW_PLAYER, 0.5);
    const g3 = rateGame(g2.black, g1.white, 1);
    const [rp, rq, rr] = [await rating(p), await rating(q), await rating(r)];
    near(rp, g3.black);
    near(rq, g2.white);
    near(rr, g3.white);
    expect([rp.games, rq.games, rr.games]).toEqual([2, 2, 2]);
    expect(rp.history.map((h: { gameId: string; score: number }) => [h.gameId, h.score])).toEqual([
      [games[2], 0],
      [games[0], 1],
    ]);
    expect(rp.history[0].ratingBefore).toBeCloseTo(g1.white.rating, 6);
    expect(rp.history[0].ratingAfter).toBeCloseTo(g3.black.rating, 6);

    // The leaderboard lists players with at least five rated games: two each is not enough.
    const list = await t.http.get('/ratings/007').set(q.auth).expect(200);
    expect(list.body.items).toEqual([]);

    const s = await t.http.get(`/ladders/${ladderId}/standings`).set(q.auth).expect(200);
    const rRow = s.body.rows.find((x: { user: { id: string } }) => x.user.id === r.id);
    expect(rRow).toMatchObject({ points: 8, games: 2, wins: 1, draws: 1, losses: 0 });
    expect(rRow.rating).toBeCloseTo(g3.white.rating, 6);
    expect(rRow.rd).toBeCloseTo(g3.white.rd, 6);
  }, 30_000);

  it('leaves ratings alone for an unrated ladder’s games', async () => {
    const before = await rating(q);
    const id = await ladderGame(t, casualLadderId, q, { white: q, black: r });
    await playScript(t, id, { white: q, black: r }, [{ seat: 'black', action: 'resign' }]);
    const after = await rating(q);
    expect(after.rating).toBe(before.rating);
    expect(after.games).toBe(before.games);
    const s = await t.http.get(`/ladders/${casualLadderId}/standings`).set(q.auth).expect(200);
    expect(s.body.rows[0]).toMatchObject({ user: { id: q.id }, points: 6, wins: 1 });
  });

  it('recomputes every rating without an annulled game', async () => {
    await t.http
      .post(`/ladders/${ladderId}/games/${games[0]}/annul`)
      .set(p.auth)
      .send({ reason: 'wrong pairing' })
      .expect(200);
    // Without g1: g2 is Q and R's first game, g3 R (after g2) against a new P.
    const g2 = rateGame(NEW_PLAYER, NEW_PLAYER, 0.5);
    const g3 = rateGame(g2.black, NEW_PLAYER, 1);
    const [rp, rq, rr] = [await rating(p), await rating(q), await rating(r)];
    near(rp, g3.black);
    near(rq, g2.white);
    near(rr, g3.white);
    expect([rp.games, rq.games, rr.games]).toEqual([1, 1, 2]);
    expect(rp.history.map((h: { gameId: string }) => h.gameId)).toEqual([games[2]]);
    const log = await t.http.get(`/ladders/${ladderId}/events?limit=1`).set(q.auth).expect(200);
    expect(log.body.items[0]).toMatchObject({
      type: 'game-annulled',
      gameId: games[0],
      payload: { reason: 'wrong pairing', ratingsRecomputed: true },
    });
  });

  it('lets a challenge set its own options when the ladder’s are not fixed', async () => {
    const res = await t.http
      .post(`/ladders/${casualLadderId}/challenges`)
      .set(r.auth)
      .send({
        seats: [
          { seat: 'white', player: r.username },
          { seat: 'black', player: p.username },
        ],
        options: { detente: true },
      })
      .expect(201);
    const game = await t.http.get(`/games/${res.body.gameId}`).set(r.auth).expect(200);
    expect(game.body.options).toMatchObject({ detente: true });
    const bad = await t.http
      .post(`/ladders/${casualLadderId}/challenges`)
      .set(r.auth)
      .send({
        seats: [
          { seat: 'white', player: r.username },
          { seat: 'black', player: p.username },
        ],
        options: { detente: 'yes' },
      })
      .expect(400);
    expect(bad.body.code).toBe('BAD_OPTIONS');
  });

  it('grows an idle player’s deviation by the month, shows it, and rates the next game from it', async () => {
    // Q and R last played two and a half idle periods ago.
    await t.db.query(
      `UPDATE ratings SET updated_at = updated_at - $2 * interval '1 millisecond' WHERE user_id = ANY($1)`,
      [[q.id, r.id], 2.5 * IDLE_PERIOD_MS],
    );
    const stored = async (who: Player) => {
      const [row] = await t.db.query(`SELECT rating, rd, volatility, updated_at FROM ratings WHERE user_id = $1`, [
        who.id,
      ]);
      return {
        g: { rating: row.rating, rd: row.rd, volatility: row.volatility } as Glicko,
        at: row.updated_at as Date,
      };
    };
    const [sq, sr] = [await stored(q), await stored(r)];
    const shown = await rating(q);
    expect(shown.rating).toBeCloseTo(sq.g.rating, 6);
    // Two whole periods: φ² grows by 2σ² on the Glicko-2 scale.
    const phi = sq.g.rd / 173.7178;
    expect(shown.rd).toBeCloseTo(Math.sqrt(phi * phi + 2 * sq.g.volatility ** 2) * 173.7178, 6);
    expect(shown.rd).toBeGreaterThan(sq.g.rd);

    const id = await ladderGame(t, ladderId, q, { white: q, black: r });
    await playScript(t, id, { white: q, black: r }, [{ seat: 'black', action: 'resign' }]);
    const [rated] = await t.db.query(
      `SELECT white_before, black_before, white_after, black_after, rated_at FROM rated_games WHERE game_id = $1`,
      [id],
    );
    const before = { white: afterIdle(sq.g, sq.at, rated.rated_at), black: afterIdle(sr.g, sr.at, rated.rated_at) };
    near(rated.white_before, before.white);
    near(rated.black_before, before.black);
    const after = rateGame(before.white, before.black, 1);
    near(rated.white_after, after.white);
    near(await rating(q), after.white); // just played: no idle growth on display
  });

  it('shows a player without rated games at the starting rating', async () => {
    const fresh = await newPlayer(t, 'n');
    expect(await rating(fresh)).toMatchObject({ rating: 1500, rd: 350, games: 0, history: [] });
    expect((await t.http.get('/ratings/007/no-such-player').set(p.auth).expect(404)).body.code).toBe(
      'PLAYER_NOT_FOUND',
    );
  });
});
