import { describeInBrowser } from './support/browser-suite';
import { screenshot } from './support/screenshot';
import { gotoReady, signedInUser, testUser, watchErrors } from './support/users';

jest.setTimeout(240_000);

describeInBrowser('settings and rules pages in the browser', (suite) => {
  it('creates an API token shown once that works against the API, then revokes it', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 1000 } });
    await signedInUser(context, suite.dash.url, testUser('tia'), 'Tia Token');
    const page = await context.newPage();
    const errors: string[] = [];
    watchErrors(page, errors);
    await gotoReady(page, `${suite.dash.url}/settings`);
    await page.locator('input[name=token-name]').fill('move bot');
    await page.getByTestId('tokens').getByRole('button', { name: 'Create token' }).click();
    const secret = (await page.getByTestId('token-secret').locator('pre').textContent())!.trim();
    expect(secret).toMatch(/^ent_/);
    // The secret works as a bearer token for its scope, straight against the API.
    const ok = await fetch(`${suite.dash.api.baseUrl}/games?mine=true`, {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(ok.status).toBe(200);
    await page.getByTestId('notification-settings').locator('table').waitFor();
    await screenshot(page, 'settings.png');
    // Revoked, it stops working at once; a reload shows the secret no more.
    await page.getByTestId('token-row').getByRole('button', { name: 'Revoke' }).click();
    await page.getByTestId('token-row').getByText('revoked').waitFor();
    const refused = await fetch(`${suite.dash.api.baseUrl}/games?mine=true`, {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(refused.status).toBe(401);
    await page.reload();
    await page.getByTestId('token-row').first().waitFor();
    await expect(page.getByTestId('token-secret').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });

  it('a signed-out player who follows a link to a game signs in and lands on that game', async () => {
    const owner = await suite.browser.newContext();
    const ann = testUser('ann');
    await signedInUser(owner, suite.dash.url, ann, 'Ann');
    const created = await owner.request.post(`${suite.dash.url}/api/games`, {
      data: { variant: '007', seats: [{ seat: 'white', me: true }] },
    });
    expect(created.status()).toBe(201);
    const gameId = ((await created.json()) as { id: string }).id;
    await owner.close();

    // As from the link in a "your move" email, with the session gone.
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    watchErrors(page, errors);
    await gotoReady(page, `${suite.dash.url}/games/${gameId}`);
    const prompt = page.getByTestId('sign-in-required');
    await prompt.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(new RegExp(`/signin\\?next=%2Fgames%2F${gameId}$`));
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.locator('input[name=login]').fill(ann.username);
    await page.locator('input[name=password]').fill(ann.password);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(new RegExp(`/games/${gameId}$`));
    await page.getByTestId('seats').waitFor();

    // A `next` that leaves the site is ignored: home instead. (Signed out away from the live game
    // page, whose stream would otherwise meet the ended session with a 401.)
    await page.goto('about:blank');
    expect((await context.request.delete(`${suite.dash.url}/api/auth/session`)).status()).toBe(204);
    await gotoReady(page, `${suite.dash.url}/signin?next=${encodeURIComponent('//evil.example/x')}`);
    await page.locator('input[name=login]').fill(ann.username);
    await page.locator('input[name=password]').fill(ann.password);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(`${suite.dash.url}/`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the rules with the starting diagram and the nine pieces in four colours', async () => {
    const page = await (await suite.browser.newContext({ viewport: { width: 1440, height: 1000 } })).newPage();
    const errors: string[] = [];
    watchErrors(page, errors);
    await gotoReady(page, `${suite.dash.url}/rules/coalition`);
    const legend = page.getByTestId('piece-legend');
    await expect(legend.locator('li').count()).resolves.toBe(9);
    await expect(legend.locator('svg').count()).resolves.toBe(36);
    // The diagram is the engine's default array: Yellow's king on e1, Black's on f10.
    const diagram = page.getByTestId('diagram-coalition');
    await expect(diagram.locator('[data-square="e1"]').getAttribute('data-piece')).resolves.toBe('king');
    await expect(diagram.locator('[data-square="f10"]').getAttribute('data-color')).resolves.toBe('black');
    await screenshot(page, 'rules-coalition.png');
    expect(errors).toEqual([]);
  });
});
