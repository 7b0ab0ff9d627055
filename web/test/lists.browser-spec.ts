import type { BrowserContext } from 'playwright-core';
import { describeInBrowser } from './support/browser-suite';
import { invite007, openPlayer } from './support/players';
import { gotoReady, signedInUser, testUser, watchErrors } from './support/users';

jest.setTimeout(300_000);

/** The dashboard's lists page along the API's cursor, and are read again when they may have changed. */
describeInBrowser('real lists', (suite) => {
  const errors: string[] = [];
  const contexts: BrowserContext[] = [];
  afterEach(() => {
    expect(errors.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
  });

  it('my open games and the lobby show a page of 20, and "more" loads the next page from the cursor', async () => {
    const ann = await openPlayer(suite, 'ann', errors, contexts);
    const bob = await openPlayer(suite, 'bob', errors, contexts);
    const created: string[] = [];
    for (let i = 0; i < 23; i++) {
      const res = await ann.context.request.post(`${suite.dash.url}/api/games`, {
        data: { variant: i % 2 ? '007' : 'coalition', seats: [{ seat: i % 2 ? 'white' : 'yellow', me: true }] },
      });
      if (res.status() !== 201) throw new Error(`create game: ${res.status()} ${await res.text()}`);
      created.push(((await res.json()) as { id: string }).id);
    }

    // Ann's home: 20 of her 23 open games, then the other 3 under "more", each once.
    await gotoReady(ann.page, `${suite.dash.url}/`);
    const mine = ann.page.getByTestId('others').getByTestId('game-card');
    await mine.nth(19).waitFor();
    await expect(mine.count()).resolves.toBe(20);
    await ann.page.getByTestId('more-open').click();
    await mine.nth(22).waitFor();
    await ann.page.getByTestId('more-open').waitFor({ state: 'detached' });
    const shown = await mine.evaluateAll((els) => els.map((e) => e.getAttribute('data-game')));
    expect([...shown].sort()).toEqual([...created].sort());

    // Bob's lobby: the same games, newest first, 20 and then 3 more.
    await gotoReady(bob.page, `${suite.dash.url}/lobby`);
    const entries = bob.page.getByTestId('lobby-entry');
    await entries.nth(19).waitFor();
    await expect(entries.count()).resolves.toBe(20);
    await bob.page.getByTestId('lobby-more').click();
    await entries.nth(22).waitFor();
    await bob.page.getByTestId('lobby-more').waitFor({ state: 'detached' });
    await expect(entries.evaluateAll((els) => els.map((e) => e.getAttribute('data-game')))).resolves.toEqual(
      [...created].reverse(),
    );
  });

  it('a player’s games, a ladder’s games and log, and a club’s members show "more" that loads the next page', async () => {
    const ann = await openPlayer(suite, 'ann', errors, contexts);
    const bob = await openPlayer(suite, 'bob', errors, contexts);
    const call = async (who: typeof ann, route: string, data?: unknown, status = 201) => {
      const res = await who.context.request.post(`${suite.dash.url}/api${route}`, data === undefined ? {} : { data });
      if (res.status() !== status) throw new Error(`POST ${route}: ${res.status()} ${await res.text()}`);
      return (await res.json()) as Record<string, unknown> & { id: string };
    };
    const club = await call(ann, '/clubs', { name: 'Paging club', description: 'Many games', visibility: 'public' });
    await call(bob, `/clubs/${club.id}/join`, undefined, 200);
    const year = new Date().getUTCFullYear();
    const ladder = await call(ann, `/clubs/${club.id}/ladders`, {
      name: 'Paging ladder',
      variant: '007',
      season: { name: String(year), startsOn: `${year}-01-01`, endsOn: `${year}-12-31` },
    });
    // 21 ladder games of Ann and Bob, running: one more than a page of each list.
    const games: string[] = [];
    for (let i = 0; i < 21; i++) {
      const lg = await call(ann, `/ladders/${ladder.id}/challenges`, {
        seats: [
          { seat: 'white', player: ann.user.username },
          { seat: 'black', player: bob.user.username },
        ],
      });
      await call(bob, `/games/${lg.gameId}/seats/black/accept`, undefined, 200);
      games.push(lg.gameId as string);
    }

    // Bob's page: 20 of his running games, the 21st under "more".
    await gotoReady(ann.page, `${suite.dash.url}/players/${bob.user.username}`);
    const cards = ann.page.getByTestId('player-games').getByTestId('game-card');
    await cards.nth(19).waitFor();
    await expect(cards.count()).resolves.toBe(20);
    await ann.page.getByTestId('more-games').click();
    await cards.nth(20).waitFor();
    await ann.page.getByTestId('more-games').waitFor({ state: 'detached' });
    expect((await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-game')))).sort()).toEqual(
      [...games].sort(),
    );
    // His reliability and Coalition Chess ratings: nothing owed or rated yet.
    await expect(ann.page.getByTestId('reliability').textContent()).resolves.toContain('—');
    await expect(ann.page.getByTestId('coalition-rating').locator('tbody tr').count()).resolves.toBe(3);

    // The ladder: its 21 games newest first, 20 and then one more; its log (creation) below.
    await gotoReady(ann.page, `${suite.dash.url}/ladders/${ladder.id}`);
    const rows = ann.page.getByTestId('ladder-games').locator('tbody tr');
    await rows.nth(19).waitFor();
    await expect(rows.count()).resolves.toBe(20);
    await ann.page.getByTestId('more-games').click();
    await rows.nth(20).waitFor();
    await ann.page.getByTestId('more-games').waitFor({ state: 'detached' });
    const linked = await rows
      .locator('a[href^="/games/"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(linked).toEqual([...games].reverse().map((g) => `/games/${g}`));
    await expect(
      ann.page.getByTestId('ladder-log').locator('[data-type=ladder-created]').textContent(),
    ).resolves.toContain(`${ann.user.username} created the ladder.`);

    // The club's members by username, a page of 20: with 19 more, the 21st under "more".
    const members = [ann.user.username, bob.user.username];
    const contextOf = new Map<string, BrowserContext>();
    const join = async (name: string) => {
      const context = await suite.browser.newContext();
      contexts.push(context);
      const user = testUser(name);
      await signedInUser(context, suite.dash.url, user, user.username);
      const joined = await context.request.post(`${suite.dash.url}/api/clubs/${club.id}/join`);
      expect(joined.status()).toBe(200);
      contextOf.set(user.username, context);
      return user.username;
    };
    for (let i = 0; i < 19; i++) members.push(await join(`m${i}`));
    await gotoReady(ann.page, `${suite.dash.url}/clubs/${club.id}`);
    const listed = ann.page.getByTestId('club-members').locator('li');
    await listed.nth(19).waitFor();
    await expect(listed.count()).resolves.toBe(20);
    await ann.page.getByTestId('more-members').click();
    await listed.nth(20).waitFor();
    await ann.page.getByTestId('more-members').waitFor({ state: 'detached' });
    expect((await listed.locator('a').allTextContents()).sort()).toEqual([...members].sort());

    // With a 22nd member, two are past the first page (the API's order, by username): one of them
    // sees the challenge form on the ladder's page and challenges the other, whom "more" suggests.
    members.push(await join('late'));
    const order: string[] = [];
    for (let cursor: string | null = null, first = true; first || cursor; first = false) {
      const res = await ann.context.request.get(`${suite.dash.url}/api/clubs/${club.id}/members`, {
        params: { limit: 20, ...(cursor ? { cursor } : {}) },
      });
      const page = (await res.json()) as { items: { user: { username: string } }[]; nextCursor: string | null };
      order.push(...page.items.map((m) => m.user.username));
      cursor = page.nextCursor;
    }
    expect([...order].sort()).toEqual([...members].sort());
    const [challenger, challenged] = order.slice(20);
    const page = await contextOf.get(challenger)!.newPage();
    watchErrors(page, errors);
    await gotoReady(page, `${suite.dash.url}/ladders/${ladder.id}`);
    const form = page.getByTestId('challenge');
    await expect(form.getByLabel('White').inputValue()).resolves.toBe(challenger);
    const suggested = form.getByTestId('challenge-members').locator('option');
    await suggested.nth(19).waitFor({ state: 'attached' });
    await expect(suggested.count()).resolves.toBe(20);
    await form.getByTestId('challenge-more-members').click();
    await suggested.nth(21).waitFor({ state: 'attached' });
    await form.getByTestId('challenge-more-members').waitFor({ state: 'detached' });
    await expect(suggested.evaluateAll((els) => els.map((e) => e.getAttribute('value')))).resolves.toEqual(order);
    await form.getByLabel('Black').fill(challenged);
    await form.getByRole('button', { name: 'Send challenge' }).click();
    await page.waitForURL(/\/games\/[0-9a-f-]{36}$/);
    const seats = page.getByTestId('seats');
    await seats.locator('[data-seat=white] .seat-player').getByText(challenger).waitFor();
    await seats.locator('[data-seat=black] .seat-player').getByText(challenged).waitFor();
    // A game of the ladder, the newest of its games.
    const newest = await ann.context.request.get(`${suite.dash.url}/api/ladders/${ladder.id}/games`, {
      params: { limit: 1 },
    });
    expect(((await newest.json()) as { items: { gameId: string }[] }).items[0].gameId).toBe(
      page.url().split('/').pop(),
    );
  });

  it('after a sign-out, the next player to sign in in the same tab is shown none of the last one’s games', async () => {
    const ann = await openPlayer(suite, 'ann', errors, contexts);
    // Bob's account, made in a context of its own: he signs in in Ann's tab below.
    const bob = testUser('bob');
    const bobsContext = await suite.browser.newContext();
    contexts.push(bobsContext);
    await signedInUser(bobsContext, suite.dash.url, bob, bob.username);
    const res = await ann.context.request.post(`${suite.dash.url}/api/games`, {
      data: { variant: '007', seats: [{ seat: 'white', me: true }] },
    });
    expect(res.status()).toBe(201);
    const game = ((await res.json()) as { id: string }).id;
    await gotoReady(ann.page, `${suite.dash.url}/`);
    await ann.page.getByTestId('others').locator(`[data-game="${game}"]`).waitFor();

    // Ann signs out and Bob signs in at once, in the same tab: her lists were read a moment ago.
    const banner = ann.page.getByRole('banner');
    await banner.getByRole('button', { name: 'Sign out' }).click();
    await banner.getByRole('link', { name: 'Sign in' }).click();
    await ann.page.waitForURL(`${suite.dash.url}/signin`);
    await ann.page.locator('input[name=login]').fill(bob.username);
    await ann.page.locator('input[name=password]').fill(bob.password);
    await ann.page.locator('form button[type=submit]').click();
    await banner.getByTestId('me').filter({ hasText: bob.username }).waitFor();
    await ann.page.getByTestId('others').getByText('No other running games.').waitFor();
    // Bob's own lists (the lobby below them offers Ann's game to him, as it should).
    for (const list of ['invitations', 'waiting', 'others', 'finished'])
      await expect(ann.page.getByTestId(list).locator(`[data-game="${game}"]`).count()).resolves.toBe(0);
  });

  it('the home page reads my games again when the tab gets focus, and the bell after notifications are marked read', async () => {
    const ann = await openPlayer(suite, 'ann', errors, contexts);
    const bob = await openPlayer(suite, 'bob', errors, contexts);
    await gotoReady(bob.page, `${suite.dash.url}/`);
    await bob.page.getByTestId('waiting').waitFor();
    await expect(bob.page.getByTestId('invitations').count()).resolves.toBe(0);

    // Ann invites Bob while his home page is open; he comes back to the tab: the invitation is there.
    const game = await invite007(suite, ann.context, bob.user);
    // As the browser tells a page that its tab is shown again (the event bubbles to the window).
    await bob.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await bob.page.getByTestId('invitations').locator(`[data-game="${game}"]`).waitFor();

    // Marking all read on the notifications page updates the header's bell without a reload.
    await bob.page.getByTestId('notification-bell').click();
    await bob.page.waitForURL(`${suite.dash.url}/notifications`);
    await bob.page.getByTestId('notification-count').waitFor();
    await bob.page.getByTestId('mark-all-read').click();
    await bob.page.getByTestId('notification-count').waitFor({ state: 'detached' });
    // The list, read again beside the bell (either may answer first), has nothing left to mark.
    await bob.page.locator('[data-testid=mark-all-read]:disabled').waitFor();
  });
});
