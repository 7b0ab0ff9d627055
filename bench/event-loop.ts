/**
 * `npm run bench:event-loop` — no request holds the API's event loop: the latency of a cheap
 * request (GET /users/me: the HTTP stack, the bearer check, one query) while other clients verify,
 * export the record of and export as PGN a game of 5,000 half-moves, against the same cheap request
 * without that load, measured in the same run on the same API process.
 *
 * A replay on the event loop (what `GET /games/{id}/verify` did before it moved to a worker
 * thread) holds every other request for its whole length, so the cheap request's p99 under load
 * grows by that length; off the loop it grows only by the machine's shared cores. Prints p50, p99
 * and the maximum of both phases and the ratio of the p99s, and how many long requests ran.
 * Goal: the cheap request's p99 under load stays within 50 ms of its p99 without it. It also
 * prints the API's own event-loop delay in both phases (support/loop-monitor.js, Node's
 * monitorEventLoopDelay): its maximum is the longest the loop was held. Goal: ≤ 50 ms. Beside it
 * the garbage collector's pauses of the main thread (count, sum, longest): the API's own part of
 * a hold. On a machine shared with other processes both maxima also hold the scheduler's pauses
 * (the "alone" phase shows them), so it prints last the CPU time of the API's main thread per
 * request of each kind, one at a time — what a request costs the loop, which no other process
 * changes.
 *
 * Knobs: BENCH_SECONDS (default 10 per phase), BENCH_PLIES (default 5000), BENCH_READERS
 * (default 2 clients looping over verify, record and PGN), BENCH_PROFILE_DIR (a V8 CPU profile
 * of the API, to see what holds its loop), BENCH_NODE_FLAGS (Node's flags for the API instead of
 * production's, e.g. heap sizes; support/api-process.ts). Talks to 127.0.0.1 only.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { buildLong007Game } from './long-007-game';
import { loopDelay, type LoopDelay, startApi, stopApi } from './support/api-process';
import { startBenchDatabase } from './support/bench-database';
import { httpClient, type Json } from './support/http-client';
import { runBench } from './support/run-bench';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PLIES = Number(process.env.BENCH_PLIES ?? 5000);
const READERS = Number(process.env.BENCH_READERS ?? 2);
/** USER_HZ: the unit of a thread's CPU time in /proc (100 on Linux). */
const CLOCK_TICKS = 100;

const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

async function main(): Promise<void> {
  const { freePort } = await import('../api/src/platform/config/free-port');
  const db = await startBenchDatabase('event-loop');
  let api: ChildProcess | undefined;
  try {
    // The game first: searching it takes seconds, longer than an idle keep-alive connection lives.
    const longGame = buildLong007Game(PLIES);
    const port = await freePort();
    api = await startApi(db.url, port, { monitorLoop: true, profileDir: process.env.BENCH_PROFILE_DIR });
    const http = httpClient(`http://127.0.0.1:${port}`, 16);
    const password = 'bench-password-long-enough';
    const users: { id: string; token: string }[] = [];
    for (const username of ['loop_white', 'loop_black']) {
      // Registration answers 202 whether or not the account exists; the id comes from /users/me.
      await http.must(
        'POST',
        '/auth/register',
        undefined,
        { username, email: `${username}@example.org`, password },
        202,
      );
      const { accessToken } = await http.must('POST', '/auth/token', undefined, { login: username, password }, 200);
      const me = await http.must('GET', '/users/me', accessToken, undefined, 200);
      users.push({ id: me.id, token: accessToken });
    }
    const [white, black] = users;
    const created = await http.must(
      'POST',
      '/games',
      white.token,
      {
        variant: '007',
        seats: [
          { seat: 'white', me: true },
          { seat: 'black', invite: 'loop_black' },
        ],
      },
      201,
    );
    let g: Json = await http.must('POST', `/games/${created.id}/seats/black/accept`, black.token, undefined, 200);
    process.stdout.write(`Setting up: a 007 game of ${PLIES} half-moves through the API ... `);
    const tokenOf = (game: Json) => (game.toMove[0].player.id === white.id ? white.token : black.token);
    for (const turn of longGame.turns) {
      if (turn.length === g.toMove[0].of - g.toMove[0].part + 1)
        g = await http.must(
          'POST',
          `/games/${g.id}/turns`,
          tokenOf(g),
          { moves: turn, expectedVersion: g.version },
          201,
        );
      else
        for (const move of turn)
          g = await http.must('POST', `/games/${g.id}/moves`, tokenOf(g), { move, expectedVersion: g.version }, 201);
    }
    if (g.position.plies !== PLIES) throw new Error(`the game has ${g.position.plies} half-moves`);
    console.log('done');

    const cheap = async (until: number, out: number[]) => {
      while (performance.now() < until) {
        const t0 = performance.now();
        const res = await http.call('GET', '/users/me', white.token);
        if (res.status !== 200) throw new Error(`GET /users/me: ${res.status}`);
        out.push(performance.now() - t0);
      }
    };
    const long: Record<string, number[]> = { verify: [], record: [], pgn: [] };
    const reader = async (until: number, offset: number) => {
      const kinds = Object.keys(long);
      for (let i = offset; performance.now() < until; i++) {
        const kind = kinds[i % kinds.length];
        const t0 = performance.now();
        const res = await http.call('GET', `/games/${g.id}/${kind}`, white.token);
        if (res.status !== 200) throw new Error(`GET ${kind}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        if (kind === 'verify' && res.body.ok !== true) throw new Error(`verify: ${JSON.stringify(res.body)}`);
        long[kind].push(performance.now() - t0);
      }
    };
    // Warm-up: JIT, pools, the worker threads.
    await Promise.all([cheap(performance.now() + 2000, []), reader(performance.now() + 2000, 0)]);
    for (const k of Object.keys(long)) long[k] = [];

    const quiet: number[] = [];
    await loopDelay(api);
    await cheap(performance.now() + SECONDS * 1000, quiet);
    const quietLoop = await loopDelay(api);
    const loaded: number[] = [];
    const until = performance.now() + SECONDS * 1000;
    await Promise.all([cheap(until, loaded), ...Array.from({ length: READERS }, (_, i) => reader(until, i))]);
    const loadedLoop = await loopDelay(api);
    const quiet2: number[] = [];
    await cheap(performance.now() + (SECONDS / 2) * 1000, quiet2);
    const reference = [...quiet, ...quiet2];

    // The API's main thread's own CPU time per request, one request at a time: what a request
    // costs the event loop however busy the machine is (the wall-clock figures above include
    // every other process on the cores). Linux: the main thread's line in /proc.
    const perRequest: [string, number][] = [];
    if (existsSync(`/proc/${api.pid}/task/${api.pid}/stat`)) {
      const mainThreadMs = () => {
        const stat = readFileSync(`/proc/${api!.pid}/task/${api!.pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
      };
      // What the loop does while no request runs (timers, job polling, listeners), per ms of wall
      // clock: taken off each request's figure, since a verify waits seconds for its worker.
      const idleFrom = mainThreadMs();
      const idleT0 = performance.now();
      await new Promise((r) => setTimeout(r, 5000));
      const idlePerMs = (mainThreadMs() - idleFrom) / (performance.now() - idleT0);
      for (const [route, n] of [
        ['/users/me', 400],
        [`/games/${g.id}/verify`, 12],
        [`/games/${g.id}/record`, 12],
        [`/games/${g.id}/pgn`, 12],
      ] as const) {
        const before = mainThreadMs();
        const t0 = performance.now();
        for (let i = 0; i < n; i++) {
          const res = await http.call('GET', route, white.token);
          if (res.status !== 200) throw new Error(`GET ${route}: ${res.status}`);
        }
        const busy = mainThreadMs() - before - idlePerMs * (performance.now() - t0);
        perRequest.push([route.replace(g.id, '{id}'), Math.max(0, busy) / n]);
      }
    }

    const f = (x: number) => x.toFixed(1);
    const line = (name: string, xs: number[]) =>
      `  ${name.padEnd(34)} p50 ${f(quantile(xs, 0.5)).padStart(6)} ms  p99 ${f(quantile(xs, 0.99)).padStart(6)} ms  max ${f(Math.max(...xs)).padStart(6)} ms  (${xs.length})`;
    console.log(`Event loop under long requests (${SECONDS} s per phase, ${READERS} readers, ${PLIES} half-moves)`);
    console.log(line('GET /users/me alone', reference));
    console.log(line('GET /users/me beside the readers', loaded));
    for (const [k, xs] of Object.entries(long)) if (xs.length) console.log(line(`GET /games/{id}/${k} (the load)`, xs));
    const loop = (name: string, d: LoopDelay) =>
      `  ${name.padEnd(34)} p50 ${f(d.p50).padStart(6)} ms  p99 ${f(d.p99).padStart(6)} ms  max ${f(d.max).padStart(6)} ms;  GC pauses ${d.gc.count}, ${f(d.gc.totalMs)} ms in all, longest ${f(d.gc.maxMs)} ms (${d.gc.maxKind ?? 'none'})`;
    console.log(loop(`API event-loop delay, alone`, quietLoop));
    console.log(loop(`API event-loop delay, beside them`, loadedLoop));
    console.log(
      `  longest hold of the API's loop under the load ${f(loadedLoop.max)} ms  (goal ≤ 50 ms) ${loadedLoop.max <= 50 ? 'OK' : `ABOVE GOAL (alone: ${f(quietLoop.max)} ms, the machine's own scheduling)`}`,
    );
    console.log(
      `  longest GC pause of the API's loop under the load ${f(loadedLoop.gc.maxMs)} ms (${loadedLoop.gc.maxKind ?? 'none'}; alone ${f(quietLoop.gc.maxMs)} ms): the API's own part of a hold`,
    );
    const p99 = quantile(loaded, 0.99);
    const ref = quantile(reference, 0.99);
    console.log(`  ratio p99 loaded / alone  ${f(p99 / ref)}`);
    console.log(
      `  p99 added by the load     ${f(p99 - ref)} ms  (goal ≤ 50 ms: no request holds the loop longer) ${p99 - ref <= 50 ? 'OK' : 'ABOVE GOAL'}`,
    );
    if (perRequest.length) {
      console.log(
        `  CPU of the API's main thread per request, one at a time, beyond its idle rate (10 ms ticks, averaged):`,
      );
      const [, me] = perRequest[0];
      for (const [route, ms] of perRequest)
        console.log(`    GET ${route.padEnd(24)} ${f(ms).padStart(6)} ms  (${f(ms / me)} × GET /users/me)`);
    }
    http.close();
  } finally {
    await stopApi(api);
    await db.stop();
  }
}

runBench(main);
