import { describeInBrowser } from './support/browser-suite';
import { screenshot } from './support/screenshot';
import { gotoReady, signedInUser, testUser, watchErrors } from './support/users';

jest.setTimeout(240_000);

describeInBrowser('settings and rules pages in the browser', (suite) => {
  it('answers /favicon.ico with an icon, which browsers and readers ask for whatever the page links', async () => {
    const context = await suite.browser.newContext();
    const icon = await context.request.get(`${suite.dash.url}/favicon.ico`);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
    // An ICO file: reserved 0, type 1 (icon), at least one image.
    const bytes = await icon.body();
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2), bytes.readUInt16LE(4) > 0]).toEqual([0, 1, true]);
    await context.close();
  });

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

  it('downloads the data export, then schedules the deletion with the password', async () => {
    const context = await suite.browser.newContext({ acceptDownloads: true });
    const dora = testUser('dora');
    await signedInUser(context, suite.dash.url, dora, 'Dora Data');
    const page = await context.newPage();
    const errors: string[] = [];
    watchErrors(page, errors);
    await gotoReady(page, `${suite.dash.url}/settings`);
    const panel = page.getByTestId('your-data');
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByTestId('export').click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^entente-${dora.username}-.*\\.json$`));
    const stream = await download.createReadStream();
    let text = '';
    for await (const chunk of stream) text += String(chunk);
    expect(JSON.parse(text)).toMatchObject({
      user: { username: dora.username },
      account: { displayName: 'Dora Data' },
    });
    // A wrong password is refused in words; the right one schedules it and signs out.
    await panel.getByTestId('delete-account').click();
    await panel.getByLabel('Password').fill('not the password');
    await panel.getByRole('button', { name: 'Delete my account in 7 days' }).click();
    await expect(panel.getByTestId('problem').getAttribute('data-code')).resolves.toBe('WRONG_PASSWORD');
    await panel.getByLabel('Password').fill(dora.password);
    await panel.getByRole('button', { name: 'Delete my account in 7 days' }).click();
    await expect(panel.getByTestId('deletion-pending').textContent()).resolves.toMatch(/will be deleted on/);
    expect((await context.request.get(`${suite.dash.url}/api/users/me`)).status()).toBe(401);
    // Signing in again cancels it, and the sign-in says so before going on.
    await gotoReady(page, `${suite.dash.url}/signin`);
    await page.locator('input[name=login]').fill(dora.username);
    await page.locator('input[name=password]').fill(dora.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('deletion-cancelled').textContent()).resolves.toMatch(/cancelled/);
    const me = await context.request.get(`${suite.dash.url}/api/users/me`);
    expect(((await me.json()) as { deletion: unknown }).deletion).toBeNull();
    // The one refusal asked for (the wrong password) is the browser's only complaint.
    expect(errors).toEqual([expect.stringMatching(/403 \(Forbidden\) \(.*\/api\/me\)$/)]);
    await context.close();
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
    // `/%09/evil.example/`: a browser drops the tab and would read `//evil.example/`.
    await gotoReady(page, `${suite.dash.url}/signin?next=/%09/evil.example/`);
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
    await gotoReady(page, `${suite.dash.url}/rules/coalition/full`);
    const legend = page.getByTestId('piece-legend');
    await expect(legend.locator('li').count()).resolves.toBe(9);
    await expect(legend.locator('svg').count()).resolves.toBe(36);
    // The diagram is the engine's default array: Yellow's king on e1, Black's on f10.
    const diagram = page.getByTestId('diagram-coalition');
    await expect(diagram.locator('[data-square="e1"]').getAttribute('data-piece')).resolves.toBe('king');
    await expect(diagram.locator('[data-square="f10"]').getAttribute('data-color')).resolves.toBe('black');
    await screenshot(page, 'rules-coalition-full.png');
    expect(errors).toEqual([]);
  });

  it('shows the rules in German to a German dashboard, with the English original a click away', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 1000 } });
    await context.addCookies([{ name: 'entente_lang', value: 'de', url: suite.dash.url }]);
    const page = await context.newPage();
    const errors: string[] = [];
    watchErrors(page, errors);
    const article = page.locator('article.rules-doc');
    const uiRules = page.locator('header.top nav').getByRole('link', { name: 'Regeln', exact: true });

    await gotoReady(page, `${suite.dash.url}/rules/coalition/full`);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('de');
    await expect(article.getAttribute('lang')).resolves.toBe('de');
    await expect(article.locator('h1').textContent()).resolves.toBe(
      'Koalitionsschach — die Regeln, die dieses Projekt umsetzt',
    );
    // The variants under the locale's names.
    const variants = article.locator('nav');
    await expect(
      variants.getByRole('link', { name: 'Koalitionsschach', exact: true }).getAttribute('href'),
    ).resolves.toBe('/rules/coalition/full');
    await expect(variants.getByRole('link', { name: '007-Schach', exact: true }).getAttribute('href')).resolves.toBe(
      '/rules/007/full',
    );
    await expect(
      variants.getByRole('link', { name: 'So wird Koalitionsschach gespielt' }).getAttribute('href'),
    ).resolves.toBe('/rules/coalition');
    // The diagrams still follow sections 2 and 3: the nine pieces by their German names, the array.
    const afterHeading = (n: string) =>
      article.locator('h2', { hasText: new RegExp(`^${n}\\. `) }).locator('xpath=following-sibling::*[1]');
    await expect(afterHeading('2').getAttribute('data-testid')).resolves.toBe('piece-legend');
    await expect(afterHeading('3').getAttribute('data-testid')).resolves.toBe('diagram-coalition');
    const legend = page.getByTestId('piece-legend');
    await expect(legend.locator('li').count()).resolves.toBe(9);
    await expect(legend.locator('svg').count()).resolves.toBe(36);
    await legend.getByText('Ingenieur', { exact: true }).waitFor();
    const diagram = page.getByTestId('diagram-coalition');
    await expect(diagram.locator('[data-square="e1"]').getAttribute('data-piece')).resolves.toBe('king');
    await expect(diagram.locator('[data-square="f10"]').getAttribute('data-color')).resolves.toBe('black');
    // The note says it is a translation, and its link opens the English text; the dashboard stays German.
    const note = page.getByTestId('rules-note');
    await note.getByText('Dies ist eine Übersetzung aus dem Englischen.').waitFor();
    await page.getByTestId('rules-language').getByText('Englisches Original').waitFor();
    await screenshot(page, 'rules-coalition-full-de.png');
    await note.getByRole('link', { name: 'englische Original' }).click();
    await page.waitForURL(`${suite.dash.url}/rules/coalition/full?lang=en`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(article.locator('h1').textContent()).resolves.toBe(
      'Coalition Chess (Koalitionsschach) — the rules this project implements',
    );
    await expect(article.getAttribute('lang')).resolves.toBe('en');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('de');
    await uiRules.waitFor();
    await expect(page.getByTestId('piece-legend').locator('li').count()).resolves.toBe(9);
    await expect(page.getByTestId('rules-note').count()).resolves.toBe(0);

    // ?lang=en on the other variant: English text, German dashboard, the German text one click away.
    await gotoReady(page, `${suite.dash.url}/rules/007/full?lang=en`);
    await expect(article.locator('h1').textContent()).resolves.toBe('007 Chess — the rules this project implements');
    await expect(article.getAttribute('lang')).resolves.toBe('en');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('de');
    await uiRules.waitFor();
    await expect(page.locator('header.top button[aria-pressed="true"]').textContent()).resolves.toBe('DE');
    await expect(afterHeading('1').getAttribute('data-testid')).resolves.toBe('diagram-007');
    await expect(
      variants.getByRole('link', { name: 'Koalitionsschach', exact: true }).getAttribute('href'),
    ).resolves.toBe('/rules/coalition/full?lang=en');
    await page.getByTestId('rules-language').getByText('Deutsche Übersetzung').click();
    await page.waitForURL(`${suite.dash.url}/rules/007/full?lang=de`);
    await expect(article.locator('h1').textContent()).resolves.toBe(
      '007-Schach — die Regeln, die dieses Projekt umsetzt',
    );
    await expect(afterHeading('1').getAttribute('data-testid')).resolves.toBe('diagram-007');
    await page.getByTestId('rules-note').getByRole('link', { name: 'englische Original' }).waitFor();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
