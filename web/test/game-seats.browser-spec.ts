import type { BrowserContext, Page } from 'playwright-core';
import { describeInBrowser } from './support/browser-suite';
import { screenshot } from './support/screenshot';
import { openPlayer } from './support/players';
import { gotoReady, signedInUser, testUser, type TestUser } from './support/users';

jest.setTimeout(240_000);

interface Seat {
  seat: string;
  state: 'open' | 'invited' | 'taken';
  player: { username: string } | null;
  invitedEmail: string | null;
}

describeInBrowser('seats on the game page', (suite) => {
  const errors: string[] = [];
  const contexts: BrowserContext[] = [];

  const player = (name: string) => openPlayer(suite, name, errors, contexts);

  /** A game created through the API as `context`'s user; its id. */
  const createGame = async (context: BrowserContext, body: object): Promise<string> => {
    const res = await context.request.post(`${suite.dash.url}/api/games`, { data: body });
    if (res.status() !== 201) throw new Error(`create game: ${res.status()} ${await res.text()}`);
    return ((await res.json()) as { id: string }).id;
  };

  /** Follows the account's verification link, as its owner would from the email. */
  const verifyEmail = async (context: BrowserContext, user: TestUser): Promise<void> => {
    const [row] = await suite.dash.api.db.query(
      `SELECT o.payload FROM outbox o JOIN users u ON u.id = o.user_id
        WHERE u.username = $1 AND o.kind = 'email-verification' ORDER BY o.id DESC LIMIT 1`,
      [user.username],
    );
    const res = await context.request.post(`${suite.dash.url}/api/auth/verify-email`, {
      data: { token: row.payload.token },
    });
    expect(res.status()).toBe(204);
  };

  const seatsFromApi = async (context: BrowserContext, id: string): Promise<Seat[]> => {
    const res = await context.request.get(`${suite.dash.url}/api/games/${id}`);
    expect(res.status()).toBe(200);
    return ((await res.json()) as { seats: Seat[] }).seats;
  };

  const seatRow = (page: Page, seat: string) => page.locator(`[data-testid=seats] li[data-seat="${seat}"]`);

  afterEach(() => {
    expect(errors.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
  });

  it('a player who took an open seat leaves it before the start; the seat is open again', async () => {
    const ann = await player('ann');
    const bob = await player('bob');
    // Coalition Chess: four seats, so Bob's join does not start the game.
    const id = await createGame(ann.context, { variant: 'coalition', seats: [{ seat: 'yellow', me: true }] });

    await gotoReady(bob.page, `${suite.dash.url}/games/${id}`);
    const black = seatRow(bob.page, 'black');
    await expect(black.textContent()).resolves.toContain('open seat');
    await expect(bob.page.getByTestId('leave-black').count()).resolves.toBe(0);
    await bob.page.getByTestId('join-black').click();
    // Bob holds the seat now: his name, and the button to leave it.
    await black.getByRole('link', { name: bob.user.username }).waitFor();
    const leave = bob.page.getByTestId('leave-black');
    await expect(leave.textContent()).resolves.toBe('Leave seat');
    await screenshot(bob.page, 'game-seat-leave.png');

    await leave.click();
    await leave.waitFor({ state: 'detached' });
    await black.getByText('open seat').waitFor();
    await expect(black.getByRole('link', { name: bob.user.username }).count()).resolves.toBe(0);
    await bob.page.getByTestId('join-black').waitFor();

    const seats = await seatsFromApi(bob.context, id);
    expect(seats.find((s) => s.seat === 'black')).toMatchObject({ state: 'open', player: null });
    expect(seats.find((s) => s.seat === 'yellow')).toMatchObject({
      state: 'taken',
      player: { username: ann.user.username },
    });
  });

  it('the creator withdraws an unanswered invitation; the seat is open again', async () => {
    const ann = await player('ann');
    const bob = await player('bob');
    const id = await createGame(ann.context, {
      variant: '007',
      seats: [
        { seat: 'white', me: true },
        { seat: 'black', invite: bob.user.username },
      ],
    });

    await gotoReady(ann.page, `${suite.dash.url}/games/${id}`);
    const black = seatRow(ann.page, 'black');
    await black.getByText(`invited: ${bob.user.username}`).waitFor();
    const withdraw = ann.page.getByTestId('withdraw-black');
    await expect(withdraw.textContent()).resolves.toBe('Withdraw invitation');
    // Only the creator may withdraw; the invitee answers instead.
    await gotoReady(bob.page, `${suite.dash.url}/games/${id}`);
    await seatRow(bob.page, 'black').getByRole('button', { name: 'Accept' }).waitFor();
    await expect(bob.page.getByTestId('withdraw-black').count()).resolves.toBe(0);

    await withdraw.click();
    await withdraw.waitFor({ state: 'detached' });
    await black.getByText('open seat').waitFor();
    await expect(black.textContent()).resolves.not.toContain(bob.user.username);
    await ann.page.getByTestId('join-black').waitFor();

    const seats = await seatsFromApi(ann.context, id);
    expect(seats.find((s) => s.seat === 'black')).toMatchObject({ state: 'open', player: null });
  });

  it('an invitation by email shows the address to the creator only, and her open page sees it claimed', async () => {
    const ann = await player('ann');
    const bob = await player('bob');
    await verifyEmail(ann.context, ann.user); // only a confirmed account may invite strangers by email
    const carol = testUser('carol'); // no account yet
    const email = carol.email;
    const id = await createGame(ann.context, {
      variant: '007',
      seats: [
        { seat: 'white', me: true },
        { seat: 'black', invite: email },
      ],
    });

    await gotoReady(ann.page, `${suite.dash.url}/games/${id}`);
    await expect(ann.page.getByTestId('invited-email-black').textContent()).resolves.toBe(`invited: ${email}`);
    await ann.page.getByTestId('withdraw-black').waitFor();
    await screenshot(ann.page, 'game-seat-invited-email.png');

    await gotoReady(bob.page, `${suite.dash.url}/games/${id}`);
    await expect(bob.page.getByTestId('invited-email-black').textContent()).resolves.toBe('invited by email');
    await expect(bob.page.getByTestId('seats').textContent()).resolves.not.toContain(email);
    await expect(bob.page.locator('body').textContent()).resolves.not.toContain(email);
    await expect(bob.page.getByTestId('withdraw-black').count()).resolves.toBe(0);
    await expect(bob.page.getByTestId('join-black').count()).resolves.toBe(0);

    // Carol signs up with the invited address and confirms it: the seat becomes her invitation,
    // and Ann's page, still open, shows it without a reload.
    const carolContext = await suite.browser.newContext();
    contexts.push(carolContext);
    await signedInUser(carolContext, suite.dash.url, carol, carol.username);
    await verifyEmail(carolContext, carol);
    // Sooner than the page's 20 s safety poll: the game's stream must have told it.
    await seatRow(ann.page, 'black').filter({ hasText: carol.username }).waitFor({ timeout: 10_000 });
    await expect(ann.page.getByTestId('invited-email-black').count()).resolves.toBe(0);
    expect((await seatsFromApi(ann.context, id)).find((s) => s.seat === 'black')).toMatchObject({
      state: 'invited',
      player: { username: carol.username },
      invitedEmail: null,
    });
  });
});
