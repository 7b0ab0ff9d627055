import type { BrowserContext } from 'playwright-core';
import { describeInBrowser } from './support/browser-suite';
import { openPlayer } from './support/players';
import { screenshot } from './support/screenshot';
import { gotoReady } from './support/users';

jest.setTimeout(240_000);

/**
 * The game page names the edition of the rules the game is played in, and lets its players move
 * a running game on to a newer one: a proposal, the seats' answers, the change (docs/rules/editions.md).
 */
describeInBrowser('rules editions on the game page', (suite) => {
  const errors: string[] = [];
  const contexts: BrowserContext[] = [];
  const player = (name: string) => openPlayer(suite, name, errors, contexts);

  afterEach(() => {
    expect(errors.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
  });

  it('shows the game’s edition; a proposal waits for the other person, whose acceptance moves it on', async () => {
    const ann = await player('ann');
    const bob = await player('bob');
    // Two people and two computers, in the first edition of Coalition Chess's rules.
    const created = await ann.context.request.post(`${suite.dash.url}/api/games`, {
      data: {
        variant: 'coalition',
        rulesEdition: 'coalition/1',
        options: { setupPhase: false },
        seats: [
          { seat: 'yellow', me: true },
          { seat: 'black', invite: bob.user.username },
          { seat: 'green', computer: 'greedy' },
          { seat: 'red', computer: 'greedy' },
        ],
      },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { id: string }).id;
    const accepted = await bob.context.request.post(`${suite.dash.url}/api/games/${id}/seats/black/accept`);
    expect(accepted.status()).toBe(200);

    await gotoReady(ann.page, `${suite.dash.url}/games/${id}`);
    const annPanel = ann.page.getByTestId('edition-panel');
    await expect(annPanel.getByTestId('rules-edition').textContent()).resolves.toBe('Rules edition coalition/1');
    await expect(annPanel.getByTestId('rules-edition').getAttribute('href')).resolves.toBe('/rules/coalition');
    await expect(annPanel.getByTestId('newer-edition').textContent()).resolves.toContain('coalition/2');
    await annPanel.getByTestId('edition-propose').click();

    // The computers accept at once; Bob's Black is the one seat to answer.
    await annPanel.getByTestId('edition-upgrade').waitFor();
    await expect(annPanel.getByTestId('edition-upgrade').textContent()).resolves.toBe(
      'Yellow proposes moving on to coalition/2; accepted: Yellow, Green, Red; waiting for: Black.',
    );
    await expect(annPanel.getByTestId('edition-accept').count()).resolves.toBe(0);

    await gotoReady(bob.page, `${suite.dash.url}/games/${id}`);
    const bobPanel = bob.page.getByTestId('edition-panel');
    await bobPanel.getByTestId('edition-accept').waitFor();
    await expect(bobPanel.getByTestId('edition-decline').textContent()).resolves.toBe('Keep the current rules');
    await screenshot(bob.page, 'game-edition-upgrade.png');
    await bobPanel.getByTestId('edition-accept').click();
    await bob.page.locator('[data-testid=edition-panel][data-edition="coalition/2"]').waitFor();
    await expect(bobPanel.getByTestId('edition-upgrade').count()).resolves.toBe(0);
    await expect(bobPanel.getByTestId('edition-propose').count()).resolves.toBe(0);

    const game = await (await ann.context.request.get(`${suite.dash.url}/api/games/${id}`)).json();
    expect([game.rulesEdition, game.editionUpgrade]).toEqual(['coalition/2', null]);
  });

  it('shows the edition in German too', async () => {
    const cleo = await player('cleo');
    const created = await cleo.context.request.post(`${suite.dash.url}/api/games`, {
      data: { variant: '007', seats: [{ seat: 'white', me: true }] },
    });
    const id = ((await created.json()) as { id: string }).id;
    await cleo.context.addCookies([{ name: 'entente_lang', value: 'de', url: suite.dash.url }]);
    await gotoReady(cleo.page, `${suite.dash.url}/games/${id}`);
    await expect(cleo.page.getByTestId('rules-edition').textContent()).resolves.toBe('Regelausgabe 007/1');
  });
});
