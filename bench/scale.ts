/**
 * `npm run bench:scale` — every list a client or the dashboard reads, on a server of 100 games
 * against one of 100,000, measured in one run: goal ≤ 1.5 for each (a list that reads the same
 * rows must cost the same however full the server is: indexes in list order, sort keys that are
 * columns, list items that are summaries).
 *
 * One embedded PostgreSQL, two databases that hold the same persona (a player's 35 games, club,
 * rated ladder, notifications, tokens, webhook — made through the API; support/scale-world.ts),
 * the large one filled ×1000 around it in SQL. Two API processes, one per database, answer the
 * same requests by the same user; the runs alternate between them in small batches so that the
 * machine's noise falls on both alike. Prints per endpoint the median time on each, their ratio,
 * the items each page held (a list must hold as many on both for its ratio to compare like with
 * like) and for the games lists the largest item in bytes (goal ≤ 1 KB).
 *
 * Knobs: BENCH_GAMES (default 100000: the large server), BENCH_ROUNDS (default 12 batches of
 * BENCH_BATCH = 8 requests per endpoint and server). Talks to 127.0.0.1 only.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Client, Pool } from 'pg';
import { startApi, stopApi } from './support/api-process';
import { startBenchDatabase } from './support/bench-database';
import { type HttpClient, httpClient } from './support/http-client';
import { buildPersona, fillWorld, PASSWORD, type Persona } from './support/scale-world';
import { runBench } from './support/run-bench';

const SMALL = 100;
const LARGE = Number(process.env.BENCH_GAMES ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 12);
const BATCH = Number(process.env.BENCH_BATCH ?? 8);
const GOAL = 1.5;

interface Endpoint {
  readonly name: string;
  readonly route: string;
  /** The games list: measure its items' size. */
  readonly gamesList?: boolean;
}

/**
 * The lists a client or the dashboard reads. A list of the whole server (open games, the lobby,
 * clubs, every coalition) asks for no more items than the small server has, so that both pages
 * hold the same number: a full page of 20 against one of 5 would measure the page, not the server.
 */
function endpoints(p: Persona, nextCursor: { active: string; mine: string }): Endpoint[] {
  const games = (query: string) => ({ name: `GET /games${query}`, route: `/games${query}`, gamesList: true });
  return [
    games(''),
    games('?status=open&limit=10'),
    games('?status=active'),
    games('?status=finished'),
    games('?variant=coalition&limit=5'),
    games('?variant=007&status=active'),
    games('?mine=true'),
    games('?mine=true&status=active'),
    games('?mine=true&status=open'),
    games('?mine=true&status=finished'),
    games('?mine=true&status=active&limit=100'),
    games('?myTurn=true'),
    games(`?player=${p.rival.username}`),
    games(`?player=${p.rival.username}&status=finished`),
    games(`?player=${p.rival.username}&status=active&variant=007`),
    games('?mine=true&include=position'),
    { ...games(`?status=active&cursor=…`), route: `/games?status=active&cursor=${nextCursor.active}` },
    { ...games(`?mine=true&cursor=…`), route: `/games?mine=true&cursor=${nextCursor.mine}` },
    { name: 'GET /games/{id}', route: `/games/${p.gameId}` },
    { name: 'GET /games/{id}/events', route: `/games/${p.gameId}/events` },
    { name: 'GET /games/{id}/events?after=5', route: `/games/${p.gameId}/events?after=5&limit=5` },
    { name: 'GET /games/{id}/clock', route: `/games/${p.gameId}/clock` },
    { name: 'GET /games/{id}/seat-holders', route: `/games/${p.gameId}/seat-holders` },
    { name: 'GET /games/{id}/channels', route: `/games/${p.gameId}/channels` },
    { name: 'GET /games/{id}/channels/table/messages', route: `/games/${p.gameId}/channels/table/messages` },
    {
      name: 'GET …/messages?after=10&limit=10',
      route: `/games/${p.gameId}/channels/table/messages?after=10&limit=10`,
    },
    { name: 'GET /games/{id}/plan', route: `/games/${p.plannedGameId}/plan` },
    { name: 'GET /games/{id}/plan/history', route: `/games/${p.plannedGameId}/plan/history` },
    { name: 'GET /lobby?limit=5', route: '/lobby?limit=5' },
    { name: 'GET /lobby?variant=007&limit=5', route: '/lobby?variant=007&limit=5' },
    { name: 'GET /me/notifications', route: '/me/notifications' },
    { name: 'GET /me/notifications?unread=true', route: '/me/notifications?unread=true' },
    { name: 'GET /me/notifications?before=…', route: '/me/notifications?before=500000000060' },
    { name: 'GET /clubs?limit=3', route: '/clubs?limit=3' },
    { name: 'GET /clubs?mine=true', route: '/clubs?mine=true' },
    { name: 'GET /clubs/invitations', route: '/clubs/invitations' },
    { name: 'GET /clubs/{id}', route: `/clubs/${p.clubId}` },
    { name: 'GET /clubs/{id}/members', route: `/clubs/${p.clubId}/members` },
    { name: 'GET /clubs/{id}/ladders', route: `/clubs/${p.clubId}/ladders` },
    { name: 'GET /ladders/{id}', route: `/ladders/${p.ladderId}` },
    { name: 'GET /ladders/{id}/games', route: `/ladders/${p.ladderId}/games` },
    { name: 'GET /ladders/{id}/games?season=', route: `/ladders/${p.ladderId}/games?season=${p.seasonId}` },
    { name: 'GET /ladders/{id}/games?state=counted', route: `/ladders/${p.ladderId}/games?state=counted` },
    { name: 'GET /ladders/{id}/seasons', route: `/ladders/${p.ladderId}/seasons` },
    { name: 'GET /ladders/{id}/events', route: `/ladders/${p.ladderId}/events` },
    { name: 'GET /ladders/{id}/standings', route: `/ladders/${p.ladderId}/standings` },
    { name: 'GET /ladders/{id}/alliance-forms', route: `/ladders/${p.ladderId}/alliance-forms` },
    { name: 'GET /alliances?limit=5', route: '/alliances?limit=5' },
    { name: 'GET /alliances?player=', route: `/alliances?player=${p.me.username}` },
    { name: 'GET /alliances?ladder=', route: `/alliances?ladder=${p.ladderId}` },
    { name: 'GET /alliances?ladder=&season=', route: `/alliances?ladder=${p.ladderId}&season=${p.seasonId}` },
    { name: 'GET /alliances/partners?player=', route: `/alliances/partners?player=${p.me.username}` },
    { name: 'GET /ratings/007', route: '/ratings/007' },
    { name: 'GET /ratings/007/{username}', route: `/ratings/007/${p.me.username}` },
    { name: 'GET /tokens', route: '/tokens' },
    { name: 'GET /me/webhooks', route: '/me/webhooks' },
    { name: 'GET /me/webhooks/{id}/deliveries', route: `/me/webhooks/${p.webhookId}/deliveries` },
    { name: 'GET /me/vacations', route: '/me/vacations' },
    { name: 'GET /me/notification-settings', route: '/me/notification-settings' },
    { name: 'GET /users/me', route: '/users/me' },
  ];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main(): Promise<void> {
  const { freePort } = await import('../api/src/platform/config/free-port');
  const db = await startBenchDatabase('scale');
  const apis: ChildProcess[] = [];
  const clients: HttpClient[] = [];
  try {
    const sessionSecret = randomBytes(32).toString('hex');
    const smallUrl = db.url;
    const largeUrl = db.url.replace(/\/bench$/, '/bench_large');
    const t0 = performance.now();

    // The persona, through the API on the small database, then copied into the large one.
    process.stdout.write('Setting up: the persona through the API ... ');
    const setupPort = await freePort();
    const setupApi = await startApi(smallUrl, setupPort, { sessionSecret });
    const setup = httpClient(`http://127.0.0.1:${setupPort}`);
    const smallPool = new Pool({ connectionString: smallUrl, max: 2 });
    smallPool.on('error', () => undefined);
    let persona: Persona;
    try {
      persona = await buildPersona(setup, smallPool);
    } finally {
      setup.close();
      await stopApi(setupApi);
    }
    await smallPool.end();
    const admin = new Client({ connectionString: db.url.replace(/\/bench$/, '/postgres') });
    await admin.connect();
    await admin.query(`CREATE DATABASE bench_large TEMPLATE bench`);
    await admin.end();

    process.stdout.write(`${persona.games} games; filling the servers to ${SMALL} and ${LARGE} games ... `);
    for (const [url, total] of [
      [smallUrl, SMALL],
      [largeUrl, LARGE],
    ] as const) {
      const pool = new Pool({ connectionString: url, max: 1 });
      pool.on('error', () => undefined); // an idle connection closed at shutdown; errors of queries are thrown
      await fillWorld(pool, total, persona.games);
      const [{ n }] = (await pool.query(`SELECT count(*)::int AS n FROM games`)).rows;
      if (n !== total) throw new Error(`the world has ${n} games, not ${total}`);
      await pool.end();
    }
    console.log(`done in ${((performance.now() - t0) / 1000).toFixed(0)} s`);

    for (const url of [smallUrl, largeUrl]) {
      const port = await freePort();
      apis.push(await startApi(url, port, { sessionSecret }));
      clients.push(httpClient(`http://127.0.0.1:${port}`, 4));
    }
    // An access token lives 15 minutes, the persona's since the setup: a fresh one every 5 minutes
    // (both servers share the session secret and the persona's ids, so it serves both).
    let token = persona.me.token;
    let signedInAt = 0;
    const freshToken = async () => {
      if (performance.now() - signedInAt < 5 * 60_000) return;
      const login = { login: persona.me.username, password: PASSWORD };
      token = (await clients[0].must('POST', '/auth/token', undefined, login, 200)).accessToken;
      signedInAt = performance.now();
    };
    await freshToken();

    // Second pages: the cursor each server gives for the same first page (the same rows: equal).
    const cursors = await Promise.all(
      clients.map(async (c) => ({
        active: (await c.must('GET', '/games?status=active&mine=true&limit=5', token, undefined, 200)).nextCursor,
        mine: (await c.must('GET', '/games?mine=true&limit=5', token, undefined, 200)).nextCursor,
      })),
    );
    const list = endpoints(persona, cursors[0]);
    const largeList = endpoints(persona, cursors[1]);

    const rows: { name: string; small: number; large: number; bytes?: number; counts: (number | null)[] }[] = [];
    for (const [i, e] of list.entries()) {
      await freshToken();
      const routes = [e.route, largeList[i].route];
      const times: [number[], number[]] = [[], []];
      let bytes = 0;
      // Items on each server's page: a ratio compares like with like only when they are equal.
      const counts: (number | null)[] = [null, null];
      const once = async (side: 0 | 1, record: boolean) => {
        const t = performance.now();
        const res = await clients[side].call('GET', routes[side], token);
        const ms = performance.now() - t;
        if (res.status !== 200)
          throw new Error(
            `${e.name} on the ${side ? 'large' : 'small'} server: ${res.status} ${JSON.stringify(res.body)}`,
          );
        if (record) times[side].push(ms);
        if (Array.isArray(res.body.items)) counts[side] = res.body.items.length;
        if (e.gamesList && Array.isArray(res.body.items)) {
          for (const item of res.body.items) bytes = Math.max(bytes, Buffer.byteLength(JSON.stringify(item)));
        }
      };
      for (let w = 0; w < 5; w++) {
        await once(0, false);
        await once(1, false);
      }
      for (let r = 0; r < ROUNDS; r++) {
        const order: (0 | 1)[] = r % 2 ? [1, 0] : [0, 1];
        for (const side of order) for (let b = 0; b < BATCH; b++) await once(side, true);
      }
      rows.push({
        name: e.name,
        small: median(times[0]),
        large: median(times[1]),
        counts,
        ...(e.gamesList ? { bytes } : {}),
      });
    }

    const f = (x: number) => x.toFixed(2);
    const width = Math.max(...rows.map((r) => r.name.length));
    console.log(`\nLists at ${SMALL} games against ${LARGE} (median of ${ROUNDS * BATCH} requests each, one client)`);
    console.log(
      `  ${'endpoint'.padEnd(width)}   ${'small ms'.padStart(8)} ${'large ms'.padStart(8)}  ratio   items (small/large)  largest item`,
    );
    let worst = 0;
    for (const r of rows) {
      const ratio = r.large / r.small;
      worst = Math.max(worst, ratio);
      const [small, large] = r.counts;
      const items =
        small === null || large === null ? '' : `${small}/${large}${small !== large ? ' NOT THE SAME' : ''}`;
      const size = r.bytes === undefined ? '' : `${r.bytes} B${r.bytes > 1024 ? ' ABOVE 1 KB' : ''}`;
      console.log(
        `  ${r.name.padEnd(width)}   ${f(r.small).padStart(8)} ${f(r.large).padStart(8)}  ${f(ratio).padStart(5)}${ratio > GOAL ? ' !' : '  '}  ${items.padEnd(19)}  ${size}`,
      );
    }
    console.log(`  worst ratio ${f(worst)}  (goal ≤ ${GOAL}) ${worst <= GOAL ? 'OK' : 'ABOVE GOAL'}`);
  } finally {
    for (const c of clients) c.close();
    for (const api of apis) await stopApi(api);
    await db.stop();
  }
}

runBench(main);
