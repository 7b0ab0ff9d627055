import type { BrowserContext } from 'playwright-core';
import { describeInBrowser } from './support/browser-suite';
import { gotoReady, signUpInBrowser, testUser, watchErrors } from './support/users';

jest.setTimeout(240_000);

/** The one offer of push notifications: after the first game began on this device, never on load. */
describeInBrowser('the push prompt after the first game', (suite) => {
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
  });

  const practice = async (page: import('playwright-core').Page) => {
    await gotoReady(page, `${suite.dash.url}/`);
    await page.getByTestId('practice-level').selectOption('random');
    await page.getByTestId('practice-007').click();
    await page.waitForURL(/\/games\/[0-9a-f-]{36}$/);
    await page.locator('[data-testid=computer-black][data-level="random"]').waitFor();
  };

  it('is offered once the first game is created, not before, and "not now" is the last of it', async () => {
    const errors: string[] = [];
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    watchErrors(page, errors);
    await signUpInBrowser(page, suite.dash.url, testUser('prompt'), 'Prompt Player');

    // Pages load without it: home, settings, the lobby.
    for (const path of ['/', '/settings', '/lobby']) {
      await gotoReady(page, `${suite.dash.url}${path}`);
      await expect(page.getByTestId('push-prompt').count()).resolves.toBe(0);
    }
    await practice(page);
    const prompt = page.getByTestId('push-prompt');
    await prompt.getByText('Get told on this device when it is your move?').waitFor();
    await prompt.getByRole('button', { name: 'Not now' }).click();
    await prompt.waitFor({ state: 'detached' });
    // Answered: neither a reload nor the next game brings it back.
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await practice(page);
    await expect(page.getByTestId('push-prompt').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });

  it('turning on is the Settings flow: the browser asks, and a refusal is said in words (German, phone)', async () => {
    const errors: string[] = [];
    const context = await suite.browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
    contexts.push(context);
    await context.addCookies([{ name: 'entente_lang', value: 'de', url: suite.dash.url }]);
    const page = await context.newPage();
    watchErrors(page, errors);
    await signUpInBrowser(page, suite.dash.url, testUser('prompt-de'), 'Prompt Spieler');
    await practice(page);
    const prompt = page.getByTestId('push-prompt');
    await prompt.getByText('Auf diesem Gerät Bescheid bekommen, wenn du am Zug bist?').waitFor();
    // Headless chromium, with no permission granted, answers the permission prompt with "denied".
    await prompt.getByRole('button', { name: 'Benachrichtigungen einschalten' }).click();
    await prompt
      .getByText('Benachrichtigungen sind für Entente in diesem Browser blockiert', { exact: false })
      .waitFor();
    await prompt.getByRole('button', { name: 'OK' }).click();
    await prompt.waitFor({ state: 'detached' });
    await practice(page);
    await expect(page.getByTestId('push-prompt').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });
});
