import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebhookDispatcher } from '../../src/delivery/webhooks/webhook-dispatcher';
import { newPlayer, type Player } from '../game-server-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { clockOf, eventually, start007, turn } from './helpers';

jest.setTimeout(30_000);

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real HTTP receiver; answers with the queued statuses, then 204. */
class Receiver {
  readonly requests: Received[] = [];
  readonly statuses: number[] = [];
  private server?: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        this.requests.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        res.statusCode = this.statuses.shift() ?? 204;
        res.end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

/** The Standard Webhooks check, written out here (not the server's code) so the test is independent. */
function signatureOk(secret: string, r: Received): boolean {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key)
    .update(`${r.headers['webhook-id']}.${r.headers['webhook-timestamp']}.${r.body}`)
    .digest('base64');
  return String(r.headers['webhook-signature']).split(' ').includes(`v1,${expected}`);
}

describe('webhooks', () => {
  let t: TestApp;
  let receiver: Receiver;
  let white: Player;
  let black: Player;

  beforeAll(async () => {
    receiver = new Receiver();
    await receiver.start();
    // Loopback is private: allowed here by configuration, as the issue permits for tests.
    t = await startTestApp({ config: { webhooksAllowPrivate: true } });
    white = await newPlayer(t, 'hw');
    black = await newPlayer(t, 'hb');
  });
  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });

  it('POSTs signed JSON events, retries with back-off under the same webhook-id, and logs deliveries', async () => {
    const created = await t.http
      .post('/me/webhooks')
      .set(black.auth)
      .send({ url: receiver.url, kinds: ['your-turn', 'game-over'] })
      .expect(201);
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    const list = await t.http.get('/me/webhooks').set(black.auth).expect(200);
    expect(list.body).toEqual([
      { id: created.body.id, url: receiver.url, kinds: ['your-turn', 'game-over'], createdAt: created.body.createdAt },
    ]);
    expect(JSON.stringify(list.body)).not.toContain('whsec_');

    receiver.statuses.push(500);
    const { id, version } = await start007(t, white, black, { type: 'per-move', days: 3 });
    await turn(t, white, id, version, ['e2e4', 'e7e5', 'g1f3']);
    // First attempt answered 500: the delivery waits for its back-off.
    await eventually(async () => receiver.requests.length >= 1, 10_000, 'first attempt');
    const log1 = await eventually(
      async () => {
        const r = await t.http.get(`/me/webhooks/${created.body.id}/deliveries`).set(black.auth).expect(200);
        return r.body.items[0]?.lastStatus === 500 ? r.body : null;
      },
      10_000,
      'the failure logged',
    );
    expect(log1.items).toHaveLength(1);
    expect(log1.items[0]).toMatchObject({
      kind: 'your-turn',
      attempts: 1,
      state: 'pending',
      lastStatus: 500,
      lastError: 'HTTP 500',
    });
    await t.app.get(WebhookDispatcher).drain();
    expect(receiver.requests).toHaveLength(1);

    clockOf(t).advance(60_000);
    await t.app.get(WebhookDispatcher).drain();
    expect(receiver.requests).toHaveLength(2);
    const [first, second] = receiver.requests;
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json');
    for (const r of receiver.requests) expect(signatureOk(created.body.secret, r)).toBe(true);
    expect(signatureOk(created.body.secret, { ...second, body: second.body.replace('your-turn', 'game-over') })).toBe(
      false,
    );
    expect(Math.abs(Number(second.headers['webhook-timestamp']) - clockOf(t).now().getTime() / 1000)).toBeLessThan(5);
    const event = JSON.parse(second.body);
    expect(event).toMatchObject({ type: 'your-turn', data: { gameId: id, variant: '007' } });
    const [note] = await t.db.query(
      `SELECT id FROM outbox WHERE game_id = $1 AND user_id = $2 AND kind = 'your-turn' ORDER BY id DESC LIMIT 1`,
      [id, black.id],
    );
    expect(event.data.notificationId).toBe(String(note.id));

    const log2 = await t.http.get(`/me/webhooks/${created.body.id}/deliveries`).set(black.auth).expect(200);
    expect(log2.body.items[0]).toMatchObject({
      messageId: first.headers['webhook-id'],
      attempts: 2,
      state: 'delivered',
      lastStatus: 204,
    });
    // Kinds not subscribed (game-started) were not sent; other users cannot read this log.
    expect(receiver.requests.every((r) => JSON.parse(r.body).type === 'your-turn')).toBe(true);
    await t.http.get(`/me/webhooks/${created.body.id}/deliveries`).set(white.auth).expect(404);

    await t.http.delete(`/me/webhooks/${created.body.id}`).set(black.auth).expect(204);
    expect((await t.http.get('/me/webhooks').set(black.auth).expect(200)).body).toEqual([]);
  });

  it('refuses private, loopback and link-local addresses unless configured', async () => {
    t.config.webhooksAllowPrivate = false; // the app reads its configuration object at each request
    try {
      for (const url of [
        'http://127.0.0.1:9/x',
        'http://10.1.2.3/x',
        'http://[::1]/x',
        'http://169.254.169.254/latest',
        'http://192.168.0.1/',
        'http://localhost/x',
      ]) {
        const res = await t.http.post('/me/webhooks').set(white.auth).send({ url }).expect(422);
        expect(res.body.code).toBe('WEBHOOK_URL_PRIVATE');
      }
      const bad = await t.http.post('/me/webhooks').set(white.auth).send({ url: 'ftp://example.org/' }).expect(400);
      expect(bad.body.code).toBe('WEBHOOK_URL_INVALID');
      const kinds = await t.http
        .post('/me/webhooks')
        .set(white.auth)
        .send({ url: 'http://93.184.215.14/x', kinds: ['password-reset'] })
        .expect(400);
      expect(kinds.body.code).toBe('UNKNOWN_NOTIFICATION_KIND');
      // A public address is accepted (nothing is sent to it in this test: white's games are over).
      await t.http.post('/me/webhooks').set(white.auth).send({ url: 'http://93.184.215.14/x' }).expect(201);
    } finally {
      t.config.webhooksAllowPrivate = true;
    }
  });
});
