import type { BrowserContext, Page, Worker } from 'playwright-core';
import { LocalPushEndpoint } from '../../api/test/support/push-endpoint';
import { describeInBrowser } from './support/browser-suite';
import { invite007, openPlayer } from './support/players';
import { gotoReady, signedInUser, testUser, watchErrors } from './support/users';

jest.setTimeout(240_000);

/** The worker's global as these evaluations use it (the DOM lib has no ServiceWorkerGlobalScope). */
interface WorkerScope {
  registration: { getNotifications(): Promise<{ title: string; body: string; tag: string }[]> };
  openFromNotification(n: unknown): Promise<unknown>;
}

/**
 * The installable dashboard and its pushes, in chromium. Headless chromium has no push service of
 * its own (PushManager.subscribe needs Google's, which the test machine has no keys for), so the
 * subscription is the one a browser would send, with keys the test's own push endpoint holds: the
 * server's push reaches that endpoint, which decrypts it (RFC 8291) and checks its VAPID JWT, and
 * the decrypted message is handed to the page's service worker as a push service would, through
 * the DevTools protocol (ServiceWorker.deliverPushMessage).
 */
describeInBrowser('web push and the installable dashboard', (suite) => {
  const errors: string[] = [];
  const contexts: BrowserContext[] = [];
  let endpoint: LocalPushEndpoint;

  beforeAll(async () => {
    endpoint = new LocalPushEndpoint();
    await endpoint.start();
    suite.dash.api.config.pushAllowPrivate = true; // loopback: the test's endpoint
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await endpoint.stop();
  });
  afterEach(() => {
    expect(errors.splice(0)).toEqual([]);
  });

  const until = async <T>(probe: () => Promise<T | null | undefined | false>, what: string): Promise<T> => {
    const end = Date.now() + 15_000;
    for (;;) {
      const v = await probe();
      if (v) return v;
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  it('installs, shows the server’s push through its service worker, and a click opens the game', async () => {
    // The profile's own context (not incognito): chromium checks installability only there.
    const context = suite.browser.context;
    const ann = testUser('ann');
    await signedInUser(context, suite.dash.url, ann, ann.username);
    await context.grantPermissions(['notifications'], { origin: suite.dash.url });
    const page: Page = await context.newPage();
    watchErrors(page, errors);

    // Settings: the button is there; nothing asked for permission on the way.
    await gotoReady(page, `${suite.dash.url}/settings`);
    await page.getByTestId('push-enable').waitFor();

    // The manifest, same-origin, and the worker registered for the whole dashboard.
    const manifest = await (await context.request.get(`${suite.dash.url}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ name: 'Entente', display: 'standalone', start_url: '/', scope: '/' });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(scriptUrl).toBe(`${suite.dash.url}/sw.js`);
    const cdp = await context.newCDPSession(page);
    const installable = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installable.installabilityErrors).toEqual([]);

    // A subscription as the browser sends it; the server pushes Ann's turn when her game starts.
    const sub = endpoint.subscription();
    const created = await context.request.post(`${suite.dash.url}/api/me/push-subscriptions`, {
      data: { endpoint: sub.endpoint, keys: sub.keys, device: 'chromium' },
    });
    expect(created.status()).toBe(201);
    const bob = await openPlayer(suite, 'bob', errors, contexts);
    const gameId = await invite007(suite, context, bob.user);
    expect((await bob.context.request.post(`${suite.dash.url}/api/games/${gameId}/seats/black/accept`)).status()).toBe(
      200,
    );
    const received = await until(async () => endpoint.received[0], 'the push at the endpoint');
    expect(endpoint.errors).toEqual([]);
    expect(received.vapid.valid).toBe(true);
    expect(received.payload).toMatchObject({
      kind: 'your-turn',
      gameId,
      url: `${suite.dash.url}/games/${gameId}`,
      tag: `game-${gameId}`,
    });

    // The decrypted message, delivered to the service worker as the push service would.
    const registrations: { registrationId: string; scopeURL: string }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
    await cdp.send('ServiceWorker.enable');
    const registrationId = await until(
      async () => registrations.find((r) => r.scopeURL === `${suite.dash.url}/`)?.registrationId,
      'the registration',
    );
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: suite.dash.url,
      registrationId,
      data: JSON.stringify(received.payload),
    });
    const worker: Worker = await until(
      async () => context.serviceWorkers().find((w) => w.url() === `${suite.dash.url}/sw.js`),
      'the worker',
    );
    const shown = await until(async () => {
      const list = await worker.evaluate(async () =>
        (await (self as unknown as WorkerScope).registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
        })),
      );
      return list.length > 0 ? list : null;
    }, 'the notification');
    expect(shown).toEqual([{ title: received.payload.title, body: received.payload.body, tag: `game-${gameId}` }]);

    // Its click opens the game in the dashboard's window.
    await worker.evaluate(async () => {
      const scope = self as unknown as WorkerScope;
      const [n] = await scope.registration.getNotifications();
      await scope.openFromNotification(n);
    });
    await until(
      async () => context.pages().find((p) => p.url() === `${suite.dash.url}/games/${gameId}`),
      'the game opened',
    );
    await page.close();
  });
});
