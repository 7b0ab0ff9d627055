import type { BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { describeInBrowser } from './support/browser-suite';
import { invite007, openPlayer } from './support/players';
import { gotoReady } from './support/users';

jest.setTimeout(240_000);

const LAST_TURN = ['e2', 'e4', 'e5', 'e7', 'f3', 'g1'];

/** The game page's "Since your last visit": the items, a step through on the board, "mark as seen". */
describeInBrowser('since your last visit', (suite) => {
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const c of contexts) await c.close();
  });

  const highlighted = (page: Page) =>
    page
      .locator('[data-square]:has(rect[fill="var(--sq-last)"])')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-square')).sort());

  it('lists the opponent’s turn, steps through it on the board and is marked seen, on desktop and phone', async () => {
    const errors: string[] = [];
    const ann = await openPlayer(suite, 'ann', errors, contexts);
    const bob = await openPlayer(suite, 'bob', errors, contexts);
    const id = await invite007(suite, ann.context, bob.user);
    const accepted = await bob.context.request.post(`${suite.dash.url}/api/games/${id}/seats/black/accept`);
    expect(accepted.status()).toBe(200);
    const url = `${suite.dash.url}/games/${id}`;
    // Bob's first visit: nothing to show.
    const first = bob.page.waitForResponse((r) => r.url().includes('/since-last-visit'));
    await gotoReady(bob.page, url);
    await bob.page.locator('[data-testid=game-page]').waitFor();
    await first;
    expect(await bob.page.locator('[data-testid=since-last-visit]').count()).toBe(0);

    const { version } = (await accepted.json()) as { version: number };
    const sent = await ann.context.request.post(`${suite.dash.url}/api/games/${id}/turns`, {
      data: { moves: ['e2e4', 'e7e5', 'g1f3'], expectedVersion: version },
    });
    expect(sent.status()).toBe(201);

    for (const viewport of [
      { width: 1366, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await bob.page.setViewportSize(viewport);
      await gotoReady(bob.page, url);
      const panel = bob.page.locator('[data-testid=since-last-visit]');
      await panel.waitFor();
      expect(await panel.locator('h2').textContent()).toBe('Since your last visit');
      expect(await panel.locator('li[data-kind=move]').allTextContents()).toEqual([
        'Turn 1 · White: e4',
        'Turn 1 · White: e5',
        'Turn 1 · White: Nf3',
      ]);
      expect(await seriousViolations(bob.page)).toEqual([]);
      expect(await highlighted(bob.page)).toEqual(LAST_TURN); // the opponent's last turn, as always
      await panel.getByRole('button', { name: 'Step through' }).click();
      await bob.page.locator('[data-testid=since-position]', { hasText: '1 of 3' }).waitFor();
      expect(await highlighted(bob.page)).toEqual(['e2', 'e4']);
      await bob.page.getByTestId('since-next').click();
      await bob.page.locator('[data-testid=since-position]', { hasText: '2 of 3' }).waitFor();
      expect(await highlighted(bob.page)).toEqual(['e5', 'e7']);
      expect(await panel.locator('li[aria-current=step]').textContent()).toBe('Turn 1 · White: e5');
    }

    await bob.page.getByTestId('since-mark-seen').click();
    await bob.page.locator('[data-testid=since-last-visit]').waitFor({ state: 'detached' });
    expect(await highlighted(bob.page)).toEqual(LAST_TURN);
    // Kept on the server: another visit (any device) has nothing to show.
    const again = bob.page.waitForResponse((r) => r.url().includes('/since-last-visit'));
    await gotoReady(bob.page, url);
    await bob.page.locator('[data-testid=game-page]').waitFor();
    await again;
    expect(await bob.page.locator('[data-testid=since-last-visit]').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
