/**
 * `npm run bench:ladder` — reading a ladder's standings must not grow with its games. Measures, in
 * one run on one embedded PostgreSQL, GET /ladders/{id}/standings of a ladder with 10,000 games
 * against one with 100, over HTTP to the API in its own process. Goal: ratio ≤ 2 (the table is read
 * from per-player tallies kept in the finishing transaction, not computed from the games' events).
 *
 * For contrast it also times the naive computation — a GROUP BY over every game's results of the
 * season — on the same two ladders, which is what the tallies avoid.
 *
 * Data: 40 club members; the small ladder gets 100 Coalition Chess games played through the API
 * (challenge, accepts, then a resignation or an agreed draw), so its rows were made by the real
 * code. The large ladder gets those 100 games (with seats, events, results) copied 100 times in SQL,
 * its tallies summed from the copied results; the run checks that every player's points, games
 * and wins are exactly 100 times the small ladder's, or fails.
 *
 * Knobs: BENCH_ROUNDS (default 300 requests per ladder). Talks to 127.0.0.1 only.
 */
import type { ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { Pool } from 'pg';
import { startApi, stopApi } from './support/api-process';
import { startBenchDatabase } from './support/bench-database';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);
const MEMBERS = 40;
const REAL_GAMES = 100;
const COPIES = 100; // the large ladder: REAL_GAMES × COPIES games

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];

/** Deterministic pseudo-random numbers, so every run builds the same ladders. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

async function main(): Promise<void> {
  const { freePort } = await import('../api/src/platform/config/free-port');

  const database = await startBenchDatabase('ladder');
  let api: ChildProcess | undefined;
  let pool: Pool | undefined;
  try {
    const url = database.url;
    const port = await freePort();
    api = await startApi(url, port);
    const base = `http://127.0.0.1:${port}`;
    pool = new Pool({ connectionString: url, max: 2 });

    const call = async (
      method: string,
      route: string,
      token?: string,
      body?: unknown,
    ): Promise<{ status: number; body: Json }> => {
      const res = await fetch(base + route, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : {} };
    };
    const must = async (
      method: string,
      route: string,
      token: string | undefined,
      body: unknown,
      status: number,
    ): Promise<Json> => {
      const res = await call(method, route, token, body);
      if (res.status !== status) throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    };

    process.stdout.write(
      `Setting up: ${MEMBERS} members, ${REAL_GAMES} games through the API, ${REAL_GAMES * COPIES} copied ... `,
    );
    const setupStart = performance.now();
    // Members are inserted with one shared argon2 hash (hashing 40 times would only slow the set-up), then sign in.
    const { hashPassword } = await import('../api/src/identity/auth/password-hasher');
    const password = 'bench-password-long-enough';
    const hash = await hashPassword(password);
    const users: { id: string; username: string; token: string }[] = [];
    for (let i = 0; i < MEMBERS; i++) {
      const username = `member${i}`;
      const [{ id }] = (
        await pool.query(
          `INSERT INTO users (username, display_name, email, password_hash) VALUES ($1, $1, $2, $3) RETURNING id`,
          [username, `${username}@example.org`, hash],
        )
      ).rows;
      const login = await must('POST', '/auth/token', undefined, { login: username, password }, 200);
      users.push({ id, username, token: login.accessToken });
    }
    const owner = users[0];
    const club = await must('POST', '/clubs', owner.token, { name: 'Bench club', visibility: 'public' }, 201);
    for (const u of users.slice(1)) await must('POST', `/clubs/${club.id}/join`, u.token, undefined, 200);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const newLadder = (name: string) =>
      must(
        'POST',
        `/clubs/${club.id}/ladders`,
        owner.token,
        {
          name,
          variant: 'coalition',
          options: { setupPhase: false },
          season: { name: 'Bench season', startsOn: day(-1), endsOn: day(60) },
        },
        201,
      );
    const small = await newLadder('Small');
    const large = await newLadder('Large');

    const seats = ['yellow', 'black', 'green', 'red'];
    const play = async (ladderId: string, random: () => number) => {
      const picked: typeof users = [];
      while (picked.length < 4) {
        const u = users[Math.floor(random() * users.length)];
        if (!picked.includes(u)) picked.push(u);
      }
      const [challenger] = picked;
      const lg = await must(
        'POST',
        `/ladders/${ladderId}/challenges`,
        challenger.token,
        { seats: seats.map((seat, i) => ({ seat, player: picked[i].username })) },
        201,
      );
      let game: Json = {};
      for (let i = 1; i < 4; i++)
        game = await must('POST', `/games/${lg.gameId}/seats/${seats[i]}/accept`, picked[i].token, undefined, 200);
      const act = async (i: number, type: string) => {
        game = await must(
          'POST',
          `/games/${lg.gameId}/actions`,
          picked[i].token,
          { type, seat: seats[i], expectedVersion: game.version },
          201,
        );
      };
      const r = random();
      if (r < 0.45) await act(0, 'resign');
      else if (r < 0.9) await act(1, 'resign');
      else {
        await act(0, 'offer-draw');
        for (let i = 1; i < 4; i++) await act(i, 'accept-draw');
      }
    };
    const random = rng(7);
    for (let g = 0; g < REAL_GAMES; g++) await play(small.id, random);
    const standings = async (ladderId: string) =>
      must('GET', `/ladders/${ladderId}/standings`, users[1].token, undefined, 200);
    const smallTable = await standings(small.id);

    // The large ladder: its games copied with seats, events and results; tallies summed from the results.
    const seasonId = large.currentSeason.id;
    const db = await pool.connect();
    try {
      await db.query('BEGIN');
      await db.query(
        `CREATE TEMP TABLE copies AS
           SELECT lg.game_id AS old, gen_random_uuid() AS new, k FROM ladder_games lg CROSS JOIN generate_series(1, $2::int) k WHERE lg.ladder_id = $1`,
        [small.id, COPIES],
      );
      await db.query(
        `INSERT INTO games (id, variant, rules_edition, options, time_control, status, version, head_hash, state, view, to_move, result, created_by, created_at, updated_at, started_at, finished_at, deadline_at)
         SELECT c.new, g.variant, g.rules_edition, g.options, g.time_control, g.status, g.version, g.head_hash, g.state, g.view, g.to_move, g.result, g.created_by,
                g.created_at - c.k * interval '1 second', g.updated_at, g.started_at, g.finished_at, g.deadline_at
           FROM copies c JOIN games g ON g.id = c.old`,
      );
      await db.query(
        `INSERT INTO game_seats (game_id, seat, user_id, state, invited_at, joined_at) SELECT c.new, s.seat, s.user_id, s.state, s.invited_at, s.joined_at FROM copies c JOIN game_seats s ON s.game_id = c.old`,
      );
      await db.query(
        `INSERT INTO game_events (game_id, seq, type, seat, user_id, payload, created_at, prev_hash, hash)
         SELECT c.new, e.seq, e.type, e.seat, e.user_id, e.payload, e.created_at, e.prev_hash, e.hash FROM copies c JOIN game_events e ON e.game_id = c.old`,
      );
      await db.query(
        `INSERT INTO ladder_games (game_id, ladder_id, season_id, challenger_id, state, created_at, counted_at)
         SELECT c.new, $1, $2, lg.challenger_id, lg.state, lg.created_at - c.k * interval '1 second', lg.counted_at FROM copies c JOIN ladder_games lg ON lg.game_id = c.old`,
        [large.id, seasonId],
      );
      await db.query(
        `INSERT INTO ladder_results (game_id, user_id, season_id, seats, outcome, points) SELECT c.new, r.user_id, $1, r.seats, r.outcome, r.points FROM copies c JOIN ladder_results r ON r.game_id = c.old`,
        [seasonId],
      );
      await db.query(
        `UPDATE ladder_seasons SET counted_games = (SELECT count(*) FROM ladder_games WHERE season_id = $1 AND state = 'counted') WHERE id = $1`,
        [seasonId],
      );
      await db.query(`DELETE FROM ladder_standings WHERE season_id = $1`, [seasonId]);
      await db.query(
        `INSERT INTO ladder_standings (season_id, user_id, points, games, wins, draws, losses, aborts, neutral)
         SELECT season_id, user_id, sum(points), count(*), count(*) FILTER (WHERE outcome = 'win'), count(*) FILTER (WHERE outcome = 'draw'),
                count(*) FILTER (WHERE outcome = 'loss'), count(*) FILTER (WHERE outcome IN ('coalition-abort', 'no-coalition')), count(*) FILTER (WHERE outcome = 'neutral')
           FROM ladder_results WHERE season_id = $1 GROUP BY season_id, user_id`,
        [seasonId],
      );
      await db.query(`DELETE FROM ladder_head_to_head WHERE season_id = $1`, [seasonId]);
      await db.query(
        `INSERT INTO ladder_head_to_head (season_id, user_id, opponent_id, points, games)
         SELECT r.season_id, r.user_id, o.user_id, sum(r.points), count(*) FROM ladder_results r JOIN ladder_results o ON o.game_id = r.game_id AND o.user_id <> r.user_id
          WHERE r.season_id = $1 GROUP BY r.season_id, r.user_id, o.user_id`,
        [seasonId],
      );
      await db.query('COMMIT');
      await db.query('ANALYZE');
    } finally {
      db.release();
    }
    const largeAfter = await standings(large.id);
    if (largeAfter.countedGames !== REAL_GAMES * COPIES || smallTable.countedGames !== REAL_GAMES) {
      throw new Error(
        `expected ${REAL_GAMES * COPIES} and ${REAL_GAMES} counted games, got ${largeAfter.countedGames} and ${smallTable.countedGames}`,
      );
    }
    const before = new Map<string, Json>(smallTable.rows.map((r: Json) => [r.user.id, r]));
    for (const r of largeAfter.rows) {
      const b = before.get(r.user.id);
      if (!b || r.points !== b.points * COPIES || r.games !== b.games * COPIES || r.wins !== b.wins * COPIES) {
        throw new Error(
          `tallies of ${r.user.username} are not ${COPIES}× the small ladder's: ${JSON.stringify(r)} vs ${JSON.stringify(b)}`,
        );
      }
    }
    console.log(`done in ${((performance.now() - setupStart) / 1000).toFixed(1)} s`);

    // Interleaved, so drift in the machine's speed hits both sides alike.
    const time = async (fn: () => Promise<unknown>) => {
      const t0 = performance.now();
      await fn();
      return performance.now() - t0;
    };
    const measure = async (a: () => Promise<unknown>, b: () => Promise<unknown>, rounds: number) => {
      for (let i = 0; i < 20; i++) await Promise.all([a(), b()]);
      const ta: number[] = [];
      const tb: number[] = [];
      for (let i = 0; i < rounds; i++) {
        ta.push(await time(a));
        tb.push(await time(b));
      }
      return { a: ta, b: tb };
    };
    const api10k = () => standings(large.id);
    const api100 = () => standings(small.id);
    const http = await measure(api10k, api100, ROUNDS);

    const naive = (ladderId: string) => () =>
      pool!.query(
        `SELECT r.user_id, sum(r.points) AS points, count(*) AS games, count(*) FILTER (WHERE r.outcome = 'win') AS wins
           FROM ladder_results r JOIN ladder_games lg ON lg.game_id = r.game_id
          WHERE lg.ladder_id = $1 AND lg.state = 'counted' GROUP BY r.user_id ORDER BY points DESC, wins DESC, games ASC`,
        [ladderId],
      );
    const scan = await measure(naive(large.id), naive(small.id), Math.max(30, Math.floor(ROUNDS / 5)));

    const f = (n: number) => n.toFixed(2);
    const ratio = median(http.a) / median(http.b);
    console.log(`Ladder standings benchmark (${MEMBERS} players, ${ROUNDS} requests per ladder, embedded PostgreSQL)`);
    console.log(
      `  GET standings, ${REAL_GAMES * COPIES} games   median ${f(median(http.a))} ms  p95 ${f(p95(http.a))} ms  (${largeAfter.rows.length} rows)`,
    );
    console.log(
      `  GET standings, ${REAL_GAMES} games     median ${f(median(http.b))} ms  p95 ${f(p95(http.b))} ms  (${smallTable.rows.length} rows)`,
    );
    console.log(`  ratio 10,000 / 100 games: ${f(ratio)}  (goal ≤ 2) ${ratio <= 2 ? 'OK' : 'MISSED'}`);
    console.log(
      `  for contrast, GROUP BY over every result: ${f(median(scan.a))} ms vs ${f(median(scan.b))} ms, ratio ${f(median(scan.a) / median(scan.b))}`,
    );
    if (ratio > 2) process.exitCode = 1;
  } finally {
    await pool?.end();
    await stopApi(api);
    await database.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
