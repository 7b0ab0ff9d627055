import type { BrowserContext, Page } from 'playwright-core';
import { describeInBrowser } from './support/browser-suite';
import { screenshot } from './support/screenshot';
import { gotoReady, signedInUser, testUser, type TestUser, watchErrors } from './support/users';

jest.setTimeout(300_000);

/**
 * Blocking and reporting in the dashboard (docs/safety.md): a block in Settings collapses the
 * blocked person's table messages; a report from a message's "Report" reaches the moderators'
 * queue, where a moderator reads it in context and warns (the notice itself: moderation.e2e-spec);
 * only moderators see the queue.
 */
describeInBrowser('blocks, reports and the moderation queue', (suite) => {
  it('blocks in Settings, collapses their lines, reports a message, and a moderator warns from the queue', async () => {
    const errors: string[] = [];
    const people = {} as Record<'ann' | 'ben' | 'mod', { user: TestUser; context: BrowserContext; page: Page }>;
    for (const [key, name] of [
      ['ann', 'Ann'],
      ['ben', 'Ben'],
      ['mod', 'Moe'],
    ] as const) {
      const context = await suite.browser.newContext({ viewport: { width: 1366, height: 900 } });
      const user = testUser(`s${key}`);
      await signedInUser(context, suite.dash.url, user, name);
      const page = await context.newPage();
      watchErrors(page, errors);
      people[key] = { user, context, page };
    }
    const { ann, ben, mod } = people;
    await suite.dash.api.db.query(`UPDATE users SET moderator = true WHERE username = $1`, [mod.user.username]);

    // A Coalition game: Ann plays Yellow and Green, Ben Black and Red; both speak at the table.
    const created = await ann.context.request.post(`${suite.dash.url}/api/games`, {
      data: {
        variant: 'coalition',
        options: { setupPhase: false },
        seats: [
          { seat: 'yellow', me: true },
          { seat: 'green', me: true },
        ],
      },
    });
    const gameId = ((await created.json()) as { id: string }).id;
    for (const seat of ['black', 'red'])
      expect(
        (await ben.context.request.post(`${suite.dash.url}/api/games/${gameId}/seats/${seat}/join`)).status(),
      ).toBe(200);
    const say = async (who: BrowserContext, text: string) =>
      expect(
        (
          await who.request.post(`${suite.dash.url}/api/games/${gameId}/channels/table/messages`, { data: { text } })
        ).status(),
      ).toBe(201);
    await say(ann.context, 'Good luck, everyone.');
    await say(ben.context, 'You will regret this game.');

    // Ann blocks Ben in Settings; he is listed, and a second block changes nothing.
    await gotoReady(ann.page, `${suite.dash.url}/settings`);
    await expect(ann.page.getByRole('link', { name: 'Moderation' }).count()).resolves.toBe(0);
    await ann.page.locator('input[name=block-username]').fill(ben.user.username);
    await ann.page.getByTestId('blocks').getByRole('button', { name: 'Block' }).click();
    await ann.page.getByTestId('block-row').filter({ hasText: 'Ben' }).waitFor();
    await screenshot(ann.page, 'safety-blocks.png');

    // In the lobby, Ben's table is Ann's to join only after she confirms sitting with him.
    const duel = await ben.context.request.post(`${suite.dash.url}/api/games`, {
      data: { variant: '007', seats: [{ seat: 'white', me: true }] },
    });
    const duelId = ((await duel.json()) as { id: string }).id;
    await gotoReady(ann.page, `${suite.dash.url}/lobby`);
    const entry = ann.page.locator(`[data-testid=lobby-entry][data-game="${duelId}"]`);
    await entry.locator('button[data-seat=black]').click();
    await entry.getByTestId('lobby-confirm-blocked').waitFor();
    await entry.getByRole('button', { name: 'Join anyway' }).click();
    await ann.page.waitForURL(new RegExp(`/games/${duelId}$`));

    // At the table Ben's line is collapsed for Ann, and opens on request; hers is not.
    await gotoReady(ann.page, `${suite.dash.url}/games/${gameId}`);
    await ann.page.getByTestId('talk-tab-table').click();
    const hidden = ann.page.locator('[data-testid=talk-line][data-hidden]');
    await hidden.waitFor();
    await expect(hidden.count()).resolves.toBe(1);
    await expect(hidden.locator('.talk-text').isVisible()).resolves.toBe(false);
    await hidden.locator('summary').click();
    await expect(hidden.locator('.talk-text').textContent()).resolves.toBe('You will regret this game.');

    // Ben sees no trace of the block. He reports Ann's line from its "Report" action.
    await gotoReady(ben.page, `${suite.dash.url}/games/${gameId}`);
    await ben.page.getByTestId('talk-tab-table').click();
    await expect(ben.page.locator('[data-testid=talk-line][data-hidden]').count()).resolves.toBe(0);
    const annLine = ben.page.locator('[data-testid=talk-line][data-kind=message]').filter({ hasText: 'Good luck' });
    await annLine.getByRole('button', { name: 'Report' }).click();
    await annLine.locator('select[name=report-reason]').selectOption('spam');
    await annLine.locator('textarea[name=report-text]').fill('Posted in every game.');
    await annLine.getByRole('button', { name: 'Send report' }).click();
    await annLine.getByTestId('report-sent').waitFor();

    // The moderator finds it in the queue, reads the line in its channel, and warns Ann.
    await gotoReady(mod.page, `${suite.dash.url}/`);
    await mod.page.getByRole('link', { name: 'Moderation' }).click();
    const row = mod.page.getByTestId('report-row').filter({ hasText: 'Posted in every game.' });
    await row.waitFor();
    await row.getByRole('link').click();
    await mod.page.getByTestId('context-lines').waitFor();
    await expect(mod.page.locator('[data-testid=context-lines] [data-reported] mark').textContent()).resolves.toBe(
      'Good luck, everyone.',
    );
    await mod.page.locator('select[name=action]').selectOption('warn');
    await mod.page.locator('textarea[name=reason]').fill('Repeated greetings as spam.');
    await mod.page.locator('textarea[name=message]').fill('Please keep the table for the game.');
    await mod.page.getByRole('button', { name: 'Record the action' }).click();
    await mod.page.getByTestId('moderation-done').waitFor();
    await mod.page.getByTestId('report-actions').filter({ hasText: 'warn' }).waitFor();
    await screenshot(mod.page, 'safety-report.png');

    // Ann reads the moderator's word in her notifications: what was done and their words, no names.
    await gotoReady(ann.page, `${suite.dash.url}/notifications`);
    const notice = ann.page.locator('[data-testid=notification][data-kind=moderation]');
    await notice.waitFor();
    await expect(notice.locator('.notification-text').textContent()).resolves.toBe(
      'A moderator warned you. Their words: “Please keep the table for the game.”',
    );

    // A player who is not a moderator is refused the queue in words.
    await gotoReady(ann.page, `${suite.dash.url}/moderation`);
    const refused = ann.page.locator('[data-testid=problem][data-code=NOT_A_MODERATOR]');
    await refused.waitFor();
    await expect(refused.locator('p').first().textContent()).resolves.toBe('Only moderators can do this.');
    expect(errors.filter((e) => !/\b403\b|Forbidden/.test(e))).toEqual([]);
  });
});
