import { describeInBrowser } from './support/browser-suite';
import { screenshot } from './support/screenshot';
import { gotoReady, signedInUser, testUser, watchErrors } from './support/users';

jest.setTimeout(180_000);

describeInBrowser('a club admin runs a tournament from the dashboard', (suite) => {
  it('creates an event, enters, adds members, changes it, starts it and shows its round', async () => {
    const owner = testUser('tao');
    const ann = testUser('tan');
    const ben = testUser('tbe');
    const ownerContext = await suite.browser.newContext();
    const annContext = await suite.browser.newContext({ viewport: { width: 375, height: 812 } });
    const benContext = await suite.browser.newContext();
    await signedInUser(ownerContext, suite.dash.url, owner, 'Tara Admin');
    await signedInUser(annContext, suite.dash.url, ann, 'Ann Member');
    await signedInUser(benContext, suite.dash.url, ben, 'Ben Member');
    const call = async (ctx: typeof ownerContext, method: 'post' | 'get', route: string, data?: unknown) => {
      const res = await ctx.request[method](`${suite.dash.url}/api${route}`, data === undefined ? {} : { data });
      if (res.status() >= 300) throw new Error(`${method} ${route}: ${res.status()} ${await res.text()}`);
      const text = await res.text();
      return text ? JSON.parse(text) : undefined;
    };
    const club = await call(ownerContext, 'post', '/clubs', { name: 'Adminklub', visibility: 'public' });
    await call(annContext, 'post', `/clubs/${club.id}/join`);
    await call(benContext, 'post', `/clubs/${club.id}/join`);
    // Ben's account is a bot: he enters only once the admin allows bots.
    await call(benContext, 'post', '/me/bot');

    const page = await ownerContext.newPage();
    const errors: string[] = [];
    watchErrors(page, errors);
    await gotoReady(page, `${suite.dash.url}/clubs/${club.id}`);
    const form = page.getByTestId('new-tournament');
    // Only the formats that fit the variant are offered.
    await form.locator('select[name=variant]').selectOption('coalition');
    expect(await form.locator('select[name=format] option').allInnerTexts()).toEqual(['Coalition rotation']);
    await form.getByTestId('abandoned-choice').waitFor();
    await form.locator('select[name=variant]').selectOption('007');
    expect(await form.locator('select[name=format] option').allInnerTexts()).toEqual(['Round robin', 'Swiss']);
    await form.locator('input[name=tournament-name]').fill('Spring Round Robin');
    await form.locator('select[name=admission]').selectOption('invitation');
    await form.locator('input[name=startsAt]').fill('2030-04-01T18:00');
    expect(await form.locator('input[name=allowBots]').isChecked()).toBe(false);
    await form.getByRole('button', { name: 'New tournament' }).click();
    await page.waitForURL(/\/tournaments\/[0-9a-f-]+$/);
    const id = page.url().split('/').pop() as string;
    const created = await call(ownerContext, 'get', `/tournaments/${id}`);
    expect(created).toMatchObject({
      variant: '007',
      format: 'round-robin',
      admission: 'invitation',
      minEntrants: 3,
      allowBots: false,
    });
    expect(new Date(created.startsAt).getTime()).toBe(new Date('2030-04-01T18:00').getTime());

    // The admin enters in one click and adds a member; the bot is refused while bots may not enter.
    await page.getByTestId('enter').click();
    await page.getByTestId('withdraw').waitFor();
    const admin = page.getByTestId('tournament-admin');
    const add = async (member: typeof ann) => {
      await admin.locator('input[name=member]').fill(member.username);
      await admin.getByTestId('add-member').click();
    };
    await add(ann);
    await page.getByTestId('tournament-rules').getByText('2 entrants').waitFor();
    await add(ben);
    await admin.locator('[data-testid=problem][data-code=BOTS_NOT_ALLOWED]').waitFor();

    // Before the start: the name changes and bots are allowed; variant and format stay.
    await admin.getByTestId('change').click();
    const change = admin.getByTestId('change-tournament');
    await change.locator('input[name=tournament-name]').fill('Spring Round Robin 2030');
    expect(await change.locator('input[name=allowBots]').isChecked()).toBe(false);
    await change.getByLabel('Allow bots (accounts a program plays) to enter').check();
    await admin.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Spring Round Robin 2030' }).waitFor();
    expect((await call(ownerContext, 'get', `/tournaments/${id}`)).allowBots).toBe(true);
    await add(ben);
    await page.getByTestId('tournament-rules').getByText('3 entrants').waitFor();

    await admin.getByTestId('start').click();
    // Three entrants: three rounds of one game each, all under way at once; each round its own pair.
    await page.getByTestId('round-game').first().waitFor();
    expect(await page.getByTestId('round-select').locator('option').count()).toBe(3);
    const seen = new Set<string>();
    for (const n of ['1', '2', '3']) {
      await page.getByTestId('round-select').selectOption(n);
      await page.waitForFunction(
        (before) => {
          const games = Array.from(document.querySelectorAll('[data-testid=round-game]'));
          return games.length === 1 && !before.includes((games[0] as HTMLElement).innerText);
        },
        [...seen],
      );
      seen.add(await page.getByTestId('round-game').innerText());
    }
    expect(seen.size).toBe(3);
    // The bot's standing is marked as a bot's, and only his.
    const standings = page.getByTestId('standing-row');
    await standings.filter({ hasText: 'Ben Member' }).getByTestId('bot-badge').waitFor();
    expect(await page.getByTestId('tournament-standings').getByTestId('bot-badge').count()).toBe(1);
    expect(await page.getByTestId('tournament-admin').count()).toBe(0);
    expect((await call(ownerContext, 'get', `/tournaments/${id}`)).state).toBe('running');

    // A member on a phone, in German: entered by the admin, withdraws in one click.
    await annContext.addCookies([{ name: 'entente_lang', value: 'de', url: suite.dash.url }]);
    const phone = await annContext.newPage();
    watchErrors(phone, errors);
    await gotoReady(phone, `${suite.dash.url}/tournaments/${id}`);
    await phone.getByTestId('round-game').first().waitFor();
    await screenshot(phone, 'tournament-admin-phone.png');
    await phone.getByTestId('withdraw').click();
    await phone.getByTestId('withdraw').waitFor({ state: 'detached' });
    expect((await call(annContext, 'get', `/tournaments/${id}`)).yourEntry).toBe('withdrawn');
    // The one refusal the test asked for: the bot's entry before bots were allowed.
    expect(errors.filter((e) => !/status of 403 .*\/entries\)$/.test(e))).toEqual([]);
    expect(errors.filter((e) => /status of 403/.test(e))).toHaveLength(1);
  });
});
