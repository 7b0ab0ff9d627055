import { describeInBrowser } from './support/browser-suite';
import { type BrowserPlayer, openPlayer } from './support/players';
import { gotoReady } from './support/users';
import type { BrowserContext } from 'playwright-core';

jest.setTimeout(300_000);

type Json = Record<string, any>;

/**
 * Ratings and reliability in the dashboard, from Coalition Chess games played to their end
 * through the API: the player page shows the ratings per role, their graphs and the reliability;
 * the leaderboard lists the players with five rated games, per role, on a desktop and a phone.
 */
describeInBrowser('ratings', (suite) => {
  const errors: string[] = [];
  const contexts: BrowserContext[] = [];
  afterEach(() => {
    expect(errors.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
  });

  const call = async (who: BrowserPlayer, method: 'GET' | 'POST', route: string, data?: unknown): Promise<Json> => {
    const url = `${suite.dash.url}/api${route}`;
    const res = method === 'GET' ? await who.context.request.get(url) : await who.context.request.post(url, { data });
    if (!res.ok()) throw new Error(`${method} ${route}: ${res.status()} ${await res.text()}`);
    return (await res.json()) as Json;
  };

  /** Yellow and Green against Black and Red; Yellow resigns: Black and Red win. */
  const blackWins = async (p: Record<'yellow' | 'black' | 'green' | 'red', BrowserPlayer>): Promise<void> => {
    const game = await call(p.yellow, 'POST', '/games', {
      variant: 'coalition',
      options: { setupPhase: false },
      seats: [{ seat: 'yellow', me: true }],
    });
    for (const seat of ['black', 'green', 'red'] as const)
      await call(p[seat], 'POST', `/games/${game.id}/seats/${seat}/join`, {});
    const steps: [keyof typeof p, Json][] = [
      ['yellow', { move: 'c1a1' }],
      ['black', { move: 'c10a10' }],
      ['green', { type: 'declare', ally: 'yellow' }],
      ['green', { move: 'i4g4' }],
      ['red', { type: 'declare', ally: 'black' }],
      ['red', { move: 'a5a7' }],
      ['yellow', { type: 'resign' }],
    ];
    let version = (await call(p.yellow, 'GET', `/games/${game.id}`)).version as number;
    for (const [seat, step] of steps) {
      const route = 'move' in step ? `/games/${game.id}/moves` : `/games/${game.id}/actions`;
      version = (await call(p[seat], 'POST', route, { ...step, seat, expectedVersion: version })).version as number;
    }
  };

  it('shows a player’s ratings, graphs and reliability, and the leaderboard per role, also on a phone', async () => {
    const [ann, bob, cy, dee] = await Promise.all(
      ['ann', 'bob', 'cy', 'dee'].map((n) => openPlayer(suite, n, errors, contexts)),
    );
    for (let i = 0; i < 5; i++) await blackWins({ yellow: ann, black: bob, green: cy, red: dee });

    // Bob's page: three tracks (he played only great powers), a graph of two, and his reliability.
    await gotoReady(ann.page, `${suite.dash.url}/players/${bob.user.username}`);
    const ratings = ann.page.getByTestId('coalition-rating');
    await ratings.getByTestId('rating-graph-all').waitFor();
    await ratings.getByTestId('rating-graph-great').waitFor();
    await expect(ratings.getByTestId('rating-graph-small').count()).resolves.toBe(0);
    const rows = await ratings.locator('tbody tr').allInnerTexts();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatch(/every seat\s+\d+\.\d\s+games: 5/i);
    expect(rows[2]).toMatch(/small power\s+—/i);
    await expect(ann.page.getByTestId('reliability').innerText()).resolves.toContain('100 %');

    // The leaderboard: the four of them, winners first; the small powers' board, Dee above Cy.
    await gotoReady(ann.page, `${suite.dash.url}/ratings`);
    const board = ann.page.getByTestId('board-row');
    await board.nth(3).waitFor();
    const order = await board.evaluateAll((els) => els.map((e) => e.getAttribute('data-user')));
    expect(order.slice(0, 2).sort()).toEqual([bob.user.username, dee.user.username].sort());
    expect(order.slice(2).sort()).toEqual([ann.user.username, cy.user.username].sort());
    await ann.page.getByTestId('board-role').selectOption('small');
    await ann.page.waitForFunction(() => document.querySelectorAll('[data-testid=board-row]').length === 2);
    await expect(board.evaluateAll((els) => els.map((e) => e.getAttribute('data-user')))).resolves.toEqual([
      dee.user.username,
      cy.user.username,
    ]);

    // On a phone the board fits the width: no sideways scrolling.
    await ann.page.setViewportSize({ width: 375, height: 812 });
    await ann.page.getByTestId('board-variant').selectOption('007');
    await ann.page.getByTestId('leaderboard').getByText('Nobody has five rated games here yet.').waitFor();
    await ann.page.getByTestId('board-variant').selectOption('coalition');
    await board.nth(1).waitFor();
    const wide = await ann.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(wide).toBeLessThanOrEqual(0);
  });
});
