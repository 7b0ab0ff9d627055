import type { BrowserContext, Page } from 'playwright-core';
import { describeInBrowser } from './support/browser-suite';
import { screenshot } from './support/screenshot';
import { gotoReady, signedInUser, testUser, watchErrors, type TestUser } from './support/users';

jest.setTimeout(240_000);

/**
 * What a person tripped over while playing: the computer's levels in words, the draw offer at the
 * top, names instead of seats and usernames, the lobby's press, grouped calls to move, the caught
 * mail's links, the e-mail language following the switch, the form's and the status's looks.
 */
describeInBrowser('playing without tripping', (suite) => {
  const errors: string[] = [];
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const c of contexts) await c.close();
  });

  const person = async (name: string, displayName: string): Promise<{ user: TestUser; page: Page }> => {
    const context = await suite.browser.newContext({ viewport: { width: 1366, height: 900 } });
    contexts.push(context);
    const user = testUser(name);
    await signedInUser(context, suite.dash.url, user, displayName);
    const page = await context.newPage();
    watchErrors(page, errors);
    return { user, page };
  };
  const api = async (page: Page, method: 'get' | 'post' | 'patch', path: string, data?: object) => {
    const res = await page.context().request[method](`${suite.dash.url}/api${path}`, data ? { data } : {});
    if (res.status() >= 300) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
    return res.json();
  };
  const query = (sql: string, params: unknown[]) => suite.dash.api.db.query(sql, params);

  it('practice: levels in words with the middle one first, no seat to offer, the dot kept with its words', async () => {
    const { page } = await person('solo', 'Solo Player');
    await gotoReady(page, `${suite.dash.url}/`);
    const level = page.getByTestId('practice-level');
    await expect(level.inputValue()).resolves.toBe('greedy');
    await expect(level.locator('option').allTextContents()).resolves.toEqual(['beginner', 'intermediate', 'strong']);
    await page.getByTestId('practice-level-help').getByText('a fair game for most players').waitFor();
    await level.selectOption('random');
    await page.getByTestId('practice-level-help').getByText('to learn the rules').waitFor();
    await page.getByTestId('practice-007').click();
    await page.waitForURL(/\/games\/[0-9a-f-]{36}$/);
    await page.locator('.to-move.mine[data-seat="white"][data-part="1"]').waitFor();
    await page.getByTestId('seats').getByText('Computer (beginner)').first().waitFor();
    // Nobody would take over a seat against the computer.
    await expect(page.locator('[data-testid^="offer-open-"]').count()).resolves.toBe(0);
    const colour = page.getByTestId('moves-colour').first();
    await expect(colour.evaluate((el) => getComputedStyle(el).whiteSpace)).resolves.toBe('nowrap');
    // The abandoned-seat choice is framed like the other fields, not with the browser's groove.
    await gotoReady(page, `${suite.dash.url}/games/new`);
    const box = page.getByTestId('abandoned-choice');
    await expect(box.evaluate((el) => getComputedStyle(el).borderTopStyle)).resolves.toBe('solid');
    expect(errors).toEqual([]);
  });

  it('names people: the draw offer on top, the invitation, the results; grouped calls to move', async () => {
    const ann = await person('ann', 'Ann Walker');
    const bob = await person('bob', 'Bob Klein');
    const created = await api(ann.page, 'post', '/games', {
      variant: '007',
      seats: [
        { seat: 'white', me: true },
        { seat: 'black', invite: bob.user.username },
      ],
    });
    const id = created.id as string;
    await gotoReady(bob.page, `${suite.dash.url}/notifications`);
    await bob.page
      .getByTestId('notification')
      .getByText('Ann Walker invites you to a game of 007 Chess as Black.')
      .waitFor();
    await api(bob.page, 'post', `/games/${id}/seats/black/accept`);
    const game = await api(ann.page, 'get', `/games/${id}`);
    await api(ann.page, 'post', `/games/${id}/actions`, { type: 'offer-draw', expectedVersion: game.version });

    // Bob sees it at the top of the page, by name, with his answers there.
    await gotoReady(bob.page, `${suite.dash.url}/games/${id}`);
    const banner = bob.page.getByTestId('draw-banner');
    await banner.getByText('Ann Walker (White) offers a draw.').waitFor();
    const top = await banner.boundingBox();
    expect(top!.y).toBeLessThan(400);
    await screenshot(bob.page, 'draw-banner.png');
    // The clocks in playing order.
    await expect(bob.page.getByTestId('clock').locator('.seat-name').allTextContents()).resolves.toEqual([
      'White',
      'Black',
    ]);
    // The notice names her and the game.
    await gotoReady(bob.page, `${suite.dash.url}/notifications`);
    await bob.page
      .getByTestId('notification')
      .getByText(/^Ann Walker \(White\) offers a draw in your game of 007 Chess started /)
      .waitFor();

    // Five calls to move in one game are one line.
    const [me] = await query(`SELECT id FROM users WHERE username = $1`, [bob.user.username]);
    await query(
      `INSERT INTO user_notifications (id, user_id, game_id, kind, payload)
       SELECT nextval(pg_get_serial_sequence('outbox', 'id')), $1, $2, 'your-turn', $3::jsonb FROM generate_series(1, 5)`,
      [me.id, id, JSON.stringify({ gameId: id, variant: '007', version: 3, toMove: [{ seat: 'black' }] })],
    );
    await gotoReady(bob.page, `${suite.dash.url}/notifications`);
    const turns = bob.page.locator('[data-testid=notification][data-kind="your-turn"]');
    await turns.first().waitFor();
    await expect(turns.count()).resolves.toBe(1);
    await turns.getByTestId('notification-earlier').getByText('(and 4 earlier calls to move)').waitFor();

    // Bob accepts at the top; Ann's results name the players and say "draw".
    await gotoReady(bob.page, `${suite.dash.url}/games/${id}`);
    await bob.page.getByTestId('draw-banner').getByRole('button', { name: 'Accept the draw' }).click();
    await bob.page.locator('[data-testid=game-page][data-status="finished"]').waitFor();
    await gotoReady(ann.page, `${suite.dash.url}/players/${ann.user.username}`);
    const row = ann.page.getByTestId('results').locator('tbody tr').first();
    await row.waitFor();
    await expect(row.locator('td').nth(1).textContent()).resolves.toBe('Ann Walker (White), Bob Klein');
    await expect(row.locator('td').nth(2).textContent()).resolves.toBe('draw');

    // The caught mail's links are links.
    await gotoReady(bob.page, `${suite.dash.url}/dev/mail`);
    const invitation = bob.page.locator('[data-testid=mail-list] li', { hasText: 'Ann Walker invites you' }).first();
    await invitation.waitFor();
    await expect(invitation.locator(`a[href$="/games/${id}"]`).count()).resolves.toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('the lobby shows the press; switching to German switches the e-mails too', async () => {
    const cy = await person('cy', 'Cy Ward');
    const open = await api(cy.page, 'post', '/games', {
      variant: 'coalition',
      press: 'table',
      seats: [{ seat: 'yellow', me: true }],
    });
    await gotoReady(cy.page, `${suite.dash.url}/lobby`);
    const entry = cy.page.locator(`[data-testid=lobby-entry][data-game="${open.id}"]`);
    await entry.getByTestId('lobby-press').getByText('Press: the table only').waitFor();

    await expect(api(cy.page, 'get', '/me/notification-settings')).resolves.toMatchObject({ language: 'en' });
    await cy.page.getByRole('banner').getByRole('button', { name: 'DE' }).click();
    await cy.page.getByRole('banner').getByRole('link', { name: 'Klubs' }).waitFor();
    await expect(api(cy.page, 'get', '/me/notification-settings')).resolves.toMatchObject({ language: 'de' });
    await gotoReady(cy.page, `${suite.dash.url}/settings`);
    await cy.page.getByText('Folgt der Sprachwahl des Dashboards').waitFor();
    expect(errors).toEqual([]);
  });
});
