import type { BrowserContext, Route } from 'playwright-core';
import { StreamHub } from '../../api/src/platform/streams/stream-hub';
import { describeInBrowser } from './support/browser-suite';
import { invite007, openPlayer } from './support/players';
import { gotoReady } from './support/users';

jest.setTimeout(180_000);

describeInBrowser('the game page kept current by its stream', (suite) => {
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const c of contexts) await c.close();
  });

  it('opens the stream at the rendered version, resumes a dropped stream from the last event, and lists every move once', async () => {
    const errors: string[] = [];
    const ann = await openPlayer(suite, 'ann', errors, contexts);
    const bob = await openPlayer(suite, 'bob', errors, contexts);
    const id = await invite007(suite, ann.context, bob.user);
    const api = `${suite.dash.url}/api/games/${id}`;
    expect((await bob.context.request.post(`${api}/seats/black/accept`)).status()).toBe(200);
    const started = (await (await ann.context.request.get(api)).json()) as { version: number };
    /** A whole turn through the API, as another device would send it; the new version. */
    const play = async (who: BrowserContext, version: number, moves: string[]) => {
      const res = await who.request.post(`${api}/turns`, { data: { moves, expectedVersion: version } });
      if (!res.ok()) throw new Error(`turn: ${res.status()} ${await res.text()}`);
      return ((await res.json()) as { version: number }).version;
    };

    // Bob watches. His stream requests can be held back, as a network that is down would.
    let holding = false;
    const held: Route[] = [];
    let heldOne: () => void = () => undefined;
    const reconnected = new Promise<void>((resolve) => (heldOne = resolve));
    await bob.page.route(/\/api\/games\/[^/]+\/stream/, async (route) => {
      if (!holding) return route.continue();
      held.push(route);
      heldOne();
    });
    const streams: string[] = [];
    bob.page.on('request', (r) => {
      if (/\/stream\b/.test(r.url())) streams.push(r.url());
    });
    await gotoReady(bob.page, `${suite.dash.url}/games/${id}`);
    const page = bob.page.getByTestId('game-page');
    await bob.page.locator(`[data-testid=game-page][data-live=stream]`).waitFor();
    // The stream starts where the server-rendered game is: nothing in between is missed.
    expect(streams[0]).toContain(`lastEventId=${started.version}`);

    // Ann's turn reaches Bob's board through the stream.
    const v1 = await play(ann.context, started.version, ['e2e4', 'e7e5', 'g1f3']);
    await bob.page.locator(`[data-testid=game-page][data-version="${v1}"]`).waitFor();
    await bob.page.locator('[data-testid=board] [data-square="f3"][data-piece="knight"]').waitFor();

    // The server ends the stream (a restart); the page connects again, and that request is held.
    holding = true;
    suite.dash.api.app.get(StreamHub).beforeApplicationShutdown();
    await reconnected;
    await bob.page.locator(`[data-testid=game-page][data-live=connecting]`).waitFor();
    // It resumes after the last event the page had.
    expect(held[0].request().url()).toContain(`lastEventId=${v1}`);

    // Meanwhile Bob plays from another device: the page, without its stream, polls and shows it.
    const v2 = await play(bob.context, v1, ['b8c6', 'f1c4', 'g8f6']);
    await bob.page.locator(`[data-testid=game-page][data-version="${v2}"]`).waitFor();

    // The network is back: the held stream goes through and sends what came after its cursor.
    holding = false;
    for (const route of held.splice(0)) await route.continue();
    await bob.page.locator(`[data-testid=game-page][data-live=stream]`).waitFor();
    const v3 = await play(ann.context, v2, ['d2d4', 'd7d6', 'b1c3']);
    await bob.page.locator(`[data-testid=game-page][data-version="${v3}"]`).waitFor();
    await bob.page.locator('[data-testid=move-list]', { hasText: 'Nc3' }).waitFor();

    // Every move once, in order: the frames after the cursor and the polled events were not added twice.
    const sans = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Nf6', 'd4', 'd6', 'Nc3'];
    const listed = await bob.page.locator('[data-testid=move-list] .mv').allTextContents();
    // Each half-move is shown with its number in the turn (1–3) before its SAN.
    expect(listed.map((text) => text.trim().replace(/^[123]/, ''))).toEqual(sans);
    await expect(page.getAttribute('data-version')).resolves.toBe(String(v3));
    expect(errors).toEqual([]);
  });
});
