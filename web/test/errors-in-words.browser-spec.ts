import { describeInBrowser } from './support/browser-suite';
import { screenshot } from './support/screenshot';
import { clickMove, gotoReady, signedInUser, testUser, watchErrors } from './support/users';

jest.setTimeout(240_000);

/** Errors in words: what a refusal says to a player, in the player's language. */
describeInBrowser('errors in words', (suite) => {
  it('a wrong password is said in words (English and German), not as a code', async () => {
    const errors: string[] = [];
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    watchErrors(page, errors);
    // The sign-in form answers 401 INVALID_CREDENTIALS: a console line for the refused fetch is the browser's own.
    page.removeAllListeners('console');
    await gotoReady(page, `${suite.dash.url}/signin`);
    await page.locator('input[name=login]').fill('nobody_here');
    await page.locator('input[name=password]').fill('not the password');
    await page.locator('form button[type=submit]').click();
    const problem = page.getByTestId('problem');
    await problem.waitFor();
    await expect(problem.getAttribute('data-code')).resolves.toBe('INVALID_CREDENTIALS');
    const shown = await problem.locator('p').first().textContent();
    expect(shown).toMatch(/password do not match an account/);
    expect(shown).not.toMatch(/INVALID_CREDENTIALS|Something went wrong/);

    await context.addCookies([{ name: 'entente_lang', value: 'de', url: suite.dash.url }]);
    await gotoReady(page, `${suite.dash.url}/signin`);
    await page.locator('input[name=login]').fill('nobody_here');
    await page.locator('input[name=password]').fill('not the password');
    await page.locator('form button[type=submit]').click();
    await page.getByTestId('problem').getByText('Passwort passen zu keinem Konto').waitFor();
    await screenshot(page, 'signin-wrong-password-de.png');
    expect(errors).toEqual([]);
  });

  it('signed out, a private page offers sign-in instead of talking about tokens', async () => {
    const page = await (await suite.browser.newContext()).newPage();
    await gotoReady(page, `${suite.dash.url}/notifications`);
    await page.getByTestId('sign-in-required').getByRole('link').waitFor();
    expect(await page.locator('body').textContent()).not.toMatch(/bearer|JWT|API token/i);
  });

  it('a missing game, club, player or page answers 404 with a page that says so', async () => {
    const context = await suite.browser.newContext();
    await signedInUser(context, suite.dash.url, testUser('nia'), 'Nia');
    const page = await context.newPage();
    const missing = [
      ['/games/00000000-0000-4000-8000-000000000000', 'game', 'Game not found'],
      ['/games/not-a-game', 'game', 'Game not found'],
      ['/clubs/00000000-0000-4000-8000-000000000000', 'club', 'Club not found'],
      ['/players/nobody_by_this_name', 'player', 'Player not found'],
      ['/no/such/page', 'page', 'Page not found'],
    ] as const;
    for (const [path, what, heading] of missing) {
      const response = await page.goto(`${suite.dash.url}${path}`);
      expect([path, response?.status()]).toEqual([path, 404]);
      await page
        .locator(`[data-testid=not-found][data-what="${what}"]`)
        .getByRole('heading', { name: heading })
        .waitFor();
    }
    await screenshot(page, 'not-found-page.png');
    // An existing player's page is no 404.
    const me = await (await context.request.get(`${suite.dash.url}/api/users/me`)).json();
    expect((await page.goto(`${suite.dash.url}/players/${me.username}`))?.status()).toBe(200);
  });

  it('a turn refused because the game moved on meanwhile shows the game as it is and says what changed', async () => {
    const errors: string[] = [];
    const ann = testUser('ann');
    const lou = testUser('lou');
    const annContext = await suite.browser.newContext();
    const louContext = await suite.browser.newContext();
    await signedInUser(annContext, suite.dash.url, ann, 'Ann');
    await signedInUser(louContext, suite.dash.url, lou, 'Lou');
    const created = await annContext.request.post(`${suite.dash.url}/api/games`, {
      data: { variant: '007', options: {}, seats: [{ seat: 'white', me: true }] },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { id: string }).id;
    expect((await louContext.request.post(`${suite.dash.url}/api/games/${id}/seats/black/join`)).status()).toBe(200);

    // Ann has the game open twice. The second tab hears nothing of what the first does: its
    // stream is refused and its reads answer the game as it was when it opened.
    const first = await annContext.newPage();
    const stale = await annContext.newPage();
    watchErrors(first, errors);
    let frozen: string | null = null;
    // The stream opens at the version the page holds (`?lastEventId=`).
    await stale.route(/\/api\/games\/[0-9a-f-]{36}\/stream(\?.*)?$/, (route) => route.fulfill({ status: 204 }));
    await stale.route(/\/api\/games\/[0-9a-f-]{36}$/, async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      if (frozen === null) frozen = await (await route.fetch()).text();
      return route.fulfill({ status: 200, contentType: 'application/json', body: frozen });
    });
    await gotoReady(stale, `${suite.dash.url}/games/${id}`);
    await stale.locator('.to-move.mine[data-part="1"]').waitFor();
    await gotoReady(first, `${suite.dash.url}/games/${id}`);

    // The first tab plays a whole turn.
    await first.locator('.to-move.mine[data-part="1"]').waitFor();
    await clickMove(first, 'e2', 'e4');
    await clickMove(first, 'e7', 'e5');
    await clickMove(first, 'g1', 'f3');
    const before = await first.getByTestId('game-page').getAttribute('data-version');
    await first.getByTestId('submit-turn').click();
    // Taken by the server (the preview alone already shows Black to move).
    await first.locator(`[data-testid=game-page]:not([data-version="${before}"])`).waitFor();

    // The stale tab still shows the start and Ann's turn; she plays another and submits it.
    await clickMove(stale, 'd2', 'd4');
    await clickMove(stale, 'd7', 'd5');
    await clickMove(stale, 'c1', 'f4');
    await stale.getByTestId('submit-turn').click();
    const note = stale.getByTestId('moved-meanwhile');
    await note.waitFor();
    // Its lines come from the event log, read after the refusal.
    await note.locator('li').nth(2).waitFor();
    await expect(note.locator('li').count()).resolves.toBe(3);
    expect(await note.textContent()).toMatch(/Nf3/);
    // The board is the game as it is now (Ann's first turn), and the problem line says nothing more.
    await stale.locator('[data-testid=board] [data-square="f3"][data-piece="knight"]').waitFor();
    await expect(stale.locator('[data-testid=board] [data-square="d2"]').getAttribute('data-piece')).resolves.toBe(
      'pawn',
    );
    await expect(stale.getByTestId('problem').count()).resolves.toBe(0);
    expect(await stale.locator('body').textContent()).not.toMatch(/reload and try again/i);
    await screenshot(stale, 'game-moved-meanwhile.png');
    expect(errors).toEqual([]);
  });
});
