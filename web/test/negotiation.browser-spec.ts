import type { Page } from 'playwright-core';
import { describeInBrowser } from './support/browser-suite';
import { screenshot } from './support/screenshot';
import { gotoReady, signedInUser, testUser, type TestUser, watchErrors } from './support/users';

jest.setTimeout(300_000);

const SEATS = ['yellow', 'black', 'green', 'red'] as const;
type SeatName = (typeof SEATS)[number];

describeInBrowser('the negotiation panel', (suite) => {
  it('press settings chosen in the form; private channels, unread badges, mutes, system lines, notes, German, phone, the reveal', async () => {
    const errors: string[] = [];
    const pages = {} as Record<SeatName, Page>;
    const users = {} as Record<SeatName, TestUser>;
    const names: Record<SeatName, string> = { yellow: 'Ysolde', black: 'Boris', green: 'Gwen', red: 'Rurik' };
    for (const seat of SEATS) {
      const context = await suite.browser.newContext({ viewport: { width: 1366, height: 900 } });
      users[seat] = testUser(`n${seat.slice(0, 2)}`);
      await signedInUser(context, suite.dash.url, users[seat], names[seat]);
      pages[seat] = await context.newPage();
      watchErrors(pages[seat], errors);
    }
    const { yellow, black, green, red } = pages;

    // Yellow creates the game in the form: Coalition Chess, full press (its default), revealed after the game.
    await gotoReady(yellow, `${suite.dash.url}/games/new`);
    await yellow.locator('input[name=variant][value=coalition]').check();
    await expect(yellow.locator('select[name=press]').inputValue()).resolves.toBe('full');
    await expect(yellow.locator('select[name=press] option').allTextContents()).resolves.toHaveLength(3);
    await yellow.locator('select[name=pressReveal]').selectOption('after-game');
    await yellow.locator('input[name=setupPhase]').uncheck();
    await yellow.getByTestId('create-game').click();
    await yellow.waitForURL(/\/games\/[0-9a-f-]{36}$/);
    const gameId = yellow.url().split('/').pop()!;
    const created = await (await yellow.request.get(`${suite.dash.url}/api/games/${gameId}`)).json();
    expect([created.press, created.pressReveal]).toEqual(['full', 'after-game']);
    // The open game's page tells a visitor what may be said before joining.
    await gotoReady(black, `${suite.dash.url}/games/${gameId}`);
    await expect(black.getByTestId('press-settings').textContent()).resolves.toContain('private channel');
    for (const seat of ['black', 'green', 'red'] as const) {
      const joined = await pages[seat].request.post(`${suite.dash.url}/api/games/${gameId}/seats/${seat}/join`);
      expect(joined.status()).toBe(200);
    }
    for (const seat of SEATS) await gotoReady(pages[seat], `${suite.dash.url}/games/${gameId}`);
    for (const seat of SEATS) await pages[seat].locator('[data-testid=game-page][data-status="active"]').waitFor();

    // Each sees the table, its own three private channels and its notes — no one else's channel.
    const tabs = async (p: Page) =>
      (await p.locator('[data-testid=negotiation] [role=tab]').evaluateAll((els) => els.map((e) => e.id))).map((id) =>
        id.replace('talk-tab-', ''),
      );
    await yellow.getByTestId('talk-tab-yellow+red').waitFor();
    await expect(tabs(yellow)).resolves.toEqual(['table', 'yellow+black', 'yellow+green', 'yellow+red', 'notes']);
    await black.getByTestId('talk-tab-black+red').waitFor();
    await expect(tabs(black)).resolves.toEqual(['table', 'yellow+black', 'black+green', 'black+red', 'notes']);

    // Green writes to Yellow in private (Enter sends); Yellow's tab shows it unread, live.
    await green.getByTestId('talk-tab-yellow+green').click();
    await green.locator('[data-testid=talk-pane][data-channel="yellow+green"] [data-testid=talk-lines]').waitFor();
    await green.getByTestId('talk-input').fill('Shall we stand together against Black? https://example.org/plan');
    await green.getByTestId('talk-input').press('Enter');
    await green.locator('[data-testid=talk-line][data-seq="1"]').filter({ hasText: 'Shall we stand' }).waitFor();
    await expect(green.getByTestId('talk-input').inputValue()).resolves.toBe('');
    // A link is shown as a link and never fetched for a preview.
    await expect(
      green.locator('[data-testid=talk-line] a[href="https://example.org/plan"]').getAttribute('rel'),
    ).resolves.toContain('noreferrer');
    const badge = yellow.locator('[data-testid="talk-tab-yellow+green"] [data-testid=unread]');
    await badge.filter({ hasText: '1' }).waitFor({ timeout: 30_000 });
    await screenshot(yellow, 'negotiation-unread.png');

    // Keyboard: from the table tab, two steps right reach yellow+green; reading it clears the badge.
    await yellow.getByTestId('talk-tab-table').focus();
    await yellow.keyboard.press('ArrowRight');
    await yellow.keyboard.press('ArrowRight');
    await expect(yellow.evaluate(() => document.activeElement?.id)).resolves.toBe('talk-tab-yellow+green');
    await yellow
      .locator('[data-testid=talk-pane][data-channel="yellow+green"] [data-testid=talk-line]')
      .filter({ hasText: 'Shall we stand together' })
      .waitFor();
    await badge.waitFor({ state: 'detached' });
    // Yellow answers with the keyboard only: into the composer, type, Enter.
    await yellow.getByTestId('talk-input').focus();
    await yellow.keyboard.type('Agreed. I declare when you do.');
    await yellow.keyboard.press('Enter');
    await green
      .locator('[data-testid=talk-pane][data-channel="yellow+green"] [data-testid=talk-line][data-seq="2"]')
      .filter({ hasText: 'Agreed.' })
      .waitFor({ timeout: 30_000 });
    // Yellow was told in the app too, in words composed from the message as written.
    await gotoReady(yellow, `${suite.dash.url}/notifications`);
    await yellow
      .locator('[data-testid=notification][data-kind=message]')
      .filter({ hasText: 'Gwen in Yellow + Green (Coalition Chess): “Shall we stand together' })
      .waitFor({ timeout: 30_000 });
    await expect(
      yellow.locator('[data-testid=notification][data-kind=message] a').first().getAttribute('href'),
    ).resolves.toBe(`/games/${gameId}#negotiation`);
    await gotoReady(yellow, `${suite.dash.url}/games/${gameId}`);
    // Black never sees a word of it.
    await expect(black.locator('body').textContent()).resolves.not.toContain('Shall we stand');

    // Yellow mutes Red: Red's table message reaches Yellow collapsed and uncounted; Black reads it plainly.
    await yellow.getByTestId('talk-tab-table').click();
    await yellow.locator('[data-testid=talk-pane][data-channel=table] .talk-mutes summary').click();
    await yellow.getByTestId('mute-red').check();
    await expect(yellow.getByTestId('mute-red').isChecked()).resolves.toBe(true);
    await black.getByTestId('talk-tab-table').click();
    await red.getByTestId('talk-tab-table').click();
    await red.locator('[data-testid=talk-pane][data-channel=table] [data-testid=talk-lines]').waitFor();
    await red.getByTestId('talk-input').fill('Nobody trusts Yellow.');
    await red.getByTestId('talk-send').click();
    await yellow
      .locator('[data-testid=talk-pane][data-channel=table] [data-testid=talk-line][data-muted=true]')
      .waitFor();
    await expect(
      yellow
        .locator('[data-testid=talk-pane][data-channel=table] [data-testid=talk-line][data-muted=true] summary')
        .textContent(),
    ).resolves.toContain('Red');
    await black
      .locator('[data-testid=talk-pane][data-channel=table] [data-testid=talk-line]')
      .filter({ hasText: 'Nobody trusts Yellow.' })
      .waitFor();

    // Two moves, then Green declares for Yellow: the table shows it as a system line, in its place.
    let game = created;
    const play = async (seat: SeatName, path: string, body: Record<string, unknown>) => {
      game = await (await yellow.request.get(`${suite.dash.url}/api/games/${gameId}`)).json();
      const res = await pages[seat].request.post(`${suite.dash.url}/api/games/${gameId}/${path}`, {
        data: { ...body, expectedVersion: game.version },
      });
      expect(res.status()).toBe(201);
    };
    await play('yellow', 'moves', { move: 'c2c3' });
    await play('black', 'moves', { move: 'c9c8' });
    await play('green', 'actions', { type: 'declare', ally: 'yellow' });
    const system = black.locator(
      '[data-testid=talk-pane][data-channel=table] [data-testid=talk-line][data-kind=system]',
    );
    await system.filter({ hasText: 'Green joins Yellow by declaration in round 1.' }).waitFor({ timeout: 30_000 });
    await screenshot(black, 'negotiation-system-line.png');

    // Notes: Yellow's own, kept across a reload; nobody else's notes show them.
    await yellow.getByTestId('talk-tab-notes').click();
    await yellow.getByTestId('notes-input').fill('Round 3: keep the tank on e-file. Do not trust Red.');
    await yellow.getByTestId('notes-save').click();
    await yellow.getByTestId('notes-saved').filter({ hasText: /\S/ }).waitFor();
    await gotoReady(yellow, `${suite.dash.url}/games/${gameId}`);
    await yellow.getByTestId('talk-tab-notes').click();
    await expect(yellow.getByTestId('notes-input').inputValue()).resolves.toBe(
      'Round 3: keep the tank on e-file. Do not trust Red.',
    );
    await black.getByTestId('talk-tab-notes').click();
    await expect(black.getByTestId('notes-input').inputValue()).resolves.toBe('');

    // German: the panel and its system line in the reader's language.
    await black.context().addCookies([{ name: 'entente_lang', value: 'de', url: suite.dash.url }]);
    await gotoReady(black, `${suite.dash.url}/games/${gameId}`);
    await black.locator('#negotiation-title').filter({ hasText: 'Verhandlung' }).waitFor();
    await black.getByTestId('talk-tab-table').filter({ hasText: 'Tisch' }).waitFor();
    await black
      .locator('[data-testid=talk-line][data-kind=system]')
      .filter({ hasText: 'Grün verbündet sich mit Gelb durch Erklärung in Runde 1.' })
      .waitFor();

    // Phone: the negotiation is a tab next to the board.
    await green.setViewportSize({ width: 375, height: 812 });
    await gotoReady(green, `${suite.dash.url}/games/${gameId}`);
    await expect(green.getByTestId('negotiation').isVisible()).resolves.toBe(false);
    await expect(green.getByTestId('board').isVisible()).resolves.toBe(true);
    // Behind the board nothing counts as read: the tab shows the table's unread lines (Red's), live.
    const phoneBadge = green.locator('[data-testid=pane-talk] .unread');
    await phoneBadge.filter({ hasText: /^1$/ }).waitFor();
    const said = await yellow.request.post(`${suite.dash.url}/api/games/${gameId}/channels/table/messages`, {
      data: { text: 'Green, the board is yours.' },
    });
    expect(said.status()).toBe(201);
    await phoneBadge.filter({ hasText: /^2$/ }).waitFor({ timeout: 30_000 });
    await screenshot(green, 'negotiation-phone-board.png');
    await green.getByTestId('pane-talk').click();
    await green.getByTestId('negotiation').waitFor({ state: 'visible' });
    await green
      .locator('[data-testid=talk-pane][data-channel=table] [data-testid=talk-line]')
      .filter({ hasText: 'Green, the board is yours.' })
      .waitFor();
    await phoneBadge.waitFor({ state: 'detached' });
    await expect(green.getByTestId('board').isVisible()).resolves.toBe(false);
    await screenshot(green, 'negotiation-phone.png');
    await green.getByTestId('pane-board').click();
    await green.getByTestId('board').waitFor({ state: 'visible' });
    // The two tabs move with the keys of a tab list, like the panel's channels; on a tab the arrow
    // keys do not step the replay.
    const focused = () => green.evaluate(() => document.activeElement?.id);
    const replayAt = await green.getByTestId('replay').getAttribute('data-index');
    await green.getByTestId('pane-board').focus();
    await green.keyboard.press('ArrowRight');
    await green.getByTestId('negotiation').waitFor({ state: 'visible' });
    await expect(focused()).resolves.toBe('pane-tab-talk');
    await expect(green.getByTestId('pane-talk').getAttribute('aria-selected')).resolves.toBe('true');
    await green.keyboard.press('Home');
    await green.getByTestId('board').waitFor({ state: 'visible' });
    await expect(focused()).resolves.toBe('pane-tab-board');
    await green.keyboard.press('End');
    await green.getByTestId('negotiation').waitFor({ state: 'visible' });
    await expect(focused()).resolves.toBe('pane-tab-talk');
    await green.keyboard.press('ArrowLeft');
    await green.getByTestId('board').waitFor({ state: 'visible' });
    await expect(focused()).resolves.toBe('pane-tab-board');
    await green.keyboard.press('ArrowLeft'); // round the start, to the last tab
    await green.getByTestId('negotiation').waitFor({ state: 'visible' });
    await expect(green.getByTestId('pane-board').getAttribute('tabindex')).resolves.toBe('-1');
    await green.keyboard.press('ArrowRight');
    await green.getByTestId('board').waitFor({ state: 'visible' });
    await expect(green.getByTestId('replay').getAttribute('data-index')).resolves.toBe(replayAt);

    // The end reveals every channel: Black now reads Yellow and Green's private talk.
    await play('yellow', 'actions', { type: 'resign' });
    await gotoReady(black, `${suite.dash.url}/games/${gameId}`);
    await black.getByTestId('talk-revealed').waitFor();
    // The end in the table's system line, its reason in words (German here, English for Yellow);
    // no mute list in the archive of a game that ended.
    const tableLines = (page: Page) =>
      page.locator('[data-testid=talk-pane][data-channel=table] [data-testid=talk-line][data-kind=system]');
    await tableLines(black)
      .filter({ hasText: /^Die Partie ist beendet: .+ gewinnen \(Aufgabe\)\./ })
      .waitFor();
    await expect(black.locator('[data-testid=talk-pane] .talk-mutes').count()).resolves.toBe(0);
    await gotoReady(yellow, `${suite.dash.url}/games/${gameId}`);
    await tableLines(yellow)
      .filter({ hasText: /^The game is over: .+ win \(resignation\)\./ })
      .waitFor();
    await expect(yellow.locator('[data-testid=talk-pane] .talk-mutes').count()).resolves.toBe(0);
    // The table still takes a word after the game, and says so above the box (German for Black).
    await yellow
      .locator('[data-testid=talk-pane][data-channel=table] [data-testid=talk-after-game]')
      .filter({ hasText: 'The game is over. A word after the game' })
      .waitFor();
    await black.getByTestId('talk-tab-table').click();
    await black
      .locator('[data-testid=talk-pane][data-channel=table] [data-testid=talk-after-game]')
      .filter({ hasText: 'Die Partie ist vorbei.' })
      .waitFor();
    await black.getByTestId('talk-tab-yellow+green').click();
    await black
      .locator('[data-testid=talk-pane][data-channel="yellow+green"] [data-testid=talk-line]')
      .filter({ hasText: 'Shall we stand together' })
      .waitFor();
    await expect(black.locator('[data-testid=talk-pane] [data-testid=talk-input]').count()).resolves.toBe(0);
    await screenshot(black, 'negotiation-revealed.png');

    // The alliance history links to the negotiation it came of.
    await gotoReady(black, `${suite.dash.url}/players/${users.green.username}`);
    const link = black.getByTestId('alliance-negotiation').first();
    await expect(link.getAttribute('href')).resolves.toBe(`/games/${gameId}#negotiation`);
    await link.click();
    await black.getByTestId('talk-revealed').waitFor();
    expect(errors).toEqual([]);
  });
});
