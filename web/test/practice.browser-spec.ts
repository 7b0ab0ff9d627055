import { describeInBrowser } from './support/browser-suite';
import { screenshot } from './support/screenshot';
import { clickMove, gotoReady, signUpInBrowser, testUser, watchErrors } from './support/users';

jest.setTimeout(240_000);

describeInBrowser('playing against the computer', (suite) => {
  it('from home, one click starts 007 against one computer and Coalition Chess against three; the computer answers', async () => {
    const errors: string[] = [];
    const page = await (await suite.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    watchErrors(page, errors);
    await signUpInBrowser(page, suite.dash.url, testUser('solo'), 'Solo Player');

    // 007: White is mine, Black the computer's (the random level answers at once).
    await gotoReady(page, `${suite.dash.url}/`);
    await page.getByTestId('practice-level').selectOption('random');
    await page.getByTestId('practice-007').click();
    await page.waitForURL(/\/games\/[0-9a-f-]{36}$/);
    await page.locator('[data-testid=computer-black][data-level="random"]').waitFor();
    await page.locator('.to-move.mine[data-seat="white"][data-part="1"]').waitFor();
    await clickMove(page, 'e2', 'e4');
    await page.locator('.to-move.mine[data-part="2"]').waitFor();
    await clickMove(page, 'e7', 'e5');
    await page.locator('.to-move.mine[data-part="3"]').waitFor();
    await clickMove(page, 'g1', 'f3');
    await page.getByTestId('submit-turn').click();
    // The computer's whole turn arrives live; then it is my turn again.
    await page.locator('.to-move.mine[data-seat="white"][data-part="1"]').waitFor();
    await screenshot(page, 'practice-007.png');

    // Coalition Chess: Yellow is mine, the three others computers; they set up first, then I do.
    await gotoReady(page, `${suite.dash.url}/`);
    await page.getByTestId('practice-level').selectOption('random');
    await page.getByTestId('practice-coalition').click();
    await page.waitForURL(/\/games\/[0-9a-f-]{36}$/);
    for (const seat of ['black', 'green', 'red'])
      await page.locator(`[data-testid=computer-${seat}][data-level="random"]`).waitFor();
    await page.locator('.to-move.mine[data-seat="yellow"][data-reason="setup"]').waitFor();
    await screenshot(page, 'practice-coalition.png');
    expect(errors).toEqual([]);
  });
});
