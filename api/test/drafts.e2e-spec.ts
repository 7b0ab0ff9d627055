import { newPlayer } from './game-server-fixtures';
import { new007, play } from './plans/fixtures';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

/**
 * Drafts (`/games/{id}/draft`): a turn in the making kept on the server per user and game, for
 * the version it was made at; private, and gone once the game moves on.
 */
describe('drafts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 30_000);
  afterAll(() => t.close());

  const rows = async (id: string): Promise<{ user_id: string; version: number }[]> =>
    t.db.query(`SELECT user_id, version FROM game_drafts WHERE game_id = $1 ORDER BY user_id`, [id]);

  it('keeps my draft for my other devices, answers it to me alone, and marks the game in my list', async () => {
    const { white, black, id, version } = await new007(t);
    const before = (await t.db.query(`SELECT version, touched FROM games WHERE id = $1`, [id]))[0];
    const put = await t.http
      .put(`/games/${id}/draft`)
      .set(white.auth)
      .send({ expectedVersion: version, moves: ['j10a1', 'a7a6'] })
      .expect(200);
    expect(put.body).toEqual({
      gameId: id,
      version,
      moves: ['j10a1', 'a7a6'],
      arrangement: null,
      updatedAt: expect.any(String),
    });
    // Another session of the same user (a new token) finds it.
    const again = await t.http
      .post('/auth/token')
      .send({ login: white.username, password: white.password })
      .expect(200);
    const other = { Authorization: `Bearer ${again.body.accessToken}` };
    expect((await t.http.get(`/games/${id}/draft`).set(other).expect(200)).body).toEqual(put.body);

    // Not the opponent's, not a stranger's; a draft is no change to the game.
    expect((await t.http.get(`/games/${id}/draft`).set(black.auth).expect(204)).text).toBe('');
    const stranger = await newPlayer(t, 's');
    for (const res of [
      await t.http.get(`/games/${id}/draft`).set(stranger.auth),
      await t.http.put(`/games/${id}/draft`).set(stranger.auth).send({ expectedVersion: version, moves: [] }),
      await t.http.delete(`/games/${id}/draft`).set(stranger.auth),
    ])
      expect([res.status, res.body.code]).toEqual([403, 'NOT_A_PLAYER']);
    const unknown = '00000000-0000-4000-8000-0000000000ff';
    expect((await t.http.get(`/games/${unknown}/draft`).set(white.auth).expect(404)).body.code).toBe('GAME_NOT_FOUND');
    expect((await t.db.query(`SELECT version, touched FROM games WHERE id = $1`, [id]))[0]).toEqual(before);

    // Private: in no event, notification, game read, event list, record or data export.
    const leaks: { where: string }[] = await t.db.query(
      `SELECT 'event' AS where FROM game_events WHERE game_id = $1 AND payload::text LIKE '%j10a1%'
       UNION ALL SELECT 'outbox' FROM outbox WHERE game_id = $1 AND payload::text LIKE '%j10a1%'`,
      [id],
    );
    expect(leaks).toEqual([]);
    for (const path of [`/games/${id}`, `/games/${id}/events`, `/games/${id}/record`, '/me/export']) {
      const res = await t.http.get(path).set(white.auth);
      expect([path, res.status < 500, JSON.stringify(res.body ?? res.text).includes('j10a1')]).toEqual([
        path,
        true,
        false,
      ]);
    }

    const mine = async (who: { auth: Record<string, string> }) =>
      (await t.http.get('/games?mine=true').set(who.auth).expect(200)).body.items.find(
        (g: { id: string }) => g.id === id,
      );
    expect((await mine(white)).turnNotSent).toBe(true);
    expect((await mine(black)).turnNotSent).toBe(false);

    // Dropped on request (and a second drop is no error).
    await t.http.delete(`/games/${id}/draft`).set(white.auth).expect(204);
    await t.http.delete(`/games/${id}/draft`).set(white.auth).expect(204);
    await t.http.get(`/games/${id}/draft`).set(white.auth).expect(204);
    expect((await mine(white)).turnNotSent).toBe(false);
  });

  it('is deleted when the turn is sent, and when the game moves on past it', async () => {
    const { white, black, id, version } = await new007(t);
    await t.http
      .put(`/games/${id}/draft`)
      .set(white.auth)
      .send({ expectedVersion: version, moves: ['e2e4'] })
      .expect(200);
    // Black prepares an answer while White is to move: it belongs to this version too.
    await t.http
      .put(`/games/${id}/draft`)
      .set(black.auth)
      .send({ expectedVersion: version, moves: ['e7e5'] })
      .expect(200);
    expect((await rows(id)).length).toBe(2);

    const after = await play(t, white, { id, version }, ['e2e4', 'e7e5', 'g1f3']);
    expect(await rows(id)).toEqual([]);
    await t.http.get(`/games/${id}/draft`).set(white.auth).expect(204);
    await t.http.get(`/games/${id}/draft`).set(black.auth).expect(204);

    // A draft for an old version is refused, as is one for a version not reached.
    for (const expectedVersion of [version, after.version + 1]) {
      const res = await t.http
        .put(`/games/${id}/draft`)
        .set(black.auth)
        .send({ expectedVersion, moves: ['b8c6'] });
      expect([res.status, res.body.code]).toEqual([409, 'DRAFT_STALE']);
    }
    expect(await rows(id)).toEqual([]);

    // A game that is over keeps none.
    await t.http
      .put(`/games/${id}/draft`)
      .set(black.auth)
      .send({ expectedVersion: after.version, moves: ['b8c6'] })
      .expect(200);
    const resigned = await t.http
      .post(`/games/${id}/actions`)
      .set(black.auth)
      .send({ type: 'resign', expectedVersion: after.version })
      .expect(201);
    expect(await rows(id)).toEqual([]);
    const over = await t.http
      .put(`/games/${id}/draft`)
      .set(black.auth)
      .send({ expectedVersion: resigned.body.version });
    expect([over.status, over.body.code]).toEqual([409, 'GAME_OVER']);
  });

  it('never keeps a draft for a version a move left behind, however the two race', async () => {
    const { white, id, version } = await new007(t);
    const [stored, moved] = await Promise.all([
      t.http
        .put(`/games/${id}/draft`)
        .set(white.auth)
        .send({ expectedVersion: version, moves: ['d2d4'] }),
      t.http
        .post(`/games/${id}/turns`)
        .set(white.auth)
        .send({ moves: ['e2e4', 'e7e5', 'g1f3'], expectedVersion: version }),
    ]);
    expect(moved.status).toBe(201);
    expect([200, 409]).toContain(stored.status);
    expect(await rows(id)).toEqual([]);
  });

  it('refuses bad input by field, with a 400', async () => {
    const { white, id, version } = await new007(t);
    const bad: [Record<string, unknown>, string][] = [
      [{}, 'expectedVersion'],
      [{ expectedVersion: null }, 'expectedVersion'],
      [{ expectedVersion: '3' }, 'expectedVersion'],
      [{ expectedVersion: -1 }, 'expectedVersion'],
      [{ expectedVersion: version, moves: null }, 'moves'],
      [{ expectedVersion: version, moves: 'e2e4' }, 'moves'],
      [{ expectedVersion: version, moves: ['e2e4', 7] }, 'moves'],
      [{ expectedVersion: version, moves: ['castle!'] }, 'moves'],
      [{ expectedVersion: version, moves: Array(9).fill('e2e4') }, 'moves'],
      [{ expectedVersion: version, arrangement: null }, 'arrangement'],
      [{ expectedVersion: version, arrangement: ['tank'] }, 'arrangement'],
      [{ expectedVersion: version, arrangement: { z9: 'tank' } }, 'arrangement'],
      [{ expectedVersion: version, arrangement: { b2: 7 } }, 'arrangement'],
    ];
    for (const [body, field] of bad) {
      const res = await t.http.put(`/games/${id}/draft`).set(white.auth).send(body);
      expect([JSON.stringify(body), res.status, JSON.stringify(res.body.errors ?? res.body)]).toEqual([
        JSON.stringify(body),
        400,
        expect.stringContaining(field),
      ]);
    }
    await t.http.get(`/games/not-a-uuid/draft`).set(white.auth).expect(400);
    // A Coalition arrangement in the making is kept as given.
    const arranged = await t.http
      .put(`/games/${id}/draft`)
      .set(white.auth)
      .send({ expectedVersion: version, arrangement: { b2: 'tank', j10: 'machine_gun' } })
      .expect(200);
    expect(arranged.body).toMatchObject({ moves: [], arrangement: { b2: 'tank', j10: 'machine_gun' } });
    expect(await rows(id)).toEqual([{ user_id: white.id, version }]);
  });
});
