import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { describeInBrowser } from './support/browser-suite';
import { screenshot } from './support/screenshot';
import { gotoReady, signedInUser, testUser } from './support/users';

jest.setTimeout(300_000);

/**
 * What makes the page wider than the window (a phone would pan sideways): the page's overflow,
 * and the outermost elements that reach past the right edge. Nothing for a page that fits; a
 * region that scrolls inside itself (a wide table in its own scroller) fits.
 */
async function sidewaysScroll(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const wide = Array.from(document.querySelectorAll('body *')).filter((el) => {
      const right = el.getBoundingClientRect().right;
      const parent = el.parentElement?.getBoundingClientRect().right ?? 0;
      return right > width + 1 && parent <= width + 1;
    });
    return [
      `scrolls sideways: ${document.documentElement.scrollWidth} px wide in ${width} px`,
      ...wide
        .slice(0, 5)
        .map(
          (el) =>
            `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')} reaches ${Math.round(el.getBoundingClientRect().right)} px`,
        ),
    ];
  });
}

/** Accessible: the main pages, as a signed-in player sees them, at desktop and phone size. */
describeInBrowser('accessibility (axe-core)', (suite) => {
  it('every page (signed out: the first visit, sign-in, sign-up) has no serious or critical violation and no sideways scrolling on a phone', async () => {
    const ann = testUser('ann');
    const ben = testUser('ben');
    const annContext = await suite.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const benContext = await suite.browser.newContext();
    await signedInUser(annContext, suite.dash.url, ann, 'Ann');
    await signedInUser(benContext, suite.dash.url, ben, 'Ben');
    const post = async (path: string, data: unknown) => {
      const res = await annContext.request.post(`${suite.dash.url}/api${path}`, { data });
      expect([path, res.status(), res.status() === 201 ? '' : await res.text()]).toEqual([path, 201, '']);
      return (await res.json()) as { id: string };
    };
    const chess = await post('/games', { variant: '007', seats: [{ seat: 'white', me: true }] });
    expect((await benContext.request.post(`${suite.dash.url}/api/games/${chess.id}/seats/black/join`)).status()).toBe(
      200,
    );
    const coalition = await post('/games', {
      variant: 'coalition',
      options: { setupPhase: false },
      seats: [
        { seat: 'yellow', me: true },
        { seat: 'green', me: true },
      ],
    });
    for (const seat of ['black', 'red'])
      expect(
        (await benContext.request.post(`${suite.dash.url}/api/games/${coalition.id}/seats/${seat}/join`)).status(),
      ).toBe(200);
    // The negotiation panel's states: lines by both sides (a link, a muted party, a system line),
    // a private channel, the notes, and a finished game whose negotiation is revealed.
    const say = async (context: typeof annContext, game: string, channel: string, text: string) => {
      const res = await context.request.post(
        `${suite.dash.url}/api/games/${game}/channels/${encodeURIComponent(channel)}/messages`,
        { data: { text } },
      );
      expect([channel, res.status()]).toEqual([channel, 201]);
      return ((await res.json()) as { id: string }).id;
    };
    await say(annContext, coalition.id, 'table', 'Good luck to all. The plan: https://example.org/plan');
    const bens = await say(benContext, coalition.id, 'table', 'And to you.');
    await say(benContext, coalition.id, 'yellow+black', 'A word in private, Yellow?');
    await say(benContext, coalition.id, 'green+red', 'Red talks to Green.');
    expect((await annContext.request.put(`${suite.dash.url}/api/games/${coalition.id}/muted-seats/red`)).status()).toBe(
      200,
    );
    expect(
      (
        await annContext.request.put(`${suite.dash.url}/api/games/${coalition.id}/notes`, {
          data: { text: 'Watch the red tank.' },
        })
      ).status(),
    ).toBe(200);
    const over = await post('/games', { variant: '007', seats: [{ seat: 'white', me: true }] });
    expect((await benContext.request.post(`${suite.dash.url}/api/games/${over.id}/seats/black/join`)).status()).toBe(
      200,
    );
    await say(benContext, over.id, 'table', 'gg in advance');
    const overGame = await (await annContext.request.get(`${suite.dash.url}/api/games/${over.id}`)).json();
    await post(`/games/${over.id}/actions`, { type: 'resign', expectedVersion: overGame.version });

    // The moderation queue and a report in context: Ann moderates and has reported Ben's line.
    await suite.dash.api.db.query(`UPDATE users SET moderator = true WHERE username = $1`, [ann.username]);
    const report = await post('/reports', { subject: 'message', id: bens, reason: 'spam', text: 'For the scan' });

    const club = await post('/clubs', { name: 'Axe club', description: 'For the scan', visibility: 'public' });
    const year = new Date().getUTCFullYear();
    const ladder = await post(`/clubs/${club.id}/ladders`, {
      name: 'Axe ladder',
      variant: 'coalition',
      season: { name: String(year), startsOn: `${year}-01-01`, endsOn: `${year}-12-31` },
    });
    // A running 007 round robin of Ann and Ben: its standings, crosstable and round.
    expect((await benContext.request.post(`${suite.dash.url}/api/clubs/${club.id}/join`)).status()).toBe(200);
    const event = await post(`/clubs/${club.id}/tournaments`, {
      name: 'Axe round robin',
      variant: '007',
      format: 'round-robin',
      minEntrants: 2,
    });
    await post(`/tournaments/${event.id}/entries`, {});
    expect(
      (await benContext.request.post(`${suite.dash.url}/api/tournaments/${event.id}/entries`, { data: {} })).status(),
    ).toBe(201);
    expect((await annContext.request.post(`${suite.dash.url}/api/tournaments/${event.id}/start`)).status()).toBe(200);
    // An event still open: its admin's controls (add a member, change, start).
    const openEvent = await post(`/clubs/${club.id}/tournaments`, {
      name: 'Axe open event',
      variant: '007',
      format: 'round-robin',
    });

    // Challenges: one to Ann still open, one of hers declined (greyed, with its reason).
    const toAnn = await benContext.request.post(`${suite.dash.url}/api/challenges`, {
      data: { to: ann.username, variant: '007', options: { detente: true } },
    });
    expect(toAnn.status()).toBe(201);
    const declined = await post('/challenges', { to: ben.username, variant: 'coalition' });
    expect(
      (
        await benContext.request.post(`${suite.dash.url}/api/challenges/${declined.id}/decline`, {
          data: { reason: 'Not this week' },
        })
      ).status(),
    ).toBe(200);

    /** Opens the negotiation panel (on a phone, its tab next to the board) at one of its tabs. */
    const talkTab = (tab: string) => async (page: Page) => {
      // The page must be rendered before asking whether the phone's pane switch shows.
      await page.getByTestId(`talk-tab-${tab}`).waitFor({ state: 'attached' });
      if (await page.getByTestId('pane-talk').isVisible()) await page.getByTestId('pane-talk').click();
      await page.getByTestId(`talk-tab-${tab}`).click();
      if (tab === 'notes') await page.getByTestId('notes-input').waitFor();
      else
        await page.locator(`[data-testid=talk-pane][data-channel="${tab}"] [data-testid=talk-line]`).first().waitFor();
    };
    const pages: readonly (readonly [string, string, ((page: Page) => Promise<void>)?])[] = [
      // Ann has not confirmed her address: home asks her to, and right after sign-up welcomes her.
      ['home', '/', async (page) => void (await page.getByTestId('welcome-verify').waitFor())],
      [
        'home welcome',
        '/?welcome=1',
        async (page) =>
          void (await page.getByTestId('welcome').getByRole('heading', { name: 'Welcome to Entente, Ann!' }).waitFor()),
      ],
      ['lobby', '/lobby'],
      ['notifications', '/notifications'],
      ['challenges', '/challenges', async (page) => void (await page.getByTestId('challenge').nth(1).waitFor())],
      [
        'challenge form',
        `/players/${ben.username}`,
        async (page) => {
          await page.getByTestId('challenge-button').click();
          await page.getByRole('button', { name: 'Send the challenge' }).waitFor();
        },
      ],
      ['clubs', '/clubs'],
      ['ratings', '/ratings'],
      ['club', `/clubs/${club.id}`],
      ['player', `/players/${ann.username}`],
      ['analysis', '/analysis?variant=coalition'],
      ['new game', '/games/new'],
      ['007 game', `/games/${chess.id}`],
      ['coalition game', `/games/${coalition.id}`],
      ['negotiation table', `/games/${coalition.id}`, talkTab('table')],
      ['negotiation private', `/games/${coalition.id}`, talkTab('yellow+black')],
      ['negotiation notes', `/games/${coalition.id}`, talkTab('notes')],
      ['negotiation revealed', `/games/${over.id}`, talkTab('table')],
      ['ladder', `/ladders/${ladder.id}`],
      [
        'tournament',
        `/tournaments/${event.id}`,
        async (page) => void (await page.getByTestId('round-game').first().waitFor()),
      ],
      [
        'tournament admin',
        `/tournaments/${openEvent.id}`,
        async (page) => void (await page.getByTestId('tournament-admin').waitFor()),
      ],
      ['settings', '/settings'],
      ['moderation', '/moderation'],
      ['moderation report', `/moderation/${report.id}`],
      ['rules', '/rules'],
      ['rules 007', '/rules/007'],
      ['rules coalition', '/rules/coalition'],
      ['rules coalition full text', '/rules/coalition/full'],
    ];
    const found: string[] = [];
    for (const viewport of [
      { width: 1366, height: 900 },
      { width: 375, height: 812 },
    ]) {
      const page = await annContext.newPage();
      await page.setViewportSize(viewport);
      for (const [name, path, prepare] of pages) {
        await gotoReady(page, `${suite.dash.url}${path}`);
        await page.locator('main').waitFor();
        if (path.startsWith('/games/') && path !== '/games/new')
          await page.locator('[data-testid=board][data-ready]').waitFor();
        await prepare?.(page);
        // What the page loads in the browser is in before the scan.
        await page.waitForFunction(() => !/Loading…/.test(document.body.innerText));
        await screenshot(page, `page-${name.replace(/ /g, '-')}-${viewport.width}.png`);
        for (const v of await seriousViolations(page)) found.push(`${name} at ${viewport.width}px: ${v}`);
        for (const wide of await sidewaysScroll(page)) found.push(`${name} at ${viewport.width}px: ${wide}`);
      }
      await page.close();
    }
    // Signed out: the home page of a first visit (both games on a board), sign-in and sign-up.
    const signedOut = await (await suite.browser.newContext()).newPage();
    for (const viewport of [
      { width: 1366, height: 900 },
      { width: 375, height: 812 },
    ]) {
      await signedOut.setViewportSize(viewport);
      for (const [name, path] of [
        ['first visit', '/'],
        ['sign in', '/signin'],
        ['sign up', '/signup'],
        ['sign-in link', '/signin-link'],
      ] as const) {
        await gotoReady(signedOut, `${suite.dash.url}${path}`);
        if (path === '/') await signedOut.getByTestId('intro-007').locator('[data-testid=board]').waitFor();
        await screenshot(signedOut, `page-${name.replace(/ /g, '-')}-${viewport.width}.png`);
        for (const v of await seriousViolations(signedOut)) found.push(`${name} at ${viewport.width}px: ${v}`);
        for (const wide of await sidewaysScroll(signedOut)) found.push(`${name} at ${viewport.width}px: ${wide}`);
      }
    }
    // The first visit in German (the browser's language), on a phone.
    const german = await (
      await suite.browser.newContext({ locale: 'de-DE', viewport: { width: 375, height: 812 } })
    ).newPage();
    await gotoReady(german, `${suite.dash.url}/`);
    await german
      .getByTestId('intro-coalition')
      .getByText(/^Vier Parteien auf einem 10×10-Brett/)
      .waitFor();
    await german.getByTestId('how-to-start').getByRole('heading', { name: 'So fängst du an' }).waitFor();
    await screenshot(german, 'page-first-visit-de-375.png');
    for (const v of await seriousViolations(german)) found.push(`first visit (de) at 375px: ${v}`);
    for (const wide of await sidewaysScroll(german)) found.push(`first visit (de) at 375px: ${wide}`);
    expect(found).toEqual([]);
  });
});
