import { randomUUID } from 'node:crypto';
import { PushDispatcher } from '../../src/delivery/push/push-dispatcher';
import { newPlayer, type Player } from '../game-server-fixtures';
import { LocalPushEndpoint, type LocalSubscription } from '../support/push-endpoint';
import { startTestApp, type TestApp } from '../support/test-app';
import { clockOf, eventually, start007, turn } from './helpers';

jest.setTimeout(30_000);

/** The subscription as the browser's PushSubscription.toJSON() writes it. */
const asJson = (s: LocalSubscription) => ({ endpoint: s.endpoint, keys: s.keys });

describe('web push', () => {
  let t: TestApp;
  let push: LocalPushEndpoint;
  let white: Player;
  let black: Player;
  let publicKey: string;

  const subscribe = (p: Player, body: unknown) =>
    t.http
      .post('/me/push-subscriptions')
      .set(p.auth)
      .send(body as object);
  const drain = () => t.app.get(PushDispatcher).drain();
  const deliveries = (subscriptionId: string) =>
    t.db.query(
      `SELECT kind, attempts, status, last_status, delivered_at IS NOT NULL AS delivered FROM push_deliveries
        WHERE subscription_id = $1 ORDER BY id`,
      [subscriptionId],
    );

  beforeAll(async () => {
    push = new LocalPushEndpoint();
    await push.start();
    // Loopback is private: allowed here by configuration, as the issue permits for tests.
    t = await startTestApp({ config: { pushAllowPrivate: true } });
    white = await newPlayer(t, 'pw');
    black = await newPlayer(t, 'pb');
    publicKey = (await t.http.get('/push/key').expect(200)).body.publicKey;
  });
  afterAll(async () => {
    await t.close();
    await push.stop();
  });

  it('keeps one VAPID key pair: generated once, the same on every call', async () => {
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(Buffer.from(publicKey, 'base64url')[0]).toBe(4);
    expect((await t.http.get('/push/key').expect(200)).body.publicKey).toBe(publicKey);
    const [kept] = await t.db.query(`SELECT public_key FROM push_vapid_keys`);
    expect(kept.public_key).toBe(publicKey);
  });

  it('pushes a half-move to its player: exactly one push, decryptable, in the reader’s words, VAPID-signed', async () => {
    const sub = push.subscription();
    const created = await subscribe(black, { endpoint: sub.endpoint, keys: sub.keys, device: 'Test phone' }).expect(
      201,
    );
    expect(created.body).toEqual({ id: expect.any(String) });
    const listed = await t.http.get('/me/push-subscriptions').set(black.auth).expect(200);
    expect(listed.body).toEqual([
      { id: created.body.id, endpoint: sub.endpoint, device: 'Test phone', createdAt: expect.any(String) },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(sub.keys.auth);

    const { id, version } = await start007(t, white, black, { type: 'per-move', days: 3 });
    await turn(t, white, id, version, ['e2e4', 'e7e5', 'g1f3']);
    await eventually(async () => push.received.length >= 1 || push.errors.length > 0, 10_000, 'the push');
    await drain();
    expect(push.errors).toEqual([]);
    expect(push.received).toHaveLength(1);
    const [got] = push.received;
    expect(got.path).toBe(new URL(sub.endpoint).pathname);
    expect(got.payload).toEqual({
      kind: 'your-turn',
      gameId: id,
      title: expect.stringMatching(/^Your move in 007 Chess against pw/),
      // Headed by what happened since the reader's last action, composed from the events.
      body: expect.stringMatching(
        /^Since your last turn: White e4, White e5, White Nf3\. It is your turn in 007 Chess against pw.*Last moves: e2e4 e7e5 g1f3.*Move by/,
      ),
      url: `${t.config.publicUrl}/games/${id}`,
      tag: `game-${id}`,
    });
    // RFC 8030: TTL and Urgency per kind, the game's Topic; RFC 8292: the server's key and a valid JWT.
    expect(got.headers.ttl).toBe(String(72 * 3600));
    expect(got.headers.urgency).toBe('high');
    expect(got.headers.topic).toBe(id.replace(/-/g, ''));
    expect(got.vapid.valid).toBe(true);
    expect(got.vapid.publicKey).toBe(publicKey);
    expect(got.vapid.claims).toMatchObject({ aud: push.origin, sub: expect.stringMatching(/^mailto:/) });
    expect(Number(got.vapid.claims.exp)).toBeGreaterThan(Date.now() / 1000);
    expect(Number(got.vapid.claims.exp)).toBeLessThanOrEqual(Date.now() / 1000 + 24 * 3600);
    // Exactly one delivery for the one device: what the receiver got is all there was.
    expect(await deliveries(created.body.id)).toEqual([
      { kind: 'your-turn', attempts: 1, status: 'sent', last_status: 201, delivered: true },
    ]);
    await t.http.delete(`/me/push-subscriptions/${created.body.id}`).set(black.auth).expect(204);
  });

  it('retries a failed push with back-off, in the reader’s language and by the kinds chosen', async () => {
    await t.http
      .patch('/me/notification-settings')
      .set(white.auth)
      .send({ language: 'de', push: { 'game-over': false } })
      .expect(200);
    const { id, version } = await start007(t, white, black, { type: 'per-move', days: 3 });
    const v2 = await turn(t, white, id, version, ['d2d4', 'd7d5', 'c2c4']);
    // Subscribed from here on: the one push is the call to answer black's turn.
    const { body } = await subscribe(white, asJson(push.subscription())).expect(201);
    push.statuses.push(503);
    const before = push.received.length;
    const v3 = await turn(t, black, id, v2, ['g8f6', 'c4d5', 'f6d5']);
    await eventually(async () => (await deliveries(body.id))[0]?.last_status === 503, 10_000, 'the failure');
    expect(push.received).toHaveLength(before);
    clockOf(t).advance(60_000);
    await drain();
    expect(push.received).toHaveLength(before + 1);
    const got = push.received[before];
    expect(got.payload).toMatchObject({ kind: 'your-turn', gameId: id, tag: `game-${id}` });
    expect(got.payload.title).toMatch(/^Sie sind am Zug: 007-Schach gegen pb/);
    expect(await deliveries(body.id)).toEqual([
      { kind: 'your-turn', attempts: 2, status: 'sent', last_status: 201, delivered: true },
    ]);

    // Game over is turned off for pushes: the delivery is recorded as not sent, nothing arrives.
    await t.http.post(`/games/${id}/actions`).set(black.auth).send({ type: 'resign', expectedVersion: v3 }).expect(201);
    await eventually(async () => (await deliveries(body.id)).length === 2 && (await deliveries(body.id))[1].delivered);
    expect((await deliveries(body.id))[1]).toMatchObject({ kind: 'game-over', status: 'never' });
    expect(push.received).toHaveLength(before + 1);
  });

  it('removes a subscription the push service says is gone (410)', async () => {
    const sub = push.subscription();
    const { body } = await subscribe(black, asJson(sub)).expect(201);
    push.statuses.push(410);
    const { id, version } = await start007(t, white, black, { type: 'per-move', days: 3 });
    await turn(t, white, id, version, ['e2e4', 'e7e5', 'd2d4']);
    await eventually(
      async () => (await t.http.get('/me/push-subscriptions').set(black.auth)).body.length === 0,
      10_000,
      'the subscription removed',
    );
    expect(await deliveries(body.id)).toEqual([]);
  });

  it('refuses malformed subscriptions, private endpoints unless allowed, and others’ subscriptions', async () => {
    const good = push.subscription();
    const cases: [unknown, number, string][] = [
      [{ endpoint: good.endpoint }, 400, 'VALIDATION_FAILED'],
      [{ endpoint: good.endpoint, keys: null }, 400, 'VALIDATION_FAILED'],
      [{ endpoint: 42, keys: good.keys }, 400, 'VALIDATION_FAILED'],
      [{ endpoint: good.endpoint, keys: { p256dh: good.keys.p256dh } }, 400, 'VALIDATION_FAILED'],
      [{ endpoint: 'not a url', keys: good.keys }, 400, 'PUSH_SUBSCRIPTION_INVALID'],
      [{ endpoint: 'ftp://example.org/x', keys: good.keys }, 400, 'PUSH_SUBSCRIPTION_INVALID'],
      [{ endpoint: good.endpoint, keys: { ...good.keys, p256dh: 'AAAA' } }, 400, 'PUSH_SUBSCRIPTION_INVALID'],
      // 65 bytes starting 0x04, but not a point on the curve.
      [
        { endpoint: good.endpoint, keys: { ...good.keys, p256dh: Buffer.alloc(65, 4).toString('base64url') } },
        400,
        'PUSH_SUBSCRIPTION_INVALID',
      ],
      [{ endpoint: good.endpoint, keys: { ...good.keys, auth: 'c2hvcnQ' } }, 400, 'PUSH_SUBSCRIPTION_INVALID'],
    ];
    for (const [body, status, code] of cases) {
      const res = await subscribe(white, body).expect(status);
      expect([JSON.stringify(body), res.body.code]).toEqual([JSON.stringify(body), code]);
    }
    t.config.pushAllowPrivate = false; // the app reads its configuration object at each request
    try {
      for (const endpoint of ['https://127.0.0.1/p', 'https://[::1]/p', 'https://10.0.0.1/p', 'https://localhost/p']) {
        const res = await subscribe(white, { endpoint, keys: good.keys }).expect(422);
        expect(res.body.code).toBe('PUSH_ENDPOINT_PRIVATE');
      }
      const plain = await subscribe(white, { endpoint: 'http://93.184.215.14/p', keys: good.keys }).expect(400);
      expect(plain.body.code).toBe('PUSH_SUBSCRIPTION_INVALID');
    } finally {
      t.config.pushAllowPrivate = true;
    }
    const [{ count }] = await t.db.query(
      `SELECT count(*)::int AS count FROM push_subscriptions WHERE user_id = $1 AND endpoint <> $2`,
      [white.id, ''],
    );
    const mine = (await t.http.get('/me/push-subscriptions').set(white.auth).expect(200)).body;
    expect(count).toBe(mine.length);

    // Another user's subscription is not found for me, and stays.
    const { body } = await subscribe(black, asJson(push.subscription())).expect(201);
    const res = await t.http.delete(`/me/push-subscriptions/${body.id}`).set(white.auth).expect(404);
    expect(res.body.code).toBe('PUSH_SUBSCRIPTION_NOT_FOUND');
    await t.http.delete(`/me/push-subscriptions/${randomUUID()}`).set(white.auth).expect(404);
    await t.http.delete(`/me/push-subscriptions/not-a-uuid`).set(white.auth).expect(400);
    const blacks = (await t.http.get('/me/push-subscriptions').set(black.auth).expect(200)).body;
    expect(blacks.map((s: { id: string }) => s.id)).toContain(body.id);
  });

  it('holds the device limit when subscriptions race', async () => {
    const p = await newPlayer(t, 'pr');
    const results = await Promise.all(Array.from({ length: 24 }, () => subscribe(p, asJson(push.subscription()))));
    expect(results.filter((r) => r.status === 201)).toHaveLength(20);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'PUSH_SUBSCRIPTION_LIMIT')).toBe(true);
    expect((await t.http.get('/me/push-subscriptions').set(p.auth).expect(200)).body).toHaveLength(20);
  });
});
