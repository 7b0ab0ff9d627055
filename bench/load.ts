/**
 * `npm run bench:load` — the API under a crowd of correspondence players, on loopback only:
 * BENCH_PLAYERS players (default 100; the issue's size is 500) with BENCH_GAMES_PER_PLAYER games
 * each (default 20, 007 Chess, every game between two of them) and one open stream each
 * (`/me/stream`). For BENCH_SECONDS (default 60) every player comes back after a random pause
 * (exponential, mean BENCH_THINK_SECONDS, default 5 s — far more often than correspondence
 * players do, to load the server), reads `/games?mine=true`, opens one of the games where it is to
 * act and makes a half-move. Beside them a probe reads `/health` every 100 ms.
 *
 * Prints the p50/p99 of a half-move and of `/games?mine=true` against `/health`'s in the same run
 * (the ratio is what means the same on any machine), the rate reached, the stream events
 * received, and the API's memory (RSS, heap) at the start and the end of the measured phase, in
 * between, and after 15 s idle (what a collection left: growth under load that stays is a leak).
 * Bounded: at most BENCH_SECONDS of load and 1,000 visits per player. The default is 100 players
 * because setting up is slow (each registration hashes a password; each game is two requests):
 * 148 s for 100 players on a busy 2-core machine, so over 10 minutes for the issue's 500
 * (BENCH_PLAYERS=500).
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { startApi, stopApi } from './support/api-process';
import { startBenchDatabase } from './support/bench-database';
import { httpClient, type Json } from './support/http-client';
import { runBench } from './support/run-bench';
import { seededRandom } from './support/seeded-random';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100);
const GAMES_PER_PLAYER = Number(process.env.BENCH_GAMES_PER_PLAYER ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const THINK_SECONDS = Number(process.env.BENCH_THINK_SECONDS ?? 5);
const MAX_VISITS = 1000;

interface Player {
  id: string;
  username: string;
  token: string;
}

function quantile(sorted: number[], q: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function stats(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { count: sorted.length, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) };
}

/** The API process's memory from /proc (MB): resident set, and its heap as /metrics would say. */
function memoryOf(pid: number): { rssMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return { rssMb: Math.round(kb / 1024) };
}

/** Opens a server-sent events stream and counts its events until closed. */
function openStream(base: string, token: string, counter: { events: number }): () => void {
  const req = request(`${base}/me/stream`, {
    agent: new Agent({ keepAlive: false }),
    headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
  });
  req.on('response', (res) => {
    if (res.statusCode !== 200) throw new Error(`stream: ${res.statusCode}`);
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => (counter.events += chunk.split('\n\n').length - 1));
    res.on('error', () => undefined);
  });
  req.on('error', () => undefined);
  req.end();
  return () => req.destroy();
}

async function main(): Promise<void> {
  const { freePort } = await import('../api/src/platform/config/free-port');
  const db = await startBenchDatabase('load');
  let api: ChildProcess | undefined;
  const closers: (() => void)[] = [];
  try {
    const port = await freePort();
    // Streams open per user at once: one each here; the default cap is far above.
    api = await startApi(db.url, port, { env: { METRICS: 'on' } });
    const base = `http://127.0.0.1:${port}`;
    const http = httpClient(base, 64);
    const { call, must } = http;
    closers.push(() => http.close());

    const setupStarted = performance.now();
    const players: Player[] = [];
    const password = 'bench-password-long-enough';
    await Promise.all(
      Array.from({ length: 4 }, async (_, lane) => {
        for (let i = lane; i < PLAYERS; i += 4) {
          const username = `load${i}`;
          await must(
            'POST',
            '/auth/register',
            undefined,
            { username, email: `${username}@example.org`, password },
            202,
          );
          const { accessToken } = await must('POST', '/auth/token', undefined, { login: username, password }, 200);
          const me = await must('GET', '/users/me', accessToken, undefined, 200);
          players[i] = { id: me.id, username, token: accessToken };
        }
      }),
    );
    // Each player opens half of its games against the players after it: GAMES_PER_PLAYER each.
    const pairs: [Player, Player][] = [];
    for (let i = 0; i < PLAYERS; i++)
      for (let k = 0; k < GAMES_PER_PLAYER / 2; k++)
        pairs.push([players[i], players[(i + 1 + (k % (PLAYERS - 1))) % PLAYERS]]);
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < pairs.length) {
          const [a, b] = pairs[next++];
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
          await must('POST', `/games/${g.id}/seats/black/accept`, b.token, undefined, 200);
        }
      }),
    );
    const setupSeconds = (performance.now() - setupStarted) / 1000;

    const streamed = { events: 0 };
    for (const p of players) closers.push(openStream(base, p.token, streamed));
    const metricsBefore = (await call('GET', '/metrics')).body.text as string | undefined;

    const moves: number[] = [];
    const lists: number[] = [];
    const health: number[] = [];
    const refused: Record<string, number> = {};
    const memory: { at: number; rssMb: number }[] = [];
    const random = seededRandom(20261207);
    const started = performance.now();
    const until = started + SECONDS * 1000;
    const timed = async (into: number[], method: string, route: string, token?: string, body?: unknown) => {
      const t0 = performance.now();
      const res = await call(method, route, token, body);
      into.push(performance.now() - t0);
      return res;
    };
    const sleep = (ms: number) =>
      new Promise((r) => setTimeout(r, Math.max(0, Math.min(ms, until - performance.now()))));
    memory.push({ at: 0, ...memoryOf(api.pid!) });
    const sampler = setInterval(
      () => memory.push({ at: Math.round((performance.now() - started) / 1000), ...memoryOf(api!.pid!) }),
      Math.max(1000, (SECONDS * 1000) / 6),
    );

    const probe = async () => {
      while (performance.now() < until) {
        const res = await timed(health, 'GET', '/health');
        if (res.status !== 200) refused[`health ${res.status}`] = (refused[`health ${res.status}`] ?? 0) + 1;
        await sleep(100);
      }
    };
    const visit = async (p: Player) => {
      await sleep(random() * THINK_SECONDS * 1000);
      for (let n = 0; n < MAX_VISITS && performance.now() < until; n++) {
        const list = await timed(lists, 'GET', '/games?mine=true&limit=20', p.token);
        const mine = ((list.body.items ?? []) as Json[]).filter(
          (g) =>
            g.status === 'active' && (g.toAct as string[]).some((seat) => (g.yourSeats as string[]).includes(seat)),
        );
        if (mine.length > 0) {
          const chosen = mine[Math.floor(random() * mine.length)];
          const game = (await call('GET', `/games/${chosen.id}`, p.token)).body;
          const seat = (game.toMove as Json[] | undefined)?.find((s) => s.player?.id === p.id)?.seat;
          if (seat && game.legalMoves?.length) {
            const move = game.legalMoves[Math.floor(random() * game.legalMoves.length)];
            const res = await timed(moves, 'POST', `/games/${game.id}/moves`, p.token, {
              move,
              seat,
              expectedVersion: game.version,
            });
            if (res.status !== 201) refused[`move ${res.status}`] = (refused[`move ${res.status}`] ?? 0) + 1;
          }
        }
        await sleep(-Math.log(1 - random()) * THINK_SECONDS * 1000);
      }
    };
    await Promise.all([probe(), ...players.map(visit)]);
    clearInterval(sampler);
    const seconds = (performance.now() - started) / 1000;
    memory.push({ at: Math.round(seconds), ...memoryOf(api.pid!) });
    const metricsAfter = (await call('GET', '/metrics')).body.text as string | undefined;
    await new Promise((r) => setTimeout(r, 15_000));
    const idle = memoryOf(api.pid!);
    const metricsIdle = (await call('GET', '/metrics')).body.text as string | undefined;

    const h = stats(health);
    const m = stats(moves);
    const l = stats(lists);
    const row = (name: string, s: ReturnType<typeof stats>) =>
      `  ${name.padEnd(24)} ${String(s.count).padStart(6)}  p50 ${s.p50.toFixed(1).padStart(7)} ms  p99 ${s.p99
        .toFixed(1)
        .padStart(7)} ms  p99 ×${(s.p99 / h.p99).toFixed(1)} of /health`;
    console.log(
      `\nbench:load — ${PLAYERS} players × ${GAMES_PER_PLAYER} games (${pairs.length} games of 007), ${PLAYERS} streams open, ` +
        `think ${THINK_SECONDS} s, ${seconds.toFixed(0)} s of load (set-up ${setupSeconds.toFixed(0)} s)`,
    );
    console.log(row('GET /health', h));
    console.log(row('POST /games/:id/moves', m));
    console.log(row('GET /games?mine=true', l));
    console.log(`  half-moves ${(m.count / seconds).toFixed(1)}/s; stream events received ${streamed.events}`);
    console.log(`  refused: ${JSON.stringify(refused)}`);
    console.log(`  API memory (RSS MB by second): ${memory.map((x) => `${x.at}s ${x.rssMb}`).join(', ')}`);
    const heap = (text?: string) => /^nodejs_heap_size_used_bytes (\S+)/m.exec(text ?? '')?.[1];
    const mb = (v?: string) => (v ? `${Math.round(Number(v) / 1048576)} MB` : 'n/a');
    console.log(
      `  API heap used: ${mb(heap(metricsBefore))} before, ${mb(heap(metricsAfter))} at the end, ` +
        `${mb(heap(metricsIdle))} after 15 s idle (RSS ${idle.rssMb} MB)`,
    );
  } finally {
    for (const close of closers) close();
    await stopApi(api);
    await db.stop();
  }
}

runBench(main);
