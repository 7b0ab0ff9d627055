import type { BrowserContext, Page } from 'playwright-core';
import { describeInBrowser, type BrowserSuite } from './support/browser-suite';
import { screenshot } from './support/screenshot';
import { clickMove, gotoReady, signedInUser, testUser, watchErrors } from './support/users';

jest.setTimeout(300_000);

/** Every request a page makes to the API that is not a read. */
function writesOf(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/') && r.method() !== 'GET') writes.push(`${r.method()} ${r.url()}`);
  });
  return writes;
}

/** Any board move the page offers: the first movable piece to its first target. */
async function anyMove(page: Page): Promise<{ from: string; to: string }> {
  const from = await page
    .locator('[data-testid=board][data-ready] [data-movable="true"]')
    .first()
    .getAttribute('data-square');
  await page.locator(`[data-testid=board] [data-square="${from}"] rect`).first().click();
  const to = await page.locator('[data-testid=board] [data-target="true"]').first().getAttribute('data-square');
  await page.locator(`[data-testid=board] [data-square="${to}"] rect`).first().click();
  return { from: from!, to: to! };
}

async function signedIn(suite: BrowserSuite, name: string, errors: string[], contexts: BrowserContext[]) {
  const context = await suite.browser.newContext({
    viewport: { width: 1366, height: 900 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  contexts.push(context);
  const user = testUser(name);
  await signedInUser(context, suite.dash.url, user, user.username);
  const page = await context.newPage();
  watchErrors(page, errors);
  return { user, context, page };
}

describeInBrowser('the analysis board and the plan editor', (suite) => {
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
  });

  it('explores both games from the start: legal moves, take back, branch, copy the position; it writes nothing', async () => {
    const errors: string[] = [];
    const { page } = await signedIn(suite, 'ana', errors, contexts);
    const writes = writesOf(page);
    await gotoReady(page, `${suite.dash.url}/analysis`);
    // 007 from the start: White's turn of three half-moves, the second moving a black piece.
    await page.locator('[data-testid=analysis-status] .to-move[data-seat="white"]').waitFor();
    await clickMove(page, 'e2', 'e4');
    await clickMove(page, 'e7', 'e5');
    await clickMove(page, 'g1', 'f3');
    await page.locator('[data-testid=analysis-status] .to-move[data-seat="black"]').waitFor();
    // Only legal targets are offered: a knight on b8 may go to a6 and c6, not b6.
    await page.locator('[data-testid=board] [data-square="b8"] rect').first().click();
    await page.locator('[data-testid=board] [data-square="c6"][data-target="true"]').waitFor();
    await expect(page.locator('[data-testid=board] [data-square="b6"][data-target="true"]').count()).resolves.toBe(0);
    await page.locator('[data-testid=board] [data-square="b8"] rect').first().click();
    const afterNf3 = await page.getByTestId('position-text').inputValue();
    // Take back the knight and play another move: a branch; the first line is still there.
    await page.getByTestId('analysis-back').click();
    await page.locator('[data-testid=board] [data-square="g1"][data-piece="knight"]').waitFor();
    await clickMove(page, 'b1', 'c3');
    await expect(
      page.getByTestId('analysis-move').evaluateAll((els) => els.map((e) => e.getAttribute('data-move'))),
    ).resolves.toEqual(['e2e4', 'e7e5', 'g1f3', 'b1c3']);
    await expect(page.getByTestId('analysis-variation').count()).resolves.toBe(1);
    await page.locator('[data-testid=analysis-move][data-move="g1f3"]').click();
    await expect(page.getByTestId('position-text').inputValue()).resolves.toBe(afterNf3);
    await page.locator('[data-testid=analysis-move][data-move="b1c3"]').click();
    const afterNc3 = await page.getByTestId('position-text').inputValue();
    expect(afterNc3).not.toBe(afterNf3);
    // Copy the position text; the analysis board opens on it again.
    await page.getByTestId('copy-position').click();
    await page.getByTestId('copied').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(afterNc3);
    await screenshot(page, 'analysis-007.png');
    await gotoReady(page, `${suite.dash.url}/analysis?variant=007&position=${encodeURIComponent(afterNc3)}`);
    await page.locator('[data-testid=board] [data-square="c3"][data-piece="knight"][data-color="white"]').waitFor();
    await page.locator('[data-testid=analysis-status] .to-move[data-seat="black"]').waitFor();

    // Coalition Chess from the start (the default arrays): Yellow moves first, then Black.
    await gotoReady(page, `${suite.dash.url}/analysis`);
    await page.getByTestId('analysis-variant-coalition').check();
    await page.locator('[data-testid=board] [data-square="j10"]').waitFor();
    await page.locator('[data-testid=analysis-status] .to-move[data-seat="yellow"]').waitFor();
    const first = await anyMove(page);
    await page.locator(`[data-testid=board] [data-square="${first.to}"][data-color="yellow"]`).waitFor();
    await page.locator('[data-testid=analysis-status] .to-move:not([data-seat="yellow"])').waitFor();
    await anyMove(page);
    await expect(page.getByTestId('analysis-move').count()).resolves.toBe(2);
    await page.getByTestId('analysis-start').click();
    await page.locator(`[data-testid=board] [data-square="${first.from}"][data-color="yellow"]`).waitFor();
    await screenshot(page, 'analysis-coalition.png');

    expect(writes).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a plan made from a line explored on the analysis board, edited in the game page, played by the server', async () => {
    const errors: string[] = [];
    const ann = await signedIn(suite, 'ann', errors, contexts);
    const bob = await signedIn(suite, 'bob', errors, contexts);
    const api = (p: Page, path: string) => `${suite.dash.url}/api${path}`;
    const created = await ann.page.request.post(api(ann.page, '/games'), {
      data: { variant: '007', seats: [{ seat: 'white', me: true }] },
    });
    const id = ((await created.json()) as { id: string }).id;
    expect((await bob.page.request.post(api(bob.page, `/games/${id}/seats/black/join`))).status()).toBe(200);
    const version = async () =>
      ((await (await ann.page.request.get(api(ann.page, `/games/${id}`))).json()) as { version: number }).version;
    const turn = async (p: Page, moves: string[]) => {
      const res = await p.request.post(api(p, `/games/${id}/turns`), {
        data: { moves, expectedVersion: await version() },
      });
      expect(res.status()).toBe(201);
    };
    await turn(ann.page, ['e2e4', 'e7e5', 'g1f3']);

    // Black is to act: White's game page offers a plan, and the analysis board at this position.
    const page = ann.page;
    await gotoReady(page, `${suite.dash.url}/games/${id}`);
    await page.getByTestId('plan-none').waitFor();
    await page.getByTestId('open-analysis').click();
    await page.waitForURL(/\/analysis\?/);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByTestId('plan-from-line').waitFor();
    const writes = writesOf(page);
    await expect(page.getByTestId('add-line-to-plan').isDisabled()).resolves.toBe(true);
    // Black's expected turn, then White's answer: a line of two steps.
    for (const [from, to] of [
      ['b8', 'c6'],
      ['f1', 'c4'],
      ['g8', 'f6'],
      ['d2', 'd3'],
      ['f8', 'c5'],
    ])
      await clickMove(page, from, to);
    // The answer is not complete yet (two of three half-moves): only their step, so no line.
    await page.getByTestId('plan-line-hint').waitFor();
    await clickMove(page, 'c2', 'c3');
    await expect(page.locator('[data-testid=plan-from-line] li').allTextContents()).resolves.toEqual([
      'If they play b8c6,f1c4,g8f6',
      'I play d2d3,f8c5,c2c3',
    ]);
    await page.getByTestId('add-line-to-plan').click();
    await page.getByTestId('plan-stored').waitFor();
    expect(writes.map((w) => w.replace(/\?.*$/, ''))).toEqual([`PUT ${suite.dash.url}/api/games/${id}/plan`]);

    // In the game page: the line, and another added by hand.
    await page.getByTestId('plan-stored').getByRole('link').click();
    await page.waitForURL(`${suite.dash.url}/games/${id}`);
    await page.getByTestId('plan-line').first().waitFor();
    await page.getByTestId('plan-line-text').fill('a7a6,a2a3,h7h6\nh2h3,b7b6,b2b3');
    await page.getByTestId('add-plan-line').click();
    await page.locator('[data-testid=plan-line]').nth(1).waitFor();
    await expect(page.getByTestId('plan-line').count()).resolves.toBe(2);
    // An illegal step is refused, named, and changes nothing.
    await page.getByTestId('plan-line-text').fill('d7d6,a2a3,h7h6\nh2h5,b7b6,b2b3');
    await page.getByTestId('add-plan-line').click();
    await page.locator('[data-testid=problem][data-code="PLAN_ILLEGAL_STEP"]').waitFor();
    await expect(page.getByTestId('plan-line').count()).resolves.toBe(2);
    // One line removed.
    await page.getByTestId('remove-plan-line').nth(1).click();
    await page.locator('[data-testid=plan-line]').nth(1).waitFor({ state: 'detached' });
    await screenshot(page, 'plan-panel.png');

    // Bob plays what the plan expects: White's answer is on both boards at once, and the plan says so.
    await turn(bob.page, ['b8c6', 'f1c4', 'g8f6']);
    await page.locator('[data-testid=board] [data-square="c3"][data-piece="pawn"][data-color="white"]').waitFor();
    await page.getByTestId('plan-played').filter({ hasText: 'd2d3,f8c5,c2c3' }).waitFor();
    await page.getByTestId('plan-none').waitFor();
    await gotoReady(bob.page, `${suite.dash.url}/games/${id}`);
    await bob.page.locator('[data-testid=board] [data-square="c5"][data-piece="bishop"][data-color="black"]').waitFor();
    // Bob's own panel knows nothing of Ann's plan.
    await bob.page.getByTestId('plan-none').waitFor();
    await expect(bob.page.getByTestId('plan-played').count()).resolves.toBe(0);

    // The plan's 422 was the one expected failure the browser reported.
    expect(errors.filter((e) => !/status of 422/.test(e))).toEqual([]);
  });
});
