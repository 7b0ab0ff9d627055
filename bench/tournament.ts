/**
 * `npm run bench:tournament` — a tournament's cost grows with its games, once. In one run on one
 * embedded PostgreSQL, against the API in its own process:
 *
 * - the start of a 100-entrant round robin (4,950 games: the start answers `starting`, a job
 *   creates them in batches, one transaction each) against a 10-entrant one (45 games, in the
 *   start's transaction), per game, each until the event runs. Goal: ratio ≤ 2. Beside it the API's event-loop delay over the big
 *   start (support/loop-monitor.js, monitorEventLoopDelay). Goal: max ≤ 50 ms;
 * - GET /tournaments/{id}/standings of the big event with 1,000 counted games against the small
 *   one with its 45, per game. Goal: ratio ≤ 2;
 * - pairing a Swiss round of 500 entrants (the pure pairing, in this process), after three
 *   rounds of history. Goal: well under a second.
 *
 * Data: the club's members are rows written in SQL (signing up 100 people through the API would
 * measure password hashing); the owner signs up through the API and enters them as an admin.
 * Results are written in SQL as the recorder writes them (tournament_seats and tournament_games):
 * the standings read those rows only.
 *
 * Knobs: BENCH_ROUNDS (default 30 standings requests per event), BENCH_PROFILE_DIR (write a V8
 * CPU profile of the API there). Talks to 127.0.0.1 only.
 */
import type { ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { Pool } from 'pg';
import { pairSwissRound, type SwissPlayer } from '../api/src/community/tournaments/pairing/swiss';
import { loopDelay, startApi, stopApi } from './support/api-process';
import { startBenchDatabase } from './support/bench-database';
import { httpClient } from './support/http-client';
import { runBench } from './support/run-bench';
import { seededRandom } from './support/seeded-random';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function main(): Promise<void> {
  const { freePort } = await import('../api/src/platform/config/free-port');
  const database = await startBenchDatabase('tournament');
  let api: ChildProcess | undefined;
  let pool: Pool | undefined;
  try {
    const port = await freePort();
    api = await startApi(database.url, port, { monitorLoop: true, profileDir: process.env.BENCH_PROFILE_DIR });
    const http = httpClient(`http://127.0.0.1:${port}`, 8);
    pool = new Pool({ connectionString: database.url, max: 2 });

    const password = 'bench-password-long-enough';
    await http.must(
      'POST',
      '/auth/register',
      undefined,
      { username: 'bench_owner', email: 'bench_owner@example.org', password },
      202,
    );
    const { accessToken: token } = await http.must(
      'POST',
      '/auth/token',
      undefined,
      { login: 'bench_owner', password },
      200,
    );
    const club = await http.must('POST', '/clubs', token, { name: 'Bench Club', visibility: 'public' }, 201);
    const { rows: members } = await pool.query<{ username: string }>(
      `INSERT INTO users (username, display_name, email, password_hash, email_verified_at)
       SELECT 'tb' || i, 'Player ' || i, 'tb' || i || '@example.org', 'x', now() FROM generate_series(1, 100) i
       RETURNING username`,
    );
    await pool.query(
      `INSERT INTO club_members (club_id, user_id, role)
       SELECT $1, id, 'member' FROM users WHERE username LIKE 'tb%'`,
      [club.id],
    );

    const event = async (name: string, entrants: number) => {
      const t = await http.must(
        'POST',
        `/clubs/${club.id}/tournaments`,
        token,
        { name, variant: '007', format: 'round-robin', maxEntrants: 100 },
        201,
      );
      for (const m of members.slice(0, entrants))
        await http.must('POST', `/tournaments/${t.id}/entries`, token, { player: m.username }, 201);
      return t.id as string;
    };
    const small = await event('Small', 10);
    const big = await event('Big', 100);

    // Until the event runs: a big round robin answers `starting` at once, and a job creates its
    // games in batches; the time is the start's whole, the answer's apart.
    const start = async (id: string) => {
      const t0 = performance.now();
      let shown = (await http.must('POST', `/tournaments/${id}/start`, token, undefined, 200)) as { state: string };
      const answered = performance.now() - t0;
      while (shown.state === 'starting') {
        await new Promise((resolve) => setTimeout(resolve, 500));
        shown = (await http.must('GET', `/tournaments/${id}`, token, undefined, 200)) as { state: string };
      }
      answers.push(answered);
      return performance.now() - t0;
    };
    const answers: number[] = [];
    const smallStart = await start(small);
    await loopDelay(api);
    const bigStart = await start(big);
    const loop = await loopDelay(api);
    const games = async (id: string) =>
      Number(
        (await pool!.query(`SELECT count(*) AS n FROM tournament_games WHERE tournament_id = $1`, [id])).rows[0].n,
      );
    const [smallGames, bigGames] = [await games(small), await games(big)];
    if (smallGames !== 45 || bigGames !== 4950) throw new Error(`games: ${smallGames}, ${bigGames}`);

    // Results as the recorder writes them: White wins every third game, the rest are drawn.
    const finish = async (id: string, count: number) => {
      await pool!.query(
        `WITH chosen AS (SELECT game_id, row_number() OVER (ORDER BY round, board) AS k FROM tournament_games
                          WHERE tournament_id = $1 ORDER BY round, board LIMIT $2),
              counted AS (UPDATE tournament_games tg SET state = 'counted', counted_at = now()
                            FROM chosen c WHERE tg.game_id = c.game_id RETURNING tg.game_id, c.k)
         UPDATE tournament_seats s
            SET outcome = CASE WHEN c.k % 3 = 0 THEN (CASE WHEN s.seat = 'white' THEN 'win' ELSE 'loss' END) ELSE 'draw' END,
                points = CASE WHEN c.k % 3 = 0 THEN (CASE WHEN s.seat = 'white' THEN 1 ELSE 0 END) ELSE 0.5 END
           FROM counted c WHERE s.game_id = c.game_id`,
        [id, count],
      );
    };
    await finish(small, 45);
    await finish(big, 1000);

    const standings = async (id: string) => {
      const times: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const t0 = performance.now();
        const s = await http.must('GET', `/tournaments/${id}/standings`, token, undefined, 200);
        times.push(performance.now() - t0);
        if (i === 0 && s.countedGames !== (id === small ? 45 : 1000)) throw new Error(`counted: ${s.countedGames}`);
      }
      return median(times);
    };
    const smallStandings = await standings(small);
    const bigStandings = await standings(big);

    // Swiss: 500 entrants after three rounds of random results.
    const random = seededRandom(500);
    const players = Array.from({ length: 500 }, (_, i) => ({
      id: `p${i}`,
      score: 0,
      rating: 1200 + Math.floor(random() * 1000),
      opponents: new Set<string>(),
      colours: [] as ('white' | 'black')[],
      hadBye: false,
    }));
    for (let r = 0; r < 3; r++) {
      const round = pairSwissRound(players);
      const of = new Map(players.map((p) => [p.id, p]));
      for (const { white, black } of round.pairs) {
        const [w, b] = [of.get(white)!, of.get(black)!];
        w.opponents.add(b.id);
        b.opponents.add(w.id);
        w.colours.push('white');
        b.colours.push('black');
        const x = random();
        if (x < 0.4) w.score += 1;
        else if (x < 0.7) b.score += 1;
        else {
          w.score += 0.5;
          b.score += 0.5;
        }
      }
    }
    const swissTimes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      pairSwissRound(players as SwissPlayer[]);
      swissTimes.push(performance.now() - t0);
    }

    const perSmall = smallStart / smallGames;
    const perBig = bigStart / bigGames;
    console.log(`start, round robin of 10 (45 games):     ${ms(smallStart)} (${ms(perSmall)} per game)`);
    console.log(`start, round robin of 100 (4,950 games): ${ms(bigStart)} (${ms(perBig)} per game)`);
    console.log(`  ratio per game: ${(perBig / perSmall).toFixed(2)} (goal ≤ 2)`);
    console.log(`  the start's answer: ${ms(answers[0])} (10), ${ms(answers[1])} (100: then a job, in batches)`);
    console.log(
      `  API event-loop delay over the big start: p50 ${ms(loop.p50)}, p99 ${ms(loop.p99)}, max ${ms(loop.max)} (goal max ≤ 50 ms); GC max ${ms(loop.gc.maxMs)} (${loop.gc.maxKind ?? 'none'})`,
    );
    console.log(`standings, 45 counted games (median of ${ROUNDS}):    ${ms(smallStandings)}`);
    console.log(`standings, 1,000 counted games (median of ${ROUNDS}): ${ms(bigStandings)}`);
    console.log(
      `  ratio per game: ${(bigStandings / 1000 / (smallStandings / 45)).toFixed(2)} (goal ≤ 2); ratio of totals ${(bigStandings / smallStandings).toFixed(2)}`,
    );
    console.log(`Swiss round of 500 entrants (round 4, median of 5): ${ms(median(swissTimes))} (goal well under 1 s)`);
    http.close();
  } finally {
    await pool?.end();
    await stopApi(api);
    await database.stop();
  }
}

runBench(main);
