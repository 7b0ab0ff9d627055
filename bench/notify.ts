/**
 * `npm run bench:notify` — email delivery of the outbox against plain nodemailer, measured in the
 * same run against the same local SMTP server (smtp-server, accepting and discarding):
 *
 * 1. Reference: a plain nodemailer loop — one pooled connection, `await sendMail` one after the
 *    other — sending N messages like the ones the server renders.
 * 2. The API's outbox deliverer: N `your-turn` rows committed at once in the outbox of a real
 *    database (with real games and players), delivered by the running API (claim with lease,
 *    compose in the recipient's language with the game's facts, send, mark delivered), timed
 *    from the commit until every row is marked delivered.
 *
 * Prints messages per second of both and the ratio deliverer / plain loop (goal ≥ 0.7). A
 * second reference — the plain loop with as many connections in flight as the deliverer uses —
 * is printed too, to show what part of the lead comes from concurrency alone.
 * Knobs: BENCH_MESSAGES (default 10000).
 */
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createTransport } from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { startBenchDatabase } from './support/bench-database';
import { runBench } from './support/run-bench';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10_000);
const GAMES = 20;

/** The local SMTP server: accepts every message, counts it, keeps nothing. */
async function startSink(): Promise<{ server: SMTPServer; port: number; count: () => number; reset: () => void }> {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        count += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.server.address() as AddressInfo).port, count: () => count, reset: () => (count = 0) };
}

async function plainLoop(
  url: string,
  messages: { to: string; subject: string; text: string; html: string }[],
  connections: number,
): Promise<number> {
  const transport = createTransport({ url, pool: true, maxConnections: connections, maxMessages: Infinity } as never);
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < messages.length) {
        const m = messages[next++];
        await transport.sendMail({ from: 'Entente <no-reply@entente.localhost>', ...m });
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  transport.close();
  return messages.length / seconds;
}

async function main(): Promise<void> {
  const { createApp } = await import('../api/src/app.factory');
  const { loadConfig } = await import('../api/src/platform/config/app-config');
  const { renderEmail } = await import('../api/src/delivery/notifications/email-renderer');
  const { boardDiagram } = await import('../api/src/delivery/notifications/board-diagram');
  const { DataSource } = await import('typeorm');

  const sink = await startSink();
  const database = await startBenchDatabase('notify');
  const smtpUrl = `smtp://127.0.0.1:${sink.port}`;
  let app: Awaited<ReturnType<typeof createApp>> | undefined;
  try {
    const url = database.url;
    const env = { NODE_ENV: 'test', DATABASE_URL: url, LOG_LEVEL: 'error' };
    // The set-up registers players quickly; the per-address budgets are not what is measured.
    const limits = {
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
      RATE_LIMIT_API_PER_MINUTE: '100000000',
      RATE_LIMIT_MAIL_PER_ADDRESS_PER_HOUR: '100000',
    };
    app = await createApp({ ...loadConfig({ ...env, ...limits }), smtpUrl });
    await app.listen(0, '127.0.0.1');
    const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;
    const db = app.get(DataSource);
    const call = async (
      method: string,
      route: string,
      token: string | undefined,
      body: unknown,
      status: number,
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of the API
    ): Promise<any> => {
      const res = await fetch(base + route, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = await res.json().catch(() => ({}));
      if (res.status !== status) throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(json)}`);
      return json;
    };

    // Real players and started 007 games with a first turn played, so rows have facts to render.
    const players: { id: string; username: string; token: string }[] = [];
    for (let i = 0; i < GAMES * 2; i++) {
      const username = `bench${i}`;
      await call(
        'POST',
        '/auth/register',
        undefined,
        { username, email: `${username}@example.org`, password: `password-${username}` },
        202,
      );
      const login = await call(
        'POST',
        '/auth/token',
        undefined,
        { login: username, password: `password-${username}` },
        200,
      );
      const me = await call('GET', '/users/me', login.accessToken, undefined, 200);
      players.push({ id: me.id, username, token: login.accessToken });
    }
    const games: { id: string; black: string }[] = [];
    for (let g = 0; g < GAMES; g++) {
      const [w, b] = [players[2 * g], players[2 * g + 1]];
      const created = await call(
        'POST',
        '/games',
        w.token,
        {
          variant: '007',
          seats: [
            { seat: 'white', me: true },
            { seat: 'black', invite: b.username },
          ],
        },
        201,
      );
      const accepted = await call('POST', `/games/${created.id}/seats/black/accept`, b.token, undefined, 200);
      await call(
        'POST',
        `/games/${created.id}/turns`,
        w.token,
        { moves: ['e2e4', 'e7e5', 'g1f3'], expectedVersion: accepted.version },
        201,
      );
      games.push({ id: created.id, black: b.id });
    }
    // Let the set-up's own mails go out first.
    for (let i = 0; i < 600; i++) {
      const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM outbox WHERE delivered_at IS NULL`);
      if (n === 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }

    // Reference messages: what the server renders for a your-turn email, N of them.
    const [game] = await db.query(`SELECT view FROM games WHERE id = $1`, [games[0].id]);
    const sample = renderEmail(
      'your-turn',
      'en',
      {
        name: 'Bench',
        variant: '007 Chess',
        opponents: 'Someone',
        link: 'http://localhost:3001/games/x',
        deadline: '4 Dec 2026, 10:00 (UTC)',
        moves: 'e2e4 e7e5 g1f3',
      },
      boardDiagram('007', game.view.board),
      'http://localhost:3001/api/notifications/unsubscribe?token=x',
    );
    const messages = Array.from({ length: MESSAGES }, (_, i) => ({ to: `reader${i % 100}@example.org`, ...sample }));

    sink.reset();
    const plain = await plainLoop(smtpUrl, messages, 1);
    sink.reset();
    const plainConcurrent = await plainLoop(smtpUrl, messages, 5);

    // The deliverer: N rows committed in one transaction; the API is woken by NOTIFY.
    sink.reset();
    const started = performance.now();
    await db.query(
      `INSERT INTO outbox (kind, user_id, game_id, payload)
       SELECT 'your-turn', g.black, g.id, jsonb_build_object('gameId', g.id, 'variant', '007', 'seat', 'black', 'bench', n)
         FROM generate_series(1, $1) AS n
         JOIN (SELECT * FROM unnest($2::uuid[], $3::uuid[]) AS x(id, black)) g ON true
        WHERE n % $4 = (array_position($2::uuid[], g.id) - 1)`,
      [MESSAGES, games.map((g) => g.id), games.map((g) => g.black), GAMES],
    );
    // Wait for the server to have them all (cheap to watch), then for every row to be marked.
    while (sink.count() < MESSAGES) await new Promise((r) => setTimeout(r, 10));
    for (;;) {
      const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM outbox WHERE delivered_at IS NULL`);
      if (n === 0) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    const seconds = (performance.now() - started) / 1000;
    const outbox = MESSAGES / seconds;
    // Exactly N: none lost, none sent twice.
    const received = sink.count();
    // The reference again after the deliverer: the machine's load moves during a run; the mean of
    // the two runs brackets the deliverer in time.
    sink.reset();
    const plainAfter = await plainLoop(smtpUrl, messages, 1);
    const plainMean = (plain + plainAfter) / 2;

    console.log(`Notification delivery benchmark (${MESSAGES} emails, local smtp-server, embedded PostgreSQL)`);
    console.log(
      `  plain nodemailer loop (1 connection):   ${plainMean.toFixed(0)} msg/s (before ${plain.toFixed(0)}, after ${plainAfter.toFixed(0)})`,
    );
    console.log(`  plain nodemailer loop (5 connections):  ${plainConcurrent.toFixed(0)} msg/s`);
    console.log(
      `  outbox deliverer (API, end to end):     ${outbox.toFixed(0)} msg/s  (${received} received by the server)`,
    );
    console.log(`  ratio deliverer / plain loop:           ${(outbox / plainMean).toFixed(2)}  (goal >= 0.7)`);
    console.log(`  ratio deliverer / 5-connection loop:    ${(outbox / plainConcurrent).toFixed(2)}`);
    if (received !== MESSAGES) throw new Error(`the SMTP server received ${received} messages, not ${MESSAGES}`);
  } finally {
    await app?.close().catch(() => undefined);
    await new Promise<void>((resolve) => sink.server.close(() => resolve()));
    await database.stop();
  }
}

runBench(main);
