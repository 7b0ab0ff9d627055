/**
 * `npm run bench:diplomacy` — the negotiation's two figures, on one embedded PostgreSQL with the
 * API in its own process:
 *
 * 1. **Stream latency**: four players of a Coalition Chess game keep their message streams
 *    (`/games/{id}/channels/stream`) and their own streams (`/me/stream`) open while four writers
 *    post messages at once to the channels they belong to. For every message and every member's
 *    open stream: the time from sending the POST to the frame's arrival. Prints p50, p99 and max
 *    of both kinds of stream. Goal: p99 ≤ 1 s. The reference, measured the same way in the same
 *    run: half-moves of four 007 games played at once reaching both players' game streams — a
 *    message is told as fast as a move.
 * 2. **Paging**: a page of 10 lines from a channel of 10,000 lines (at its start, middle and end)
 *    against a page of 10 from a channel of 10 lines, interleaved over HTTP. Prints the medians and
 *    the ratio long / short. Goal ≤ 1.3 (the page is read by (game, channel, seq), the unique index).
 *    The channel list (`GET /games/{id}/channels`, with unread counts) is timed the same way, for
 *    information: its unread count grows with the unread lines.
 *
 * The 10,000 lines are inserted in SQL with a correct hash chain (the server's own messageHash), and
 * the run checks that the long channel verifies. Knobs: BENCH_MESSAGES (default 400), BENCH_ROUNDS
 * (default 300 page reads per kind). Talks to 127.0.0.1 only.
 */
import type { ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { Pool } from 'pg';
import { SseClient, type SseFrame } from '../api/test/support/sse-client';
import { startApi, stopApi } from './support/api-process';
import { startBenchDatabase } from './support/bench-database';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 400);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);
const LONG = 10_000;
const SHORT = 10;
// Writers are limited per minute in production; the benchmark measures delivery, not the limit.
process.env.MESSAGES_PER_MINUTE ??= '10000';
process.env.RATE_LIMIT_AUTH_PER_MINUTE ??= '100000';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * q))];
};
const median = (xs: number[]) => quantile(xs, 0.5);
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function main(): Promise<void> {
  const { freePort } = await import('../api/src/platform/config/free-port');
  const { messageHash } = await import('../api/src/play/negotiation/message-hash');
  const database = await startBenchDatabase('diplomacy');
  let api: ChildProcess | undefined;
  let pool: Pool | undefined;
  const streams: SseClient[] = [];
  try {
    const port = await freePort();
    api = await startApi(database.url, port);
    const base = `http://127.0.0.1:${port}`;
    pool = new Pool({ connectionString: database.url, max: 2 });
    const call = async (method: string, route: string, token?: string, body?: unknown): Promise<Json> => {
      const res = await fetch(base + route, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (res.status >= 300) throw new Error(`${method} ${route}: ${res.status} ${text}`);
      return text ? JSON.parse(text) : {};
    };

    process.stdout.write('Setting up: four players, a Coalition Chess game, their streams ... ');
    const seats = ['yellow', 'black', 'green', 'red'] as const;
    const players = [] as { id: string; username: string; token: string }[];
    for (const seat of seats) {
      const username = `bench_${seat}`;
      const password = 'bench-password-long-enough';
      const reg = await call('POST', '/auth/register', undefined, {
        username,
        email: `${username}@example.org`,
        password,
      });
      const login = await call('POST', '/auth/token', undefined, { login: username, password });
      void reg; // registration answers 202 without the account (it reveals nothing); /users/me names it
      const me = await call('GET', '/users/me', login.accessToken);
      players.push({ id: me.id, username, token: login.accessToken });
    }
    const newGame = async (): Promise<Json> => {
      const created = await call('POST', '/games', players[0].token, {
        variant: 'coalition',
        options: { setupPhase: false },
        seats: seats.map((seat, i) => (i === 0 ? { seat, me: true } : { seat, invite: players[i].username })),
      });
      for (let i = 1; i < 4; i++) await call('POST', `/games/${created.id}/seats/${seats[i]}/accept`, players[i].token);
      return created;
    };
    const game = await newGame();
    const open = async (path: string, token: string) => {
      const client = new SseClient(base + path, { Authorization: `Bearer ${token}` });
      await client.open();
      streams.push(client);
      return client;
    };
    const messageStreams = await Promise.all(players.map((p) => open(`/games/${game.id}/channels/stream`, p.token)));
    const meStreams = await Promise.all(players.map((p) => open('/me/stream', p.token)));
    process.stdout.write('done\n');

    // --- 1. Latency from the POST to each member's open streams.
    const sentAt = new Map<string, number>(); // message text → when its POST was sent
    const membersOf = new Map<string, number[]>(); // message text → indexes of its channel's members
    const arrivals: { message: number[]; me: number[] } = { message: [], me: [] };
    const listen = (client: SseClient, key: (f: SseFrame) => string | undefined, into: number[]) =>
      client.onFrame((f) => {
        const id = key(f);
        if (id === undefined) return;
        const t0 = sentAt.get(id);
        if (t0 !== undefined) into.push(f.at - t0);
      });
    // Frames can arrive before the POST's answer: they are matched by the message's unique text.
    const byNonce = (f: SseFrame) => {
      const text = (f.data as Json | undefined)?.text ?? (f.data as Json | undefined)?.payload?.text;
      return typeof text === 'string' ? text : undefined;
    };
    for (const c of messageStreams) listen(c, byNonce, arrivals.message);
    for (const c of meStreams) listen(c, byNonce, arrivals.me);
    const channelsOf = (i: number) => ['table', ...seats.filter((_, j) => j !== i).map((s) => pair(seats[i], s))];
    const pair = (a: string, b: string) =>
      seats.indexOf(a as never) < seats.indexOf(b as never) ? `${a}+${b}` : `${b}+${a}`;
    const started = performance.now();
    let sent = 0;
    const writer = async (i: number) => {
      while (sent < MESSAGES) {
        const n = sent++;
        const channel = channelsOf(i)[n % 4];
        const text = `m${n}-${Math.random().toString(36).slice(2, 8)}`;
        sentAt.set(text, performance.now());
        const members = channel === 'table' ? [0, 1, 2, 3] : channel.split('+').map((s) => seats.indexOf(s as never));
        membersOf.set(text, members);
        await call('POST', `/games/${game.id}/channels/${encodeURIComponent(channel)}/messages`, players[i].token, {
          text,
        });
      }
    };
    await Promise.all(players.map((_, i) => writer(i)));
    // Every member's message stream gets every message of its channels (the writer's too); every
    // other member's own stream gets its notification.
    const expectedMessageFrames = [...membersOf.values()].reduce((a, m) => a + m.length, 0);
    const expectedMeFrames = [...membersOf.values()].reduce((a, m) => a + m.length - 1, 0);
    const deadline = Date.now() + 30_000;
    while (
      (arrivals.message.length < expectedMessageFrames || arrivals.me.length < expectedMeFrames) &&
      Date.now() < deadline
    )
      await new Promise((r) => setTimeout(r, 50));
    const elapsed = (performance.now() - started) / 1000;
    if (arrivals.message.length !== expectedMessageFrames || arrivals.me.length !== expectedMeFrames)
      throw new Error(
        `frames missing: ${arrivals.message.length}/${expectedMessageFrames} message, ${arrivals.me.length}/${expectedMeFrames} own`,
      );

    // --- The reference, measured the same way in the same run: a half-move reaching both players'
    // open game streams, four 007 games played at once by random legal moves, as many half-moves.
    process.stdout.write(`Reference: ${MESSAGES} half-moves in four 007 games at once ... `);
    const moveArrivals: number[] = [];
    const movesSent = new Map<string, number>(); // gameId:seq → when the POST was sent
    const playGame = async (white: (typeof players)[number], black: (typeof players)[number], moves: number) => {
      let g = await call('POST', '/games', white.token, {
        variant: '007',
        seats: [
          { seat: 'white', me: true },
          { seat: 'black', invite: black.username },
        ],
      });
      g = await call('POST', `/games/${g.id}/seats/black/accept`, black.token);
      for (const p of [white, black]) {
        const client = await open(`/games/${g.id}/stream`, p.token);
        client.onFrame((f) => {
          const t0 = movesSent.get(`${g.id}:${f.id}`);
          if (t0 !== undefined && f.event === 'move') moveArrivals.push(f.at - t0);
        });
      }
      let made = 0;
      while (made < moves && g.status === 'active') {
        const mover = g.toMove[0].seat === 'white' ? white : black;
        const move = g.legalMoves[Math.floor(Math.random() * g.legalMoves.length)];
        movesSent.set(`${g.id}:${g.version + 1}`, performance.now());
        g = await call('POST', `/games/${g.id}/moves`, mover.token, { move, expectedVersion: g.version });
        made += 1;
      }
      return made;
    };
    await Promise.all(
      [0, 1, 2, 3].map(async (i) => {
        // A game that ends (mate, a draw) is followed by a new one until this writer made its share.
        for (let left = MESSAGES / 4; left > 0;) left -= await playGame(players[i], players[(i + 1) % 4], left);
      }),
    );
    const moveDeadline = Date.now() + 30_000;
    while (moveArrivals.length < movesSent.size * 2 && Date.now() < moveDeadline)
      await new Promise((r) => setTimeout(r, 50));
    if (moveArrivals.length !== movesSent.size * 2)
      throw new Error(`move frames missing: ${moveArrivals.length}/${movesSent.size * 2}`);
    const reference = quantile(moveArrivals, 0.99);
    process.stdout.write('done\n');

    // --- 2. Paging: a channel of 10,000 lines against one of 10.
    process.stdout.write(`Inserting ${LONG} lines into one channel and ${SHORT} into another ... `);
    const longGame = await newGame();
    const insertLines = async (gameId: string, channel: string, count: number) => {
      let prev = '0'.repeat(64);
      const rows: unknown[][] = [];
      const t0 = Date.now() - count * 1000;
      for (let seq = 1; seq <= count; seq++) {
        const writerIndex = seq % 2 === 0 ? 0 : 2;
        const line = {
          gameId,
          channel,
          seq,
          kind: 'message' as const,
          seat: seats[writerIndex],
          userId: players[writerIndex].id,
          text: `line ${seq} of a long negotiation about who joins whom`,
          system: null,
          gameVersion: 5,
          createdAt: new Date(t0 + seq * 1000),
          prevHash: prev,
        };
        const hash = messageHash(line);
        rows.push([gameId, channel, seq, 'message', line.seat, line.userId, line.text, 5, line.createdAt, prev, hash]);
        prev = hash;
      }
      for (let i = 0; i < rows.length; i += 2000) {
        const chunk = rows.slice(i, i + 2000);
        const col = (k: number) => chunk.map((r) => r[k]);
        await pool!.query(
          `INSERT INTO channel_messages (game_id, channel, seq, kind, seat, user_id, text, game_version, created_at, prev_hash, hash)
           SELECT * FROM unnest($1::uuid[], $2::text[], $3::int[], $4::text[], $5::text[], $6::uuid[], $7::text[], $8::int[], $9::timestamptz[], $10::text[], $11::text[])`,
          Array.from({ length: 11 }, (_, k) => col(k)),
        );
      }
    };
    await insertLines(longGame.id, 'yellow+green', LONG);
    await insertLines(longGame.id, 'black+green', SHORT);
    await pool.query('ANALYZE channel_messages');
    const verified = await call('GET', `/games/${longGame.id}/channels/yellow%2Bgreen/verify`, players[2].token);
    if (!verified.ok || verified.lines !== LONG)
      throw new Error(`the long channel does not verify: ${JSON.stringify(verified)}`);
    process.stdout.write('done (the long channel verifies)\n');

    const reader = players[2].token; // green: a member of both
    const time = async (route: string) => {
      const t0 = performance.now();
      const res = await fetch(base + route, { headers: { authorization: `Bearer ${reader}` } });
      const body = (await res.json()) as Json;
      const t = performance.now() - t0;
      if (res.status !== 200) throw new Error(`${route}: ${res.status}`);
      return { t, body };
    };
    const longPage = (after: number) =>
      `/games/${longGame.id}/channels/yellow%2Bgreen/messages?after=${after}&limit=10`;
    const shortPage = `/games/${longGame.id}/channels/black%2Bgreen/messages?after=0&limit=10`;
    const positions = [0, LONG / 2, LONG - 10];
    for (let i = 0; i < 30; i++) {
      await time(longPage(positions[i % 3]));
      await time(shortPage);
    }
    const long: number[] = [];
    const short: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const at = positions[i % 3];
      const l = await time(longPage(at));
      if (l.body.items.length !== 10 || l.body.items[0].seq !== at + 1) throw new Error('the long page is wrong');
      long.push(l.t);
      const s = await time(shortPage);
      if (s.body.items.length !== 10) throw new Error('the short page is wrong');
      short.push(s.t);
    }
    // The channel list, for information: green has 10,000 unread in one game, 10 in the other.
    const listLong: number[] = [];
    const listShort: number[] = [];
    const shortOnly = await newGame();
    await insertLines(shortOnly.id, 'yellow+green', SHORT);
    for (let i = 0; i < 100; i++) {
      listLong.push((await time(`/games/${longGame.id}/channels`)).t);
      listShort.push((await time(`/games/${shortOnly.id}/channels`)).t);
    }

    const ratio = median(long) / median(short);
    const listRatio = median(listLong) / median(listShort);
    console.log('');
    console.log(
      `Stream latency, POST sent → frame read, ${MESSAGES} messages from 4 writers at once (${(MESSAGES / elapsed).toFixed(0)} msg/s):`,
    );
    console.log(
      `  message streams (${arrivals.message.length} frames): p50 ${ms(median(arrivals.message))}, p99 ${ms(quantile(arrivals.message, 0.99))}, max ${ms(Math.max(...arrivals.message))}`,
    );
    console.log(
      `  own streams, in-app (${arrivals.me.length} frames): p50 ${ms(median(arrivals.me))}, p99 ${ms(quantile(arrivals.me, 0.99))}, max ${ms(Math.max(...arrivals.me))}`,
    );
    console.log(
      `  reference, a half-move on both players' game streams (${moveArrivals.length} frames): p50 ${ms(median(moveArrivals))}, p99 ${ms(reference)}`,
    );
    console.log(
      `  p99 ratio message streams / half-move reference: ${(quantile(arrivals.message, 0.99) / reference).toFixed(2)}`,
    );
    console.log(
      `  goal: p99 ≤ 1000 ms — ${quantile(arrivals.message, 0.99) <= 1000 && quantile(arrivals.me, 0.99) <= 1000 ? 'met' : 'NOT met'}`,
    );
    console.log(`Paging, a page of 10 (${ROUNDS} reads each, interleaved):`);
    console.log(`  channel of ${LONG} lines (start, middle, end): median ${ms(median(long))}`);
    console.log(`  channel of ${SHORT} lines:                     median ${ms(median(short))}`);
    console.log(`  ratio long / short: ${ratio.toFixed(2)} (goal ≤ 1.3 — ${ratio <= 1.3 ? 'met' : 'NOT met'})`);
    console.log(
      `  for information, the channel list with ${LONG} vs ${SHORT} unread: ${ms(median(listLong))} vs ${ms(median(listShort))} (ratio ${listRatio.toFixed(2)})`,
    );
  } finally {
    for (const s of streams) s.close();
    await stopApi(api);
    await pool?.end();
    await database.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
