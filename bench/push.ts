/**
 * `npm run bench:push` — Web Push fan-out and its cost, in one run against the same local sink:
 *
 * 1. Fan-out: one player with N subscriptions (default 10,000) is called to move by one half-move
 *    of a real game. The outbox trigger writes N push deliveries in the move's transaction; the
 *    running API, in its own process, composes, encrypts (RFC 8291), signs (VAPID) and POSTs each
 *    one to a local HTTP sink in the benchmark's process. Timed from the move until every delivery
 *    is marked; the API's event-loop delay is sampled in its process all the while
 *    (support/loop-monitor.js; goal: no hold over 50 ms).
 * 2. Cost per push against a plain webhook delivery of the same payload, one after the other to
 *    the same sink: signed JSON POST (the webhook) vs. encrypted and VAPID-signed POST (the push),
 *    and the encryption alone. Printed as ratios to the webhook delivery.
 *
 * Knobs: BENCH_SUBSCRIPTIONS (default 10000), BENCH_SEQUENTIAL (default 1000), BENCH_PROFILE_DIR
 * (write a V8 CPU profile of the API there).
 */
import type { ChildProcess } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Pool } from 'pg';
import { loopDelay, startApi, stopApi } from './support/api-process';
import { startBenchDatabase } from './support/bench-database';
import { runBench } from './support/run-bench';

const SUBSCRIPTIONS = Number(process.env.BENCH_SUBSCRIPTIONS ?? 10_000);
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 1000);

async function startSink(): Promise<{ url: string; count: () => number; close: () => Promise<void> }> {
  let count = 0;
  const server = createServer((req, res) => {
    req.on('data', () => undefined);
    req.on('end', () => {
      count += 1;
      res.statusCode = 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    count: () => count,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function main(): Promise<void> {
  const { freePort } = await import('../api/src/platform/config/free-port');
  const { postWebhook } = await import('../api/src/delivery/webhooks/webhook-http');
  const { WebhookResolver } = await import('../api/src/delivery/webhooks/webhook-address-policy');
  const { signWebhook } = await import('../api/src/delivery/webhooks/webhook-signature');
  const webpush = (await import('web-push')).default;

  // The sink and the clients in this process; the API in its own, as in production, so that its
  // loop's delay is the API's and not the sink's 10,000 requests.
  const sink = await startSink();
  const database = await startBenchDatabase('push');
  let api: ChildProcess | undefined;
  let db: Pool | undefined;
  try {
    const port = await freePort();
    api = await startApi(database.url, port, {
      monitorLoop: true,
      profileDir: process.env.BENCH_PROFILE_DIR,
      env: { PUSH_ALLOW_PRIVATE: 'true' },
    });
    const base = `http://127.0.0.1:${port}`;
    db = new Pool({ connectionString: database.url, max: 2 });
    const query = async (sql: string, params: unknown[] = []) => (await db!.query(sql, params)).rows;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of the API
    const call = async (method: string, route: string, token: string | undefined, body: unknown): Promise<any> => {
      const res = await fetch(base + route, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = await res.json().catch(() => ({}));
      if (res.status >= 300) throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(json)}`);
      return json;
    };
    const player = async (username: string) => {
      const password = `password-${username}`;
      await call('POST', '/auth/register', undefined, { username, email: `${username}@example.org`, password });
      const { accessToken } = await call('POST', '/auth/token', undefined, { login: username, password });
      return {
        username,
        token: accessToken as string,
        id: (await call('GET', '/users/me', accessToken, undefined)).id,
      };
    };
    const white = await player('pushwhite');
    const black = await player('pushblack');
    const created = await call('POST', '/games', white.token, {
      variant: '007',
      seats: [
        { seat: 'white', me: true },
        { seat: 'black', invite: black.username },
      ],
    });
    const accepted = await call('POST', `/games/${created.id}/seats/black/accept`, black.token, undefined);

    // N devices of black's (the API's limit of 20 is not what is measured): one key pair for all.
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const p256dh = ecdh.getPublicKey().toString('base64url');
    const auth = randomBytes(16).toString('base64url');
    await query(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth)
       SELECT $1, $2 || '/push/' || n, $3, $4 FROM generate_series(1, $5) AS n`,
      [black.id, sink.url, p256dh, auth, SUBSCRIPTIONS],
    );

    // The reference: the API's loop left idle as long, on this machine as loaded as it is now (on
    // a shared core the scheduler's pauses show up as delay too).
    await loopDelay(api);
    await new Promise((r) => setTimeout(r, 5000));
    const idle = await loopDelay(api);

    // 1. The fan-out of one half-move's call to act, the API's loop measured all the while.
    const started = performance.now();
    await call('POST', `/games/${created.id}/turns`, white.token, {
      moves: ['e2e4', 'e7e5', 'g1f3'],
      expectedVersion: accepted.version,
    });
    const moved = performance.now() - started;
    while (sink.count() < SUBSCRIPTIONS) await new Promise((r) => setTimeout(r, 10));
    for (;;) {
      const [{ n }] = await query(
        `SELECT count(*)::int AS n FROM push_deliveries WHERE delivered_at IS NULL AND failed_at IS NULL`,
      );
      if (n === 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const seconds = (performance.now() - started) / 1000;
    const loop = await loopDelay(api);
    const [{ sent, deliveries }] = await query(
      `SELECT count(*) FILTER (WHERE status = 'sent')::int AS sent, count(*)::int AS deliveries FROM push_deliveries`,
    );

    // 2. One after the other: a webhook delivery, a push, the push's encryption alone.
    const payload = {
      kind: 'your-turn',
      gameId: created.id,
      title: 'Your move in 007 Chess against pushwhite',
      body: 'It is your turn in 007 Chess against pushwhite. Last moves: e2e4 e7e5 g1f3',
      url: `http://localhost:3001/games/${created.id}`,
      tag: `game-${created.id}`,
    };
    const json = JSON.stringify(payload);
    const resolver = new WebhookResolver();
    const vapid = webpush.generateVAPIDKeys();
    // As the dispatcher does: the VAPID JWT signed once per push service and reused.
    const { Authorization } = webpush.getVapidHeaders(
      sink.url,
      'mailto:bench@example.org',
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
    ) as { Authorization: string };
    const details = () =>
      webpush.generateRequestDetails({ endpoint: `${sink.url}/push/x`, keys: { p256dh, auth } }, json, {
        headers: { Authorization },
        TTL: 3600,
        urgency: 'high',
        contentEncoding: 'aes128gcm',
      });
    const post = (body: string | Buffer, headers: Record<string, string>) =>
      postWebhook(`${sink.url}/hook`, { headers, body, timeoutMs: 10_000, allowPrivate: true, resolver });
    const time = async (run: () => Promise<unknown> | unknown): Promise<number> => {
      const t0 = performance.now();
      for (let i = 0; i < SEQUENTIAL; i++) await run();
      return (performance.now() - t0) / SEQUENTIAL;
    };
    const secret = `whsec_${randomBytes(24).toString('base64')}`;
    const webhookMs = await time(() =>
      post(json, {
        'content-type': 'application/json',
        'webhook-id': 'msg_1',
        'webhook-timestamp': '1',
        'webhook-signature': signWebhook(secret, 'msg_1', 1, json),
      }),
    );
    const pushMs = await time(() => {
      const d = details();
      return post(d.body as Buffer, d.headers as Record<string, string>);
    });
    const encryptMs = await time(() => details());
    const webhookAfterMs = await time(() =>
      post(json, { 'content-type': 'application/json', 'webhook-signature': signWebhook(secret, 'msg_1', 1, json) }),
    );
    const webhookMean = (webhookMs + webhookAfterMs) / 2;

    console.log(`Web Push benchmark (${SUBSCRIPTIONS} subscriptions of one player, local sink, embedded PostgreSQL)`);
    console.log(`  the half-move (its transaction writes ${deliveries} deliveries):  ${moved.toFixed(0)} ms`);
    console.log(
      `  fan-out to every device, end to end:    ${seconds.toFixed(1)} s = ${(SUBSCRIPTIONS / seconds).toFixed(0)} pushes/s (${sent} sent)`,
    );
    console.log(
      `  API event loop held, max / p99:         ${loop.max.toFixed(1)} / ${loop.p99.toFixed(1)} ms  (goal: max <= 50 ms; longest GC pause ${loop.gc.maxMs.toFixed(1)} ms)`,
    );
    console.log(
      `  the same loop idle for 5 s, max / p99:  ${idle.max.toFixed(1)} / ${idle.p99.toFixed(1)} ms  (the machine's own pauses)`,
    );
    console.log(`  webhook delivery, one after another:    ${webhookMean.toFixed(3)} ms each (reference)`);
    console.log(
      `  push delivery, one after another:       ${pushMs.toFixed(3)} ms each  ratio ${(pushMs / webhookMean).toFixed(2)}`,
    );
    console.log(
      `  push encryption + VAPID alone:          ${encryptMs.toFixed(3)} ms each  ratio ${(encryptMs / webhookMean).toFixed(2)}`,
    );
    if (sent !== SUBSCRIPTIONS) throw new Error(`${sent} pushes sent, not ${SUBSCRIPTIONS}`);
  } finally {
    await db?.end();
    await stopApi(api);
    await sink.close();
    await database.stop();
  }
}

runBench(main);
