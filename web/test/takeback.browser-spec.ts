import type { BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { describeInBrowser } from './support/browser-suite';
import { clickMove, gotoReady, signedInUser, testUser, watchErrors } from './support/users';

jest.setTimeout(300_000);

/** What stands on a square of the board shown, as "white knight"; empty: "". */
async function pieceOn(page: Page, square: string): Promise<string> {
  const sq = page.locator(`[data-testid=board] [data-square="${square}"]`).first();
  const [color, piece] = [await sq.getAttribute('data-color'), await sq.getAttribute('data-piece')];
  return piece ? `${color} ${piece}` : '';
}

/** The restored position is pushed: well inside the 20 s safety poll of a page with a stream. */
const PUSHED = { timeout: 10_000 };

describeInBrowser('a takeback asked, declined, asked again and accepted between two people', (suite) => {
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
  });

  it('007: the opponent answers at the top of the page; the accepted one restores both boards', async () => {
    const errors: string[] = [];
    const url = suite.dash.url;
    const aliceContext = await suite.browser.newContext({ viewport: { width: 1366, height: 900 } });
    contexts.push(aliceContext);
    await signedInUser(aliceContext, url, testUser('alice'), 'Alice Walker');
    // Bob on a phone: the request must reach his first screen.
    const bobContext = await suite.browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    contexts.push(bobContext);
    await signedInUser(bobContext, url, testUser('bob'), 'Bob Klein');

    const alice = await aliceContext.newPage();
    const bob = await bobContext.newPage();
    watchErrors(alice, errors);
    watchErrors(bob, errors);
    const created = await alice.request.post(`${url}/api/games`, {
      data: { variant: '007', seats: [{ seat: 'white', me: true }] },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { id: string }).id;
    expect((await bob.request.post(`${url}/api/games/${id}/seats/black/join`)).status()).toBe(200);

    await gotoReady(alice, `${url}/games/${id}`);
    await gotoReady(bob, `${url}/games/${id}`);
    // Nothing played yet: nothing to take back.
    await alice.getByTestId('game-actions').waitFor();
    await expect(alice.getByTestId('takeback-ask').count()).resolves.toBe(0);

    // Alice's turn: her pawn, Black's pawn, her knight.
    await alice.locator('.to-move.mine[data-part="1"]').waitFor();
    await clickMove(alice, 'e2', 'e4');
    await clickMove(alice, 'e7', 'e5');
    await clickMove(alice, 'g1', 'f3');
    await alice.getByTestId('submit-turn').click();
    await bob.locator('.to-move.mine[data-part="1"]').waitFor(PUSHED);
    await expect(pieceOn(bob, 'f3')).resolves.toBe('white knight');
    await expect(alice.locator('[data-testid=game-page]').getAttribute('data-live')).resolves.toBe('stream');

    // She asks; Bob sees it at the top of his page, by name, and declines.
    await alice.getByTestId('takeback-ask').click();
    await alice.getByTestId('takeback-request').getByText('Waiting for Bob Klein.', { exact: false }).waitFor();
    await alice.getByTestId('takeback-withdraw').waitFor();
    await expect(alice.getByTestId('takeback-ask').count()).resolves.toBe(0);
    const request = bob.getByTestId('takeback-request');
    await request.getByText('Alice Walker asks to take back their last turn.').waitFor(PUSHED);
    expect((await request.boundingBox())!.y).toBeLessThan(400);
    await expect(bob.getByTestId('takeback-withdraw').count()).resolves.toBe(0);
    await request.getByRole('button', { name: 'Decline the takeback' }).click();
    await bob.getByTestId('takeback-request').waitFor({ state: 'detached' });
    await alice.getByTestId('takeback-request').waitFor({ state: 'detached', ...PUSHED });
    await expect(pieceOn(alice, 'f3')).resolves.toBe('white knight');

    // She asks again; this time Bob accepts (the page clean for axe with the request on a phone).
    await alice.getByTestId('takeback-ask').click();
    await request.getByRole('button', { name: 'Accept the takeback' }).waitFor(PUSHED);
    expect(await seriousViolations(bob)).toEqual([]);
    await request.getByRole('button', { name: 'Accept the takeback' }).click();

    // Both boards: the position before Alice's turn, and it is her move again.
    for (const page of [bob, alice]) {
      await page
        .locator('[data-testid=board] [data-square="e2"][data-piece="pawn"][data-color="white"]')
        .waitFor(PUSHED);
      await expect(pieceOn(page, 'e4')).resolves.toBe('');
      await expect(pieceOn(page, 'e7')).resolves.toBe('black pawn');
      await expect(pieceOn(page, 'e5')).resolves.toBe('');
      await expect(pieceOn(page, 'g1')).resolves.toBe('white knight');
      await expect(pieceOn(page, 'f3')).resolves.toBe('');
      await expect(page.getByTestId('takeback-request').count()).resolves.toBe(0);
    }
    await alice.locator('.to-move.mine[data-part="1"]').waitFor(PUSHED);
    await expect(bob.locator('.to-move.mine').count()).resolves.toBe(0);
    // Nothing of hers is left to take back.
    await expect(alice.getByTestId('takeback-ask').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });
});
