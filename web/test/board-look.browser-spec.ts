import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { describeInBrowser } from './support/browser-suite';
import { clickMove, gotoReady, signUpInBrowser, testUser, watchErrors } from './support/users';

jest.setTimeout(300_000);

const a1 = async (page: Page) =>
  (await page.locator('[data-testid=board] [data-square="a1"] rect').first().boundingBox())!;

describeInBrowser('the board: check, flipping, themes and sounds', (suite) => {
  it('marks a check, flips, keeps a high-contrast theme axe-clean, and sounds only after a gesture', async () => {
    const errors: string[] = [];
    const context = await suite.browser.newContext({ viewport: { width: 1366, height: 900 } });
    // Counts the audio contexts the page makes: none may exist before a click or key press.
    await context.addInitScript(() => {
      const w = window as unknown as { audioContexts: number; AudioContext: typeof AudioContext };
      const Original = w.AudioContext;
      w.audioContexts = 0;
      w.AudioContext = class extends Original {
        constructor(options?: AudioContextOptions) {
          super(options);
          w.audioContexts++;
        }
      };
    });
    const page = await context.newPage();
    watchErrors(page, errors);
    await signUpInBrowser(page, suite.dash.url, testUser('look'), 'Lena Look');

    // Settings: high contrast, outlined pieces, sounds on; kept for this browser.
    await gotoReady(page, `${suite.dash.url}/settings`);
    await page.getByTestId('board-theme').selectOption('high-contrast');
    await page.getByTestId('piece-theme').selectOption('outlined');
    await page.getByTestId('move-sounds').check();

    await gotoReady(page, `${suite.dash.url}/`);
    await page.getByTestId('practice-level').selectOption('random');
    await page.getByTestId('practice-007').click();
    await page.waitForURL(/\/games\/[0-9a-f-]{36}$/);
    const gameUrl = page.url();
    await gotoReady(page, gameUrl); // a fresh page: no gesture on it yet
    await page.locator('[data-testid=board-wrap][data-theme="high-contrast"][data-pieces="outlined"]').waitFor();
    await page.locator('.to-move.mine[data-seat="white"][data-part="1"]').waitFor();
    expect(await page.evaluate(() => (window as unknown as { audioContexts: number }).audioContexts)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // A check in the turn being made: e4, then Black's f6, then Qh5+ — the King on e8 is ringed.
    await clickMove(page, 'e2', 'e4');
    await page.locator('.to-move.mine[data-part="2"]').waitFor();
    await clickMove(page, 'f7', 'f6');
    await page.locator('.to-move.mine[data-part="3"]').waitFor();
    await clickMove(page, 'd1', 'h5');
    await page.locator('[data-testid=board] .in-check[data-check="e8"]').waitFor();
    await expect(page.getByTestId('check-note').textContent()).resolves.toContain('e8');
    expect(await page.evaluate(() => (window as unknown as { audioContexts: number }).audioContexts)).toBe(1);

    // Flipping shows the board from Black's side: a1 goes from the bottom left to the top right.
    const before = await a1(page);
    await page.getByTestId('flip-board').click();
    const flipped = await a1(page);
    expect(flipped.x).toBeGreaterThan(before.x);
    expect(flipped.y).toBeLessThan(before.y);

    // The computer's answer is a move heard.
    await page.getByTestId('submit-turn').click();
    await page.locator('html[data-move-sound]').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describeInBrowser('the board look follows the account', (suite) => {
  it('takes up the look this browser had before sign-up, shows it on another device, and back', async () => {
    const errors: string[] = [];
    const user = testUser('looks');
    // A browser where high contrast was chosen while the look was kept only in the browser.
    const desk = await suite.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const deskPage = await desk.newPage();
    watchErrors(deskPage, errors);
    await gotoReady(deskPage, `${suite.dash.url}/`);
    await deskPage.evaluate(() =>
      localStorage.setItem('entente.board-look', JSON.stringify({ board: 'high-contrast', pieces: 'standard' })),
    );
    await signUpInBrowser(deskPage, suite.dash.url, user, 'Lou Looks');
    const onAccount = async () =>
      (await (await deskPage.request.get(`${suite.dash.url}/api/me/play-settings`)).json()) as Record<string, unknown>;
    await waitUntil(async () => (await onAccount()).boardLookSaved === true);
    expect(await onAccount()).toMatchObject({ boardTheme: 'high-contrast', pieceTheme: 'standard', moveSounds: false });

    // A phone signed in to the same account shows it without anything chosen there.
    const phone = await suite.browser.newContext({ viewport: { width: 375, height: 812 } });
    const session = await phone.request.post(`${suite.dash.url}/api/auth/session`, {
      data: { login: user.username, password: user.password },
    });
    expect(session.status()).toBe(200);
    const phonePage = await phone.newPage();
    watchErrors(phonePage, errors);
    await gotoReady(phonePage, `${suite.dash.url}/analysis`);
    await phonePage.locator('[data-testid=board-wrap][data-theme="high-contrast"][data-pieces="standard"]').waitFor();
    // Chosen on the phone: outlined pieces, sounds on; the desk shows them on its next page.
    await gotoReady(phonePage, `${suite.dash.url}/settings`);
    await expect(phonePage.getByTestId('board-theme').inputValue()).resolves.toBe('high-contrast');
    await phonePage.getByTestId('piece-theme').selectOption('outlined');
    await phonePage.locator('[data-testid=board-look][data-saved=yes]').waitFor();
    await phonePage.getByTestId('move-sounds').check();
    await phonePage.locator('[data-testid=board-look][data-saved=yes]').waitFor();
    await waitUntil(async () => (await onAccount()).moveSounds === true);
    await gotoReady(deskPage, `${suite.dash.url}/analysis`);
    await deskPage.locator('[data-testid=board-wrap][data-theme="high-contrast"][data-pieces="outlined"]').waitFor();
    await gotoReady(deskPage, `${suite.dash.url}/settings`);
    await expect(deskPage.getByTestId('move-sounds').isChecked()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await desk.close();
    await phone.close();
  });
});

async function waitUntil(probe: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
}
