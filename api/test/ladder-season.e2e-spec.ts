import {
  coalitionOpening,
  ladderGame,
  newClub,
  newPlayer,
  newPlayers,
  type Player,
  playScript,
  seasonAroundToday,
  type Step,
  UNTIL_NEUTRALITY_ABORT,
} from './ladder-fixtures';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * A season of scripted Coalition Chess games on a real PostgreSQL: every game is played through
 * the games API to its end, and the table is checked number by number — before and after an
 * annulment — together with the alliance history, the export and a rebuild from the results.
 */
describe('a Coalition Chess ladder season', () => {
  let t: TestApp;
  let owner: Player, a: Player, b: Player, c: Player, d: Player, e: Player;
  let ladderId: string;
  let seasonId: string;
  const games: Record<string, string> = {};

  const opening = coalitionOpening;
  // Three rounds with Green allied to Yellow and Red neutral: aborted for neutrality (coalition.md §6).
  const neutrality: Step[] = [...coalitionOpening(false), ...UNTIL_NEUTRALITY_ABORT];

  beforeAll(async () => {
    t = await startTestApp();
    [owner, a, b, c, d, e] = await newPlayers(t, 'own', 'a', 'b', 'c', 'd', 'e');
    const clubId = await newClub(t, owner, [a, b, c, d, e]);
    const ladder = await t.http
      .post(`/clubs/${clubId}/ladders`)
      .set(owner.auth)
      .send({ name: 'Liga', variant: 'coalition', options: { setupPhase: false }, season: seasonAroundToday() })
      .expect(201);
    ladderId = ladder.body.id;
    seasonId = ladder.body.currentSeason.id;
    expect(ladder.body.pointsTable).toEqual({ win: 6, draw: 2, loss: 0, coalitionAbort: 1, noCoalition: 0 });
  }, 30_000);
  afterAll(() => t.close());

  it('lets an admin edit the points table before the first game only', async () => {
    const edited = await t.http
      .patch(`/ladders/${ladderId}`)
      .set(owner.auth)
      .send({ pointsTable: { coalitionAbort: 3 } })
      .expect(200);
    expect(edited.body.pointsTable.coalitionAbort).toBe(3);
    const back = await t.http
      .patch(`/ladders/${ladderId}`)
      .set(owner.auth)
      .send({ pointsTable: { coalitionAbort: 1 } })
      .expect(200);
    expect(back.body.pointsTable).toEqual({ win: 6, draw: 2, loss: 0, coalitionAbort: 1, noCoalition: 0 });
    const bad = await t.http
      .patch(`/ladders/${ladderId}`)
      .set(owner.auth)
      .send({ pointsTable: { win: -2 } })
      .expect(400);
    expect(bad.body.code).toBe('BAD_POINTS_TABLE');
    const member = await t.http
      .patch(`/ladders/${ladderId}`)
      .set(a.auth)
      .send({ pointsTable: { win: 9 } })
      .expect(403);
    expect(member.body.code).toBe('CLUB_ADMIN_REQUIRED');
  });

  it('refuses challenges that do not fill every seat with members, one seat each', async () => {
    const outsider = await newPlayer(t, 'out');
    const seats = (s: Record<string, Player>) => ({
      seats: Object.entries(s).map(([seat, p]) => ({ seat, player: p.username })),
    });
    const missing = await t.http
      .post(`/ladders/${ladderId}/challenges`)
      .set(a.auth)
      .send(seats({ yellow: a, black: b, green: c }))
      .expect(400);
    expect(missing.body.code).toBe('LADDER_SEATS_INCOMPLETE');
    const notMember = await t.http
      .post(`/ladders/${ladderId}/challenges`)
      .set(a.auth)
      .send(seats({ yellow: a, black: b, green: c, red: outsider }))
      .expect(422);
    expect(notMember.body.code).toBe('NOT_A_CLUB_MEMBER');
    const strawman = await t.http
      .post(`/ladders/${ladderId}/challenges`)
      .set(a.auth)
      .send(seats({ yellow: a, black: b, green: c, red: a }))
      .expect(422);
    expect(strawman.body.code).toBe('STRAWMEN_NOT_ALLOWED');
    const notPlaying = await t.http
      .post(`/ladders/${ladderId}/challenges`)
      .set(e.auth)
      .send(seats({ yellow: a, black: b, green: c, red: d }))
      .expect(422);
    expect(notPlaying.body.code).toBe('CHALLENGER_MUST_PLAY');
    const fixed = await t.http
      .post(`/ladders/${ladderId}/challenges`)
      .set(a.auth)
      .send({ ...seats({ yellow: a, black: b, green: c, red: d }), options: { order: 'YGBR' } })
      .expect(400);
    expect(fixed.body.code).toBe('LADDER_OPTIONS_FIXED');
    const byOutsider = await t.http
      .post(`/ladders/${ladderId}/challenges`)
      .set(outsider.auth)
      .send(seats({ yellow: outsider, black: b, green: c, red: d }))
      .expect(403);
    expect(byOutsider.body.code).toBe('NOT_A_MEMBER');
  });

  it('creates a challenged game and its ladder registration in one commit', async () => {
    // The registration fails (a trigger stands in for a crash between the two writes): no game may remain.
    await t.db.query(`CREATE FUNCTION refuse_ladder_game() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'registration refused by the test'; END $$`);
    await t.db.query(`CREATE TRIGGER refuse_ladder_game BEFORE INSERT ON ladder_games FOR EACH ROW
      WHEN (NEW.challenger_id = '${e.id}') EXECUTE FUNCTION refuse_ladder_game()`);
    try {
      await t.http
        .post(`/ladders/${ladderId}/challenges`)
        .set(e.auth)
        .send({
          seats: Object.entries({ yellow: e, black: b, green: c, red: d }).map(([seat, p]) => ({
            seat,
            player: p.username,
          })),
        })
        .expect(500);
    } finally {
      await t.db.query(`DROP TRIGGER refuse_ladder_game ON ladder_games`);
      await t.db.query(`DROP FUNCTION refuse_ladder_game()`);
    }
    const [left] = await t.db.query(
      `SELECT (SELECT count(*)::int FROM games WHERE created_by = $1) AS games,
              (SELECT count(*)::int FROM outbox WHERE kind = 'invitation' AND payload->>'by' = $2) AS invitations,
              (SELECT first_game_at FROM ladders WHERE id = $3) AS "firstGameAt"`,
      [e.id, e.username, ladderId],
    );
    expect(left).toEqual({ games: 0, invitations: 0, firstGameAt: null });
  });

  it('plays the season: a win, a neutrality abort, a draw, a win with a neutral small power, a later-annulled game, a void game', async () => {
    const g1 = { yellow: a, black: b, green: c, red: d };
    games.g1 = await ladderGame(t, ladderId, a, g1);
    const end1 = await playScript(t, games.g1, g1, [...opening(true), { seat: 'yellow', action: 'resign' }]);
    expect(end1.result).toMatchObject({ winners: ['black', 'red'], reason: 'resignation' });

    // The points table is fixed from the first game on.
    const locked = await t.http
      .patch(`/ladders/${ladderId}`)
      .set(owner.auth)
      .send({ pointsTable: { win: 5 } })
      .expect(409);
    expect(locked.body.code).toBe('POINTS_TABLE_LOCKED');

    const g2 = { yellow: b, black: c, green: e, red: a };
    games.g2 = await ladderGame(t, ladderId, b, g2);
    const end2 = await playScript(t, games.g2, g2, neutrality);
    expect(end2.status).toBe('aborted');
    expect(end2.result).toMatchObject({ reason: 'neutrality' });
    // Aborted by the rules, not by an abort event: its log still replays into exactly the snapshot.
    const verified2 = await t.http.get(`/games/${games.g2}/verify`).set(b.auth).expect(200);
    expect(verified2.body).toMatchObject({ ok: true, chainIntact: true, replayMatches: true, firstMismatch: null });

    const g3 = { yellow: c, black: d, green: e, red: b };
    games.g3 = await ladderGame(t, ladderId, c, g3);
    await playScript(t, games.g3, g3, [
      { seat: 'yellow', action: 'offer-draw' },
      { seat: 'black', action: 'accept-draw' },
      { seat: 'green', action: 'accept-draw' },
      { seat: 'red', action: 'accept-draw' },
    ]);

    const g4 = { yellow: d, black: e, green: a, red: c };
    games.g4 = await ladderGame(t, ladderId, d, g4);
    const end4 = await playScript(t, games.g4, g4, [...opening(false), { seat: 'black', action: 'resign' }]);
    expect(end4.result).toMatchObject({ winners: ['yellow', 'green'] });

    const g5 = { yellow: e, black: a, green: b, red: d };
    games.g5 = await ladderGame(t, ladderId, e, g5);
    await playScript(t, games.g5, g5, [{ seat: 'black', action: 'resign' }]);

    // Aborted before the first move: nothing was played, nothing counts.
    const g6 = { yellow: a, black: b, green: c, red: d };
    games.g6 = await ladderGame(t, ladderId, a, g6);
    await playScript(t, games.g6, g6, [{ seat: 'yellow', action: 'abort' }]);
    const verified6 = await t.http.get(`/games/${games.g6}/verify`).set(a.auth).expect(200);
    expect(verified6.body).toMatchObject({ ok: true, replayMatches: true });

    const list = await t.http.get(`/ladders/${ladderId}/games?limit=4`).set(a.auth).expect(200);
    expect(list.body.items.map((g: { gameId: string }) => g.gameId)).toEqual([games.g6, games.g5, games.g4, games.g3]);
    expect(list.body.items.map((g: { state: string }) => g.state)).toEqual(['void', 'counted', 'counted', 'counted']);
    const rest = await t.http
      .get(`/ladders/${ladderId}/games?limit=4&cursor=${list.body.nextCursor}`)
      .set(a.auth)
      .expect(200);
    expect(rest.body.items.map((g: { gameId: string }) => g.gameId)).toEqual([games.g2, games.g1]);
    expect(rest.body.nextCursor).toBeNull();
  }, 60_000);

  const table = async () => (await t.http.get(`/ladders/${ladderId}/standings`).set(c.auth).expect(200)).body;
  const row = (
    who: Player,
    rank: number,
    points: number,
    games: number,
    wins: number,
    draws: number,
    losses: number,
    aborts: number,
    neutral: number,
    headToHead: number | null,
  ) => ({
    rank,
    user: { id: who.id, username: who.username, displayName: expect.any(String) },
    points,
    games,
    wins,
    draws,
    losses,
    aborts,
    neutral,
    headToHead,
  });

  it('has the table the games give, with the head-to-head tie-break between E and B', async () => {
    const s = await table();
    expect(s.season.id).toBe(seasonId);
    expect(s.countedGames).toBe(5);
    expect(s.tieBreaks).toEqual(['points', 'wins', 'fewest games', 'head-to-head points', 'username (shared rank)']);
    // g1: B, D win 6; A, C lose.   g2: B, E 1 (coalition, aborted); A, C 0 (no coalition).
    // g3: all 2.   g4: D, A win 6; E loses; C neutral 0.   g5: E wins 6; A loses; B, D neutral.
    // E and B: 9 points, 1 win, 4 games each. Head-to-head (points in games both played):
    // E 1 (g2) + 2 (g3) + 6 (g5) = 9; B 1 + 2 + 0 = 3.
    expect(s.rows).toEqual([
      row(d, 1, 14, 4, 2, 1, 0, 0, 1, null),
      row(e, 2, 9, 4, 1, 1, 1, 1, 0, 9),
      row(b, 3, 9, 4, 1, 1, 0, 1, 1, 3),
      row(a, 4, 6, 4, 1, 0, 2, 1, 0, null),
      row(c, 5, 2, 4, 0, 1, 1, 1, 1, null),
    ]);
  });

  it('annuls a game: its points go, the reason is in the audit log, the table is recomputed', async () => {
    const member = await t.http
      .post(`/ladders/${ladderId}/games/${games.g5}/annul`)
      .set(e.auth)
      .send({ reason: 'not allowed' })
      .expect(403);
    expect(member.body.code).toBe('CLUB_ADMIN_REQUIRED');
    const annulled = await t.http
      .post(`/ladders/${ladderId}/games/${games.g5}/annul`)
      .set(owner.auth)
      .send({ reason: 'Black resigned by mistake; replay' })
      .expect(200);
    expect(annulled.body.state).toBe('annulled');
    const again = await t.http
      .post(`/ladders/${ladderId}/games/${games.g5}/annul`)
      .set(owner.auth)
      .send({ reason: 'twice' })
      .expect(409);
    expect(again.body.code).toBe('GAME_ALREADY_ANNULLED');
    const voided = await t.http
      .post(`/ladders/${ladderId}/games/${games.g6}/annul`)
      .set(owner.auth)
      .send({ reason: 'void' })
      .expect(409);
    expect(voided.body.code).toBe('GAME_NOT_COUNTED');

    const s = await table();
    expect(s.countedGames).toBe(4);
    expect(s.rows).toEqual([
      row(d, 1, 14, 3, 2, 1, 0, 0, 0, null),
      row(b, 2, 9, 3, 1, 1, 0, 1, 0, null),
      row(a, 3, 6, 3, 1, 0, 1, 1, 0, null),
      row(e, 4, 3, 3, 0, 1, 1, 1, 0, null),
      row(c, 5, 2, 4, 0, 1, 1, 1, 1, null),
    ]);

    const log = await t.http.get(`/ladders/${ladderId}/events?limit=1`).set(a.auth).expect(200);
    expect(log.body.items[0]).toMatchObject({
      type: 'game-annulled',
      gameId: games.g5,
      seasonId,
      actor: { id: owner.id },
      payload: { reason: 'Black resigned by mistake; replay', wasCounted: true },
    });
    const removed = new Map(
      (log.body.items[0].payload.removed as { userId: string; points: number; outcome: string }[]).map((r) => [
        r.userId,
        [r.outcome, r.points],
      ]),
    );
    expect(removed).toEqual(
      new Map([
        [e.id, ['win', 6]],
        [a.id, ['loss', 0]],
        [b.id, ['neutral', 0]],
        [d.id, ['neutral', 0]],
      ]),
    );
    // The game itself is untouched: its result and event chain stand.
    const game = await t.http.get(`/games/${games.g5}`).set(e.auth).expect(200);
    expect(game.body.result.winners).toEqual(['yellow']);
  });

  it('rebuilds the same tallies from the games’ results', async () => {
    const before = await table();
    const rebuilt = await t.http
      .post(`/ladders/${ladderId}/seasons/${seasonId}/standings/rebuild`)
      .set(owner.auth)
      .expect(200);
    expect(rebuilt.body).toEqual({ changed: false, games: 4 });
    expect(await table()).toEqual(before);
    // A tally broken behind the application's back is found and repaired by the rebuild.
    await t.db.query(`UPDATE ladder_standings SET points = points + 5 WHERE season_id = $1 AND user_id = $2`, [
      seasonId,
      c.id,
    ]);
    const broken = await table();
    expect(broken.rows.find((r: { user: { id: string } }) => r.user.id === c.id)).toMatchObject({ rank: 3, points: 7 });
    const repaired = await t.http
      .post(`/ladders/${ladderId}/seasons/${seasonId}/standings/rebuild`)
      .set(owner.auth)
      .expect(200);
    expect(repaired.body.changed).toBe(true);
    expect(await table()).toEqual(before);
  });

  it('exports the standings as CSV and JSON', async () => {
    const csv = await t.http.get(`/ladders/${ladderId}/standings/export?format=csv`).set(a.auth).expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="standings-liga-season-1.csv"');
    const lines = csv.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('rank,username,display_name,points,games,wins,draws,losses,aborts,neutral,head_to_head');
    const cells = lines.slice(1).map((l) => l.split(','));
    expect(cells.map((x) => [x[0], x[1], ...x.slice(3)])).toEqual([
      ['1', d.username, '14', '3', '2', '1', '0', '0', '0', ''],
      ['2', b.username, '9', '3', '1', '1', '0', '1', '0', ''],
      ['3', a.username, '6', '3', '1', '0', '1', '1', '0', ''],
      ['4', e.username, '3', '3', '0', '1', '1', '1', '0', ''],
      ['5', c.username, '2', '4', '0', '1', '1', '1', '1', ''],
    ]);
    const json = await t.http.get(`/ladders/${ladderId}/standings/export?format=json`).set(a.auth).expect(200);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.headers['content-disposition']).toBe('attachment; filename="standings-liga-season-1.json"');
    expect(JSON.parse(json.text)).toEqual(await table());
  });

  it('keeps the alliance history: who joined whom, in which round, how, and what came of it', async () => {
    const g1 = await t.http
      .get(`/alliances?ladder=${ladderId}&player=${a.username}&form=yellow%2Bgreen&outcome=lost`)
      .set(b.auth)
      .expect(200);
    expect(g1.body.items).toEqual([
      expect.objectContaining({
        gameId: games.g1,
        ladderId,
        form: 'yellow+green',
        // Nobody else held the two seats while the coalition stood: one holder each, to the end.
        leader: {
          seat: 'yellow',
          user: expect.objectContaining({ id: a.id }),
          holders: [
            {
              user: expect.objectContaining({ id: a.id }),
              computer: null,
              sinceSeq: expect.any(Number),
              untilSeq: null,
            },
          ],
          points: 0,
        },
        joiner: {
          seat: 'green',
          user: expect.objectContaining({ id: c.id }),
          holders: [
            {
              user: expect.objectContaining({ id: c.id }),
              computer: null,
              sinceSeq: expect.any(Number),
              untilSeq: null,
            },
          ],
          points: 0,
        },
        round: 1,
        how: 'declaration',
        outcome: 'lost',
        resultReason: 'resignation',
      }),
    ]);
    const all = await t.http.get(`/alliances?ladder=${ladderId}&limit=2`).set(b.auth).expect(200);
    const page2 = await t.http
      .get(`/alliances?ladder=${ladderId}&limit=2&cursor=${all.body.nextCursor}`)
      .set(b.auth)
      .expect(200);
    expect(page2.body.nextCursor).toBeNull();
    const seen = [...all.body.items, ...page2.body.items].map(
      (x: { gameId: string; form: string; outcome: string }) => [x.gameId, x.form, x.outcome],
    );
    // Newest first: g4's, g2's, then g1's two (formed in one game, the later one first).
    expect(seen).toEqual([
      [games.g4, 'yellow+green', 'won'],
      [games.g2, 'yellow+green', 'aborted'],
      [games.g1, 'black+red', 'won'],
      [games.g1, 'yellow+green', 'lost'],
    ]);

    const partners = await t.http.get(`/alliances/partners?player=${a.username}`).set(b.auth).expect(200);
    expect(partners.body.player.id).toBe(a.id);
    expect(
      partners.body.items.map((p: { partner: { id: string }; games: number; won: number; lost: number }) => [
        p.partner.id,
        p.games,
        p.won,
        p.lost,
      ]),
    ).toEqual(
      [
        [c.id, 1, 0, 1],
        [d.id, 1, 1, 0],
      ].sort((x, y) =>
        [a, b, c, d, e].find((p) => p.id === x[0])!.username < [a, b, c, d, e].find((p) => p.id === y[0])!.username
          ? -1
          : 1,
      ),
    );

    const forms = await t.http.get(`/ladders/${ladderId}/alliance-forms`).set(b.auth).expect(200);
    expect(forms.body.forms).toEqual([
      {
        form: 'yellow+green',
        games: 3,
        won: 1,
        lost: 1,
        drawn: 0,
        aborted: 1,
        pending: 0,
        winRate: 1 / 3,
        byHow: { declaration: 3, check: 0, capture: 0 },
      },
      {
        form: 'black+red',
        games: 1,
        won: 1,
        lost: 0,
        drawn: 0,
        aborted: 0,
        pending: 0,
        winRate: 1,
        byHow: { declaration: 1, check: 0, capture: 0 },
      },
    ]);
    const byCheck = await t.http.get(`/ladders/${ladderId}/alliance-forms?how=check`).set(b.auth).expect(200);
    expect(byCheck.body.forms).toEqual([]);
  });

  it('counts a strawman’s game once, with the better of the two seats', async () => {
    const clubId = (await t.http.get(`/ladders/${ladderId}`).set(a.auth).expect(200)).body.clubId;
    const ladder = await t.http
      .post(`/clubs/${clubId}/ladders`)
      .set(owner.auth)
      .send({
        name: 'Strohmann',
        variant: 'coalition',
        options: { setupPhase: false },
        allowStrawmen: true,
        season: seasonAroundToday(),
      })
      .expect(201);
    // A plays Yellow and (as strawman) Green; a Yellow + Black pair for one member is refused.
    const both = await t.http
      .post(`/ladders/${ladder.body.id}/challenges`)
      .set(a.auth)
      .send({
        seats: [
          { seat: 'yellow', player: a.username },
          { seat: 'black', player: a.username },
          { seat: 'green', player: b.username },
          { seat: 'red', player: c.username },
        ],
      })
      .expect(422);
    expect(both.body.code).toBe('SEAT_NOT_ALLOWED');
    const seats = { yellow: a, black: b, green: a, red: c };
    const gameId = await ladderGame(t, ladder.body.id, a, seats);
    await playScript(t, gameId, seats, [...opening(false), { seat: 'black', action: 'resign' }]);
    const s = (await t.http.get(`/ladders/${ladder.body.id}/standings`).set(a.auth).expect(200)).body;
    // B and C are level on everything (0 points, no wins, 1 game, 0 head-to-head): they share rank 2.
    expect(
      s.rows.map(
        (r: {
          rank: number;
          user: { id: string };
          points: number;
          games: number;
          wins: number;
          losses: number;
          neutral: number;
        }) => [r.rank, r.user.id, r.points, r.games, r.wins, r.losses, r.neutral],
      ),
    ).toEqual([
      [1, a.id, 6, 1, 1, 0, 0],
      [2, b.id, 0, 1, 0, 1, 0],
      [2, c.id, 0, 1, 0, 0, 1],
    ]);
  }, 30_000);
});
