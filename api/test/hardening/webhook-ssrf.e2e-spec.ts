import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppConfig } from '../../src/platform/config/app-config';
import { APP_CONFIG } from '../../src/platform/config/config.module';
import { WebhookResolver } from '../../src/delivery/webhooks/webhook-address-policy';
import { WebhookDispatcher } from '../../src/delivery/webhooks/webhook-dispatcher';
import { eventually } from '../correspondence/helpers';
import { newPlayer, type Player, start007Game } from '../game-server-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * Webhook SSRF at connect time (issue 14): the address checked is the one the socket connects to.
 * A resolver that answers as a rebinding DNS server does — a public address when the webhook is
 * registered, loopback when it is delivered — must never get a request to loopback. (The public
 * address is only ever checked, never connected to: the first delivery already gets loopback.)
 */
describe('webhook address checks at connect time', () => {
  let t: TestApp;
  let server: Server;
  let port = 0;
  const hits: string[] = [];
  let answers: string[][] = [];
  const looked: string[] = [];
  let [ann, bob]: Player[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      hits.push(`${req.method} ${req.url}`);
      res.statusCode = 204;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    t = await startTestApp({ config: { webhooksAllowPrivate: false } });
    // The DNS of the test: each look-up takes the next answer; the last one repeats.
    t.app.get(WebhookResolver).resolve = async (host: string) => {
      looked.push(host);
      return answers.length > 1 ? answers.shift()! : answers[0];
    };
    [ann, bob] = [await newPlayer(t, 'ann'), await newPlayer(t, 'bob')];
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  const register = (url: string) => t.http.post('/me/webhooks').set(ann.auth).send({ url });
  const deliveries = () =>
    t.db.query(
      `SELECT d.last_error, d.delivered_at FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id WHERE w.user_id = $1`,
      [ann.id],
    ) as Promise<{ last_error: string | null; delivered_at: Date | null }[]>;

  it('refuses address literals that reach loopback or are not global unicast', async () => {
    for (const host of [
      '[::127.0.0.1]',
      '[64:ff9b::7f00:1]',
      '[::ffff:127.0.0.1]',
      '[::ffff:7f00:1]',
      '224.0.0.1',
      '255.255.255.255',
      '240.0.0.1',
      '[ff02::1]',
      '0.0.0.0',
      '127.1',
      '2130706433',
      '0x7f.0.0.1',
    ]) {
      const res = await register(`http://${host}:${port}/hook`);
      expect([host, res.status, res.body.code]).toEqual([host, 422, 'WEBHOOK_URL_PRIVATE']);
    }
  });

  it('refuses a name any of whose addresses is private, public first or not', async () => {
    answers = [['93.184.215.14', '127.0.0.1']];
    const res = await register(`http://mixed.example.test:${port}/hook`);
    expect([res.status, res.body.code]).toEqual([422, 'WEBHOOK_URL_PRIVATE']);
  });

  it('a name that rebinds to loopback after registration is refused when the socket connects', async () => {
    answers = [['93.184.215.14'], ['127.0.0.1']];
    await register(`http://rebind.example.test:${port}/hook`).expect(201);
    // Bob invites Ann: her webhook has a delivery to make.
    await start007Game(t, bob, ann);
    await t.app.get(WebhookDispatcher).drain();
    const [row] = await eventually(async () => {
      const rows = await deliveries();
      return rows.length > 0 && rows.every((r) => r.last_error) ? rows : null;
    });
    expect(row.delivered_at).toBeNull();
    expect(row.last_error).toMatch(/private, loopback or link-local/);
    expect(looked.filter((h) => h === 'rebind.example.test').length).toBeGreaterThanOrEqual(2);
    expect(hits).toEqual([]);

    // The control: the same socket look-up, with private addresses allowed, does reach the server
    // — so it was the check at connect time, not a failing look-up, that kept the request away.
    (t.app.get(APP_CONFIG) as AppConfig).webhooksAllowPrivate = true;
    await t.db.query(`UPDATE webhook_deliveries SET available_at = now() - interval '1 minute'`);
    await t.app.get(WebhookDispatcher).drain();
    await eventually(async () => hits.length > 0);
    expect(hits[0]).toBe('POST /hook');
    (t.app.get(APP_CONFIG) as AppConfig).webhooksAllowPrivate = false;
  });
});
