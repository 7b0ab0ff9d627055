import type { BrowserContext } from 'playwright-core';
import { describeInBrowser } from './support/browser-suite';
import { gotoReady, signedInUser, testUser, watchErrors } from './support/users';

jest.setTimeout(300_000);

describeInBrowser('the next game where it is my move', (suite) => {
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
  });

  it('goes there by the link or the key n, but not while typing in a field', async () => {
    const errors: string[] = [];
    const url = suite.dash.url;
    const ann = await suite.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const bob = await suite.browser.newContext();
    contexts.push(ann, bob);
    await signedInUser(ann, url, testUser('ann'), 'Ann Next');
    await signedInUser(bob, url, testUser('bob'), 'Bob Next');
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const created = await ann.request.post(`${url}/api/games`, {
        data: { variant: '007', seats: [{ seat: 'white', me: true }] },
      });
      expect(created.status()).toBe(201);
      const id = ((await created.json()) as { id: string }).id;
      expect((await bob.request.post(`${url}/api/games/${id}/seats/black/join`)).status()).toBe(200);
      ids.push(id);
    }
    const [first, second] = ids;
    const page = await ann.newPage();
    watchErrors(page, errors);
    await gotoReady(page, `${url}/games/${first}`);
    const link = page.locator(`[data-testid=next-game][href="/games/${second}"]`);
    await link.waitFor();
    await expect(link.getAttribute('aria-keyshortcuts')).resolves.toBe('n');

    // Typing an n in a text field types it.
    const field = page.locator('textarea:visible, input[type=text]:visible').first();
    await field.click();
    await page.keyboard.press('n');
    await new Promise((r) => setTimeout(r, 500));
    expect(page.url()).toBe(`${url}/games/${first}`);
    await expect(field.inputValue()).resolves.toContain('n');
    await field.fill('');

    // Elsewhere the key goes to the next game; and from there back by the link.
    await page.locator('h1').first().click();
    await page.keyboard.press('n');
    await page.waitForURL(`${url}/games/${second}`);
    await page.locator(`[data-testid=next-game][href="/games/${first}"]`).click();
    await page.waitForURL(`${url}/games/${first}`);

    // Once the other game is no longer my move, there is no next game to go to.
    const other = (await (await ann.request.get(`${url}/api/games/${second}`)).json()) as { version: number };
    const sent = await ann.request.post(`${url}/api/games/${second}/turns`, {
      data: { moves: ['e2e4', 'e7e5', 'g1f3'], expectedVersion: other.version },
    });
    expect(sent.status()).toBe(201);
    await gotoReady(page, `${url}/games/${first}`);
    await page.getByTestId('turn-status').waitFor();
    await new Promise((r) => setTimeout(r, 1000));
    await expect(page.getByTestId('next-game').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });
});
