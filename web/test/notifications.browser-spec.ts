import type { BrowserContext, Page } from 'playwright-core';
import { describeInBrowser } from './support/browser-suite';
import { screenshot } from './support/screenshot';
import { invite007, openPlayer } from './support/players';
import { gotoReady, type TestUser, watchErrors } from './support/users';

jest.setTimeout(240_000);

/** Sooner than the bell's 30 s poll: an update this fast came from what the test did. */
const PROMPTLY = { timeout: 5_000 };

describeInBrowser('in-app notifications', (suite) => {
  const errors: string[] = [];
  const contexts: BrowserContext[] = [];

  const player = (name: string) => openPlayer(suite, name, errors, contexts);

  const query = (sql: string, params: unknown[]) => suite.dash.api.db.query(sql, params);

  /** Polls the database until `probe` holds (the page's request may still be on its way); fails after 10 s. */
  const eventually = async (probe: () => Promise<boolean>, what: string): Promise<void> => {
    const until = Date.now() + 10_000;
    while (!(await probe())) {
      if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  const unreadInDb = async (user: TestUser): Promise<number> => {
    const [{ count }] = await query(
      `SELECT count(*)::int AS count FROM user_notifications n JOIN users u ON u.id = n.user_id
        WHERE u.username = $1 AND n.read_at IS NULL`,
      [user.username],
    );
    return count;
  };

  /** The bell's own request: the unread count. */
  const bellAnswer = (page: Page) =>
    page.waitForResponse((r) => r.url().includes('/api/me/notifications?limit=1') && r.status() === 200);

  const items = (page: Page) => page.getByTestId('notifications').getByTestId('notification');

  afterEach(() => {
    expect(errors.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
  });

  it('the bell counts an invitation, a start and a turn without a reload; following one and "mark all read" read them', async () => {
    const ann = await player('ann');
    const bob = await player('bob');
    // Ann's clock is the test's to move: the bell's 30 s poll fires when the test says so.
    await ann.context.clock.install();
    const firstCount = bellAnswer(ann.page);
    await gotoReady(ann.page, `${suite.dash.url}/`);
    await firstCount;
    const bell = ann.page.getByTestId('notification-bell');
    const count = ann.page.getByTestId('notification-count');
    await expect(bell.getAttribute('aria-label')).resolves.toBe('Notifications');
    await expect(count.count()).resolves.toBe(0);

    // Bob invites Ann to a 007 game through the API.
    const gameId = await invite007(suite, bob.context, ann.user);

    // Ann's page, still open, learns of it with the next poll, 30 s on.
    await expect(count.count()).resolves.toBe(0);
    await ann.context.clock.fastForward(30_000);
    await count.filter({ hasText: /^1$/ }).waitFor(PROMPTLY);
    await expect(bell.getAttribute('aria-label')).resolves.toBe('Notifications: 1 unread');

    await bell.click();
    await ann.page.waitForURL(/\/notifications$/);
    await items(ann.page).first().waitFor();
    await expect(items(ann.page).count()).resolves.toBe(1);
    const invitation = items(ann.page).first();
    await expect(invitation.getAttribute('data-kind')).resolves.toBe('invitation');
    await expect(invitation.getAttribute('data-read')).resolves.toBe('false');
    const link = invitation.getByRole('link');
    await expect(link.textContent()).resolves.toBe(`${bob.user.username} invites you to a game of 007 Chess as Black.`);
    await expect(link.getAttribute('href')).resolves.toBe(`/games/${gameId}`);
    await screenshot(ann.page, 'notifications.png');

    // In German, the same notification in German words; the list stays as it was.
    await ann.page.getByRole('button', { name: 'DE', exact: true }).click();
    await invitation
      .getByRole('link', { name: `${bob.user.username} lädt dich zu einer Partie 007-Schach ein, als Schwarz.` })
      .waitFor();
    await expect(bell.getAttribute('aria-label')).resolves.toBe('Benachrichtigungen: 1 ungelesen');
    await screenshot(ann.page, 'notifications-de.png');
    await ann.page.getByRole('button', { name: 'EN', exact: true }).click();
    await invitation.getByRole('link', { name: /invites you/ }).waitFor();

    // Following it opens the game and reads it; the badge goes.
    const [{ id: invitationId }] = await query(
      `SELECT n.id::text AS id FROM user_notifications n JOIN users u ON u.id = n.user_id
        WHERE u.username = $1 AND n.kind = 'invitation'`,
      [ann.user.username],
    );
    await expect(invitation.getAttribute('data-id')).resolves.toBe(invitationId);
    await invitation.getByRole('link').click();
    await ann.page.waitForURL(new RegExp(`/games/${gameId}$`));
    await eventually(
      async () =>
        (await query(`SELECT read_at FROM user_notifications WHERE id = $1`, [invitationId]))[0].read_at !== null,
      'the invitation read',
    );
    await count.waitFor({ state: 'detached', ...PROMPTLY });
    await expect(bell.getAttribute('aria-label')).resolves.toBe('Notifications');

    // Ann accepts on the game page and the game starts: she sees it happen, so the start's
    // notification is read at once. Then she goes home, Bob plays his turn, and the bell reads
    // again when the tab is shown.
    await ann.page.locator('[data-testid=seats] li[data-seat="black"]').getByRole('button', { name: 'Accept' }).click();
    await ann.page.locator('[data-testid=turn-status] .to-move[data-seat="white"]').waitFor();
    await eventually(
      async () =>
        (
          await query(
            `SELECT n.read_at FROM user_notifications n JOIN users u ON u.id = n.user_id
              WHERE u.username = $1 AND n.kind = 'game-started'`,
            [ann.user.username],
          )
        )[0]?.read_at != null,
      'the start read on the open game page',
    );
    await gotoReady(ann.page, `${suite.dash.url}/`);
    const game = await bob.context.request.get(`${suite.dash.url}/api/games/${gameId}`);
    const { version } = (await game.json()) as { version: number };
    const turn = await bob.context.request.post(`${suite.dash.url}/api/games/${gameId}/turns`, {
      data: { moves: ['e2e4', 'e7e5', 'g1f3'], expectedVersion: version },
    });
    expect(turn.status()).toBe(201);
    const visibleAgain = bellAnswer(ann.page);
    // As a browser fires it: at the document, bubbling (react-query listens on the window).
    await ann.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await visibleAgain;
    await count.filter({ hasText: /^1$/ }).waitFor(PROMPTLY);

    await bell.click();
    await ann.page.waitForURL(/\/notifications$/);
    await items(ann.page).nth(2).waitFor();
    await expect(items(ann.page).evaluateAll((els) => els.map((e) => e.dataset.kind))).resolves.toEqual([
      'your-turn',
      'game-started',
      'invitation',
    ]);
    await expect(items(ann.page).evaluateAll((els) => els.map((e) => e.dataset.read))).resolves.toEqual([
      'false',
      'true',
      'true',
    ]);
    await expect(items(ann.page).nth(0).getByRole('link').textContent()).resolves.toBe(
      'It is your move in 007 Chess (Black).',
    );
    await expect(items(ann.page).nth(1).getByRole('link').textContent()).resolves.toBe(
      'Every seat is taken: your game of 007 Chess has started.',
    );

    // Unread only, then all marked read at once: the list empties, the badge goes, the database agrees.
    await ann.page.getByLabel('Unread only').check();
    await items(ann.page).nth(1).waitFor({ state: 'detached' });
    await expect(items(ann.page).count()).resolves.toBe(1);
    await ann.page.getByTestId('mark-all-read').click();
    await ann.page.getByTestId('notifications').getByText('No unread notifications.').waitFor();
    await count.waitFor({ state: 'detached', ...PROMPTLY });
    await expect(unreadInDb(ann.user)).resolves.toBe(0);
    await expect(ann.page.getByTestId('mark-all-read').isDisabled()).resolves.toBe(true);
    await ann.page.getByLabel('Unread only').uncheck();
    await items(ann.page).nth(2).waitFor();
    await expect(items(ann.page).evaluateAll((els) => els.map((e) => e.dataset.read))).resolves.toEqual([
      'true',
      'true',
      'true',
    ]);
  });

  it('opening a game reads its notifications, and only its own', async () => {
    const ann = await player('ann');
    const bob = await player('bob');
    const [first, second] = [
      await invite007(suite, bob.context, ann.user),
      await invite007(suite, bob.context, ann.user),
    ];
    const readOf = async (gameId: string) =>
      (
        await query(
          `SELECT n.read_at FROM user_notifications n JOIN users u ON u.id = n.user_id
            WHERE u.username = $1 AND n.game_id = $2`,
          [ann.user.username, gameId],
        )
      ).map((r: { read_at: Date | null }) => r.read_at !== null);

    // The race a loaded machine makes: the bell's first count is answered before the game page
    // marks anything read, and reaches the page only after that write. The count shown must be
    // the one after the write, not the late answer from before it.
    const countRequest = '**/api/me/notifications?limit=1';
    let releaseFirstCount = (): void => undefined;
    const firstCountHeld = new Promise<void>((resolve) => (releaseFirstCount = resolve));
    await ann.page.route(
      countRequest,
      async (route) => {
        const answeredBeforeTheWrite = await route.fetch();
        await firstCountHeld;
        await route.fulfill({ response: answeredBeforeTheWrite });
      },
      { times: 1 },
    );
    const readAll = ann.page.waitForResponse((r) => r.url().includes('/api/me/notifications/read-all'));

    // Straight to the first game, as from a bookmark or the home page: not through the notifications.
    await gotoReady(ann.page, `${suite.dash.url}/games/${first}`);
    await eventually(async () => (await readOf(first)).every(Boolean), 'the first game’s invitation read');
    await expect(readOf(second)).resolves.toEqual([false]);
    await (await readAll).finished();
    // Give the page a moment to act on the write's answer before the stale count arrives (only
    // staging the race: were it too short, the test would pass without showing the defect).
    await ann.page.waitForTimeout(500);
    releaseFirstCount();
    await ann.page.getByTestId('notification-count').filter({ hasText: /^1$/ }).waitFor(PROMPTLY);
  });

  it('pages back with "older", words every kind, and gives an unknown kind a generic sentence', async () => {
    const cid = await player('cid');
    // Notifications as the outbox trigger writes them (sharing the outbox's ids), straight into the
    // table: 22 draw offers, then three of other kinds, the newest of a kind this dashboard does not know.
    const insert = (kind: string, payload: object, count = 1) =>
      query(
        `INSERT INTO user_notifications (id, user_id, kind, payload)
         SELECT nextval(pg_get_serial_sequence('outbox', 'id')), u.id, $2, $3::jsonb
           FROM users u, generate_series(1, $4::int) WHERE u.username = $1`,
        [cid.user.username, kind, JSON.stringify(payload), count],
      );
    await insert('draw-offered', { variant: '007', by: 'white' }, 22);
    await insert('coalition-formed', {
      variant: 'coalition',
      coalition: { seats: ['black', 'red'], round: 2, by: 'declaration' },
    });
    await insert('game-over', {
      variant: 'coalition',
      status: 'finished',
      result: { winners: ['yellow', 'green'], reason: 'timeout', points: { yellow: 1, green: 1 } },
    });
    await insert('mystery', { what: 'unheard of' });

    await gotoReady(cid.page, `${suite.dash.url}/notifications`);
    await cid.page.getByTestId('notification-count').filter({ hasText: /^25$/ }).waitFor();
    await items(cid.page).nth(19).waitFor();
    await expect(items(cid.page).count()).resolves.toBe(20);
    const sentences = await items(cid.page).evaluateAll((els) =>
      els.slice(0, 4).map((e) => e.querySelector('.notification-text')?.textContent),
    );
    expect(sentences).toEqual([
      'New notification: mystery.',
      'Your game of Coalition Chess is over: a win for Yellow + Green. A clock ran out.',
      'In your game of Coalition Chess, Black and Red have formed a coalition.',
      'White offers a draw in 007 Chess.',
    ]);
    await screenshot(cid.page, 'notifications-kinds.png');

    await cid.page.getByTestId('notifications-older').click();
    await items(cid.page).nth(24).waitFor();
    await expect(items(cid.page).count()).resolves.toBe(25);
    await expect(cid.page.getByTestId('notifications-older').count()).resolves.toBe(0);
    const ids = await items(cid.page).evaluateAll((els) => els.map((e) => Number(e.dataset.id)));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(25);

    // Without a game to open, a notification is read by its own button.
    const mystery = items(cid.page).first();
    await mystery.getByRole('button', { name: 'Mark read' }).click();
    await cid.page.locator('[data-testid=notification][data-kind=mystery][data-read=true]').waitFor();
    await cid.page.getByTestId('notification-count').filter({ hasText: /^24$/ }).waitFor(PROMPTLY);
    await expect(unreadInDb(cid.user)).resolves.toBe(24);
  });

  it('signed out: no bell, and the page asks to sign in', async () => {
    const context = await suite.browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    watchErrors(page, errors);
    await gotoReady(page, `${suite.dash.url}/notifications`);
    const prompt = page.getByTestId('sign-in-required');
    await expect(prompt.textContent()).resolves.toBe('Sign in to see this page. Sign in');
    await expect(prompt.getByRole('link', { name: 'Sign in' }).getAttribute('href')).resolves.toBe(
      '/signin?next=%2Fnotifications',
    );
    await expect(page.getByTestId('notification-bell').count()).resolves.toBe(0);
  });
});
