import type { BrowserContext, Page } from 'playwright-core';
import { describeInBrowser } from './support/browser-suite';
import { clickMove, gotoReady, signedInUser, testUser, watchErrors } from './support/users';

jest.setTimeout(300_000);

/** My draft on the server, read through the page's own session (null: none). */
async function serverDraft(page: Page, url: string, id: string): Promise<{ moves: string[] } | null> {
  const res = await page.request.get(`${url}/api/games/${id}/draft`);
  return res.status() === 204 ? null : ((await res.json()) as { moves: string[] });
}

async function waitUntil(check: () => boolean | Promise<boolean>, timeout = 30_000): Promise<void> {
  const end = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 200));
  }
}

describeInBrowser('a turn in the making follows the player to another browser', (suite) => {
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
  });

  it('007: half-moves made in one browser are there in another, marked in My games, gone once sent', async () => {
    const errors: string[] = [];
    const url = suite.dash.url;
    const ann = testUser('ann');
    const desk = await suite.browser.newContext({ viewport: { width: 1366, height: 900 } });
    contexts.push(desk);
    await signedInUser(desk, url, ann, 'Ann Draft');
    const bobContext = await suite.browser.newContext();
    contexts.push(bobContext);
    await signedInUser(bobContext, url, testUser('bob'), 'Bob Draft');

    const deskPage = await desk.newPage();
    watchErrors(deskPage, errors);
    const created = await deskPage.request.post(`${url}/api/games`, {
      data: { variant: '007', seats: [{ seat: 'white', me: true }] },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { id: string }).id;
    expect((await bobContext.request.post(`${url}/api/games/${id}/seats/black/join`)).status()).toBe(200);

    await gotoReady(deskPage, `${url}/games/${id}`);
    await deskPage.locator('.to-move.mine[data-part="1"]').waitFor();
    await clickMove(deskPage, 'e2', 'e4');
    await clickMove(deskPage, 'e7', 'e5');
    await waitUntil(async () => (await serverDraft(deskPage, url, id))?.moves.length === 2);
    expect(await serverDraft(deskPage, url, id)).toMatchObject({ moves: ['e2e4', 'e7e5'] });

    // Another browser of the same user (its own storage, its own session): the list marks the
    // game, and the game page has the two half-moves back, not sent.
    const phone = await suite.browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    contexts.push(phone);
    const session = await phone.request.post(`${url}/api/auth/session`, {
      data: { login: ann.username, password: ann.password },
    });
    expect(session.status()).toBe(200);
    const phonePage = await phone.newPage();
    watchErrors(phonePage, errors);
    await gotoReady(phonePage, `${url}/`);
    await phonePage.locator(`[data-testid=game-card][data-game="${id}"] [data-testid=draft-chip]`).waitFor();
    await gotoReady(phonePage, `${url}/games/${id}`);
    await phonePage.locator('[data-testid=turn-not-sent][data-complete="false"]').waitFor();
    await expect(phonePage.getByTestId('preview-move').allTextContents()).resolves.toEqual([
      expect.stringContaining('e4'),
      expect.stringContaining('e5'),
    ]);

    // Finishing and sending the turn there: the draft is gone for both browsers and the list.
    await clickMove(phonePage, 'g1', 'f3');
    await phonePage.locator('[data-testid=turn-not-sent][data-complete="true"]').waitFor();
    await phonePage.getByTestId('submit-turn').click();
    await waitUntil(async () => (await serverDraft(phonePage, url, id)) === null);
    await gotoReady(deskPage, `${url}/`);
    await deskPage.locator(`[data-testid=game-card][data-game="${id}"]`).waitFor();
    await expect(deskPage.locator('[data-testid=draft-chip]').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });
});
