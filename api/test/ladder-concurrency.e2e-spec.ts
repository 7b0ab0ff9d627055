import { ladderGame, newClub, newPlayer, type Player, seasonAroundToday } from './ladder-fixtures';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Games of one season ending at the same moment update the same tallies (standings rows, pairs,
 * ratings, the season's count) from concurrent transactions: nothing may be lost or deadlock.
 */
describe('ladder games ending at once', () => {
  let t: TestApp;
  let players: Player[];
  beforeAll(async () => {
    t = await startTestApp();
    players = [await newPlayer(t, 'w'), await newPlayer(t, 'x'), await newPlayer(t, 'y'), await newPlayer(t, 'z')];
  }, 30_000);
  afterAll(() => t.close());

  it('counts every game exactly once and keeps the tallies equal to a rebuild', async () => {
    const [w, x, y, z] = players;
    const clubId = await newClub(t, w, [x, y, z]);
    const ladder = await t.http
      .post(`/clubs/${clubId}/ladders`)
      .set(w.auth)
      .send({ name: 'Blitz', variant: '007', season: seasonAroundToday() })
      .expect(201);
    const pairs: [Player, Player][] = [
      [w, x],
      [y, z],
      [x, y],
      [z, w],
      [w, y],
      [x, z],
      [y, w],
      [z, x],
    ];
    const ids: string[] = [];
    for (const [white, black] of pairs) ids.push(await ladderGame(t, ladder.body.id, white, { white, black }));
    const versions = await Promise.all(
      ids.map(async (id) => (await t.http.get(`/games/${id}`).set(w.auth).expect(200)).body.version),
    );
    // Every black player resigns at once: each game a white win.
    const answers = await Promise.all(
      pairs.map(([, black], i) =>
        t.http
          .post(`/games/${ids[i]}/actions`)
          .set(black.auth)
          .send({ type: 'resign', seat: 'black', expectedVersion: versions[i] }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(pairs.map(() => 201));

    const s = (await t.http.get(`/ladders/${ladder.body.id}/standings`).set(w.auth).expect(200)).body;
    expect(s.countedGames).toBe(8);
    const whites = new Map<string, number>();
    for (const [white] of pairs) whites.set(white.id, (whites.get(white.id) ?? 0) + 1);
    for (const row of s.rows) {
      const wins = whites.get(row.user.id) ?? 0;
      expect(row).toMatchObject({ games: 4, wins, losses: 4 - wins, points: 6 * wins });
    }
    const rebuilt = await t.http
      .post(`/ladders/${ladder.body.id}/seasons/${s.season.id}/standings/rebuild`)
      .set(w.auth)
      .expect(200);
    expect(rebuilt.body).toEqual({ changed: false, games: 8 });
    // Four rated games each (the leaderboard lists players from five on: read each player's rating).
    const ratings = await Promise.all(
      [w, x, y, z].map(async (p) => (await t.http.get(`/ratings/007/${p.username}`).set(w.auth).expect(200)).body),
    );
    expect(ratings.map((r: { games: number }) => r.games)).toEqual([4, 4, 4, 4]);
  }, 30_000);
});
