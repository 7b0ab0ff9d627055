import { describeInBrowser } from './support/browser-suite';
import { screenshot } from './support/screenshot';
import { gotoReady, signedInUser, testUser, watchErrors } from './support/users';

jest.setTimeout(180_000);

describeInBrowser('tournaments in the browser', (suite) => {
  it('lists a club’s event, enters it in one click on a phone, and shows standings and the crosstable', async () => {
    const owner = testUser('own');
    const ann = testUser('ann');
    const ownerContext = await suite.browser.newContext();
    const annContext = await suite.browser.newContext({ viewport: { width: 375, height: 812 } });
    await signedInUser(ownerContext, suite.dash.url, owner, 'Olga Owner');
    await signedInUser(annContext, suite.dash.url, ann, 'Ann Entrant');
    const call = async (ctx: typeof ownerContext, method: 'post' | 'get', route: string, data?: unknown) => {
      const res = await ctx.request[method](`${suite.dash.url}/api${route}`, data === undefined ? {} : { data });
      if (res.status() >= 300) throw new Error(`${method} ${route}: ${res.status()} ${await res.text()}`);
      const text = await res.text();
      return text ? JSON.parse(text) : undefined;
    };
    const club = await call(ownerContext, 'post', '/clubs', { name: 'Turnierklub', visibility: 'public' });
    await call(annContext, 'post', `/clubs/${club.id}/join`);
    const event = await call(ownerContext, 'post', `/clubs/${club.id}/tournaments`, {
      name: 'Winter Round Robin',
      variant: '007',
      format: 'round-robin',
      minEntrants: 2,
    });
    await call(ownerContext, 'post', `/tournaments/${event.id}/entries`, {});

    const page = await annContext.newPage();
    const errors: string[] = [];
    watchErrors(page, errors);
    await gotoReady(page, `${suite.dash.url}/clubs/${club.id}`);
    await page
      .getByTestId('tournaments')
      .getByRole('link', { name: /Winter Round Robin/ })
      .click();
    await page.getByTestId('enter').click();
    await page.getByTestId('withdraw').waitFor();
    expect((await call(annContext, 'get', `/tournaments/${event.id}`)).yourEntry).toBe('entered');

    await call(ownerContext, 'post', `/tournaments/${event.id}/start`);
    const [game] = (await call(ownerContext, 'get', `/tournaments/${event.id}/rounds/1`)).games;
    const state = await call(annContext, 'get', `/games/${game.gameId}`);
    const mine = game.seats.find((s: { player: { username: string } }) => s.player.username === ann.username).seat;
    await call(annContext, 'post', `/games/${game.gameId}/actions`, {
      type: 'resign',
      seat: mine,
      expectedVersion: state.version,
    });
    await page.reload();
    await page.getByTestId('standing-row').nth(1).waitFor();
    const rows = await page.getByTestId('standing-row').allInnerTexts();
    expect(rows[0]).toContain('Olga Owner');
    expect(rows[0]).toContain('1');
    await page.getByTestId('tournament-crosstable').waitFor();
    expect(await page.getByTestId('cross-row').count()).toBe(2);
    expect(await page.getByTestId('round-game').count()).toBe(1);
    await screenshot(page, 'tournament-phone.png');
    // The rules in the reader's language, composed from the event's settings.
    const rules = page.getByTestId('tournament-rules');
    expect(await rules.innerText()).toContain('Points: win 1, draw 0.5, loss 0.');
    await annContext.addCookies([{ name: 'entente_lang', value: 'de', url: suite.dash.url }]);
    await page.reload();
    await page.getByTestId('standing-row').nth(1).waitFor();
    const german = await rules.innerText();
    expect(german).toContain('Punkte: Sieg 1, Remis 0,5, Niederlage 0.');
    expect(german).toContain('kampflos verloren');
    expect(german).not.toContain('Points:');
    expect(errors).toEqual([]);
  });
});
