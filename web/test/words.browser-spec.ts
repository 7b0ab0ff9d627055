import { describeInBrowser } from './support/browser-suite';
import { screenshot } from './support/screenshot';
import { gotoReady, signedInUser, testUser, watchErrors } from './support/users';

jest.setTimeout(240_000);

/** Options, results and files in words, not identifiers. */
describeInBrowser('words, not identifiers', (suite) => {
  it('the new-game options, a finished game’s reason and the PGN file name read as words', async () => {
    const ann = await suite.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const ben = await suite.browser.newContext();
    await signedInUser(ann, suite.dash.url, testUser('ann'), 'Ann Smith');
    await signedInUser(ben, suite.dash.url, testUser('ben'), 'Ben/Jones');
    const page = await ann.newPage();
    const errors: string[] = [];
    watchErrors(page, errors);

    // New game: every option by name with its one-line explanation, the choices in words.
    await gotoReady(page, `${suite.dash.url}/games/new`);
    const detente = page.locator('[data-option=detente]');
    await expect(detente.locator('strong').textContent()).resolves.toBe('Détente');
    await expect(detente.locator('.help').textContent()).resolves.toMatch(/^On half-move 3 you may neither/);
    await expect(page.locator('select[name=completion] option').allTextContents()).resolves.toEqual(['strict', 'lax']);
    await page.locator('input[name=variant][value=coalition]').check();
    await expect(page.locator('select[name=order] option').allTextContents()).resolves.toEqual([
      'Yellow, Black, Green, Red',
      'Yellow, Green, Black, Red',
    ]);
    await expect(page.locator('form code').count()).resolves.toBe(0);
    await screenshot(page, 'new-game-words-1366.png');

    // A 007 game Ben resigns: the reason in words, the PGN named after the players and the day.
    const created = await ann.request.post(`${suite.dash.url}/api/games`, {
      data: { variant: '007', seats: [{ seat: 'white', me: true }] },
    });
    const { id } = (await created.json()) as { id: string };
    expect((await ben.request.post(`${suite.dash.url}/api/games/${id}/seats/black/join`)).status()).toBe(200);
    const game = (await (await ben.request.get(`${suite.dash.url}/api/games/${id}`)).json()) as {
      version: number;
      startedAt: string;
    };
    const resigned = await ben.request.post(`${suite.dash.url}/api/games/${id}/actions`, {
      data: { type: 'resign', seat: 'black', expectedVersion: game.version },
    });
    expect([resigned.status(), resigned.status() < 300 ? '' : await resigned.text()]).toEqual([201, '']);
    await gotoReady(page, `${suite.dash.url}/games/${id}`);
    await expect(page.getByTestId('result-reason').textContent()).resolves.toBe('Reason: resignation');
    await expect(page.getByTestId('points-white').textContent()).resolves.toBe('6');
    // The name is the API's (Content-Disposition), whoever downloads the file.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('pgn').click()]);
    expect(download.suggestedFilename()).toBe(`Ann_Smith-Ben_Jones-${game.startedAt.slice(0, 10)}.pgn`);
    expect(errors).toEqual([]);
    await ann.close();
    await ben.close();
  });
});
