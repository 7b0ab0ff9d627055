import type { BrowserContext, Page } from 'playwright-core';
import { describeInBrowser } from './support/browser-suite';
import { invite007, openPlayer } from './support/players';
import { gotoReady } from './support/users';

jest.setTimeout(180_000);

/** The game page tells the server while it is in view, so no push buzzes about a game on screen. */
describeInBrowser('the game page says when it is in view', (suite) => {
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const c of contexts) await c.close();
  });

  const presence = async (gameId: string): Promise<number> =>
    (await suite.dash.api.db.query(`SELECT count(*)::int AS n FROM game_presence WHERE game_id = $1`, [gameId]))[0].n;
  const until = async (probe: () => Promise<boolean>, what: string) => {
    const end = Date.now() + 15_000;
    while (!(await probe())) {
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  /** What the browser does when the tab is switched away or back. */
  const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
    page.evaluate((s) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    }, state);

  it('is present while visible, gone while hidden, and present again when shown', async () => {
    const errors: string[] = [];
    const ann = await openPlayer(suite, 'ann', errors, contexts);
    const bob = await openPlayer(suite, 'bob', errors, contexts);
    const id = await invite007(suite, ann.context, bob.user);
    expect((await bob.context.request.post(`${suite.dash.url}/api/games/${id}/seats/black/accept`)).status()).toBe(200);
    const streams: string[] = [];
    bob.page.on('request', (r) => {
      if (/\/api\/games\/[^/]+\/stream\?/.test(r.url())) streams.push(r.url());
    });
    await gotoReady(bob.page, `${suite.dash.url}/games/${id}`);
    await bob.page.locator(`[data-testid=game-page][data-live=stream]`).waitFor();
    expect(streams[0]).toContain('present=true');
    await until(async () => (await presence(id)) === 1, 'the presence');

    await setVisibility(bob.page, 'hidden');
    await until(async () => (await presence(id)) === 0, 'the presence to end');

    await setVisibility(bob.page, 'visible');
    await bob.page.locator(`[data-testid=game-page][data-live=stream]`).waitFor();
    await until(async () => (await presence(id)) === 1, 'the presence again');
    // One stream while shown, none while hidden, a new one when shown again.
    expect(streams).toHaveLength(2);
    expect(streams[1]).toContain('present=true');
    expect(errors).toEqual([]);
  });
});
