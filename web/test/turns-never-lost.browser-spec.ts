import type { BrowserContext, Page } from 'playwright-core';
import { defaultPlacement } from '../lib/coalition-layout';
import { describeInBrowser, type BrowserSuite } from './support/browser-suite';
import { screenshot } from './support/screenshot';
import { clickMove, gotoReady, signedInUser, testUser, watchErrors } from './support/users';

jest.setTimeout(300_000);

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };

/** A signed-in player with a page of their own. */
async function player(
  suite: BrowserSuite,
  name: string,
  options: Parameters<BrowserSuite['browser']['newContext']>[0],
  errors: string[],
  contexts: BrowserContext[],
) {
  const context = await suite.browser.newContext(options);
  contexts.push(context);
  const user = testUser(name);
  await signedInUser(context, suite.dash.url, user, user.username);
  const page = await context.newPage();
  watchErrors(page, errors);
  return { user, context, page };
}

/** The game as the server has it, read through the page's own session. */
async function serverGame(page: Page, url: string, id: string) {
  return (await (await page.request.get(`${url}/api/games/${id}`)).json()) as {
    version: number;
    toMove: { seat: string }[];
    position: { plies: number };
  };
}

/** True when the whole element is inside the viewport as the page stands, without scrolling. */
async function inView(page: Page, testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).boundingBox();
  const size = page.viewportSize()!;
  const scrolled = await page.evaluate(() => window.scrollY);
  return (
    !!box &&
    scrolled === 0 &&
    box.y >= 0 &&
    box.x >= 0 &&
    box.y + box.height <= size.height &&
    box.x + box.width <= size.width
  );
}

describeInBrowser('turns that are never lost', (suite) => {
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
  });

  it('007: an unsent turn says so, keeps its submit in view, survives leaving, and leaving warns first', async () => {
    const errors: string[] = [];
    const ann = await player(suite, 'ann', { viewport: DESKTOP }, errors, contexts);
    const bob = await player(suite, 'bob', PHONE, errors, contexts);
    const created = await ann.page.request.post(`${suite.dash.url}/api/games`, {
      data: { variant: '007', seats: [{ seat: 'white', me: true }] },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { id: string }).id;
    expect((await bob.page.request.post(`${suite.dash.url}/api/games/${id}/seats/black/join`)).status()).toBe(200);
    const gameUrl = `${suite.dash.url}/games/${id}`;
    const start = await serverGame(ann.page, suite.dash.url, id);

    const page = ann.page;
    await gotoReady(page, gameUrl);
    await page.locator('.to-move.mine[data-part="1"]').waitFor();
    await clickMove(page, 'e2', 'e4');
    await clickMove(page, 'e7', 'e5');
    // Two of three: not sent, the submit shown (not yet usable) at the top, in view at 1366×900.
    const unsent = page.getByTestId('turn-not-sent');
    await unsent.locator('xpath=self::*[@data-complete="false"]').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await inView(page, 'submit-turn')).toBe(true);
    await clickMove(page, 'g1', 'f3');
    // The whole turn is made but not sent: the status says exactly that, and waits for nobody.
    await page.locator('[data-testid=turn-not-sent][data-complete="true"]').waitFor();
    const status = page.getByTestId('turn-status');
    await expect(status.textContent()).resolves.toContain('Turn not sent');
    await expect(status.textContent()).resolves.not.toContain('Waiting for');
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await inView(page, 'submit-turn')).toBe(true);
    await expect(page.getByTestId('submit-turn').isEnabled()).resolves.toBe(true);
    await screenshot(page, 'turn-not-sent.png');

    // Following a link of the dashboard asks first; saying no stays, with the turn as it was.
    const asked: string[] = [];
    let answer = false;
    page.on('dialog', (d) => {
      asked.push(d.type());
      void (answer ? d.accept() : d.dismiss());
    });
    await page.getByRole('link', { name: 'My games' }).first().click();
    await waitUntil(() => asked.length === 1);
    expect(asked).toEqual(['confirm']);
    expect(page.url()).toBe(gameUrl);
    await expect(page.getByTestId('preview-move').count()).resolves.toBe(3);
    // Saying yes leaves; nothing reached the server.
    answer = true;
    await page.getByRole('link', { name: 'My games' }).first().click();
    await page.waitForURL(`${suite.dash.url}/`);
    expect(asked).toEqual(['confirm', 'confirm']);
    expect((await serverGame(page, suite.dash.url, id)).version).toBe(start.version);

    // Coming back finds the three half-moves where they were, still not sent.
    await gotoReady(page, gameUrl);
    await page.locator('[data-testid=turn-not-sent][data-complete="true"]').waitFor();
    // The half-moves as the preview names them (SAN).
    await expect(page.getByTestId('preview-move').allTextContents()).resolves.toEqual([
      expect.stringContaining('e4'),
      expect.stringContaining('e5'),
      expect.stringContaining('Nf3'),
    ]);
    await page.locator('[data-testid=board] [data-square="f3"][data-piece="knight"]').waitFor();
    // So does a reload, which the browser itself asks about first.
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.locator('[data-testid=turn-not-sent][data-complete="true"]').waitFor();
    // The draft is this user's: the opponent's browser knows nothing of it.
    await gotoReady(bob.page, gameUrl);
    await bob.page.locator('[data-testid=turn-status] .to-move[data-seat="white"]:not(.mine)').waitFor();
    await expect(bob.page.getByTestId('turn-not-sent').count()).resolves.toBe(0);
    expect(await bob.page.locator('[data-testid=board] [data-square="e4"]').getAttribute('data-piece')).toBeNull();

    // Closing the tab with the turn unsent: the browser's own question (beforeunload).
    const closing = await ann.context.newPage();
    watchErrors(closing, errors);
    await gotoReady(closing, gameUrl);
    await closing.locator('[data-testid=turn-not-sent][data-complete="true"]').waitFor();
    // The browser asks only once the page has been used; a take-back and a replayed half-move.
    await closing.getByTestId('take-back').click();
    await clickMove(closing, 'g1', 'f3');
    const beforeUnload = new Promise<string>((resolve) =>
      closing.once('dialog', (d) => {
        resolve(d.type());
        void d.dismiss();
      }),
    );
    await closing.close({ runBeforeUnload: true });
    expect(await beforeUnload).toBe('beforeunload');
    expect(closing.isClosed()).toBe(false);
    // Done with that tab: closed before the turn is sent from the other. Left open, its draft
    // write still due from the replayed half-move would reach the server after the turn and be
    // refused as stale (409), as it should: a person does not act in two tabs within a second.
    await closing.close();

    // Sent at last: the draft goes, the opponent sees it, and the status moves on.
    await page.getByTestId('submit-turn').click();
    await page.locator('[data-testid=turn-status] .to-move[data-seat="black"]:not(.mine)').waitFor();
    await expect(page.getByTestId('turn-not-sent').count()).resolves.toBe(0);
    await bob.page.locator('[data-testid=board] [data-square="f3"][data-piece="knight"]').waitFor();
    await gotoReady(page, gameUrl);
    await page.locator('[data-testid=turn-status] .to-move[data-seat="black"]:not(.mine)').waitFor();
    await expect(page.getByTestId('preview-move').count()).resolves.toBe(0);
    const lefts = asked.length;

    // On a phone, too, the submit is in view without scrolling, from the first half-move on.
    await bob.page.locator('.to-move.mine[data-seat="black"][data-part="1"]').waitFor();
    await clickMove(bob.page, 'b8', 'c6');
    await bob.page.getByTestId('turn-not-sent').waitFor();
    await bob.page.evaluate(() => window.scrollTo(0, 0));
    expect(await inView(bob.page, 'submit-turn')).toBe(true);
    await clickMove(bob.page, 'f1', 'c4');
    await clickMove(bob.page, 'g8', 'f6');
    // Numbered within the turn, as the move list and the turn status number half-moves (not 4–6).
    await expect(bob.page.locator('[data-testid=preview-move] .part').allTextContents()).resolves.toEqual([
      '1',
      '2',
      '3',
    ]);
    await bob.page.evaluate(() => window.scrollTo(0, 0));
    expect(await inView(bob.page, 'submit-turn')).toBe(true);
    await screenshot(bob.page, 'turn-not-sent-phone.png');
    await bob.page.getByTestId('submit-turn').click();
    await page.locator('.to-move.mine[data-seat="white"][data-part="1"]').waitFor();
    expect(asked.length).toBe(lefts);
    expect(errors).toEqual([]);
  });

  it('Coalition Chess: with "confirm before sending" a move waits on the board until it is sent', async () => {
    const errors: string[] = [];
    const seats = ['yellow', 'black', 'green', 'red'] as const;
    const players = {} as Record<(typeof seats)[number], Awaited<ReturnType<typeof player>>>;
    for (const seat of seats)
      players[seat] = await player(suite, seat.slice(0, 3), { viewport: DESKTOP }, errors, contexts);
    const yellow = players.yellow.page;
    const created = await yellow.request.post(`${suite.dash.url}/api/games`, {
      data: { variant: 'coalition', seats: [{ seat: 'yellow', me: true }] },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { id: string }).id;
    for (const seat of ['black', 'green', 'red'] as const)
      expect(
        (await players[seat].page.request.post(`${suite.dash.url}/api/games/${id}/seats/${seat}/join`)).status(),
      ).toBe(200);
    // The set-up through the API (the editor has a test of its own): Yellow arranges last (§4).
    for (const seat of ['black', 'green', 'red', 'yellow'] as const) {
      const { version } = await serverGame(players[seat].page, suite.dash.url, id);
      const res = await players[seat].page.request.post(`${suite.dash.url}/api/games/${id}/actions`, {
        data: { type: 'arrange', seat, placement: defaultPlacement(seat), expectedVersion: version },
      });
      expect([seat, res.status()]).toEqual([seat, 201]);
    }
    const started = await serverGame(yellow, suite.dash.url, id);
    expect(started.toMove.map((m) => m.seat)).toEqual(['yellow']);

    // The settings page shows "confirm before sending" on for correspondence games and off for
    // practice, as they are by default; the server holds the same.
    await gotoReady(yellow, `${suite.dash.url}/settings`);
    await expect(yellow.locator('[data-testid=confirm-moves][data-saved="true"]').isChecked()).resolves.toBe(true);
    await expect(yellow.locator('[data-testid=confirm-moves-practice][data-saved="false"]').isChecked()).resolves.toBe(
      false,
    );
    expect(await (await yellow.request.get(`${suite.dash.url}/api/me/play-settings`)).json()).toMatchObject({
      confirmMoves: true,
      confirmMovesPractice: false,
    });

    await gotoReady(yellow, `${suite.dash.url}/games/${id}`);
    const game = (await (await yellow.request.get(`${suite.dash.url}/api/games/${id}`)).json()) as {
      legalMoves: string[];
    };
    const move = game.legalMoves.find((m) => /^[a-j](?:10|[1-9])[a-j](?:10|[1-9])$/.test(m))!;
    const [from, to] = [/^[a-j](?:10|[1-9])/.exec(move)![0], move.slice(/^[a-j](?:10|[1-9])/.exec(move)![0].length)];
    await clickMove(yellow, from, to);
    // Held, not sent: the status says so, the piece stands on its new square, the server has nothing.
    await yellow.locator('[data-testid=turn-not-sent][data-complete="true"]').waitFor();
    await expect(yellow.getByTestId('turn-not-sent').textContent()).resolves.toContain('Move not sent');
    await yellow.locator(`[data-testid=board] [data-square="${to}"][data-piece]`).waitFor();
    expect((await serverGame(yellow, suite.dash.url, id)).version).toBe(started.version);
    await yellow.evaluate(() => window.scrollTo(0, 0));
    expect(await inView(yellow, 'submit-turn')).toBe(true);
    // Taken back: the piece returns.
    await yellow.getByTestId('take-back').click();
    await yellow.locator(`[data-testid=board] [data-square="${from}"][data-piece]`).waitFor();
    await expect(yellow.getByTestId('turn-not-sent').count()).resolves.toBe(0);
    // Made again and sent: now the others see it.
    await clickMove(yellow, from, to);
    await yellow.getByTestId('submit-turn').click();
    await waitUntil(async () => (await serverGame(yellow, suite.dash.url, id)).version === started.version + 1);
    await gotoReady(players.black.page, `${suite.dash.url}/games/${id}`);
    await players.black.page
      .locator(`[data-testid=board] [data-square="${to}"][data-piece][data-color="yellow"]`)
      .waitFor();
    await expect(yellow.getByTestId('turn-not-sent').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });
});

/** Polls a condition until it holds (generous: the shared machine is slow), never a timed assertion. */
async function waitUntil(check: () => boolean | Promise<boolean>, timeout = 30_000): Promise<void> {
  const end = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}
