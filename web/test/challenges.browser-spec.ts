import type { BrowserContext } from 'playwright-core';
import { describeInBrowser } from './support/browser-suite';
import { openPlayer } from './support/players';
import { screenshot } from './support/screenshot';
import { gotoReady } from './support/users';

jest.setTimeout(240_000);

/**
 * Challenges in the dashboard, two people in two browsers: one challenges the other from the
 * profile page; the other sees the count in the navigation and the notice, accepts on the
 * challenges page and lands in the game; the challenger finds the game from its own list.
 */
describeInBrowser('challenges', (suite) => {
  const errors: string[] = [];
  const contexts: BrowserContext[] = [];
  afterEach(() => {
    expect(errors.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
  });

  it('challenges from a profile; the challenged accepts and both land in the game', async () => {
    const ann = await openPlayer(suite, 'ann', errors, contexts);
    const bob = await openPlayer(suite, 'bob', errors, contexts);

    await gotoReady(ann.page, `${suite.dash.url}/players/${bob.user.username}`);
    await ann.page.getByTestId('challenge-button').click();
    await ann.page.getByRole('checkbox', { name: 'Détente' }).check();
    await ann.page.getByRole('button', { name: 'Send the challenge' }).click();
    await ann.page.getByTestId('challenge-sent').waitFor();

    // Bob, in German: the count in the navigation, the notice, the challenge with its rules.
    await bob.context.addCookies([{ name: 'entente_lang', value: 'de', url: suite.dash.url }]);
    await gotoReady(bob.page, `${suite.dash.url}/notifications`);
    await bob.page
      .locator('[data-kind=challenge]')
      .getByRole('link', { name: `${ann.user.username} fordert dich zu einer Partie 007-Schach heraus, als Schwarz.` })
      .waitFor();
    const nav = bob.page.getByTestId('nav-challenges');
    await nav.getByText('1 offene Herausforderung an dich').waitFor();
    await nav.click();
    await bob.page.waitForURL(/\/challenges$/);
    const row = bob.page.getByTestId('challenges-in').getByTestId('challenge').first();
    await row.getByText('Détente').waitFor();
    await screenshot(bob.page, 'challenges-incoming-de.png');
    await row.getByRole('button', { name: 'Annehmen' }).click();
    await bob.page.waitForURL(/\/games\/[0-9a-f-]{36}$/);
    const gameUrl = bob.page.url();

    // Ann's list shows it accepted, with the way to the game.
    await gotoReady(ann.page, `${suite.dash.url}/challenges`);
    const mine = ann.page.getByTestId('challenges-out').getByTestId('challenge').first();
    await mine.getByText('accepted').waitFor();
    await mine.getByRole('link', { name: 'Go to the game' }).click();
    await ann.page.waitForURL(gameUrl);
    await ann.page.getByTestId('seats').waitFor();
  });

  it('declines with a reason, withdraws, and greys what closed; on a phone', async () => {
    const cid = await openPlayer(suite, 'cid', errors, contexts);
    const dee = await openPlayer(suite, 'dee', errors, contexts);
    const made = async (variant: string) => {
      const res = await cid.context.request.post(`${suite.dash.url}/api/challenges`, {
        data: { to: dee.user.username, variant },
      });
      expect(res.status()).toBe(201);
    };
    await made('007');
    await made('coalition');
    await dee.page.setViewportSize({ width: 375, height: 812 });
    await gotoReady(dee.page, `${suite.dash.url}/challenges`);
    const rows = dee.page.getByTestId('challenges-in').getByTestId('challenge');
    await rows.nth(1).waitFor();
    // The newest (Coalition) first: decline it with a reason.
    await rows.first().getByRole('button', { name: 'Decline' }).click();
    await rows.first().getByLabel('Reason (optional)').fill('Not this week');
    await rows.first().getByRole('button', { name: 'Decline the challenge' }).click();
    await dee.page
      .locator('[data-testid=challenge][data-status=declined]')
      .getByText('Reason: Not this week')
      .waitFor();

    await gotoReady(cid.page, `${suite.dash.url}/challenges`);
    const mine = cid.page.getByTestId('challenges-out').getByTestId('challenge');
    await mine.nth(1).waitFor();
    await cid.page
      .locator('[data-testid=challenge][data-status=pending]')
      .getByRole('button', { name: 'Withdraw' })
      .click();
    await cid.page.locator('[data-testid=challenge][data-status=withdrawn]').waitFor();
    await expect(cid.page.locator('[data-testid=challenge][data-status=pending]').count()).resolves.toBe(0);
    await screenshot(dee.page, 'challenges-phone.png');
  });
});
