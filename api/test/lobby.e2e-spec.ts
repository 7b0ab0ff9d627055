import { startTestApp, type TestApp } from './support/test-app';
import { newPlayer, type Player } from './game-server-fixtures';
import { createGame, invite007 } from './support/games';

/** The lobby (issue 21): games with open seats, newest first, paged, each a summary; join in one click. */
describe('the lobby', () => {
  let t: TestApp;
  let ann: Player;
  let bob: Player;
  let cy: Player;
  beforeAll(async () => {
    t = await startTestApp();
    [ann, bob, cy] = [await newPlayer(t, 'ann'), await newPlayer(t, 'bob'), await newPlayer(t, 'cy')];
  }, 30_000);
  afterAll(() => t.close());

  const lobby = async (who: Player, query: Record<string, string | number> = {}) =>
    (await t.http.get('/lobby').query(query).set(who.auth).expect(200)).body;

  // A seated player's rating and reliability before any game: none yet.
  const NEW_PLAYER = {
    rating: null,
    roleRating: null,
    reliability: {
      score: null,
      obligations: 0,
      gamesFinished: 0,
      gamesAbandoned: 0,
      gamesRescued: 0,
      turnsOnTime: 0,
      turnsMissed: 0,
      missedDeadlines: 0,
      excused: 0,
    },
  };

  it('lists a new game with open seats: variant, options, time control, who is seated, what I may join', async () => {
    const created = await createGame(t, ann, {
      variant: 'coalition',
      timeControl: { type: 'per-move', days: 4 },
      seats: [
        { seat: 'yellow', me: true },
        { seat: 'black', invite: bob.username },
      ],
    });
    const page = await lobby(cy);
    const entry = page.items.find((e: { gameId: string }) => e.gameId === created.body.id);
    expect(entry).toEqual({
      gameId: created.body.id,
      variant: 'coalition',
      rulesEdition: 'coalition/2',
      options: created.body.options,
      timeControl: { type: 'per-move', days: 4 },
      createdBy: { id: ann.id, username: ann.username, displayName: ann.username },
      abandoned: 'resign',
      rated: true,
      press: 'full',
      pressReveal: 'after-game',
      analysis: 'after-game',
      joinRequirements: null,
      status: 'open',
      listedAt: expect.any(String),
      seats: [
        {
          seat: 'yellow',
          state: 'taken',
          player: { id: ann.id, username: ann.username, displayName: ann.username },
          computer: null,
          offered: false,
          reputation: NEW_PLAYER,
        },
        {
          seat: 'black',
          state: 'invited',
          player: { id: bob.id, username: bob.username, displayName: bob.username },
          computer: null,
          offered: false,
          reputation: NEW_PLAYER,
        },
        { seat: 'green', state: 'open', player: null, computer: null, offered: false, reputation: null },
        { seat: 'red', state: 'open', player: null, computer: null, offered: false, reputation: null },
      ],
      openSeats: ['green', 'red'],
      joinable: ['green', 'red'],
      withBlocked: false,
    });
    // Ann holds yellow: she may add green or red (two seats, not both great powers).
    const forAnn = (await lobby(ann)).items.find((e: { gameId: string }) => e.gameId === created.body.id);
    expect(forAnn.joinable).toEqual(['green', 'red']);
    // A summary: no position, no state, no event chain.
    expect(entry).not.toHaveProperty('position');
    expect(entry).not.toHaveProperty('state');
  });

  it('joins in one click; a filled game leaves the lobby, a seat given up brings it back', async () => {
    const created = await createGame(t, ann, { variant: '007', seats: [{ seat: 'white', me: true }] });
    const id = created.body.id as string;
    const forAnn = (await lobby(ann)).items.find((e: { gameId: string }) => e.gameId === id);
    expect(forAnn).toMatchObject({ openSeats: ['black'], joinable: [] }); // one seat per player in 007
    const forBob = (await lobby(bob)).items.find((e: { gameId: string }) => e.gameId === id);
    expect(forBob.joinable).toEqual(['black']);

    const joined = await t.http.post(`/games/${id}/seats/${forBob.joinable[0]}/join`).set(bob.auth).expect(200);
    expect(joined.body.status).toBe('active');
    expect((await lobby(cy)).items.map((e: { gameId: string }) => e.gameId)).not.toContain(id);
    const [{ lobby_since }] = await t.db.query(`SELECT lobby_since FROM games WHERE id = $1`, [id]);
    expect(lobby_since).toBeNull();

    // A game not yet started whose seat is given up is listed again; one left empty is aborted and gone.
    const open = await createGame(t, ann, { variant: '007', seats: [{ seat: 'white', me: true }] });
    await t.http.post(`/games/${open.body.id}/seats/black/join`).set(cy.auth).expect(200);
    const pending = await createGame(t, ann, {
      variant: 'coalition',
      seats: [
        { seat: 'yellow', me: true },
        { seat: 'black', invite: bob.username },
      ],
    });
    await t.http.post(`/games/${pending.body.id}/seats/black/decline`).set(bob.auth).expect(200);
    expect((await lobby(cy)).items.find((e: { gameId: string }) => e.gameId === pending.body.id).openSeats).toEqual([
      'black',
      'green',
      'red',
    ]);
    await t.http.post(`/games/${pending.body.id}/seats/yellow/leave`).set(ann.auth).expect(200);
    expect((await lobby(cy)).items.map((e: { gameId: string }) => e.gameId)).not.toContain(pending.body.id);
  });

  it('a game with every seat invited or taken is not in the lobby', async () => {
    const created = await invite007(t, ann, bob.username);
    expect((await lobby(cy)).items.map((e: { gameId: string }) => e.gameId)).not.toContain(created.body.id);
  });

  it('pages newest first with a cursor, by variant too, and refuses a forged cursor', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const g = await createGame(t, cy, { variant: '007', seats: [{ seat: 'black', me: true }] });
      ids.push(g.body.id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: { gameId: string; variant: string; listedAt: string }[]; nextCursor: string | null } =
        await lobby(ann, { limit: 2, variant: '007', ...(cursor ? { cursor } : {}) });
      expect(page.items.length).toBeLessThanOrEqual(2);
      for (const e of page.items) expect(e.variant).toBe('007');
      seen.push(...page.items.map((e) => e.gameId));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    // The five just created, newest first, at the head of the list.
    expect(seen.slice(0, 5)).toEqual([...ids].reverse());
    const all = await lobby(ann, { limit: 100 });
    const times = all.items.map((e: { listedAt: string }) => Date.parse(e.listedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(
      (await lobby(ann, { variant: 'coalition', limit: 100 })).items.every(
        (e: { variant: string }) => e.variant === 'coalition',
      ),
    ).toBe(true);

    const bad = await t.http.get('/lobby').query({ cursor: 'bm90IGEgY3Vyc29y' }).set(ann.auth).expect(400);
    expect(bad.body.code).toBe('BAD_CURSOR');
    await t.http.get('/lobby').query({ limit: 0 }).set(ann.auth).expect(400);
    await t.http.get('/lobby').query({ variant: 'chess' }).set(ann.auth).expect(400);
    await t.http.get('/lobby').expect(401);
  });

  it('reads the lobby from its partial index among 20,000 finished games', async () => {
    // Many finished games beside the few listed: the lobby's plan reads the partial index, never the table.
    await t.db.transaction(async (m) => {
      await m.query(`SET LOCAL statement_timeout = 0`);
      await m.query(
        `INSERT INTO games (variant, rules_edition, options, time_control, status, version, created_by, created_at, updated_at)
         SELECT '007', '007/1', '{}'::jsonb, '{"type":"per-move","days":3}'::jsonb, 'finished', 0, $1, now(), now()
           FROM generate_series(1, 20000)`,
        [ann.id],
      );
    });
    await t.db.query(`ANALYZE games`);
    const plan = async (sql: string) =>
      JSON.stringify(
        await t.db.query(`EXPLAIN (FORMAT JSON) ${sql}`, [
          new Date().toISOString(),
          '00000000-0000-0000-0000-000000000000',
        ]),
      );
    const first = await plan(
      `SELECT g.id FROM games g WHERE g.lobby_since IS NOT NULL AND (g.lobby_since, g.id) < ($1::timestamptz, $2::uuid)
        ORDER BY g.lobby_since DESC, g.id DESC LIMIT 21`,
    );
    expect(first).toMatch(/games_lobby(_variant)?_idx/);
    expect(first).not.toContain('Seq Scan');
    const byVariant = await plan(
      `SELECT g.id FROM games g WHERE g.lobby_since IS NOT NULL AND g.variant = 'coalition'
          AND (g.lobby_since, g.id) < ($1::timestamptz, $2::uuid)
        ORDER BY g.lobby_since DESC, g.id DESC LIMIT 21`,
    );
    expect(byVariant).toContain('games_lobby_variant_idx');
    expect(byVariant).not.toContain('Seq Scan');
    expect((await lobby(ann, { limit: 100 })).items.length).toBeLessThan(100);
  }, 60_000);
});
