import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { ARTIFACTS_DIR } from './support/browser';
import { describeInBrowser } from './support/browser-suite';
import { edgeContrast, type EdgeContrast } from './support/glyph-contrast';
import { screenshot } from './support/screenshot';
import { gotoReady, signedInUser, testUser, watchErrors } from './support/users';

jest.setTimeout(300_000);

/**
 * Every piece of the starting positions stands out from its square, on the board players play
 * on: the edge of each glyph keeps a colour of at least 3:1 WCAG contrast against the square it
 * stands on (light, dark, and the set-up phase's tinted areas). A review found Black's artillery
 * and machine guns drawn with light strokes that vanished on light squares (c10, g10, c9, g9).
 */
describeInBrowser('piece glyphs against their squares', (suite) => {
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const c of contexts) await c.close();
  });

  it('every piece of both starting arrays, and of the set-up areas, keeps 3:1 along its outline', async () => {
    const errors: string[] = [];
    const [ann, ben] = [testUser('ann'), testUser('ben')];
    const annContext = await suite.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const benContext = await suite.browser.newContext();
    contexts.push(annContext, benContext);
    await signedInUser(annContext, suite.dash.url, ann, 'Ann');
    await signedInUser(benContext, suite.dash.url, ben, 'Ben');
    const create = async (variant: string, seats: string[], options: Record<string, unknown>, join: string[]) => {
      const res = await annContext.request.post(`${suite.dash.url}/api/games`, {
        data: { variant, options, seats: seats.map((seat) => ({ seat, me: true })) },
      });
      expect(res.status()).toBe(201);
      const id = ((await res.json()) as { id: string }).id;
      for (const seat of join) {
        const joined = await benContext.request.post(`${suite.dash.url}/api/games/${id}/seats/${seat}/join`);
        expect(joined.status()).toBe(200);
      }
      return id;
    };
    // Ann holds Yellow and Green, Ben Black and Red (strawmen, coalition.md §9).
    const coalition = await create('coalition', ['yellow', 'green'], { setupPhase: false }, ['black', 'red']);
    const setup = await create('coalition', ['yellow', 'green'], { setupPhase: true }, ['black', 'red']);
    const chess = await create('007', ['white'], {}, ['black']);

    const page = await annContext.newPage();
    watchErrors(page, errors);
    const results: (EdgeContrast & { board: string })[] = [];
    const measureAll = async (p: Page, name: string, boardSelector: string) => {
      const squares = await p
        .locator(`${boardSelector} [data-square][data-piece]`)
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-square')!));
      expect(squares.length).toBeGreaterThan(20);
      for (const square of squares) results.push({ board: name, ...(await edgeContrast(p, boardSelector, square)) });
    };

    await gotoReady(page, `${suite.dash.url}/games/${coalition}`);
    await page.locator('[data-testid=board][data-ready]').waitFor();
    await screenshot(page, 'glyphs-coalition-start.png');
    await measureAll(page, 'coalition start', '[data-testid=board]');

    await gotoReady(page, `${suite.dash.url}/games/${setup}`);
    await page.locator('[data-testid=setup-editor] [data-testid=board][data-ready]').waitFor();
    await screenshot(page, 'glyphs-coalition-setup.png');
    await measureAll(page, 'coalition set-up', '[data-testid=setup-editor] [data-testid=board]');

    await gotoReady(page, `${suite.dash.url}/games/${chess}`);
    await page.locator('[data-testid=board][data-ready]').waitFor();
    await measureAll(page, '007 start', '[data-testid=board]');

    writeFileSync(path.join(ARTIFACTS_DIR, 'glyph-contrast.json'), JSON.stringify(results, null, 1));
    const weakest = [...results].sort((a, b) => a.weakest - b.weakest).slice(0, 8);
    console.log(
      'weakest piece edges (5th percentile of the best contrast within an outline’s width):\n' +
        weakest
          .map((r) => `${r.board} ${r.square} ${r.color} ${r.piece} on ${r.background}: ${r.weakest}:1, lost ${r.lost}`)
          .join('\n'),
    );
    // Black's artillery on c10 and g10 and machine guns on c9 and g9 stand on light squares.
    for (const square of ['c10', 'g10', 'c9', 'g9'])
      expect(results.find((r) => r.board === 'coalition start' && r.square === square)?.color).toBe('black');
    expect(results.filter((r) => r.weakest < 3).map((r) => `${r.board} ${r.square} ${r.color} ${r.piece}`)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
