/**
 * `npm run bench:web` — the dashboard's game page in a real browser: the time until the board is
 * visible for a Coalition Chess game of 2,000 half-moves against one of 10, measured in the same
 * run, in Debian's chromium, against the production build (the standalone server) and the API in its own
 * process on its own embedded PostgreSQL. Goal: ratio ≤ 1.5 (the board comes from the game's
 * snapshot; the event log loads after it).
 *
 * Each measurement is a fresh navigation (new page) from `goto` to the first piece drawn on the
 * board; the two games alternate, after warm-up rounds. Knobs: BENCH_RUNS (default 9 per game),
 * BENCH_PLIES (default 2000).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';
import type { Action } from '@entente/engine';
import { ensureWebBuild } from '../scripts/lib/web-build';
import { startWebServer, type WebServer } from '../scripts/lib/web-server';
import { buildLongCoalitionGame } from './long-coalition-game';
import { startApi, stopApi } from './support/api-process';
import { startBenchDatabase } from './support/bench-database';
import { runBench } from './support/run-bench';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const WARMUP = 2;
const PLIES = Number(process.env.BENCH_PLIES ?? 2000);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function main(): Promise<void> {
  const { freePort } = await import('../api/src/platform/config/free-port');

  console.log('Building the dashboard if its sources changed...');
  await ensureWebBuild(() => undefined);
  const db = await startBenchDatabase('web');
  let api: ChildProcess | undefined;
  let web: WebServer | undefined;
  const profile = mkdtempSync(path.join(tmpdir(), 'entente-bench-chromium-'));
  try {
    const url = db.url;
    const apiPort = await freePort();
    const webPort = await freePort();
    api = await startApi(url, apiPort, { publicUrl: `http://127.0.0.1:${webPort}` });
    const base = `http://127.0.0.1:${apiPort}`;
    web = await startWebServer({ port: webPort, apiUrl: base });

    const call = async (method: string, route: string, token: string | undefined, body: unknown, status: number) => {
      const res = await fetch(base + route, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (res.status !== status) throw new Error(`${method} ${route}: ${res.status} ${text}`);
      return text ? JSON.parse(text) : {};
    };

    // Four players, one per seat.
    const seats = ['yellow', 'black', 'green', 'red'];
    const password = 'bench-password-long-enough';
    const tokens: Record<string, string> = {};
    for (const seat of seats) {
      await call(
        'POST',
        '/auth/register',
        undefined,
        { username: `bench_${seat}`, email: `${seat}@example.org`, password },
        202,
      );
      tokens[seat] = (
        await call('POST', '/auth/token', undefined, { login: `bench_${seat}`, password }, 200)
      ).accessToken;
    }
    const playGame = async (actions: Action[]): Promise<string> => {
      const game = await call(
        'POST',
        '/games',
        tokens.yellow,
        { variant: 'coalition', options: { setupPhase: false }, seats: [{ seat: 'yellow', me: true }] },
        201,
      );
      for (const seat of seats.slice(1))
        await call('POST', `/games/${game.id}/seats/${seat}/join`, tokens[seat], undefined, 200);
      let version = (await call('GET', `/games/${game.id}`, tokens.yellow, undefined, 200)).version;
      for (const action of actions) {
        const seat = action.seat!;
        const res =
          action.type === 'move'
            ? await call(
                'POST',
                `/games/${game.id}/moves`,
                tokens[seat],
                { move: action.move, seat, expectedVersion: version },
                201,
              )
            : await call(
                'POST',
                `/games/${game.id}/actions`,
                tokens[seat],
                { ...action, expectedVersion: version },
                201,
              );
        version = res.version;
      }
      return game.id;
    };

    const long = buildLongCoalitionGame(PLIES);
    const shortActions: Action[] = [];
    for (let plies = 0, i = 0; plies < 10; i++) {
      shortActions.push(long.actions[i]);
      if (long.actions[i].type === 'move') plies++;
    }
    let t = performance.now();
    const shortId = await playGame(shortActions);
    const longId = await playGame(long.actions);
    const longGame = await call('GET', `/games/${longId}`, tokens.yellow, undefined, 200);
    console.log(
      `Games built over HTTP in ${((performance.now() - t) / 1000).toFixed(1)} s: 10 and ${longGame.position.plies} half-moves (${longGame.version} events)`,
    );

    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
      viewport: { width: 1440, height: 1000 },
    });
    try {
      const signIn = await context.request.post(`${web.url}/api/auth/session`, {
        data: { login: 'bench_yellow', password },
      });
      if (signIn.status() !== 200) throw new Error(`sign-in: ${signIn.status()}`);
      const measure = async (id: string): Promise<number> => {
        const page = await context.newPage();
        t = performance.now();
        await page.goto(`${web!.url}/games/${id}`, { waitUntil: 'commit' });
        await page.locator('[data-testid=board] g[data-piece]').first().waitFor({ state: 'visible', timeout: 60_000 });
        const ms = performance.now() - t;
        await page.close();
        return ms;
      };
      const times: Record<'short' | 'long', number[]> = { short: [], long: [] };
      for (let i = 0; i < WARMUP + RUNS; i++) {
        const s = await measure(shortId);
        const l = await measure(longId);
        if (i >= WARMUP) {
          times.short.push(s);
          times.long.push(l);
        }
      }
      const ms = { short: median(times.short), long: median(times.long) };
      const ratio = ms.long / ms.short;
      console.log('');
      console.log(
        `Dashboard benchmark: time until the board is visible (median of ${RUNS} navigations each, chromium, production build)`,
      );
      console.log(
        `  Coalition Chess, 10 half-moves:    ${ms.short.toFixed(0)} ms   (runs: ${times.short.map((x) => x.toFixed(0)).join(' ')})`,
      );
      console.log(
        `  Coalition Chess, ${longGame.position.plies} half-moves: ${ms.long.toFixed(0)} ms   (runs: ${times.long.map((x) => x.toFixed(0)).join(' ')})`,
      );
      console.log(`  ratio long / short: ${ratio.toFixed(2)}   goal ≤ 1.5: ${ratio <= 1.5 ? 'met' : 'NOT met'}`);
    } finally {
      await context.close();
    }
  } finally {
    await web?.stop();
    await stopApi(api);
    await db.stop();
    rmSync(profile, { recursive: true, force: true });
  }
}

runBench(main);
