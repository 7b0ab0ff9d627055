import type { BrowserContext } from 'playwright-core';
import { describeInBrowser } from './support/browser-suite';
import { invite007, openPlayer } from './support/players';
import { screenshot } from './support/screenshot';
import { gotoReady } from './support/users';

jest.setTimeout(240_000);

/**
 * A bot is marked wherever the dashboard names a player: a "BOT" badge with a name of its own
 * beside the bot's name (in English and German), never beside a person's.
 */
describeInBrowser('the bot badge', (suite) => {
  const errors: string[] = [];
  const contexts: BrowserContext[] = [];
  afterEach(() => {
    expect(errors.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
  });

  it('shows the badge beside a bot on the game page, the game list and the leaderboard', async () => {
    const ann = await openPlayer(suite, 'ann', errors, contexts);
    const bot = await openPlayer(suite, 'robo', errors, contexts);
    // The account is a bot before its first seat, as POST /me/bot would make it.
    await suite.dash.api.db.query(`UPDATE users SET bot = true WHERE username = $1`, [bot.user.username]);
    const id = await invite007(suite, ann.context, bot.user);
    const accepted = await bot.context.request.post(`${suite.dash.url}/api/games/${id}/seats/black/accept`, {
      data: {},
    });
    expect(accepted.status()).toBe(200);

    await gotoReady(ann.page, `${suite.dash.url}/games/${id}`);
    const seat = (s: string) => ann.page.locator(`[data-testid=seats] li[data-seat="${s}"]`);
    const badge = seat('black').getByRole('img', { name: 'bot: a program plays this account' });
    await badge.waitFor();
    await expect(badge.textContent()).resolves.toBe('BOT');
    // The link keeps the player's name; a person has no badge.
    await seat('black').getByRole('link', { name: bot.user.username, exact: true }).waitFor();
    await expect(seat('white').getByTestId('bot-badge').count()).resolves.toBe(0);
    await screenshot(ann.page, 'bot-badge-seats.png');

    await gotoReady(ann.page, `${suite.dash.url}/`);
    await ann.page.locator(`a[href="/games/${id}"]`).first().getByTestId('bot-badge').waitFor();

    for (const u of [ann.user.username, bot.user.username])
      await suite.dash.api.db.query(
        `INSERT INTO ratings (user_id, rating, rd, volatility, games, updated_at)
         SELECT id, 1500, 60, 0.06, 9, now() FROM users WHERE username = $1`,
        [u],
      );
    await ann.context.addCookies([{ name: 'entente_lang', value: 'de', url: suite.dash.url }]);
    await gotoReady(ann.page, `${suite.dash.url}/ratings`);
    await ann.page.getByTestId('board-variant').selectOption('007');
    const row = (name: string) => ann.page.locator('tr', { has: ann.page.getByRole('link', { name, exact: true }) });
    await row(bot.user.username).getByRole('img', { name: 'Bot: ein Programm spielt dieses Konto' }).waitFor();
    await expect(row(ann.user.username).getByTestId('bot-badge').count()).resolves.toBe(0);

    // Inside a line of text, where no badge fits, a bot is named "(Bot)": the result's table.
    const game = (await (await ann.context.request.get(`${suite.dash.url}/api/games/${id}`)).json()) as {
      version: number;
    };
    const resigned = await ann.context.request.post(`${suite.dash.url}/api/games/${id}/actions`, {
      data: { type: 'resign', expectedVersion: game.version },
    });
    expect(resigned.status()).toBe(201);
    await gotoReady(ann.page, `${suite.dash.url}/games/${id}`);
    await ann.page
      .locator('tr', { has: ann.page.getByTestId('points-black') })
      .getByText(`${bot.user.username} (Bot)`, { exact: true })
      .waitFor();
  });
});
