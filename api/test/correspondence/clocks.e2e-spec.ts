import { Clock } from '../../src/platform/time/clock';
import { TimeoutSweeper } from '../../src/play/clocks/timeout-sweeper';
import { newPlayer, type Player } from '../game-server-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { clockOf, DAY, eventually, HOUR, start007, startSecondInstance, turn } from './helpers';

// Two API instances and real PostgreSQL per file: start-up takes seconds on a busy CI machine.
jest.setTimeout(30_000);

describe('clocks, vacation and time-outs', () => {
  let t: TestApp;
  let white: Player;
  let black: Player;

  beforeAll(async () => {
    t = await startTestApp();
    white = await newPlayer(t, 'cw');
    black = await newPlayer(t, 'cb');
  });
  afterAll(() => t.close());

  const clockView = async (id: string, p: Player) =>
    (await t.http.get(`/games/${id}/clock`).set(p.auth).expect(200)).body;

  it('runs a per-move clock only for the seat that must act; a 007 turn is one deadline', async () => {
    const { id, version } = await start007(t, white, black, { type: 'per-move', days: 2 });
    const started = clockOf(t).now().getTime();
    let c = await clockView(id, black);
    const w = c.seats.find((s: { seat: string }) => s.seat === 'white');
    const b = c.seats.find((s: { seat: string }) => s.seat === 'black');
    expect(w.running).toBe(true);
    expect(b.running).toBe(false);
    expect(Math.abs(Date.parse(w.deadline) - (started + 2 * DAY))).toBeLessThan(5_000);
    expect(c.deadline).toBe(w.deadline);

    // Half a day later white plays the first half-move: the deadline does not move inside the turn.
    clockOf(t).advance(12 * HOUR);
    const half = await t.http
      .post(`/games/${id}/moves`)
      .set(white.auth)
      .send({ move: 'e2e4', expectedVersion: version })
      .expect(201);
    c = await clockView(id, white);
    expect(c.deadline).toBe(w.deadline);
    // The rest of the turn hands the move to black, whose two days start now.
    await t.http
      .post(`/games/${id}/moves`)
      .set(white.auth)
      .send({ move: 'e7e5', expectedVersion: half.body.version })
      .expect(201);
    const after = await t.http
      .post(`/games/${id}/moves`)
      .set(white.auth)
      .send({ move: 'g1f3', expectedVersion: half.body.version + 1 })
      .expect(201);
    expect(after.body.version).toBe(half.body.version + 2);
    c = await clockView(id, white);
    const nb = c.seats.find((s: { seat: string }) => s.seat === 'black');
    expect(nb.running).toBe(true);
    expect(Math.abs(Date.parse(nb.deadline) - (clockOf(t).now().getTime() + 2 * DAY))).toBeLessThan(5_000);
    const [row] = await t.db.query(`SELECT deadline_at FROM games WHERE id = $1`, [id]);
    expect(row.deadline_at.toISOString()).toBe(nb.deadline);
    // The answer to the move already showed it (the clock's time, not the provisional one).
    expect(after.body.deadlineAt).toBe(nb.deadline);
  });

  it('keeps a days bank: time used is charged, the increment credited up to the cap', async () => {
    // Time stands still unless the test moves it, so every figure is exact.
    clockOf(t).freeze();
    const { id, version } = await start007(t, white, black, {
      type: 'bank',
      initialDays: 3,
      incrementDays: 1,
      maxDays: 4,
    });
    let c = await clockView(id, white);
    expect(c.seats.find((s: { seat: string }) => s.seat === 'white').bankMs).toBe(3 * DAY);
    clockOf(t).advance(DAY / 2);
    const v = await turn(t, white, id, version, ['d2d4', 'd7d5', 'c2c4']);
    c = await clockView(id, white);
    // Black's bank deadline: three days from now, on the snapshot and in the answer to the turn.
    expect(c.deadline).toBe(new Date(clockOf(t).now().getTime() + 3 * DAY).toISOString());
    expect((await t.http.get(`/games/${id}`).set(white.auth).expect(200)).body.deadlineAt).toBe(c.deadline);
    // 3 days − ½ day used + 1 day increment = 3½ days (under the 4-day cap).
    expect(c.seats.find((s: { seat: string }) => s.seat === 'white').bankMs).toBe(3.5 * DAY);
    expect(c.seats.find((s: { seat: string }) => s.seat === 'black').bankMs).toBe(3 * DAY);
    // Black answers at once: 3 + 1 would be 4 — the cap; a second quick turn stays at the cap.
    const v2 = await turn(t, black, id, v, ['e7e6', 'e2e3', 'g8f6']);
    clockOf(t).advance(HOUR);
    await turn(t, white, id, v2, ['g1f3', 'b8c6', 'b1c3']);
    c = await clockView(id, black);
    expect(c.seats.find((s: { seat: string }) => s.seat === 'black').bankMs).toBe(4 * DAY);
    expect(c.seats.find((s: { seat: string }) => s.seat === 'white').bankMs).toBe(4 * DAY);
  });

  it('pauses the clocks of a player on vacation; opponents see it; a game may forbid it', async () => {
    const { id } = await start007(t, white, black, { type: 'per-move', days: 3 });
    const { id: strict } = await start007(t, white, black, { type: 'per-move', days: 3, allowVacation: false });
    const before = (await clockView(id, black)).deadline;
    const strictBefore = (await clockView(strict, black)).deadline;
    const today = clockOf(t).now().toISOString().slice(0, 10);
    const end = new Date(Date.parse(`${today}T00:00:00Z`) + 4 * DAY).toISOString().slice(0, 10);
    const v = await t.http.post('/me/vacations').set(white.auth).send({ from: today, to: end }).expect(201);
    expect(v.body.days).toBe(5);

    // The deadline moves by the vacation's running part; the strict game's does not.
    const shifted = await clockView(id, black);
    const vacationEnd = Date.parse(`${end}T00:00:00Z`) + DAY;
    const startedAt = Date.parse(shifted.seats.find((s: { seat: string }) => s.seat === 'white').since);
    const ranBefore = Date.parse(`${today}T00:00:00Z`) - startedAt;
    expect(Date.parse(shifted.deadline)).toBe(vacationEnd + 3 * DAY - Math.max(0, ranBefore));
    expect(Date.parse(shifted.deadline)).toBeGreaterThan(Date.parse(before));
    expect((await clockView(strict, black)).deadline).toBe(strictBefore);
    const seen = shifted.seats.find((s: { seat: string }) => s.seat === 'white');
    expect(seen).toMatchObject({ onVacation: true, vacationUntil: end });
    expect(shifted.vacationAllowed).toBe(true);
    expect((await clockView(strict, black)).vacationAllowed).toBe(false);

    // Allowance: 30 days a year by default, and no overlaps, no past days.
    const list = await t.http.get('/me/vacations').set(white.auth).expect(200);
    expect(list.body.years.find((y: { year: number }) => y.year === Number(today.slice(0, 4)))).toMatchObject({
      used: expect.any(Number),
    });
    const overlap = await t.http.post('/me/vacations').set(white.auth).send({ from: end, to: end }).expect(409);
    expect(overlap.body.code).toBe('VACATION_OVERLAP');
    const past = await t.http
      .post('/me/vacations')
      .set(white.auth)
      .send({ from: '2000-01-01', to: '2000-01-02' })
      .expect(422);
    expect(past.body.code).toBe('VACATION_IN_PAST');
    const far = new Date(Date.parse(`${today}T00:00:00Z`) + 400 * DAY).toISOString().slice(0, 10);
    const farEnd = new Date(Date.parse(`${far}T00:00:00Z`) + 40 * DAY).toISOString().slice(0, 10);
    const tooLong = await t.http.post('/me/vacations').set(white.auth).send({ from: far, to: farEnd }).expect(422);
    expect(tooLong.body.code).toBe('VACATION_ALLOWANCE_EXCEEDED');

    // Cancelling a running vacation ends it yesterday and the deadline comes back accordingly.
    await t.http.delete(`/me/vacations/${v.body.id}`).set(white.auth).expect(204);
    expect((await clockView(id, black)).deadline).toBe(before);
    expect((await clockView(id, black)).seats.find((s: { seat: string }) => s.seat === 'white').onVacation).toBe(false);
  });

  it('times nobody out during a vacation entered while a move was in flight', async () => {
    const { id } = await start007(t, white, black, { type: 'per-move', days: 1 });
    const sweeper = t.app.get(TimeoutSweeper);
    // The race's outcome: a vacation row that the game's stored deadline does not know of (the
    // vacation's recompute ran before the move committed, the move had read the vacations before).
    const today = clockOf(t).now().toISOString().slice(0, 10);
    const end = new Date(Date.parse(`${today}T00:00:00Z`) + 2 * DAY).toISOString().slice(0, 10);
    const [{ id: vacation }] = await t.db.query(
      `INSERT INTO vacations (user_id, starts_on, ends_on) VALUES ($1, $2, $3) RETURNING id`,
      [white.id, today, end],
    );
    try {
      const stored = Date.parse((await clockView(id, black)).deadline);
      clockOf(t).advance(DAY + HOUR);
      expect(clockOf(t).now().getTime()).toBeGreaterThan(stored);
      await sweeper.sweep(); // other tests' games may be due; this one is not
      const after = (await t.http.get(`/games/${id}`).set(white.auth).expect(200)).body;
      expect(after.status).toBe('active');
      const [row] = await t.db.query(`SELECT deadline_at FROM games WHERE id = $1`, [id]);
      const vacationEnd = Date.parse(`${end}T00:00:00Z`) + DAY;
      expect(row.deadline_at.getTime()).toBeGreaterThanOrEqual(vacationEnd);
      expect((await clockView(id, black)).deadline).toBe(row.deadline_at.toISOString());

      // Past the deadline the vacation makes, the clock does run out.
      clockOf(t).advance(row.deadline_at.getTime() - clockOf(t).now().getTime() + HOUR);
      expect(await sweeper.sweep()).toBeGreaterThanOrEqual(1);
      const over = (await t.http.get(`/games/${id}`).set(white.auth).expect(200)).body;
      expect(over).toMatchObject({ status: 'finished', result: { winners: ['black'] } });
    } finally {
      await t.db.query(`DELETE FROM vacations WHERE id = $1`, [vacation]);
    }
  });
});

describe('time-outs with two API instances', () => {
  let a: TestApp;
  let b: TestApp;
  let white: Player;
  let black: Player;

  beforeAll(async () => {
    a = await startTestApp();
    // A second API on the same database, as a second instance would run.
    b = await startSecondInstance(a);
    white = await newPlayer(a, 'tw');
    black = await newPlayer(a, 'tb');
  });
  afterAll(async () => {
    await b?.close();
    await a.close();
  });

  it('ends an overdue game exactly once as a resignation on time, though both instances sweep at once', async () => {
    const games = await Promise.all(
      [0, 1, 2, 3, 4].map(() => start007(a, white, black, { type: 'per-move', days: 1 })),
    );
    // Black has moved in one game: that one times out black, the others white.
    const v = await turn(a, white, games[0].id, games[0].version, ['e2e4', 'e7e5', 'g1f3']);
    expect(v).toBeGreaterThan(games[0].version);
    for (const app of [a, b]) app.app.get(Clock).advance(DAY + HOUR);
    const sweeps = await Promise.all([a, b, a, b].map((app) => app.app.get(TimeoutSweeper).sweep()));
    expect(sweeps.reduce((x, y) => x + y, 0)).toBe(5);

    for (const [i, g] of games.entries()) {
      const events = await a.db.query(
        `SELECT type, seat, user_id, payload FROM game_events WHERE game_id = $1 AND type = 'resign'`,
        [g.id],
      );
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        seat: i === 0 ? 'black' : 'white',
        user_id: null,
        payload: { action: { type: 'resign', reason: 'timeout' } },
      });
      const game = (await a.http.get(`/games/${g.id}`).set(white.auth).expect(200)).body;
      expect(game.status).toBe('finished');
      expect(game.result.winners).toEqual([i === 0 ? 'white' : 'black']);
      const over = await a.db.query(`SELECT user_id FROM outbox WHERE game_id = $1 AND kind = 'game-over'`, [g.id]);
      expect(over.map((r: { user_id: string }) => r.user_id).sort()).toEqual([white.id, black.id].sort());
    }
    // Sweeping again finds nothing.
    expect(await b.app.get(TimeoutSweeper).sweep()).toBe(0);
  });

  it('runs the sweep as a pg-boss job', async () => {
    const g = await start007(a, white, black, { type: 'per-move', days: 1 });
    for (const app of [a, b]) app.app.get(Clock).advance(DAY + HOUR);
    const { JobsService } = await import('../../src/platform/jobs/jobs.service');
    const { TIMEOUT_QUEUE } = await import('../../src/play/clocks/game-clocks.module');
    await b.app.get(JobsService).send(TIMEOUT_QUEUE, {});
    await eventually(
      async () => (await a.db.query(`SELECT status FROM games WHERE id = $1`, [g.id]))[0].status === 'finished',
      15_000,
      'the job to time the game out',
    );
  });
});
