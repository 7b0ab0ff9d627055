import type { Page } from 'playwright-core';
import { describeInBrowser } from './support/browser-suite';
import { screenshot } from './support/screenshot';
import { findOutOfTurnCheck } from './support/coalition-search';
import { clickMoveAndSend } from './support/send-move';
import { gotoReady, signedInUser, testUser, watchErrors } from './support/users';

jest.setTimeout(300_000);

const SEATS = ['yellow', 'black', 'green', 'red'] as const;
type SeatName = (typeof SEATS)[number];

describeInBrowser('Coalition Chess in the browser', (suite) => {
  it('four users go through the set-up phase, an alliance, and a check answered out of turn', async () => {
    const errors: string[] = [];
    const pages = {} as Record<SeatName, Page>;
    const names: Record<SeatName, string> = {
      yellow: 'Yara Gelb',
      black: 'Bert Schwarz',
      green: 'Greta Grün',
      red: 'Rolf Rot',
    };
    for (const seat of SEATS) {
      const context = await suite.browser.newContext({ viewport: { width: 1440, height: 1100 } });
      await signedInUser(context, suite.dash.url, testUser(seat.slice(0, 3)), names[seat]);
      pages[seat] = await context.newPage();
      watchErrors(pages[seat], errors);
    }
    // Yellow creates the game (the form itself is covered by the 007 test); the others join.
    const created = await pages.yellow.request.post(`${suite.dash.url}/api/games`, {
      data: { variant: 'coalition', seats: [{ seat: 'yellow', me: true }] },
    });
    expect(created.status()).toBe(201);
    const gameId = (await created.json()).id as string;
    for (const seat of ['black', 'green', 'red'] as const) {
      const joined = await pages[seat].request.post(`${suite.dash.url}/api/games/${gameId}/seats/${seat}/join`);
      expect(joined.status()).toBe(200);
    }
    for (const seat of SEATS) await gotoReady(pages[seat], `${suite.dash.url}/games/${gameId}`);

    // Set-up phase: the areas are shaded, Yellow waits for the three others (§4).
    await pages.yellow.locator('[data-testid=game-page][data-status="setup"]').waitFor();
    await expect(pages.yellow.getByTestId('setup-editor').count()).resolves.toBe(0);
    await screenshot(pages.yellow, 'game-coalition-setup.png');

    // Black accepts the default array.
    await pages.black.locator('[data-testid=board][data-ready]').waitFor();
    await pages.black.getByTestId('use-default').click();
    // Green swaps its machine gun and guard by two clicks inside its area.
    const green = pages.green;
    await green.locator('[data-testid=setup-editor] [data-testid=board][data-ready]').waitFor();
    await green.locator('[data-testid=setup-editor] [data-square="i4"] rect').first().click();
    await green.locator('[data-testid=setup-editor] [data-square="i5"] rect').first().click();
    await green.locator('[data-testid=setup-editor] [data-square="i4"][data-piece="guard"]').waitFor({ timeout: 5000 });
    await screenshot(green, 'game-coalition-setup-editor.png');
    await green.getByTestId('submit-arrangement').click();
    // Red drags its machine gun from b4 to the empty a4.
    const red = pages.red;
    await red.locator('[data-testid=setup-editor] [data-testid=board][data-ready]').waitFor();
    // Let the page take in Black's and Green's arrangements first: the list of who must act
    // shrinks, and the board moves up with it — a hand would wait for the page to settle too.
    for (const seat of ['black', 'green'])
      await red.locator(`[data-testid=turn-status] .to-move[data-seat="${seat}"]`).waitFor({ state: 'detached' });
    await dragSquare(red, 'b4', 'a4');
    await red
      .locator('[data-testid=setup-editor] [data-square="a4"][data-piece="machine_gun"]')
      .waitFor({ timeout: 5000 });
    await red.getByTestId('submit-arrangement').click();
    // Now Yellow arranges, seeing the others' arrangements.
    await pages.yellow.getByTestId('setup-editor').waitFor();
    await expect(pages.yellow.locator('[data-square="i4"]').getAttribute('data-piece')).resolves.toBe('guard');
    await pages.yellow.getByTestId('submit-arrangement').click();
    for (const seat of SEATS) await pages[seat].locator('[data-testid=game-page][data-status="active"]').waitFor();

    // The status names the round and warns of the neutrality abort (§6); the strip gives the order.
    await pages.black.locator('[data-testid=coalition-round][data-round="1"]').waitFor();
    await expect(pages.black.getByTestId('neutral-warning').textContent()).resolves.toMatch(/aborted/);
    await expect(
      pages.black
        .locator('[data-testid=playing-order] li')
        .evaluateAll((els) =>
          els.map((e) => `${e.getAttribute('data-seat')}${e.hasAttribute('data-acting') ? '*' : ''}`),
        ),
    ).resolves.toEqual(['yellow*', 'black', 'green', 'red']);

    // The engine finds a legal line from here with Green allied to Yellow and Red to Black by
    // declaration, ending in an out-of-turn check; the four players then play it on their boards.
    const game = await (await pages.yellow.request.get(`${suite.dash.url}/api/games/${gameId}`)).json();
    const steps = findOutOfTurnCheck(game.position.text, game.options, { green: 'yellow', red: 'black' });
    for (const step of steps) {
      const page = pages[step.seat as SeatName];
      if (step.action.type === 'declare') {
        await page.getByTestId(`declare-${step.action.ally}`).click();
        await page.locator(`[data-testid=coalition][data-seats*="${step.seat}"]`).waitFor();
      } else if (step.action.type === 'move') {
        const [from, to] = squaresOf(step.action.move);
        // Read the version only once this page knows it is its move, then wait for the next one.
        await page.locator(`[data-testid=board][data-ready] [data-square="${from}"][data-movable="true"]`).waitFor();
        const version = Number(await page.getByTestId('game-page').getAttribute('data-version'));
        await clickMoveAndSend(page, from, to);
        await page.locator(`[data-testid=game-page]:not([data-version="${version}"])`).waitFor();
      }
    }
    // The check must be answered at once, out of turn: the checked party's page says so.
    const state = await (await pages.yellow.request.get(`${suite.dash.url}/api/games/${gameId}`)).json();
    const answer = state.toMove.find((t: { reason: string }) => t.reason === 'check-answer');
    expect(answer).toBeDefined();
    const checked = pages[answer.seat as SeatName];
    await checked.locator(`.to-move.mine[data-seat="${answer.seat}"][data-reason="check-answer"]`).waitFor();
    // The strip puts the out-of-turn answer first.
    await checked
      .locator(`[data-testid=playing-order] li[data-regular="false"][data-acting][data-seat="${answer.seat}"]`)
      .waitFor();
    // The King in check is ringed on the board and named in words.
    const king = state.position.board.find(
      (p: { piece: string; color: string }) => p.piece === 'king' && p.color === answer.seat,
    );
    await checked.locator(`[data-testid=board] .in-check[data-check="${king.square}"]`).waitFor();
    await expect(checked.getByTestId('check-note').textContent()).resolves.toContain(king.square);
    await screenshot(checked, 'game-coalition-check.png');
    const legal: string[] = state.legalMoves;
    const reply = legal[0];
    const version = state.version;
    await clickMoveAndSend(checked, ...squaresOf(reply));
    await checked.locator(`[data-testid=game-page]:not([data-version="${version}"])`).waitFor();
    const after = await (await pages.yellow.request.get(`${suite.dash.url}/api/games/${gameId}`)).json();
    expect(after.toMove.some((t: { reason: string }) => t.reason === 'check-answer')).toBe(false);
    await checked.locator('[data-testid=board] .in-check').waitFor({ state: 'detached' });
    // The move list writes the moves as the readable record does, the check with +; so does record.txt.
    await checked
      .locator('[data-testid=move-list] .mv', { hasText: /^[^+]*[KTAECMGSP][a-j]\d+[-x][a-j]\d+.*\+$/ })
      .first()
      .waitFor();
    const record = await pages.yellow.request.get(`${suite.dash.url}/api/games/${gameId}/record.txt`);
    expect(record.status()).toBe(200);
    const text = await record.text();
    expect(text).toMatch(/^Round 1: Yellow [KTAECMGSP][a-j]\d+-[a-j]\d+/m);
    expect(text).toMatch(/^Round \d+: .*[a-j]\d+\+/m);
    // Having answered out of turn, that party skips its next regular turn (§7): the strip says so.
    await checked
      .locator(`[data-testid=playing-order] li[data-regular="true"][data-skips][data-seat="${answer.seat}"]`)
      .waitFor();

    // Everyone sees the coalitions, formed by declaration, in the panel.
    const panel = pages.black.getByTestId('coalition-panel');
    await panel.locator('[data-seats="yellow,green"], [data-seats="green,yellow"]').waitFor();
    await panel.locator('[data-seats="black,red"], [data-seats="red,black"]').waitFor();
    // Both small powers allied: no more warning. The move list shows each move's piece.
    await pages.black.getByTestId('neutral-warning').waitFor({ state: 'detached' });
    const moved = pages.black.locator('[data-testid=move-list] .mv-piece[data-piece]');
    await moved.first().waitFor();
    await expect(moved.count()).resolves.toBe(steps.filter((step) => step.action.type === 'move').length + 1);
    await screenshot(pages.black, 'game-coalition.png');
    // Black sees the board from its side; from Yellow's, a1 moves from the top right to the bottom left.
    const a1 = async () =>
      (await pages.black.locator('[data-testid=board] [data-square="a1"] rect').first().boundingBox())!;
    const before = await a1();
    await pages.black.locator('[data-testid=board-side] [data-side="yellow"]').click();
    await pages.black.locator('[data-testid=board-side] [data-side="yellow"][aria-pressed="true"]').waitFor();
    const turned = await a1();
    expect(turned.x).toBeLessThan(before.x);
    expect(turned.y).toBeGreaterThan(before.y);
    // On a phone the coalition panel (its alliance actions) comes before players and clocks.
    await pages.green.setViewportSize({ width: 375, height: 812 });
    const panelTop = (await pages.green.getByTestId('coalition-panel').boundingBox())!.y;
    expect(panelTop).toBeLessThan((await pages.green.getByTestId('seats').boundingBox())!.y);
    await screenshot(pages.green, 'game-coalition-phone.png');
    expect(errors).toEqual([]);
  });
});

function squaresOf(move: string): [string, string] {
  const [, from, to] = /^([a-j]\d+)([a-j]\d+)/.exec(move)!;
  return [from, to];
}

/** Drags the piece on `from` to `to` with the mouse, in small steps like a hand. */
async function dragSquare(page: Page, from: string, to: string): Promise<void> {
  const a = (await page.locator(`[data-testid=board] [data-square="${from}"] rect`).first().boundingBox())!;
  const b = (await page.locator(`[data-testid=board] [data-square="${to}"] rect`).first().boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}
