import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { describeInBrowser } from './support/browser-suite';
import { screenshot } from './support/screenshot';
import { gotoReady, signedInUser, testUser } from './support/users';

jest.setTimeout(300_000);

const hrefs = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));

/**
 * The header on a phone is one row (brand, bell, menu) whose menu reaches every page the wide
 * header links to, by keyboard too; on a desktop it is as before. A player's results read newest first.
 */
describeInBrowser('the header on a phone; results by date', (suite) => {
  it('is one row at 375×812 with a menu that reaches every page; unchanged at 1366×900', async () => {
    const user = testUser('phone');
    const desktop = await suite.browser.newContext({ viewport: { width: 1366, height: 900 } });
    await signedInUser(desktop, suite.dash.url, user, 'Pat Phone');
    const wide = await desktop.newPage();
    await gotoReady(wide, `${suite.dash.url}/`);
    await wide.getByTestId('notification-bell').waitFor();
    const wideHeader = (await wide.locator('header.top').boundingBox())!;
    expect(wideHeader.height).toBeLessThanOrEqual(64);
    await expect(wide.getByTestId('menu-button').isVisible()).resolves.toBe(false);
    await expect(wide.getByTestId('me').isVisible()).resolves.toBe(true);
    await expect(wide.getByRole('banner').getByRole('button', { name: 'Sign out' }).isVisible()).resolves.toBe(true);
    const reached = await hrefs(wide, 'header.top a:visible');
    expect(reached).toEqual(expect.arrayContaining(['/', '/lobby', '/games/new', '/rules', '/settings']));

    const phone = await suite.browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
    await phone.addCookies(await desktop.cookies());
    const page = await phone.newPage();
    await gotoReady(page, `${suite.dash.url}/`);
    await page.getByTestId('notification-bell').waitFor();
    const header = (await page.locator('header.top').boundingBox())!;
    expect(header.height).toBeLessThanOrEqual(64);
    await expect(page.locator('header.top nav.main-nav').isVisible()).resolves.toBe(false);
    await screenshot(page, 'phone-header-closed.png');
    expect(await seriousViolations(page)).toEqual([]);

    // By keyboard: the button opens the menu and focus moves into it; Escape closes it and
    // returns focus to the button.
    const button = page.getByTestId('menu-button');
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByTestId('phone-menu');
    await menu.waitFor();
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(page.evaluate(() => !!document.activeElement?.closest('#phone-menu'))).resolves.toBe(true);
    // The menu and the row (the bell) together link to every page the wide header does.
    expect(await hrefs(page, 'header.top a:visible')).toEqual(expect.arrayContaining(reached));
    await expect(menu.getByRole('button', { name: 'Sign out' }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'phone-header-open.png');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).resolves.toBe('menu-button');

    // A link followed closes the menu on the page it leads to.
    await button.click();
    await menu.getByRole('link', { name: 'Lobby' }).click();
    await page.waitForURL(`${suite.dash.url}/lobby`);
    await menu.waitFor({ state: 'detached' });
    expect((await page.locator('header.top').boundingBox())!.height).toBeLessThanOrEqual(64);
    await desktop.close();
    await phone.close();
  });

  it('lists a player’s results newest first with the date they ended', async () => {
    const ann = testUser('ann');
    const ben = testUser('ben');
    const annContext = await suite.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const benContext = await suite.browser.newContext();
    await signedInUser(annContext, suite.dash.url, ann, 'Ann Ended');
    await signedInUser(benContext, suite.dash.url, ben, 'Ben Ended');
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await annContext.request.post(`${suite.dash.url}/api/games`, {
        data: { variant: '007', seats: [{ seat: 'white', me: true }] },
      });
      const { id } = (await res.json()) as { id: string };
      expect((await benContext.request.post(`${suite.dash.url}/api/games/${id}/seats/black/join`)).status()).toBe(200);
      ids.push(id);
    }
    // The second game ends first.
    for (const id of [ids[1], ids[0]]) {
      const game = (await (await annContext.request.get(`${suite.dash.url}/api/games/${id}`)).json()) as {
        version: number;
      };
      const res = await annContext.request.post(`${suite.dash.url}/api/games/${id}/actions`, {
        data: { type: 'resign', expectedVersion: game.version },
      });
      expect(res.status()).toBe(201);
    }
    const page = await annContext.newPage();
    await gotoReady(page, `${suite.dash.url}/players/${ann.username}`);
    const table = page.getByTestId('results');
    await table.locator('tbody tr').nth(1).waitFor();
    await expect(table.locator('thead th').last().textContent()).resolves.toBe('Ended (newest first)');
    const links = await table
      .locator('tbody tr td:last-child a')
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname));
    expect(links).toEqual([`/games/${ids[0]}`, `/games/${ids[1]}`]);
    await expect(table.locator('tbody tr td:last-child time').first().getAttribute('datetime')).resolves.toMatch(
      /^\d{4}-/,
    );
    await annContext.close();
    await benContext.close();
  });
});
