/**
 * `npm run bench:api` — the game server's speed, as ratios against references measured in the
 * same run on the same embedded PostgreSQL (so the figures mean the same on any machine):
 *
 * 1. Half-moves per second over HTTP (POST /games/{id}/moves: auth, row lock, engine, event with
 *    hash chain, snapshot, outbox, commit) across 50 concurrent games, against the raw rate of an
 *    equivalent transaction (one INSERT + one UPDATE) with the same concurrency and pool size.
 *    Goal: ratio ≥ 0.5. Also p50/p99 latency of both.
 * 2. GET /games/{id} on a game of 5,000 half-moves against one of 10. Goal: ratio ≤ 1.3 (reading
 *    is from the snapshot, never a replay).
 *
 * 3. API CPU per half-move against that of GET /users/me (the cheapest authenticated request),
 *    both measured in this run. Goal: ratio ≤ 2. Measured in the steady state of a
 *    server that runs for weeks: after BENCH_WARMUP seconds of both requests (V8 is still
 *    compiling the hot code of a fresh process for many seconds, and that one-time cost fell
 *    mostly on whichever phase ran first), in BENCH_ROUNDS rounds that alternate the two, so a
 *    change in the machine's speed (a shared VM's is large) touches both alike. Each phase's CPU
 *    includes what the API still does once its requests are answered (its notifications, say),
 *    up to the moment it is idle again. The ratio of phase 1 (a fresh process, one phase each) is
 *    printed too, for comparison with earlier runs.
 *
 * For scale it also prints two ceilings at the same concurrency, on the same machine:
 * - the cheapest authenticated request (GET /users/me: the HTTP stack, the bearer check and one
 *   query): no endpoint of this stack gets past it;
 * - the raw transaction itself behind plain `node:http` (support/bare-http-server.ts, its own
 *   process, no framework): what HTTP alone costs when the load generator, the server and
 *   PostgreSQL share the machine's cores. Its ratio to raw bounds what any Node HTTP server
 *   can reach here.
 *
 * Starts its own PostgreSQL in a temp dir and stops it. Loops are bounded in count and time and
 * talk to 127.0.0.1 only. Knobs: BENCH_SECONDS (default 8 per phase), BENCH_GAMES (default 50),
 * BENCH_WARMUP (default 12 s) and BENCH_ROUNDS (default 6, of BENCH_SECONDS / 2 per request
 * kind) for 3, BENCH_NODE_FLAGS (Node's flags for the API instead of production's;
 * support/api-process.ts).
 */
import type { ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { Pool } from 'pg';
import { buildLong007Game } from './long-007-game';
import { startApi, startBareServer, stopApi } from './support/api-process';
import { startBenchDatabase } from './support/bench-database';
import { type HttpClient, httpClient, type Json } from './support/http-client';
import { seededRandom } from './support/seeded-random';
import { canMeasureCpu, cpuMsOf, processTree } from './support/process-cpu';
import { runBench } from './support/run-bench';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const GAMES = Number(process.env.BENCH_GAMES ?? 50);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 12);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const PLAYERS = 10;
const POOL_SIZE = 10; // the API's pool (api/src/platform/database/database.module.ts)

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function summary(latencies: number[], seconds: number) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: latencies.length,
    perSecond: latencies.length / seconds,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
  };
}

async function main(): Promise<void> {
  const { freePort } = await import('../api/src/platform/config/free-port');

  // The long game of phase 2 first: searching it takes seconds of CPU.
  const built = buildLong007Game(5000);
  const db = await startBenchDatabase('api');
  let api: ChildProcess | undefined;
  let bare: ChildProcess | undefined;
  let pool: Pool | undefined;
  let apiHttp: HttpClient | undefined;
  let bareHttp: HttpClient | undefined;
  try {
    const url = db.url;
    const apiPort = await freePort();
    api = await startApi(url, apiPort, { profileDir: process.env.BENCH_PROFILE_DIR });
    const base = `http://127.0.0.1:${apiPort}`;

    // node:http with keep-alive rather than fetch: the load generator shares the machine's two
    // cores with the API and PostgreSQL, and fetch (undici) costs it several times more CPU per
    // request; the raw reference's client is a plain pg pool, as lean as it gets.
    // A phase that makes no HTTP request (the raw reference, searching the long game) can outlast
    // the server's keep-alive timeout, so each HTTP phase starts on fresh connections.
    apiHttp = httpClient(base, GAMES);
    const { call, must } = apiHttp;
    const freshConnections = () => {
      apiHttp?.freshConnections();
      bareHttp?.freshConnections();
    };

    // Players and games.
    const tokens = new Map<string, string>();
    const users: { id: string; username: string; token: string }[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      const username = `bench${i}`;
      const password = 'bench-password-long-enough';
      await must('POST', '/auth/register', undefined, { username, email: `${username}@example.org`, password }, 202);
      const { accessToken } = await must('POST', '/auth/token', undefined, { login: username, password }, 200);
      const me = await must('GET', '/users/me', accessToken, undefined, 200);
      tokens.set(me.id, accessToken);
      users.push({ id: me.id, username, token: accessToken });
    }
    const newGame = async (a: (typeof users)[number], b: (typeof users)[number]): Promise<Json> => {
      const g = await must(
        'POST',
        '/games',
        a.token,
        {
          variant: '007',
          seats: [
            { seat: 'white', me: true },
            { seat: 'black', invite: b.username },
          ],
        },
        201,
      );
      return must('POST', `/games/${g.id}/seats/black/accept`, b.token, undefined, 200);
    };

    // Phase 1: HTTP half-moves across concurrent games, beside raw INSERT + UPDATE transactions.
    const random = seededRandom(12345);
    const games: Json[] = [];
    for (let i = 0; i < GAMES; i++)
      games.push(await newGame(users[i % PLAYERS], users[(i + 1 + Math.floor(i / PLAYERS)) % PLAYERS]));

    const playFor = async (seconds: number): Promise<number[]> => {
      const latencies: number[] = [];
      const until = performance.now() + seconds * 1000;
      await Promise.all(
        games.map(async (start, index) => {
          let game = start;
          for (let n = 0; n < 100_000 && performance.now() < until; n++) {
            if (game.status !== 'active')
              game = games[index] = await newGame(users[index % PLAYERS], users[(index + 3) % PLAYERS]);
            const move = game.legalMoves[Math.floor(random() * game.legalMoves.length)];
            const token = tokens.get(game.toMove[0].player.id)!;
            const t0 = performance.now();
            const res = await call('POST', `/games/${game.id}/moves`, token, { move, expectedVersion: game.version });
            const ms = performance.now() - t0;
            if (res.status !== 201) throw new Error(`move refused: ${res.status} ${JSON.stringify(res.body)}`);
            latencies.push(ms);
            game = games[index] = res.body;
          }
        }),
      );
      return latencies;
    };

    pool = new Pool({ connectionString: url, max: POOL_SIZE });
    await pool.query(
      `CREATE TABLE bench_games (id int PRIMARY KEY, version int NOT NULL, state text NOT NULL, updated_at timestamptz NOT NULL)`,
    );
    await pool.query(
      `CREATE TABLE bench_events (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, game_id int NOT NULL, seq int NOT NULL, payload jsonb NOT NULL, created_at timestamptz NOT NULL, UNIQUE (game_id, seq))`,
    );
    await pool.query(`INSERT INTO bench_games SELECT g, 0, $1, now() FROM generate_series(1, $2) g`, [
      'x'.repeat(200),
      GAMES,
    ]);
    const rawFor = async (seconds: number): Promise<number[]> => {
      const latencies: number[] = [];
      const until = performance.now() + seconds * 1000;
      const payload = JSON.stringify({
        action: { type: 'move', move: 'e2e4', seat: 'white' },
        effects: [{ type: 'moved', seat: 'white', color: 'white', move: 'e2e4', san: 'e4', capture: false }],
      });
      await Promise.all(
        Array.from({ length: GAMES }, async (_, i) => {
          for (let n = 0; n < 1_000_000 && performance.now() < until; n++) {
            const t0 = performance.now();
            const client = await pool!.connect();
            try {
              await client.query('BEGIN');
              const { rows } = await client.query(
                `UPDATE bench_games SET version = version + 1, state = $2, updated_at = now() WHERE id = $1 RETURNING version`,
                [i + 1, 'y'.repeat(200)],
              );
              await client.query(
                `INSERT INTO bench_events (game_id, seq, payload, created_at) VALUES ($1, $2, $3::jsonb, now())`,
                [i + 1, rows[0].version, payload],
              );
              await client.query('COMMIT');
            } finally {
              client.release();
            }
            latencies.push(performance.now() - t0);
          }
        }),
      );
      return latencies;
    };

    // The same transaction behind plain node:http: what HTTP alone costs on this machine.
    const barePort = await freePort();
    bare = await startBareServer(url, barePort, POOL_SIZE);
    bareHttp = httpClient(`http://127.0.0.1:${barePort}`, GAMES);
    const bareCall = bareHttp.call;
    const bareFor = async (seconds: number): Promise<number[]> => {
      const latencies: number[] = [];
      const until = performance.now() + seconds * 1000;
      await Promise.all(
        Array.from({ length: GAMES }, async (_, i) => {
          for (let n = 0; n < 1_000_000 && performance.now() < until; n++) {
            const t0 = performance.now();
            const res = await bareCall('POST', `/games/${i + 1}/tx`, undefined, {
              move: 'e2e4',
              expectedVersion: n,
            });
            if (res.status !== 201) throw new Error(`bare server: ${res.status} ${JSON.stringify(res.body)}`);
            latencies.push(performance.now() - t0);
          }
        }),
      );
      return latencies;
    };

    // CPU each party spends in a phase (Linux /proc): the server (API or bare), PostgreSQL
    // (server and backends), this process. With `untilIdle`, the phase lasts until the server is
    // idle again (a tenth of a second in which it used at most one clock tick, 10 ms), so what it
    // still does for the phase's requests counts for them, not for the next phase.
    const measuredCpu = async <T>(phase: () => Promise<T>, server: ChildProcess = api!, untilIdle = false) => {
      const postgres = () => processTree(db.serverPid);
      const before = { server: cpuMsOf(server.pid!), postgres: postgres(), client: process.cpuUsage() };
      const pgBefore = new Map(before.postgres.map((pid) => [pid, cpuMsOf(pid)]));
      const result = await phase();
      for (let i = 0, last = cpuMsOf(server.pid!); untilIdle && i < 30; i++) {
        await new Promise((r) => setTimeout(r, 100));
        const now = cpuMsOf(server.pid!);
        if (now - last <= 10) break;
        last = now;
      }
      const client = process.cpuUsage(before.client);
      const pgAfter = postgres();
      return {
        result,
        serverMs: cpuMsOf(server.pid!) - before.server,
        postgresMs: pgAfter.reduce((sum, pid) => sum + cpuMsOf(pid) - (pgBefore.get(pid) ?? 0), 0),
        clientMs: (client.user + client.system) / 1000,
      };
    };

    freshConnections();
    await playFor(1); // warm-up: JIT, connection pools, plan caches
    await rawFor(1);
    const raw1Measured = await measuredCpu(() => rawFor(SECONDS / 2));
    const raw1 = raw1Measured.result;
    // With BENCH_VERBOSE, sample what the API's database sessions wait on during the HTTP phase.
    const waits = new Map<string, number>();
    let sampling = !!process.env.BENCH_VERBOSE;
    const sampler = (async () => {
      while (sampling) {
        const { rows } = await pool!.query(
          `SELECT coalesce(wait_event_type || ':' || wait_event, 'cpu') AS w, state FROM pg_stat_activity WHERE datname = 'bench' AND application_name = 'entente'`,
        );
        for (const r of rows) waits.set(`${r.state} ${r.w}`, (waits.get(`${r.state} ${r.w}`) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    freshConnections();
    const httpMeasured = await measuredCpu(() => playFor(SECONDS));
    const http = httpMeasured.result;
    sampling = false;
    await sampler;
    if (process.env.BENCH_VERBOSE)
      console.log('API sessions by state and wait:', Object.fromEntries([...waits].sort((a, b) => b[1] - a[1])));
    const raw2 = await rawFor(SECONDS / 2);
    const httpStats = summary(http, SECONDS);

    // The stack's own ceiling on this machine: an authenticated GET that does one query.
    /** The number of requests answered. */
    const floorFor = async (seconds: number): Promise<number> => {
      let count = 0;
      const until = performance.now() + seconds * 1000;
      await Promise.all(
        users.slice(0, PLAYERS).flatMap((u) =>
          Array.from({ length: GAMES / PLAYERS }, async () => {
            while (performance.now() < until) {
              const res = await call('GET', '/users/me', u.token);
              if (res.status !== 200) throw new Error(`GET /users/me ${res.status}`);
              count++;
            }
          }),
        ),
      );
      return count;
    };
    freshConnections();
    await floorFor(1);
    const floorMeasured = await measuredCpu(() => floorFor(SECONDS / 2));
    const floorRate = floorMeasured.result / (SECONDS / 2);
    await bareFor(1);
    const bareMeasured = await measuredCpu(() => bareFor(SECONDS / 2), bare);
    const bareStats = summary(bareMeasured.result, SECONDS / 2);
    const rawStats = summary([...raw1, ...raw2], SECONDS);

    // 3. API CPU per half-move against GET /users/me, in the steady state: both warmed up, then
    // alternating rounds (see the header).
    freshConnections();
    for (let warmed = 0; warmed < WARMUP_SECONDS; warmed += 2) {
      await playFor(1);
      await floorFor(1);
    }
    const rounds: { moveMs: number; moves: number; meMs: number; mes: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const moves = await measuredCpu(() => playFor(SECONDS / 2), api, true);
      const mes = await measuredCpu(() => floorFor(SECONDS / 2), api, true);
      rounds.push({ moveMs: moves.serverMs, moves: moves.result.length, meMs: mes.serverMs, mes: mes.result });
    }

    // Phase 2: GET on a game of 5,000 half-moves against one of 10.
    freshConnections();
    const [a, b] = [users[0], users[1]];
    const short = await newGame(a, b);
    const long = await newGame(a, b);
    const byColour = (g: Json) => (g.toMove[0].player.id === a.id ? a.token : b.token);
    let s = short;
    for (const move of ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1c4', 'g8f6', 'd2d3', 'f8c5', 'c2c3', 'd7d6']) {
      s = await must('POST', `/games/${s.id}/moves`, byColour(s), { move, expectedVersion: s.version }, 201);
    }
    let l = long;
    for (const turn of built.turns) {
      if (turn.length === l.toMove[0].of - l.toMove[0].part + 1) {
        l = await must('POST', `/games/${l.id}/turns`, byColour(l), { moves: turn, expectedVersion: l.version }, 201);
      } else {
        for (const move of turn)
          l = await must('POST', `/games/${l.id}/moves`, byColour(l), { move, expectedVersion: l.version }, 201);
      }
    }
    if (s.position.plies !== 10 || l.position.plies !== 5000)
      throw new Error(`games have ${s.position.plies} and ${l.position.plies} half-moves`);
    const getTimes = async (id: string, n: number): Promise<number[]> => {
      const out: number[] = [];
      for (let i = 0; i < n; i++) {
        const t0 = performance.now();
        const res = await call('GET', `/games/${id}`, a.token);
        if (res.status !== 200) throw new Error(`GET ${res.status}`);
        out.push(performance.now() - t0);
      }
      return out;
    };
    await getTimes(short.id, 200);
    await getTimes(long.id, 200);
    const shortTimes: number[] = [];
    const longTimes: number[] = [];
    for (let round = 0; round < 6; round++) {
      shortTimes.push(...(await getTimes(short.id, 250)));
      longTimes.push(...(await getTimes(long.id, 250)));
    }
    const mean = (xs: number[]) => xs.reduce((x, y) => x + y, 0) / xs.length;
    const shortGet = summary(shortTimes, 1);
    const longGet = summary(longTimes, 1);

    const f = (x: number) => x.toFixed(2);
    const moveRatio = httpStats.perSecond / rawStats.perSecond;
    const getRatio = mean(longTimes) / mean(shortTimes);
    console.log(
      `Game server benchmark (${GAMES} concurrent games, ${SECONDS}s per phase, pool ${POOL_SIZE}, embedded PostgreSQL)`,
    );
    console.log(
      `  HTTP half-moves     ${f(httpStats.perSecond)}/s  p50 ${f(httpStats.p50)} ms  p99 ${f(httpStats.p99)} ms  (${httpStats.count} moves)`,
    );
    console.log(
      `  raw INSERT+UPDATE   ${f(rawStats.perSecond)}/s  p50 ${f(rawStats.p50)} ms  p99 ${f(rawStats.p99)} ms  (${rawStats.count} transactions)`,
    );
    console.log(`  ratio HTTP / raw    ${f(moveRatio)}  (goal ≥ 0.5) ${moveRatio >= 0.5 ? 'OK' : 'BELOW GOAL'}`);
    console.log(
      `  for scale: GET /users/me (auth + one query) ${f(floorRate)}/s, ratio to raw ${f(floorRate / rawStats.perSecond)}`,
    );
    console.log(
      `  for scale: the raw transaction behind bare node:http ${f(bareStats.perSecond)}/s, ratio to raw ${f(bareStats.perSecond / rawStats.perSecond)}  p50 ${f(bareStats.p50)} ms`,
    );
    if (canMeasureCpu()) {
      const per = (ms: number, n: number) => f(ms / n);
      const h = httpMeasured;
      const r = raw1Measured;
      console.log(
        `  CPU per half-move   API ${per(h.serverMs, http.length)} ms, PostgreSQL ${per(h.postgresMs, http.length)} ms, load generator ${per(h.clientMs, http.length)} ms`,
      );
      console.log(
        `  CPU per raw tx      PostgreSQL ${per(r.postgresMs, raw1.length)} ms, client ${per(r.clientMs, raw1.length)} ms`,
      );
      const fl = floorMeasured;
      const floorCount = fl.result;
      console.log(
        `  CPU per /users/me   API ${per(fl.serverMs, floorCount)} ms, PostgreSQL ${per(fl.postgresMs, floorCount)} ms, load generator ${per(fl.clientMs, floorCount)} ms`,
      );
      const coldRatio = h.serverMs / http.length / (fl.serverMs / floorCount);
      console.log(
        `  ratio API CPU half-move / users/me in a fresh process ${f(coldRatio)}; with PostgreSQL ${f((h.serverMs + h.postgresMs) / http.length / ((fl.serverMs + fl.postgresMs) / floorCount))}`,
      );
      const sum = (key: keyof (typeof rounds)[number]) => rounds.reduce((total, r) => total + r[key], 0);
      const moveCpu = sum('moveMs') / sum('moves');
      const meCpu = sum('meMs') / sum('mes');
      const cpuRatio = moveCpu / meCpu;
      const perRound = rounds.map((r) => r.moveMs / r.moves / (r.meMs / r.mes)).sort((x, y) => x - y);
      console.log(
        `  steady state (${WARMUP_SECONDS} s warm-up, ${ROUNDS} alternating rounds of ${SECONDS / 2} s): API CPU per half-move ${f(moveCpu)} ms (${sum('moves')}), per /users/me ${f(meCpu)} ms (${sum('mes')})`,
      );
      console.log(
        `  ratio API CPU half-move / users/me ${f(cpuRatio)}  (goal ≤ 2) ${cpuRatio <= 2 ? 'OK' : 'ABOVE GOAL'}; rounds ${perRound.map(f).join(' ')}`,
      );
      const b = bareMeasured;
      const n = b.result.length;
      console.log(
        `  CPU per bare HTTP tx server ${per(b.serverMs, n)} ms, PostgreSQL ${per(b.postgresMs, n)} ms, load generator ${per(b.clientMs, n)} ms`,
      );
    }
    console.log(
      `  GET 10 half-moves   mean ${f(mean(shortTimes))} ms  p50 ${f(shortGet.p50)} ms  p99 ${f(shortGet.p99)} ms`,
    );
    console.log(
      `  GET 5000 half-moves mean ${f(mean(longTimes))} ms  p50 ${f(longGet.p50)} ms  p99 ${f(longGet.p99)} ms`,
    );
    console.log(`  ratio 5000 / 10     ${f(getRatio)}  (goal ≤ 1.3) ${getRatio <= 1.3 ? 'OK' : 'ABOVE GOAL'}`);
  } finally {
    apiHttp?.close();
    bareHttp?.close();
    await pool?.end();
    await stopApi(bare);
    await stopApi(api);
    await db.stop();
  }
}

runBench(main);
