import { startTestApp, type TestApp } from './support/test-app';
import { newStrawmanCoalitionGame, start007Game } from './game-server-fixtures';
import type { Player } from './game-server-fixtures';
import { createGame, invite007 } from './support/games';

/** A player with a name as long as real ones are: the list item's size is measured with them. */
async function namedPlayer(t: TestApp, username: string, displayName: string): Promise<Player> {
  const email = `${username.toLowerCase()}@example.org`;
  const password = `pw-${username}-long-enough`;
  // Registration answers 202 whether or not the account exists; the id comes from /users/me.
  await t.http.post('/auth/register').send({ username, displayName, email, password }).expect(202);
  const login = await t.http.post('/auth/token').send({ login: username, password }).expect(200);
  const me = await t.http
    .get('/users/me')
    .set({ Authorization: `Bearer ${login.body.accessToken}` })
    .expect(200);
  return {
    id: me.body.id,
    username,
    email,
    password,
    jwt: login.body.accessToken,
    auth: { Authorization: `Bearer ${login.body.accessToken}` },
  };
}

const ids = (page: { items: { id: string }[] }) => page.items.map((g) => g.id);

describe('the games list: summaries, the position on request, keys that follow the game', () => {
  let t: TestApp;
  let ann: Player;
  let bob: Player;
  let cy: Player;
  let dee: Player;
  beforeAll(async () => {
    t = await startTestApp();
    ann = await namedPlayer(t, 'annette_k', 'Annette Kowalczyk');
    bob = await namedPlayer(t, 'bob_marsh', 'Robert Marshall');
    cy = await namedPlayer(t, 'cyrille_d', 'Cyrille Dubois-Roy');
    dee = await namedPlayer(t, 'deeptha_r', 'Deeptha Raghunathan');
  }, 30_000);
  afterAll(() => t.close());

  it('lists a four-player game in its set-up phase as a summary of at most 1 KB, the position only on request', async () => {
    const created = await createGame(t, ann, {
      variant: 'coalition',
      timeControl: { type: 'per-move', days: 3 },
      seats: [
        { seat: 'yellow', me: true },
        { seat: 'black', invite: bob.username },
        { seat: 'green', invite: cy.username },
        { seat: 'red', invite: dee.username },
      ],
    });
    const id = created.body.id as string;
    for (const [p, seat] of [
      [bob, 'black'],
      [cy, 'green'],
      [dee, 'red'],
    ] as const)
      await t.http.post(`/games/${id}/seats/${seat}/accept`).set(p.auth).expect(200);
    const game = (await t.http.get(`/games/${id}`).set(ann.auth).expect(200)).body;
    expect(game.status).toBe('setup');
    expect(game.toMove.length).toBeGreaterThanOrEqual(3); // the parties arrange at once: the longest "who acts" there is

    const page = (await t.http.get('/games?mine=true').set(ann.auth).expect(200)).body;
    const item = page.items.find((g: { id: string }) => g.id === id);
    expect(item).toMatchObject({
      id,
      variant: 'coalition',
      status: 'setup',
      version: game.version,
      customOptions: {},
      timeControl: game.timeControl,
      // A list's seat names only what it has: no null address, computer or offer.
      seats: game.seats.map(
        ({ invitedEmail: _e, computer: _c, offer: _o, ...seat }: { invitedEmail: null; computer: null; offer: null }) =>
          seat,
      ),
      yourSeats: ['yellow'],
      toAct: game.toMove.map((m: { seat: string }) => m.seat),
      plies: 0,
      result: null,
      deadlineAt: game.deadlineAt,
    });
    expect(item).not.toHaveProperty('position');
    expect(item).not.toHaveProperty('legalMoves');
    expect(Buffer.byteLength(JSON.stringify(item))).toBeLessThanOrEqual(1024);
    // The whole game is several times that: the board and the legal moves are what a list leaves out.
    expect(Buffer.byteLength(JSON.stringify(game))).toBeGreaterThan(2 * Buffer.byteLength(JSON.stringify(item)));

    const withPosition = (await t.http.get('/games?mine=true&include=position').set(ann.auth).expect(200)).body;
    const full = withPosition.items.find((g: { id: string }) => g.id === id);
    expect(full.position).toEqual(game.position);
    expect(full).not.toHaveProperty('legalMoves');
    await t.http.get('/games?include=legalMoves').set(ann.auth).expect(400);
  });

  it('shows an open game with the options it changes, and position null when the position is asked for', async () => {
    const created = await createGame(t, bob, {
      variant: '007',
      options: { detente: true },
      seats: [{ seat: 'white', me: true }],
    });
    const page = (await t.http.get('/games?mine=true&status=open&include=position').set(bob.auth).expect(200)).body;
    expect(page.items.find((g: { id: string }) => g.id === created.body.id)).toEqual(
      expect.objectContaining({
        status: 'open',
        customOptions: { detente: true },
        position: null,
        plies: 0,
        toAct: [],
      }),
    );
  });

  it('shows an address invited by email to the game’s creator only', async () => {
    // Only an account with a confirmed address may invite by email.
    await t.db.query(`UPDATE users SET email_verified_at = now() WHERE id = $1`, [dee.id]);
    const created = await invite007(t, dee, 'someone-new@example.org');
    const seatOf = async (p: Player) =>
      (await t.http.get('/games?status=open&limit=100').set(p.auth).expect(200)).body.items
        .find((g: { id: string }) => g.id === created.body.id)
        .seats.find((s: { seat: string }) => s.seat === 'black');
    expect(await seatOf(dee)).toEqual({
      seat: 'black',
      state: 'invited',
      player: null,
      invitedEmail: 'someone-new@example.org',
    });
    expect(await seatOf(ann)).toEqual({ seat: 'black', state: 'invited', player: null });
  });

  it('names the computer that plays a seat, and a computer’s turn is no person’s turn', async () => {
    const created = await createGame(t, bob, {
      variant: '007',
      seats: [
        { seat: 'white', computer: 'random' },
        { seat: 'black', me: true },
      ],
    });
    const item = (await t.http.get('/games?mine=true&limit=100').set(bob.auth).expect(200)).body.items.find(
      (g: { id: string }) => g.id === created.body.id,
    );
    expect(item.seats).toEqual([
      { seat: 'white', state: 'taken', player: null, computer: 'random' },
      { seat: 'black', state: 'taken', player: expect.objectContaining({ id: bob.id, username: bob.username }) },
    ]);
    expect(item.yourSeats).toEqual(['black']);
  });

  it('lists a strawman’s game once, however many of its seats must act', async () => {
    const game = await newStrawmanCoalitionGame(t, cy, dee);
    const mine = (await t.http.get('/games?mine=true&limit=100').set(cy.auth).expect(200)).body;
    expect(ids(mine).filter((id) => id === game.id)).toHaveLength(1);
    expect(mine.items.find((g: { id: string }) => g.id === game.id).yourSeats).toEqual(['yellow', 'green']);
    const theirs = (await t.http.get('/games?mine=true&limit=100').set(dee.auth).expect(200)).body;
    expect(ids(theirs).filter((id) => id === game.id)).toHaveLength(1);
  });

  it('moves a game between "my turn" and the rest as the turn passes', async () => {
    const { id, version } = await start007Game(t, ann, bob, { timeControl: { type: 'per-move', days: 2 } });
    const myTurn = async (p: Player) => ids((await t.http.get('/games?myTurn=true&limit=100').set(p.auth)).body);
    expect(await myTurn(ann)).toContain(id);
    expect(await myTurn(bob)).not.toContain(id);

    // White's whole turn: a white piece, a black one, a white one (007.md); then Black acts.
    const after = await t.http
      .post(`/games/${id}/turns`)
      .set(ann.auth)
      .send({ moves: ['e2e4', 'e7e5', 'g1f3'], expectedVersion: version })
      .expect(201);
    expect(after.body.toMove[0].seat).toBe('black');
    expect(await myTurn(ann)).not.toContain(id);
    expect(await myTurn(bob)).toContain(id);

    // In Bob's list the game comes first now; in Ann's it is among the rest, by deadline.
    const bobs = (await t.http.get('/games?mine=true&status=active&limit=100').set(bob.auth)).body;
    expect(ids(bobs)[0]).toBe(id);
    expect(bobs.items[0]).toMatchObject({ plies: 3, deadlineAt: after.body.deadlineAt });

    // A resignation finishes it: it leaves the active lists and is listed as finished.
    await t.http
      .post(`/games/${id}/actions`)
      .set(bob.auth)
      .send({ type: 'resign', expectedVersion: after.body.version })
      .expect(201);
    expect(await myTurn(bob)).not.toContain(id);
    const finished = (await t.http.get('/games?mine=true&status=finished&limit=100').set(ann.auth)).body;
    expect(ids(finished)).toContain(id);
    expect(finished.items.find((g: { id: string }) => g.id === id).result).toMatchObject({ winners: ['white'] });
    const active = (await t.http.get('/games?mine=true&status=active&limit=100').set(ann.auth)).body;
    expect(ids(active)).not.toContain(id);
  });

  it('pages one game at a time through exactly the list, across the turn-first part and the rest', async () => {
    for (const filter of ['mine=true', 'status=active', 'player=bob_marsh', '']) {
      const whole = ids((await t.http.get(`/games?${filter}&limit=100`).set(bob.auth).expect(200)).body);
      expect(whole.length).toBeGreaterThan(1);
      const walked: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { items: { id: string }[]; nextCursor: string | null } = (
          await t.http
            .get(`/games?${filter}&limit=1${cursor ? `&cursor=${cursor}` : ''}`)
            .set(bob.auth)
            .expect(200)
        ).body;
        walked.push(...ids(page));
        cursor = page.nextCursor;
      } while (cursor && walked.length <= whole.length);
      expect(walked).toEqual(whole);
    }
  });
});
