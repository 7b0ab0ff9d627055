import type { APIRequestContext } from 'playwright-core';
import { describeInBrowser } from './support/browser-suite';
import { screenshot } from './support/screenshot';
import { quietMove } from './support/coalition-search';
import { gotoReady, signedInUser, testUser, watchErrors, type TestUser } from './support/users';

jest.setTimeout(240_000);

const SEATS = ['yellow', 'black', 'green', 'red'] as const;
type SeatName = (typeof SEATS)[number];
// coalition.md §8: a win scores 6 for each member of the winning coalition, a draw 2 for each
// player still in the game, a loss 0.
const WIN = 6;
const DRAW = 2;

describeInBrowser('ladders in the browser', (suite) => {
  it('shows a Coalition Chess ladder table with the points of a won and a drawn game', async () => {
    const users = {} as Record<SeatName, TestUser>;
    const http = {} as Record<SeatName, APIRequestContext>;
    const names: Record<SeatName, string> = {
      yellow: 'Ida Gelb',
      black: 'Jan Schwarz',
      green: 'Kai Grün',
      red: 'Lea Rot',
    };
    for (const seat of SEATS) {
      const context = await suite.browser.newContext({ viewport: { width: 1440, height: 1000 } });
      users[seat] = testUser(seat.slice(0, 3));
      await signedInUser(context, suite.dash.url, users[seat], names[seat]);
      http[seat] = context.request;
    }
    const call = async (
      seat: SeatName,
      method: 'get' | 'post',
      route: string,
      data?: unknown,
      status = method === 'post' ? 201 : 200,
    ) => {
      const res = await http[seat][method](`${suite.dash.url}/api${route}`, data === undefined ? undefined : { data });
      if (res.status() !== status) throw new Error(`${method} ${route}: ${res.status()} ${await res.text()}`);
      const text = await res.text();
      return text ? JSON.parse(text) : undefined;
    };

    const club = await call('yellow', 'post', '/clubs', {
      name: 'Wiener Koalitionsschachklub',
      description: 'Seit 1914',
      visibility: 'public',
    });
    for (const seat of ['black', 'green', 'red'] as const)
      await call(seat, 'post', `/clubs/${club.id}/join`, undefined, 200);
    const year = new Date().getUTCFullYear();
    const ladder = await call('yellow', 'post', `/clubs/${club.id}/ladders`, {
      name: 'Koalitionsleiter',
      variant: 'coalition',
      options: { setupPhase: false },
      optionsFixed: true,
      allowStrawmen: false,
      rated: false,
      season: { name: String(year), startsOn: `${year}-01-01`, endsOn: `${year}-12-31` },
    });
    const challenge = async () => {
      const lg = await call('yellow', 'post', `/ladders/${ladder.id}/challenges`, {
        seats: SEATS.map((seat) => ({ seat, player: users[seat].username })),
      });
      for (const seat of ['black', 'green', 'red'] as const)
        await call(seat, 'post', `/games/${lg.gameId}/seats/${seat}/accept`, undefined, 200);
      return lg.gameId as string;
    };
    const state = (id: string) => call('yellow', 'get', `/games/${id}`);
    const act = async (seat: SeatName, id: string, body: Record<string, unknown>) => {
      const { version } = await state(id);
      return call(seat, 'post', `/games/${id}/actions`, { ...body, seat, expectedVersion: version });
    };
    const move = async (seat: SeatName, id: string) => {
      const g = await state(id);
      expect(g.toMove[0].seat).toBe(seat);
      return call(seat, 'post', `/games/${id}/moves`, {
        move: quietMove(g.position.text, g.options, seat),
        seat,
        expectedVersion: g.version,
      });
    };

    // Game 1: Green joins Yellow and Red joins Black by declaration; Black resigns — Yellow and
    // Green win.
    const won = await challenge();
    await move('yellow', won);
    await move('black', won);
    await act('green', won, { type: 'declare', ally: 'yellow' });
    await move('green', won);
    await act('red', won, { type: 'declare', ally: 'black' });
    await move('red', won);
    const over = await act('black', won, { type: 'resign' });
    expect(over.status).toBe('finished');
    expect([...over.result.winners].sort()).toEqual(['green', 'yellow']);
    // Game 2: a draw agreed by all four.
    const drawn = await challenge();
    await act('yellow', drawn, { type: 'offer-draw' });
    for (const seat of ['black', 'green', 'red'] as const) await act(seat, drawn, { type: 'accept-draw' });
    expect((await state(drawn)).status).toBe('finished');

    const expected: Record<SeatName, number> = { yellow: WIN + DRAW, green: WIN + DRAW, black: DRAW, red: DRAW };
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 1000 } });
    await signedInUser(context, suite.dash.url, testUser('viewer'), 'Max Zuschauer');
    const page = await context.newPage();
    const errors: string[] = [];
    watchErrors(page, errors);
    // The page asks the API for the chosen season's games (not the newest of every season).
    const gamesAsked = page.waitForRequest((r) => /\/api\/ladders\/[^/]+\/games\?/.test(r.url()));
    await gotoReady(page, `${suite.dash.url}/ladders/${ladder.id}`);
    expect(new URL((await gamesAsked).url()).searchParams.get('season')).toBe(ladder.currentSeason.id);
    await page.getByTestId('ladder-games').locator('tbody tr').nth(1).waitFor();
    await expect(page.getByTestId('ladder-games').locator('tbody tr').count()).resolves.toBe(2);
    await page.getByTestId('standing-row').first().waitFor();
    await expect(page.getByTestId('standing-row').count()).resolves.toBe(4);
    for (const seat of SEATS) {
      const row = page.locator(`[data-testid=standing-row][data-user="${users[seat].username}"]`);
      await expect(row.getAttribute('data-points')).resolves.toBe(String(expected[seat]));
      await expect(row.textContent()).resolves.toContain(names[seat]);
    }
    // Ranked by points: the two winners above the two losers.
    const order = await page
      .getByTestId('standing-row')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-user')));
    expect(new Set(order.slice(0, 2))).toEqual(new Set([users.yellow.username, users.green.username]));
    // The season switcher and the CSV download name the same season's table.
    await expect(page.getByTestId('season').locator('option').count()).resolves.toBeGreaterThanOrEqual(1);
    const csvHref = await page.getByTestId('csv').getAttribute('href');
    const csv = await (await context.request.get(`${suite.dash.url}${csvHref}`)).text();
    expect(csv).toContain(users.yellow.username);
    expect(csv).toMatch(new RegExp(`${users.green.username}[^\\n]*\\b${expected.green}\\b`));
    // The alliance history lists both coalitions of the won game.
    await page.getByTestId('alliance-history').getByText(names.green).first().waitFor();
    await screenshot(page, 'ladder.png');

    // The won game's result page: the result and its reason in words, the ladder's
    // points of every seat, and the game's alliance history by colour names.
    await page.getByTestId('ladder-games').locator(`a[href="/games/${won}"]`).click();
    await page.waitForURL(`${suite.dash.url}/games/${won}`);
    const result = page.getByTestId('result');
    await expect(result.locator('strong').first().textContent()).resolves.toMatch(
      /^Winners: (Yellow, Green|Green, Yellow)$/,
    );
    await expect(result.getByTestId('result-reason').textContent()).resolves.toBe('Reason: resignation');
    for (const seat of SEATS) {
      const points = seat === 'yellow' || seat === 'green' ? WIN : 0;
      await expect(result.getByTestId(`points-${seat}`).textContent()).resolves.toBe(String(points));
      await expect(result.locator('tr', { has: page.getByTestId(`points-${seat}`) }).textContent()).resolves.toContain(
        names[seat],
      );
    }
    const coalitions = page.getByTestId('coalition-panel').getByTestId('coalition');
    const formed = await coalitions.evaluateAll((els) =>
      els.map((e) => [(e.getAttribute('data-seats') ?? '').split(',').sort().join('+'), e.textContent ?? '']),
    );
    expect(formed.map(([seats]) => seats).sort()).toEqual(['black+red', 'green+yellow']);
    for (const [seats, text] of formed) {
      for (const seat of seats.split('+')) expect(text).toContain(seat[0].toUpperCase() + seat.slice(1));
      expect(text).toContain('since round 1, by declaration');
    }
    await screenshot(page, 'ladder-game-result.png');
    expect(errors).toEqual([]);
  });

  it('creates a ladder from the club page with what happens to an abandoned seat and who a changed seat scores for', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1366, height: 900 } });
    await signedInUser(context, suite.dash.url, testUser('adm'), 'Ada Admin');
    const created = await context.request.post(`${suite.dash.url}/api/clubs`, {
      data: { name: 'Leiterklub', description: 'for the form', visibility: 'public' },
    });
    expect(created.status()).toBe(201);
    const club = (await created.json()) as { id: string };
    const page = await context.newPage();
    const errors: string[] = [];
    watchErrors(page, errors);
    await gotoReady(page, `${suite.dash.url}/clubs/${club.id}`);
    await page.locator('input[name=ladder-name]').fill('Leiter mit Ersatz');
    await page.locator('input[name=abandoned][value=substitute]').check();
    await page.locator('select[name=abandonedLevel]').selectOption('search');
    await page.locator('select[name=holderCredit]').selectOption('each');
    await page.getByRole('button', { name: 'New ladder' }).click();
    await page.waitForURL(/\/ladders\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop();
    const ladder = (await (await context.request.get(`${suite.dash.url}/api/ladders/${id}`)).json()) as {
      options: Record<string, unknown>;
      holderCredit: string;
    };
    expect([ladder.options.abandoned, ladder.options.abandonedLevel, ladder.holderCredit]).toEqual([
      'substitute',
      'search',
      'each',
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
