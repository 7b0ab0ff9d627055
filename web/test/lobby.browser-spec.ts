import type { BrowserContext } from 'playwright-core';
import { Clock } from '../../api/src/platform/time/clock';
import { TimeoutSweeper } from '../../api/src/play/clocks/timeout-sweeper';
import { describeInBrowser } from './support/browser-suite';
import { openPlayer } from './support/players';
import { screenshot } from './support/screenshot';
import { gotoReady } from './support/users';

jest.setTimeout(240_000);

describeInBrowser('the lobby', (suite) => {
  const errors: string[] = [];
  const contexts: BrowserContext[] = [];
  afterEach(() => {
    expect(errors.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
  });

  it('an open seat in the lobby is joined in one click, from the lobby page and from the home page', async () => {
    const ann = await openPlayer(suite, 'ann', errors, contexts);
    const bob = await openPlayer(suite, 'bob', errors, contexts);
    const create = async (body: object): Promise<string> => {
      const res = await ann.context.request.post(`${suite.dash.url}/api/games`, { data: body });
      if (res.status() !== 201) throw new Error(`create game: ${res.status()} ${await res.text()}`);
      return ((await res.json()) as { id: string }).id;
    };
    const duel = await create({
      variant: '007',
      options: { detente: true },
      timeControl: { type: 'per-move', days: 5 },
      seats: [{ seat: 'white', me: true }],
    });
    const coalition = await create({ variant: 'coalition', seats: [{ seat: 'yellow', me: true }] });

    // The lobby page: newest first, with the terms and who is seated.
    await gotoReady(bob.page, `${suite.dash.url}/lobby`);
    const entries = bob.page.getByTestId('lobby-entry');
    await entries.first().waitFor();
    await expect(entries.evaluateAll((els) => els.map((e) => e.getAttribute('data-game')))).resolves.toEqual([
      coalition,
      duel,
    ]);
    const duelEntry = bob.page.locator(`[data-testid=lobby-entry][data-game="${duel}"]`);
    await expect(duelEntry.getByTestId('lobby-terms').textContent()).resolves.toBe(
      '5 days per move · Détente · Press: the table only · engine allowed',
    );
    await expect(duelEntry.textContent()).resolves.toContain(ann.user.username);
    await screenshot(bob.page, 'lobby.png');

    // One click: Bob takes black, the game starts and its page opens.
    await duelEntry.getByRole('button', { name: 'Join as Black' }).click();
    await bob.page.waitForURL(`${suite.dash.url}/games/${duel}`);
    await bob.page
      .locator('[data-testid=seats] li[data-seat="black"]')
      .getByRole('link', { name: bob.user.username })
      .waitFor();
    const game = await bob.context.request.get(`${suite.dash.url}/api/games/${duel}`);
    expect(((await game.json()) as { status: string }).status).toBe('active');

    // The home page shows the lobby too; the filled game has left it. Ann may not add black beside
    // yellow (never both great powers), so her entry offers green and red only.
    await gotoReady(ann.page, `${suite.dash.url}/`);
    const home = ann.page.getByTestId('home-lobby');
    const annEntry = home.locator(`[data-testid=lobby-entry][data-game="${coalition}"]`);
    await annEntry.waitFor();
    await expect(home.locator(`[data-game="${duel}"]`).count()).resolves.toBe(0);
    await expect(
      annEntry.getByRole('button').evaluateAll((els) => els.map((e) => e.getAttribute('data-seat'))),
    ).resolves.toEqual(['green', 'red']);
    await annEntry.getByRole('button', { name: 'Join as Green' }).click();
    await ann.page.waitForURL(`${suite.dash.url}/games/${coalition}`);

    // In German.
    await ann.context.addCookies([{ name: 'entente_lang', value: 'de', url: suite.dash.url }]);
    await gotoReady(ann.page, `${suite.dash.url}/lobby`);
    await ann.page.getByRole('heading', { name: 'Lobby' }).waitFor();
    const deEntry = ann.page.locator(`[data-testid=lobby-entry][data-game="${coalition}"]`);
    await expect(deEntry.getByTestId('lobby-terms').textContent()).resolves.toBe(
      '3 Tage pro Zug · Standardoptionen · Nachrichten: der Tisch und ein privater Kanal für jedes Paar von Parteien · Engine erst nach der Partie',
    );
    // Ann now holds two seats, the most one player may: nothing left for her to join here.
    await expect(deEntry.getByRole('button').count()).resolves.toBe(0);
    await expect(deEntry.textContent()).resolves.toContain('Nach den Platzregeln ist hier kein Platz für dich frei.');
  });

  it('a seat offered in a running game is taken over from the lobby; the players panel shows who held it when', async () => {
    const ann = await openPlayer(suite, 'ann', errors, contexts);
    const bob = await openPlayer(suite, 'bob', errors, contexts);
    const eve = await openPlayer(suite, 'eve', errors, contexts);
    const res = await ann.context.request.post(`${suite.dash.url}/api/games`, {
      data: { variant: '007', seats: [{ seat: 'white', me: true }] },
    });
    const id = ((await res.json()) as { id: string }).id;
    expect((await bob.context.request.post(`${suite.dash.url}/api/games/${id}/seats/black/join`)).status()).toBe(200);

    // Bob offers his seat from the players panel, to anyone.
    await gotoReady(bob.page, `${suite.dash.url}/games/${id}`);
    await bob.page.getByTestId('offer-open-black').click();
    await bob.page.getByTestId('offer-form-black').getByRole('button', { name: 'Offer' }).click();
    await bob.page.getByTestId('offer-black').getByText('offered to a substitute, in the lobby').waitFor();

    // Eve takes it over in one click from the lobby.
    await gotoReady(eve.page, `${suite.dash.url}/lobby`);
    const entry = eve.page.locator(`[data-testid=lobby-entry][data-game="${id}"]`);
    await entry.getByText('substitute wanted').waitFor();
    await entry.getByRole('button', { name: 'Take over Black' }).click();
    await eve.page.waitForURL(`${suite.dash.url}/games/${id}`);
    const black = eve.page.locator('[data-testid=seats] li[data-seat="black"]');
    await black.getByRole('link', { name: eve.user.username }).first().waitFor();
    const holders = eve.page.getByTestId('holders-black');
    await holders.waitFor();
    await expect(holders.locator('li').count()).resolves.toBe(2);
    await expect(holders.locator('li').nth(0).textContent()).resolves.toContain(
      `${bob.user.username} · from the start`,
    );
    await expect(holders.locator('li').nth(1).textContent()).resolves.toContain(`${eve.user.username} · took over`);
    await screenshot(eve.page, 'seat-taken-over.png');

    // Ann is told, in words composed from the event.
    await gotoReady(ann.page, `${suite.dash.url}/notifications`);
    await ann.page
      .getByText(`In your game of 007 Chess, Black has passed from ${bob.user.username} to ${eve.user.username}.`)
      .waitFor();
    await expect(eve.page.locator('[data-testid=lobby-entry]').count()).resolves.toBe(0);
  });

  it('an abandoned seat is taken over by a computer, then by a person from the lobby (abandoned: substitute, from the form)', async () => {
    const ann = await openPlayer(suite, 'ann', errors, contexts);
    const bob = await openPlayer(suite, 'bob', errors, contexts);
    const eve = await openPlayer(suite, 'eve', errors, contexts);

    // Ann creates a 007 game from the form: a substitute is sought if a player vanishes, the random computer meanwhile.
    await gotoReady(ann.page, `${suite.dash.url}/games/new`);
    const choice = ann.page.getByTestId('abandoned-choice');
    await choice.getByText('If a player runs out of time or leaves').waitFor();
    await choice.getByText('A substitute is sought').click();
    await choice.locator('select[name=abandonedLevel]').selectOption('random');
    await screenshot(ann.page, 'new-game-abandoned.png');
    await ann.page.getByTestId('create-game').click();
    await ann.page.waitForURL(/\/games\/[0-9a-f-]{36}$/);
    const id = ann.page.url().split('/').pop()!;
    const created = (await (await ann.context.request.get(`${suite.dash.url}/api/games/${id}`)).json()) as {
      abandoned: string;
      abandonedLevel: string;
    };
    expect(created).toMatchObject({ abandoned: 'substitute', abandonedLevel: 'random' });
    expect((await bob.context.request.post(`${suite.dash.url}/api/games/${id}/seats/black/join`)).status()).toBe(200);

    // Ann, White and to move, vanishes — she closes the game — and past her deadline the sweep gives the seat to the computer.
    await ann.page.goto('about:blank');
    const [row] = await suite.dash.api.db.query(`SELECT deadline_at FROM games WHERE id = $1`, [id]);
    const clock = suite.dash.api.app.get(Clock);
    clock.advance(row.deadline_at.getTime() - clock.now().getTime() + 60_000);
    await suite.dash.api.app.get(TimeoutSweeper).sweep();

    // Eve finds the seat in the lobby, held by the computer meanwhile, and takes it over in one click.
    await gotoReady(eve.page, `${suite.dash.url}/lobby`);
    const entry = eve.page.locator(`[data-testid=lobby-entry][data-game="${id}"]`);
    await entry.getByTestId('lobby-computer-white').getByText('the computer (beginner)').waitFor();
    await entry.getByText('substitute wanted').waitFor();
    await entry.getByRole('button', { name: 'Take over White' }).click();
    await eve.page.waitForURL(`${suite.dash.url}/games/${id}`);
    const white = eve.page.locator('[data-testid=seats] li[data-seat="white"]');
    await white.getByRole('link', { name: eve.user.username }).first().waitFor();
    const holders = eve.page.getByTestId('holders-white');
    await holders.locator('li').nth(2).waitFor();
    const lines = await holders.locator('li').allTextContents();
    expect(lines[0]).toContain(`${ann.user.username} · from the start`);
    expect(lines[1]).toContain('the computer (beginner) · after a time-out');
    expect(lines[2]).toContain(`${eve.user.username} · took over`);
    await screenshot(eve.page, 'abandoned-seat-taken-over.png');

    // Bob is told of both changes of hands, in words composed from the events.
    await gotoReady(bob.page, `${suite.dash.url}/notifications`);
    await bob.page
      .getByText(`In your game of 007 Chess, White has passed from ${ann.user.username} to the computer (beginner).`)
      .waitFor();
    await bob.page
      .getByText(`In your game of 007 Chess, White has passed from the computer (beginner) to ${eve.user.username}.`)
      .waitFor();
  });
});
