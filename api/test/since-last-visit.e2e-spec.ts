import { act, type Json, post } from './diplomacy/fixtures';
import { fourPlayers, newPlayer, startCoalitionGame } from './game-server-fixtures';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(90_000);

/**
 * "While you were away" (`GET /games/{id}/since-last-visit`, `POST /games/{id}/seen`): what
 * happened after the version the reader last marked seen, from the game's events and the
 * reader's own channels; per user and game on the server, and never moved backwards.
 */
describe('since the last visit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 30_000);
  afterAll(() => t.close());

  it('lists what three other parties did, in order, with the messages of my channels only', async () => {
    const p = await fourPlayers(t, 'away');
    let game = await startCoalitionGame(t, p);
    const since = async (who: { auth: Record<string, string> } = p.yellow) =>
      (await t.http.get(`/games/${game.id}/since-last-visit`).set(who.auth).expect(200)).body as Json;

    // The first visit has nothing to show: it starts at the game as it is.
    const first = await since();
    expect(first).toEqual({
      gameId: game.id,
      seenVersion: game.version,
      version: game.version,
      items: [],
      truncated: false,
      messages: { count: 0, first: [] },
    });

    game = await act(t, p.yellow, game, { move: 'c2c3' });
    await t.http.post(`/games/${game.id}/seen`).set(p.yellow.auth).send({ version: game.version }).expect(200);
    const seen = game.version;

    game = await act(t, p.black, game, { move: 'c9c8' });
    await post(t, p.red, game.id, 'black+red', 'Shall we, Black?');
    game = await act(t, p.green, game, { type: 'declare', ally: 'yellow' });
    await post(t, p.green, game.id, 'yellow+green', 'I am with you.\nMore later.');
    game = await act(t, p.green, game, { move: 'i4h4' });
    await post(t, p.black, game.id, 'table', 'So it is Green and Yellow.');
    game = await act(t, p.red, game, { type: 'declare', ally: 'black' });
    game = await act(t, p.red, game, { move: 'b5c5' });

    const summary = await since();
    expect([summary.seenVersion, summary.version, summary.truncated]).toEqual([seen, game.version, false]);
    expect(summary.items.map((i: Json) => [i.kind, i.seat, i.round, i.move ?? i.ally])).toEqual([
      ['move', 'black', 1, 'c9c8'],
      ['declaration', 'green', 1, 'yellow'],
      ['move', 'green', 1, 'i4h4'],
      ['declaration', 'red', 1, 'black'],
      ['move', 'red', 1, 'b5c5'],
    ]);
    expect(summary.items[0]).toMatchObject({ from: 'c9', to: 'c8', text: 'c9-c8', event: 'move' });
    // Black's and Red's private channel is not mine: neither counted nor quoted.
    expect(summary.messages.count).toBe(2);
    expect(summary.messages.first.map((m: Json) => [m.channel, m.seat, m.line])).toEqual([
      ['yellow+green', 'green', 'I am with you.'],
      ['table', 'black', 'So it is Green and Yellow.'],
    ]);
    expect(JSON.stringify(summary)).not.toContain('Shall we');
    // Black sees Red's message, not Green's to Yellow, and its own message is no news to it.
    const black = await since(p.black);
    expect(black.items).toEqual([]); // Black's first visit
    expect(black.messages.count).toBe(0);

    // Marked seen: nothing left; a smaller version afterwards moves nothing back.
    const marked = await t.http.post(`/games/${game.id}/seen`).set(p.yellow.auth).send({ version: game.version });
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({ gameId: game.id, seenVersion: game.version });
    expect(await since()).toMatchObject({ seenVersion: game.version, items: [], messages: { count: 0, first: [] } });
    const back = await t.http.post(`/games/${game.id}/seen`).set(p.yellow.auth).send({ version: seen }).expect(200);
    expect(back.body.seenVersion).toBe(game.version);
    expect((await since()).items).toEqual([]);
  });

  it('keeps the later mark of two at once, refuses bad input and needs games:read', async () => {
    const p = await fourPlayers(t, 'race');
    let game = await startCoalitionGame(t, p);
    await t.http.get(`/games/${game.id}/since-last-visit`).set(p.red.auth).expect(200);
    const start = game.version;
    game = await act(t, p.yellow, game, { move: 'c2c3' });
    const middle = game.version;
    game = await act(t, p.black, game, { move: 'c9c8' });
    const seenRows = async () =>
      (
        await t.db.query(`SELECT seen_version FROM game_visits WHERE game_id = $1 AND user_id = $2`, [
          game.id,
          p.red.id,
        ])
      ).map((r: { seen_version: number }) => r.seen_version);
    expect(await seenRows()).toEqual([start]);

    // Two tabs at once, in either order: the later version wins, and a new reader's first marks race too.
    for (let i = 0; i < 3; i++) {
      const [a, b] = await Promise.all([
        t.http.post(`/games/${game.id}/seen`).set(p.red.auth).send({ version: middle }),
        t.http.post(`/games/${game.id}/seen`).set(p.red.auth).send({ version: game.version }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(await seenRows()).toEqual([game.version]);
    }
    const newcomer = await newPlayer(t, 'watch');
    const racing = await Promise.all(
      [middle, game.version, start].map((version) =>
        t.http.post(`/games/${game.id}/seen`).set(newcomer.auth).send({ version }),
      ),
    );
    expect(racing.map((r) => r.status)).toEqual([200, 200, 200]);
    const watched = await t.http.get(`/games/${game.id}/since-last-visit`).set(newcomer.auth).expect(200);
    expect(watched.body.seenVersion).toBe(game.version);

    // Bad input: 4xx with a code, nothing stored.
    const bad: [unknown, number, string][] = [
      [{}, 400, 'VALIDATION_FAILED'],
      [{ version: null }, 400, 'VALIDATION_FAILED'],
      [{ version: '3' }, 400, 'VALIDATION_FAILED'],
      [{ version: -1 }, 400, 'VALIDATION_FAILED'],
      [{ version: 1.5 }, 400, 'VALIDATION_FAILED'],
      [{ version: game.version + 1 }, 409, 'SEEN_VERSION_AHEAD'],
    ];
    const other = await newPlayer(t, 'bad');
    for (const [body, status, code] of bad) {
      const res = await t.http
        .post(`/games/${game.id}/seen`)
        .set(other.auth)
        .send(body as object);
      expect([JSON.stringify(body), res.status, res.body.code]).toEqual([JSON.stringify(body), status, code]);
    }
    expect(
      await t.db.query(`SELECT 1 FROM game_visits WHERE game_id = $1 AND user_id = $2`, [game.id, other.id]),
    ).toEqual([]);
    const unknown = '00000000-0000-4000-8000-0000000000ff';
    for (const res of [
      await t.http.get(`/games/${unknown}/since-last-visit`).set(other.auth),
      await t.http.post(`/games/${unknown}/seen`).set(other.auth).send({ version: 1 }),
    ])
      expect([res.status, res.body.code]).toEqual([404, 'GAME_NOT_FOUND']);
    await t.http.get(`/games/${game.id}/since-last-visit`).expect(401);

    // A token without games:read reads no game data, messages included.
    const token = await t.http
      .post('/tokens')
      .set(p.red.auth)
      .send({ name: 'acct', scopes: ['account:read'] })
      .expect(201);
    const scoped = { Authorization: `Bearer ${token.body.token}` };
    for (const res of [
      await t.http.get(`/games/${game.id}/since-last-visit`).set(scoped),
      await t.http.post(`/games/${game.id}/seen`).set(scoped).send({ version: 1 }),
    ])
      expect([res.status, res.body.code]).toEqual([403, 'MISSING_SCOPE']);
  });
});
