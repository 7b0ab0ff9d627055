import type { BrowserContext, Page } from 'playwright-core';
import { describeInBrowser } from './support/browser-suite';
import { screenshot } from './support/screenshot';
import { gotoReady, watchErrors } from './support/users';

jest.setTimeout(240_000);

/** How far the page is wider than the window: 0 when a phone need not pan sideways. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** the rules for players — an index of both games, a guide to each, the full text a link away. */
describeInBrowser('the rules for players', (suite) => {
  const contextIn = async (lang: 'en' | 'de', viewport = { width: 1366, height: 900 }): Promise<BrowserContext> => {
    const context = await suite.browser.newContext({ viewport });
    await context.addCookies([{ name: 'entente_lang', value: lang, url: suite.dash.url }]);
    return context;
  };

  it("the header's Rules opens an index of both games; each guide shows the board's pieces and links the full text", async () => {
    const context = await contextIn('en');
    const page = await context.newPage();
    const errors: string[] = [];
    watchErrors(page, errors);
    await gotoReady(page, `${suite.dash.url}/`);
    await page.locator('header.top nav').getByRole('link', { name: 'Rules', exact: true }).click();
    await page.waitForURL(`${suite.dash.url}/rules`);
    const index = page.getByTestId('rules-index');
    await expect(
      index.locator('[data-variant]').evaluateAll((s) => s.map((e) => e.getAttribute('data-variant'))),
    ).resolves.toEqual(['coalition', '007']);
    await expect(index.getByTestId('mini-board').count()).resolves.toBe(2);
    await screenshot(page, 'rules-index-1366.png');

    await index.getByRole('link', { name: 'How to play Coalition Chess' }).click();
    await page.waitForURL(`${suite.dash.url}/rules/coalition`);
    const guide = page.getByTestId('rules-guide');
    await expect(guide.locator('h1').textContent()).resolves.toBe('Coalition Chess — how to play');
    const headings = await guide.locator('h2').allTextContents();
    expect(headings).toEqual(
      expect.arrayContaining([
        'The pieces',
        'Setting up',
        'How a turn goes',
        'The alliance rounds',
        'Check',
        'How the game ends',
      ]),
    );
    // The piece table: the nine pieces, each drawn with the board's glyph in the colours that have it.
    const rows = guide.locator('table tbody tr');
    await expect(rows.count()).resolves.toBe(9);
    await expect(rows.nth(0).locator('[data-piece=king] svg').count()).resolves.toBe(2);
    await expect(rows.nth(7).locator('[data-piece=submarine]').textContent()).resolves.toBe('submarine');
    // The set-up diagram is the engine's default array.
    await expect(
      guide.getByTestId('diagram-coalition').locator('[data-square="e1"]').getAttribute('data-piece'),
    ).resolves.toBe('king');
    // Options in words, the fine points as plain rules, nothing of the specification's apparatus.
    await guide.getByText('Playing order: Yellow, Green, Black, Red', { exact: true }).waitFor();
    const text = await guide.innerText();
    expect(text).toContain('a move that checks both kings forms no coalition by check');
    expect(text).not.toMatch(/\[decision\]|seeds|this project|smallPowerCoalition|\.md\b/);
    await screenshot(page, 'rules-guide-coalition-1366.png');

    await guide.getByTestId('rules-full-text').first().click();
    await page.waitForURL(`${suite.dash.url}/rules/coalition/full`);
    await expect(page.locator('article.rules-doc h1').textContent()).resolves.toMatch(
      /^Coalition Chess \(Koalitionsschach\)/,
    );

    await gotoReady(page, `${suite.dash.url}/rules/007`);
    await expect(guide.locator('h1').textContent()).resolves.toBe('007 Chess — how to play');
    await expect(guide.locator('h3').allTextContents()).resolves.toEqual([
      'Détente',
      'Balanced 007',
      'Fast 007',
      'Progressive 007',
    ]);
    await expect(guide.locator('[data-piece=knight] svg').count()).resolves.toBe(2);
    await expect(
      guide.getByTestId('diagram-007').locator('[data-square="e1"]').getAttribute('data-piece'),
    ).resolves.toBe('king');
    await screenshot(page, 'rules-guide-007-1366.png');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('speaks German to a German dashboard', async () => {
    const context = await contextIn('de');
    const page = await context.newPage();
    const errors: string[] = [];
    watchErrors(page, errors);
    const guide = page.getByTestId('rules-guide');
    await gotoReady(page, `${suite.dash.url}/rules/coalition`);
    await expect(guide.getAttribute('lang')).resolves.toBe('de');
    await expect(guide.locator('h1').textContent()).resolves.toBe('Koalitionsschach — so wird gespielt');
    await guide.getByRole('heading', { name: 'Die Bündnisrunden' }).waitFor();
    await expect(guide.locator('table tbody tr').nth(5).locator('[data-piece]').textContent()).resolves.toBe(
      'Maschinengewehr',
    );
    await guide.getByText('Parade eines Schachs: im eigenen Zug', { exact: true }).waitFor();
    await expect(guide.getByTestId('rules-full-text').first().textContent()).resolves.toBe(
      'Der vollständige Regeltext',
    );
    await gotoReady(page, `${suite.dash.url}/rules/007`);
    await expect(guide.locator('h1').textContent()).resolves.toBe('007-Schach — so wird gespielt');
    await expect(guide.locator('h3').allTextContents()).resolves.toEqual([
      'Détente',
      'Ausgeglichenes 007',
      'Schnelles 007',
      'Fortschritts-007',
    ]);
    await screenshot(page, 'rules-guide-007-de-1366.png');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('every rules page fits a 375 px phone without sideways panning, in both languages', async () => {
    const wide: string[] = [];
    for (const lang of ['en', 'de'] as const) {
      const context = await contextIn(lang, { width: 375, height: 812 });
      const page = await context.newPage();
      for (const path of ['/rules', '/rules/coalition', '/rules/007', '/rules/coalition/full', '/rules/007/full']) {
        await gotoReady(page, `${suite.dash.url}${path}`);
        const by = await overflow(page);
        if (by > 0) wide.push(`${path} (${lang}) is ${by}px too wide`);
        await screenshot(
          page,
          `rules${path.replace(/\/rules|\//g, (m) => (m === '/rules' ? '' : '-'))}-${lang}-375.png`,
        );
      }
      await context.close();
    }
    expect(wide).toEqual([]);
  });
});
