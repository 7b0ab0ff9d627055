import { readFile } from 'node:fs/promises';
import { makeUci } from 'chessops';
import { parsePgn, startingPosition } from 'chessops/pgn';
import { parseSan } from 'chessops/san';
import { describeInBrowser } from './support/browser-suite';
import { screenshot } from './support/screenshot';
import { clickMove, gotoReady, signedInUser, signUpInBrowser, testUser, watchErrors } from './support/users';

jest.setTimeout(240_000);

describeInBrowser('007 Chess in the browser', (suite) => {
  it('two users sign up and start a game; a whole turn is played by clicking, previewed, taken back, submitted; the other sees it live and is emailed', async () => {
    const errors: string[] = [];
    const ann = await (await suite.browser.newContext({ viewport: { width: 1440, height: 1000 } })).newPage();
    const bob = await (
      await suite.browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })
    ).newPage();
    watchErrors(ann, errors);
    watchErrors(bob, errors);
    const annUser = testUser('ann');
    const bobUser = testUser('bob');
    await signUpInBrowser(ann, suite.dash.url, annUser, 'Ann Adler');
    await signUpInBrowser(bob, suite.dash.url, bobUser, 'Bob Berg');

    // Ann creates a 007 game: she plays White and invites Bob to Black.
    await gotoReady(ann, `${suite.dash.url}/games/new`);
    await ann.locator('select[name=seat-black]').selectOption('invite');
    await ann.locator('input[name=invite-black]').fill(bobUser.username);
    await ann.locator('input[name=detente]').check();
    await screenshot(ann, 'new-game.png');
    await ann.getByTestId('create-game').click();
    await ann.waitForURL(/\/games\/[0-9a-f-]{36}$/);
    const gameUrl = ann.url();

    // Bob finds the invitation on his home page and accepts it; the game starts.
    await gotoReady(bob, `${suite.dash.url}/`);
    await bob.getByTestId('invitations').getByRole('button', { name: 'Accept' }).click();
    await bob.getByTestId('others').getByTestId('game-card').waitFor();
    // The card shows the game's position as a small board, turned to Bob's seat.
    await bob.getByTestId('others').getByTestId('game-card').getByTestId('mini-board').waitFor();
    await screenshot(bob, 'home-phone.png');
    await gotoReady(bob, gameUrl);
    await bob.locator('[data-testid=turn-status] .to-move[data-seat="white"]').waitFor();

    // Ann's open page learns of the start by itself: her turn, half-move 1 of 3, White's piece.
    await ann.locator('.to-move.mine[data-seat="white"][data-part="1"][data-of="3"][data-color="white"]').waitFor();
    await clickMove(ann, 'e2', 'e4');
    // Half-move 2 moves Black's piece — still Ann's turn.
    await ann.locator('.to-move.mine[data-part="2"][data-color="black"]').waitFor();
    await clickMove(ann, 'e7', 'e5');
    await ann.locator('.to-move.mine[data-part="3"][data-color="white"]').waitFor();
    await clickMove(ann, 'b1', 'c3');
    await expect(ann.getByTestId('preview-move').allTextContents()).resolves.toEqual([
      expect.stringContaining('e4'),
      expect.stringContaining('e5'),
      expect.stringContaining('Nc3'),
    ]);
    // Taken back and played differently: nothing has reached the server yet.
    await ann.getByTestId('take-back').click();
    await expect(ann.getByTestId('preview-move').count()).resolves.toBe(2);
    await expect(ann.locator('[data-testid=board] [data-square="b1"]').getAttribute('data-piece')).resolves.toBe(
      'knight',
    );
    await clickMove(ann, 'g1', 'f3');
    expect(await bob.locator('[data-testid=board] [data-square="e4"]').getAttribute('data-piece')).toBeNull();
    await screenshot(ann, 'game-007-preview.png');
    await ann.getByTestId('submit-turn').click();
    await ann.locator('[data-testid=turn-status] .to-move[data-seat="black"]:not(.mine)').waitFor();

    // Bob's page shows the turn live, without a reload, and it is his move.
    await bob.locator('[data-testid=board] [data-square="f3"][data-piece="knight"][data-color="white"]').waitFor();
    await bob.locator('[data-testid=board] [data-square="e5"][data-piece="pawn"][data-color="black"]').waitFor();
    await bob.locator('.to-move.mine[data-seat="black"][data-part="1"][data-color="black"]').waitFor();
    await expect(bob.getByTestId('move-group').first().textContent()).resolves.toMatch(/e4.*e5.*Nf3/);
    // The board is turned to Black's side: h1 is drawn at the top left.
    const h1 = await bob.locator('[data-testid=board] [data-square="h1"] rect').first().boundingBox();
    const a8 = await bob.locator('[data-testid=board] [data-square="a8"] rect').first().boundingBox();
    expect(h1!.y).toBeLessThan(a8!.y);
    await screenshot(bob, 'game-007-phone.png');

    // Bob is emailed that it is his move; the mail is in /dev/mail.
    const mail = await suite.dash.mail.catcher.waitFor(
      (m) => m.to.includes(bobUser.email) && /your move/i.test(m.subject),
      20_000,
    );
    await gotoReady(bob, `${suite.dash.url}/dev/mail`);
    await bob.locator('[data-testid=mail-list] li', { hasText: mail.subject }).first().waitFor();

    // The event log verifies; the replay slider goes back to before the turn (0 half-moves).
    await ann.locator('[data-testid=verification][data-ok="true"]').waitFor();
    await ann.getByTestId('replay-slider').fill('0');
    await ann.locator('[data-testid=board] [data-square="e4"]:not([data-piece])').waitFor();
    await screenshot(ann, 'game-007.png');

    // The PGN download is a file that a PGN reader (chessops) imports as the orthodox game it is.
    const [download] = await Promise.all([
      ann.waitForEvent('download'),
      ann.getByRole('link', { name: 'Download PGN' }).click(),
    ]);
    const [pgn] = parsePgn(await readFile((await download.path())!, 'utf8'));
    expect(pgn.headers.get('EntenteVariant')).toBe('007');
    const pos = startingPosition(pgn.headers).unwrap();
    const replayed = [...pgn.moves.mainline()].map(({ san }) => {
      const move = parseSan(pos, san)!;
      pos.play(move);
      return makeUci(move);
    });
    expect(replayed).toEqual(['e2e4', 'e7e5', 'g1f3']);

    expect(errors).toEqual([]);
  });

  it('plays by keyboard alone: arrow keys and Enter on the board, and a typed move', async () => {
    const errors: string[] = [];
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    watchErrors(page, errors);
    const white = testUser('kim');
    await signUpInBrowser(page, suite.dash.url, white, 'Kim Keys');
    // Both seats held by one player is not allowed; an open seat joined by a second user starts it.
    await gotoReady(page, `${suite.dash.url}/games/new`);
    await page.getByTestId('create-game').click();
    await page.waitForURL(/\/games\/[0-9a-f-]{36}$/);
    const other = await (await suite.browser.newContext()).newPage();
    watchErrors(other, errors);
    await signUpInBrowser(other, suite.dash.url, testUser('lou'), 'Lou Late');
    await gotoReady(other, page.url());
    await other.getByTestId('join-black').click();
    await page.locator('.to-move.mine[data-part="1"]').waitFor();

    await page.locator('[data-testid=board][data-ready]').waitFor();
    // Keyboard: focus the board, walk from a1 to d2 (three right, one up), select, up two, play d4.
    await page.getByTestId('board').focus();
    await page.keyboard.press('ArrowRight');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid=board] [data-square="d4"][data-target="true"]').waitFor();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.locator('.to-move.mine[data-part="2"]').waitFor();
    // A typed move: an illegal one is refused with a message, a legal one is played.
    const input = page.getByTestId('move-input').locator('input');
    await input.fill('d7d3');
    await input.press('Enter');
    await page.getByTestId('move-input').getByRole('alert').waitFor();
    await input.fill('d7d5');
    await input.press('Enter');
    await input.fill('c1f4');
    await input.press('Enter');
    await expect(page.getByTestId('preview-move').allTextContents()).resolves.toEqual([
      expect.stringContaining('d4'),
      expect.stringContaining('d5'),
      expect.stringContaining('Bf4'),
    ]);
    await page.getByTestId('submit-turn').focus();
    await page.keyboard.press('Enter');
    await other.locator('[data-testid=board] [data-square="f4"][data-piece="bishop"]').waitFor();

    // The whole dashboard in German: the switch in the top bar, remembered across pages.
    await other.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'DE' }).click();
    await other.getByRole('link', { name: 'Meine Partien' }).waitFor();
    await other.locator('[data-testid=turn-status]').getByText('Du bist am Zug').waitFor();
    await expect(other.getByTestId('turn-status').textContent()).resolves.toContain('Halbzug 1 von 3');
    await screenshot(other, 'game-007-de.png');
    await gotoReady(other, `${suite.dash.url}/games/new`);
    await other.getByRole('heading', { name: 'Neue Partie' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('reads as turns: the last turn marked and numbered, SAN typed and shown, the move list and ← → replay half-moves', async () => {
    const errors: string[] = [];
    const ann = testUser('ann');
    const lou = testUser('lou');
    const annContext = await suite.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const louContext = await suite.browser.newContext();
    await signedInUser(annContext, suite.dash.url, ann, 'Ann');
    await signedInUser(louContext, suite.dash.url, lou, 'Lou');
    const created = await annContext.request.post(`${suite.dash.url}/api/games`, {
      data: { variant: '007', options: {}, seats: [{ seat: 'white', me: true }] },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { id: string }).id;
    expect((await louContext.request.post(`${suite.dash.url}/api/games/${id}/seats/black/join`)).status()).toBe(200);
    const page = await annContext.newPage();
    watchErrors(page, errors);
    await gotoReady(page, `${suite.dash.url}/games/${id}`);
    await page.locator('.to-move.mine[data-part="1"]').waitFor();

    // Ann types her turn: SAN and coordinates alike; the preview names each half-move in SAN.
    const input = page.getByTestId('move-input').locator('input');
    for (const typed of ['e4', 'e7e5', 'Nf3']) {
      await input.fill(typed);
      await input.press('Enter');
    }
    await expect(page.getByTestId('preview-move').allTextContents()).resolves.toEqual([
      expect.stringMatching(/1\s*e4$/),
      expect.stringMatching(/2\s*e5$/),
      expect.stringMatching(/3\s*Nf3$/),
    ]);
    // Submitted: the page takes the server's new version (the preview alone already shows Black to move).
    const before = await page.getByTestId('game-page').getAttribute('data-version');
    await page.getByTestId('submit-turn').click();
    await page.locator(`[data-testid=game-page]:not([data-version="${before}"])`).waitFor();

    // Lou answers with a whole turn of his own (through the API, as a client would).
    const { version } = (await (await louContext.request.get(`${suite.dash.url}/api/games/${id}`)).json()) as {
      version: number;
    };
    const turn = await louContext.request.post(`${suite.dash.url}/api/games/${id}/turns`, {
      data: { moves: ['d7d5', 'd2d4', 'c8f5'], expectedVersion: version },
    });
    expect(turn.status()).toBe(201);

    // Ann's page: Lou's whole turn is marked — all three half-moves, their targets numbered 1–3.
    const board = page.locator('[data-testid=board]');
    await board.locator('[data-square="f5"][data-piece="bishop"]').waitFor();
    await board.locator('[data-mark="f5"]').waitFor();
    const marks = await board
      .locator('[data-mark]')
      .evaluateAll((els) => els.map((e) => `${e.getAttribute('data-mark')}:${e.textContent}`).sort());
    expect(marks).toEqual(['d4:2', 'd5:1', 'f5:3']);
    await screenshot(page, 'game-007-last-turn.png');
    await expect(page.getByTestId('move-group').nth(1).textContent()).resolves.toMatch(/d5.*d4.*Bf5/);

    // The replay counts half-moves: six of them; clicking a move in the list replays to it.
    const replay = page.getByTestId('replay');
    await expect(replay.getAttribute('data-total')).resolves.toBe('6');
    await page.getByTestId('move-list').getByRole('button', { name: /Nf3/ }).click();
    await replay.locator('[data-testid=replay-where]', { hasText: 'after 3 of 6 half-moves' }).waitFor();
    await board.locator('[data-square="f3"][data-piece="knight"]').waitFor();
    await board.locator('[data-square="d5"]:not([data-piece])').waitFor();
    await expect(page.getByTestId('move-list').locator('[aria-current]').textContent()).resolves.toContain('Nf3');

    // ← and → step one half-move (the focus on the page, not in a field or on the board).
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('ArrowLeft');
    await replay.locator('[data-testid=replay-where]', { hasText: 'after 2 of 6 half-moves' }).waitFor();
    await board.locator('[data-square="f3"]:not([data-piece])').waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await replay.locator('[data-testid=replay-where]', { hasText: 'start position' }).waitFor();
    await board.locator('[data-square="e2"][data-piece="pawn"]').waitFor();
    await page.keyboard.press('ArrowLeft');
    await expect(replay.getAttribute('data-index')).resolves.toBe('0');
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
    // Stepped past the last half-move: the game as it is, with Lou's turn marked again.
    await expect(replay.getAttribute('data-index')).resolves.toBe('6');
    await board.locator('[data-mark="f5"]').waitFor();
    expect(errors).toEqual([]);
  });
});
