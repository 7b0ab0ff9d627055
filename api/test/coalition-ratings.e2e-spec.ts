import { EmailComposer } from '../src/delivery/notifications/email-composer';
import type { OutboxRow } from '../src/platform/outbox/outbox-row';
import { RatingAnnulments } from '../src/community/ratings/rating-annulments';
import { Clock } from '../src/platform/time/clock';
import { TimeoutSweeper } from '../src/play/clocks/timeout-sweeper';
import { type CoalitionSeat, newPlayers, type Player, startCoalitionGame } from './game-server-fixtures';
import { coalitionOpening, playScript, UNTIL_NEUTRALITY_ABORT } from './ladder-fixtures';
import { eventually } from './correspondence/helpers';
import { createGame, invite007, refusedGame } from './support/games';
import { startTestApp, type TestApp } from './support/test-app';

type Json = Record<string, any>;

/**
 * Coalition Chess ratings (OpenSkill) and reliability, through the API: games played to their
 * ends rate the coalitions as teams, a neutrality abort is unrated; the profile, the leaderboard
 * and a game's seats show them; a time-out lowers reliability and an entry limit refuses the join.
 */
describe('coalition ratings and reliability', () => {
  let t: TestApp;
  let ann: Player;
  let bob: Player;
  let cy: Player;
  let dee: Player;
  let eve: Player;
  let fay: Player;
  let firstGame: string;
  beforeAll(async () => {
    t = await startTestApp({ config: { computerMoveMs: 50 } });
    [ann, bob, cy, dee, eve, fay] = await newPlayers(t, 'ann', 'bob', 'cy', 'dee', 'eve', 'fay');
  }, 60_000);
  afterAll(() => t.close());

  const profile = async (p: Player): Promise<Json> =>
    (await t.http.get(`/users/${p.username}`).set(ann.auth).expect(200)).body;
  const ordinal = async (p: Player, role: 'all' | 'great' | 'small' = 'all'): Promise<number | null> =>
    (await profile(p)).ratings.coalition[role]?.value ?? null;

  /** Yellow ann, black bob, green cy (allied to yellow), red dee (allied to black); yellow resigns. */
  const blackWins = async (seats: Record<CoalitionSeat, Player>): Promise<Json> => {
    const game = await startCoalitionGame(t, seats);
    await playScript(t, game.id, seats, coalitionOpening(true));
    return playScript(t, game.id, seats, [{ seat: 'yellow', action: 'resign' }]);
  };

  it('rates the coalitions as teams: winners up, losers down, a neutrality abort unrated', async () => {
    const seats = { yellow: ann, black: bob, green: cy, red: dee };
    const ended = await blackWins(seats);
    firstGame = ended.id;
    expect(ended).toMatchObject({ status: 'finished', result: { winners: expect.arrayContaining(['black', 'red']) } });

    const after = Object.fromEntries(
      await Promise.all(Object.entries(seats).map(async ([s, p]) => [s, await ordinal(p)] as const)),
    );
    // A new player's ordinal is 0 (μ 25, σ 25/3): the winners rose above it, the losers fell below.
    expect(after.black).toBeGreaterThan(0);
    expect(after.red).toBeGreaterThan(0);
    expect(after.yellow).toBeLessThan(0);
    expect(after.green).toBeLessThan(0);
    // Partners moved as a team: one game in every track, and each role's track too.
    expect((await profile(bob)).ratings.coalition).toMatchObject({
      all: { games: 1 },
      great: { games: 1 },
      small: null,
    });
    expect((await profile(dee)).ratings.coalition).toMatchObject({
      all: { games: 1 },
      small: { games: 1 },
      great: null,
    });
    expect(await ordinal(dee, 'small')).toBeGreaterThan(0);
    expect(await ordinal(cy, 'small')).toBeLessThan(0);

    // Green allied, Red neutral for three rounds: aborted for neutrality, nobody's rating moves.
    const neutral = await startCoalitionGame(t, seats);
    await playScript(t, neutral.id, seats, coalitionOpening(false));
    const aborted = await playScript(t, neutral.id, seats, UNTIL_NEUTRALITY_ABORT);
    expect(aborted).toMatchObject({ status: 'aborted' });
    for (const [s, p] of Object.entries(seats)) expect(await ordinal(p)).toBe(after[s]);
    const [rated] = await t.db.query(`SELECT count(*)::int AS n FROM coalition_rated_games WHERE game_id = $1`, [
      neutral.id,
    ]);
    expect(rated.n).toBe(0);
  });

  it('leaves a game its creator marks unrated out of the ratings', async () => {
    const seats = { yellow: eve, black: fay, green: cy, red: dee };
    const before = await ordinal(cy);
    const game = await startCoalitionGame(t, seats, { rated: false });
    await playScript(t, game.id, seats, coalitionOpening(true));
    await playScript(t, game.id, seats, [{ seat: 'yellow', action: 'resign' }]);
    expect(await ordinal(eve)).toBeNull();
    expect(await ordinal(cy)).toBe(before);
  });

  it('lists the leaderboard of players with five rated games, highest first, paged', async () => {
    const seats = { yellow: ann, black: bob, green: cy, red: dee };
    // Four more games won by Black and Red (five rated in all).
    for (let i = 0; i < 4; i++) await blackWins(seats);
    const first = await t.http.get('/ratings/coalition?limit=2').set(ann.auth).expect(200);
    expect(first.body.items.map((r: Json) => r.user.username).sort()).toEqual([bob.username, dee.username].sort());
    expect(first.body.items).toHaveLength(2);
    expect(first.body.items[0].rating).toBeGreaterThanOrEqual(first.body.items[1].rating);
    const second = await t.http
      .get(`/ratings/coalition?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`)
      .set(ann.auth)
      .expect(200);
    expect(second.body.items.map((r: Json) => r.user.username).sort()).toEqual([ann.username, cy.username].sort());
    expect(second.body.items.every((r: Json) => r.rating < 0)).toBe(true);

    const small = await t.http.get('/ratings/coalition?role=small').set(ann.auth).expect(200);
    expect(small.body.items.map((r: Json) => r.user.username)).toEqual([dee.username, cy.username]);
    // Eve and Fay have no rated game: on no board.
    const all = [...first.body.items, ...second.body.items].map((r: Json) => r.user.username);
    expect(all).not.toContain(eve.username);

    for (const [url, code] of [
      ['/ratings/coalition?role=queen', 'UNKNOWN_RATING_ROLE'],
      ['/ratings/007?role=small', 'UNKNOWN_RATING_ROLE'],
      ['/ratings/chess', 'UNKNOWN_VARIANT'],
    ])
      expect((await t.http.get(url).set(ann.auth).expect(400)).body.code).toBe(code);
  });

  it('shows a time-out as a lower reliability, and a game asking for more refuses the join', async () => {
    // Eve lets her 007 clock run out against Fay.
    const created = await invite007(t, eve, fay.username, { timeControl: { type: 'per-move', days: 1 } });
    await t.http.post(`/games/${created.body.id}/seats/black/accept`).set(fay.auth).expect(200);
    const [row] = await t.db.query(`SELECT deadline_at FROM games WHERE id = $1`, [created.body.id]);
    const clock = t.app.get(Clock);
    clock.advance(Math.max(0, row.deadline_at.getTime() - clock.now().getTime()) + 60_000);
    await t.app.get(TimeoutSweeper).sweep();

    const eveRel = (await profile(eve)).reliability;
    const bobRel = (await profile(bob)).reliability;
    expect(eveRel).toMatchObject({ missedDeadlines: 1, gamesAbandoned: 1, turnsMissed: 1 });
    expect(eveRel.score).toBeLessThan(100);
    expect(bobRel).toMatchObject({ missedDeadlines: 0, gamesAbandoned: 0, score: 100 });
    expect(bobRel.gamesFinished).toBeGreaterThanOrEqual(5);

    const open = await createGame(t, ann, {
      variant: 'coalition',
      options: { setupPhase: false },
      joinRequirements: { minReliability: 90 },
      seats: [{ seat: 'yellow', me: true }, { seat: 'black' }, { seat: 'green' }, { seat: 'red' }],
    });
    expect(open.status).toBe(201);
    expect(open.body.joinRequirements).toEqual({ minReliability: 90 });
    const refused = await t.http.post(`/games/${open.body.id}/seats/black/join`).set(eve.auth).expect(403);
    expect(refused.body).toMatchObject({ code: 'RELIABILITY_TOO_LOW', requirement: 'minReliability', required: 90 });
    await t.http.post(`/games/${open.body.id}/seats/black/join`).set(bob.auth).expect(200);

    // The seat list shows who sits there, with rating and reliability.
    const seatList = (await t.http.get(`/games/${open.body.id}/seats`).set(eve.auth).expect(200)).body;
    const black = seatList.seats.find((s: Json) => s.seat === 'black');
    expect(black.reputation).toMatchObject({
      rating: { games: 5 },
      roleRating: { games: 5 },
      reliability: { score: 100 },
    });

    // A rating range: Cy lost five times, below the limit.
    const ranked = await createGame(t, ann, {
      variant: 'coalition',
      options: { setupPhase: false },
      joinRequirements: { minRating: 0 },
      seats: [{ seat: 'yellow', me: true }, { seat: 'black' }, { seat: 'green' }, { seat: 'red' }],
    });
    const low = await t.http.post(`/games/${ranked.body.id}/seats/green/join`).set(cy.auth).expect(403);
    expect(low.body).toMatchObject({ code: 'RATING_TOO_LOW', requirement: 'minRating' });
  });

  it('refuses an entry limit out of range with the field it names', async () => {
    for (const [joinRequirements, field] of [
      [{ minReliability: 101 }, 'joinRequirements.minReliability'],
      [{ minRating: 1000 }, 'joinRequirements.minRating'],
      [{ minRating: 20, maxRating: 10 }, 'joinRequirements.maxRating'],
    ] as const) {
      const res = await refusedGame(t, ann, 400, {
        variant: 'coalition',
        joinRequirements,
        seats: [{ seat: 'yellow', me: true }],
      });
      expect(res.body).toMatchObject({ code: 'BAD_JOIN_REQUIREMENTS', field });
    }
  });

  it('names the entry limits in the invitation, in its mail and its payload', async () => {
    const created = await createGame(t, ann, {
      variant: 'coalition',
      joinRequirements: { minReliability: 80, minRating: 0, maxRating: 20 },
      seats: [
        { seat: 'yellow', me: true },
        { seat: 'black', invite: bob.username },
      ],
    });
    expect(created.status).toBe(201);
    const rows: OutboxRow[] = await t.db.query(
      `SELECT id::text, kind, user_id, email, game_id, payload, created_at, attempts FROM outbox
        WHERE game_id = $1 AND kind = 'invitation'`,
      [created.body.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].payload).toMatchObject({ joinRequirements: { minReliability: 80, minRating: 0, maxRating: 20 } });
    const decision = (await t.app.get(EmailComposer).compose(t.db.manager, rows)).get(rows[0].id);
    const mail = (decision as { send: { text: string } }).send;
    expect(mail.text).toContain(
      'Those who join the other seats must have a reliability of at least 80 % and a rating from 0 to 20.',
    );
  });

  it('annuls a rated game: the ratings after it are replayed as if it had never been played', async () => {
    const seats = { yellow: ann, black: bob, green: cy, red: dee };
    const annul = (gameId: string) => t.db.transaction((m) => t.app.get(RatingAnnulments).annul(m, gameId));
    const before = await Promise.all([ann, bob, cy, dee].map((p) => profile(p)));
    const last = await blackWins(seats);
    expect(await ordinal(bob)).toBeGreaterThan(before[1].ratings.coalition.all.value);

    // The last game: everyone goes back to where they stood before it.
    expect(await annul(last.id)).toBe(true);
    const back = await Promise.all([ann, bob, cy, dee].map((p) => profile(p)));
    back.forEach((b, i) => {
      expect(b.ratings.coalition.all.games).toBe(before[i].ratings.coalition.all.games);
      expect(b.ratings.coalition.all.value).toBeCloseTo(before[i].ratings.coalition.all.value, 9);
    });
    expect(await annul(last.id)).toBe(false);

    // The first game: one game fewer for each, the later games replayed from new players.
    expect(await annul(firstGame)).toBe(true);
    const replayed = await Promise.all([ann, bob, cy, dee].map((p) => profile(p)));
    replayed.forEach((r, i) => expect(r.ratings.coalition.all.games).toBe(before[i].ratings.coalition.all.games - 1));
    expect(replayed[1].ratings.coalition.all.value).toBeGreaterThan(0);
    expect(replayed[1].ratings.coalition.all.value).not.toBeCloseTo(before[1].ratings.coalition.all.value, 6);
    const [row] = await t.db.query(`SELECT annulled FROM coalition_rated_games WHERE game_id = $1`, [firstGame]);
    expect(row.annulled).toBe(true);
  });

  it('replays the ratings after a game a moderator annuls, a game of no ladder', async () => {
    const [pam, quy, ros, sid, mod] = await newPlayers(t, 'pam', 'quy', 'ros', 'sid', 'modr');
    await t.db.query(`UPDATE users SET moderator = true WHERE id = $1`, [mod.id]);
    const seats = { yellow: pam, black: quy, green: ros, red: sid };
    const first = await blackWins(seats);
    const afterFirst = await Promise.all([pam, quy, ros, sid].map((p) => ordinal(p)));
    await blackWins(seats);
    expect(await ordinal(quy)).toBeGreaterThan(afterFirst[1]!);

    const filed = await t.http
      .post('/reports')
      .set(pam.auth)
      .send({ subject: 'game', id: first.id, reason: 'cheating' })
      .expect(201);
    await t.http
      .post(`/moderation/reports/${filed.body.id}/actions`)
      .set(mod.auth)
      .send({ action: 'annul', reason: 'Black and Red shared one account.' })
      .expect(201);
    // The second game, replayed from new players, rates as the first one did: one game each.
    for (const [i, p] of [pam, quy, ros, sid].entries()) {
      const coalition = (await profile(p)).ratings.coalition;
      expect(coalition.all.games).toBe(1);
      expect(coalition.all.value).toBeCloseTo(afterFirst[i]!, 9);
    }
    const [row] = await t.db.query(`SELECT annulled FROM coalition_rated_games WHERE game_id = $1`, [first.id]);
    expect(row.annulled).toBe(true);
  });

  it('counts a seat rescued as a substitute and held to the end, and rates the rescuer for their share', async () => {
    const [gil, hal, ida, jon, kim] = await newPlayers(t, 'gil', 'hal', 'ida', 'jon', 'kim');
    const created = await createGame(t, gil, {
      variant: 'coalition',
      options: { setupPhase: false },
      abandoned: 'substitute',
      abandonedLevel: 'random',
      timeControl: { type: 'per-move', days: 2 },
      seats: [{ seat: 'yellow', me: true }],
    });
    const id: string = created.body.id;
    for (const [p, seat] of [
      [hal, 'black'],
      [ida, 'green'],
      [jon, 'red'],
    ] as const)
      await t.http.post(`/games/${id}/seats/${seat}/join`).set(p.auth).expect(200);
    // Yellow, to move first, vanishes; a computer plays the seat until Kim takes it over.
    const [row] = await t.db.query(`SELECT deadline_at FROM games WHERE id = $1`, [id]);
    const clock = t.app.get(Clock);
    clock.advance(Math.max(0, row.deadline_at.getTime() - clock.now().getTime()) + 60_000);
    await t.app.get(TimeoutSweeper).sweep();
    await eventually(
      async () => (await t.http.get(`/games/${id}`).set(hal.auth).expect(200)).body.toMove[0]?.seat !== 'yellow',
      30_000,
    );
    const taken = await t.http.post(`/games/${id}/seats/yellow/join`).set(kim.auth).expect(200);
    const ended = await playScript(t, id, { black: hal }, [{ seat: 'black', action: 'resign' }]);
    expect(ended).toMatchObject({ status: 'finished' });
    expect(taken.body.status).toBe('active');

    expect((await profile(kim)).reliability).toMatchObject({ gamesFinished: 1, gamesRescued: 1, score: 100 });
    expect((await profile(gil)).reliability).toMatchObject({ gamesAbandoned: 1, missedDeadlines: 1, gamesFinished: 0 });
    // Kim made none of Yellow's moves (the computer made the one): she took no part in the result.
    const [rated] = await t.db.query(`SELECT teams FROM coalition_rated_games WHERE game_id = $1`, [id]);
    const yellowHolders = rated.teams.flatMap((team: Json) => team.holders).filter((h: Json) => h.seat === 'yellow');
    expect(yellowHolders).toEqual([expect.objectContaining({ userId: null, computer: 'random', weight: 1 })]);
    expect(await ordinal(kim)).toBeNull();
  });

  it('rates two games ending at once with the same players: neither update is lost', async () => {
    const [lea, max, ned, oli] = await newPlayers(t, 'lea', 'max', 'ned', 'oli');
    const seats = { yellow: lea, black: max, green: ned, red: oli };
    const games = await Promise.all([0, 1].map(() => startCoalitionGame(t, seats)));
    for (const g of games) await playScript(t, g.id, seats, coalitionOpening(true));
    const versions = await Promise.all(
      games.map(async (g) => (await t.http.get(`/games/${g.id}`).set(lea.auth).expect(200)).body.version),
    );
    await Promise.all(
      games.map((g, i) =>
        t.http
          .post(`/games/${g.id}/actions`)
          .set(lea.auth)
          .send({ type: 'resign', seat: 'yellow', expectedVersion: versions[i] })
          .expect(201),
      ),
    );
    for (const p of [lea, max, ned, oli]) expect((await profile(p)).ratings.coalition.all.games).toBe(2);
    const changes = await t.db.query(
      `SELECT count(*)::int AS n FROM coalition_rating_changes c JOIN coalition_rated_games g USING (seq)
        WHERE g.game_id = ANY($1::uuid[])`,
      [games.map((g) => g.id)],
    );
    // Four people, two tracks each, two games.
    expect(changes[0].n).toBe(16);
    // The second game started from the first one's result for everyone.
    const chained = await t.db.query(
      `SELECT count(*)::int AS n FROM coalition_rating_changes a JOIN coalition_rating_changes b
          ON a.user_id = b.user_id AND a.role = b.role AND b.seq > a.seq
        JOIN coalition_rated_games ga ON ga.seq = a.seq JOIN coalition_rated_games gb ON gb.seq = b.seq
       WHERE ga.game_id = ANY($1::uuid[]) AND gb.game_id = ANY($1::uuid[])
         AND b.mu_before = a.mu_after AND b.sigma_before = a.sigma_after`,
      [games.map((g) => g.id)],
    );
    expect(chained[0].n).toBe(8);
  });
});
