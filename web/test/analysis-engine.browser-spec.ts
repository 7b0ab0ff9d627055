import type { BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { describeInBrowser, type BrowserSuite } from './support/browser-suite';
import { screenshot } from './support/screenshot';
import { clickMove, gotoReady, signedInUser, testUser, watchErrors } from './support/users';

jest.setTimeout(300_000);

/** The dedicated workers the page's own DevTools target knows: the engine runs in one of these. */
async function workerTargets(context: BrowserContext, page: Page): Promise<string[]> {
  const cdp = await context.newCDPSession(page);
  try {
    const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: { type: string; url: string }[] };
    return targetInfos.filter((t) => t.type === 'worker').map((t) => t.url);
  } finally {
    await cdp.detach();
  }
}

describeInBrowser('the engine on the analysis board', (suite) => {
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
  });

  async function signedIn(suite: BrowserSuite, name: string, errors: string[], width = 1366, height = 900) {
    const context = await suite.browser.newContext({ viewport: { width, height } });
    contexts.push(context);
    const user = testUser(name);
    await signedInUser(context, suite.dash.url, user, name);
    const page = await context.newPage();
    watchErrors(page, errors);
    return { user, context, page };
  }
  const api = (path: string) => `${suite.dash.url}/api${path}`;

  it('analyses a free 007 position in a worker, deepening, and Stop cancels it', async () => {
    const errors: string[] = [];
    const { context, page } = await signedIn(suite, 'eva', errors);
    await gotoReady(page, `${suite.dash.url}/analysis?variant=007`);
    await clickMove(page, 'e2', 'e4');
    expect(page.workers()).toHaveLength(0);
    await page.getByTestId('analysis-engine-start').click();
    const evaluation = page.getByTestId('analysis-engine-eval');
    await evaluation.waitFor();
    // White made one half-move of its turn: it is still White's turn, and the value is White's.
    await expect(evaluation.textContent()).resolves.toMatch(/^[+-]?\d+\.\d\d for White$/);
    const line = await page.getByTestId('analysis-engine-move').allTextContents();
    expect(line.length).toBeGreaterThanOrEqual(2);
    for (const move of line) expect(move).toMatch(/^[a-h][1-8][a-h][1-8][qrbn]?$/);
    // The search runs in a dedicated worker, not on the page's thread.
    expect(page.workers()).toHaveLength(1);
    expect((await workerTargets(context, page)).length).toBe(1);
    // Step by step: a deeper result replaces the first.
    const first = Number(await evaluation.getAttribute('data-depth'));
    await page.waitForFunction(
      (d) => Number(document.querySelector('[data-testid=analysis-engine-eval]')?.getAttribute('data-depth')) > d,
      first,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'analysis-engine-007.png');

    await page.getByTestId('analysis-engine-stop').click();
    await page.locator('[data-testid=analysis-engine-status][data-status="stopped"]').waitFor();
    for (let i = 0; i < 50 && page.workers().length > 0; i++) await page.waitForTimeout(100);
    expect(page.workers()).toHaveLength(0);
    const stoppedAt = await evaluation.getAttribute('data-depth');
    await page.waitForTimeout(1500);
    await expect(evaluation.getAttribute('data-depth')).resolves.toBe(stoppedAt);

    // On again: a new position replaces the search of the old one (one worker at a time).
    await page.getByTestId('analysis-engine-start').click();
    await evaluation.waitFor();
    await clickMove(page, 'e7', 'e5');
    await page.locator('[data-testid=analysis-engine-status][data-status="thinking"]').waitFor();
    for (let i = 0; i < 50 && page.workers().length !== 1; i++) await page.waitForTimeout(100);
    expect(page.workers()).toHaveLength(1);
    // Leaving the page ends the worker.
    await gotoReady(page, `${suite.dash.url}/lobby`);
    for (let i = 0; i < 50 && page.workers().length > 0; i++) await page.waitForTimeout(100);
    expect(page.workers()).toHaveLength(0);
    expect(errors).toEqual([]);
  });

  it('the new-game form offers the option with its default per variant, and the lobby shows it', async () => {
    const errors: string[] = [];
    const { page } = await signedIn(suite, 'cleo', errors);
    await gotoReady(page, `${suite.dash.url}/games/new`);
    const field = page.locator('[data-option=analysis]');
    await field.getByText('Engine on the analysis board').waitFor();
    await expect(field.locator('select').inputValue()).resolves.toBe('allowed');
    await page.locator('input[name=variant][value=coalition]').check();
    await expect(field.locator('select').inputValue()).resolves.toBe('after-game');
    await page.locator('input[name=variant][value="007"]').check();
    await field.locator('select').selectOption('after-game');
    await page.getByTestId('create-game').click();
    await page.waitForURL(/\/games\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop()!;
    const created = (await (await page.request.get(api(`/games/${id}`))).json()) as { analysis: string };
    expect(created.analysis).toBe('after-game');
    await gotoReady(page, `${suite.dash.url}/lobby`);
    const entry = page.locator(`[data-testid=lobby-entry][data-game="${id}"]`);
    await expect(entry.getByTestId('lobby-analysis').textContent()).resolves.toContain('engine only after the game');
    expect(errors).toEqual([]);
  });

  it('analyses a Coalition position of an allowed game, and is off with its reason for an after-game one', async () => {
    const errors: string[] = [];
    const { page: ann } = await signedIn(suite, 'ann', errors);
    const { page: bob } = await signedIn(suite, 'bob', errors, 375, 812);
    const create = async (body: object) => {
      const res = await ann.request.post(api('/games'), { data: body });
      expect(res.status()).toBe(201);
      return (await res.json()) as { id: string; analysis: string };
    };
    const seats = [{ seat: 'yellow', me: true }];
    const allowed = await create({ variant: 'coalition', rated: false, options: { setupPhase: false }, seats });
    expect(allowed.analysis).toBe('allowed');
    await gotoReady(ann, `${suite.dash.url}/analysis?game=${allowed.id}`);
    await ann.getByTestId('analysis-engine-start').click();
    const evaluation = ann.getByTestId('analysis-engine-eval');
    await evaluation.waitFor();
    await expect(evaluation.textContent()).resolves.toMatch(/for Yellow$/);
    await expect(ann.locator('[data-testid=analysis-engine-move]').first().getAttribute('data-seat')).resolves.toBe(
      'yellow',
    );
    expect(ann.workers()).toHaveLength(1);

    // A rated game is after-game by default: off while it runs, for its player and for an onlooker.
    const rated = await create({ variant: 'coalition', options: { setupPhase: false }, seats });
    expect(rated.analysis).toBe('after-game');
    await gotoReady(ann, `${suite.dash.url}/analysis?game=${rated.id}`);
    const off = ann.getByTestId('analysis-engine-off');
    await expect(off.getAttribute('data-reason')).resolves.toBe('player');
    await expect(off.textContent()).resolves.toMatch(/you play in this game/);
    await expect(ann.getByTestId('analysis-engine-start').count()).resolves.toBe(0);
    expect(ann.workers()).toHaveLength(0);

    // An onlooker on a phone, in German.
    await bob.context().addCookies([{ name: 'entente_lang', value: 'de', url: suite.dash.url }]);
    await gotoReady(bob, `${suite.dash.url}/analysis?game=${rated.id}`);
    const offForBob = bob.getByTestId('analysis-engine-off');
    await expect(offForBob.getAttribute('data-reason')).resolves.toBe('onlooker');
    await expect(offForBob.textContent()).resolves.toMatch(/diese Partie läuft noch/);
    await screenshot(bob, 'analysis-engine-off-phone.png');
    expect(await seriousViolations(bob)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
