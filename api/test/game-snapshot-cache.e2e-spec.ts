import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createApp } from '../src/app.factory';
import { start007Game, newPlayers, type Player } from './game-server-fixtures';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * A half-move starts from the game as this instance last wrote or read it (GameSnapshotCache) and
 * is written only while the game's stamp (`games.touched`) is still that record's. These check
 * both halves: that everything a read of a game shows moves the stamp on, event or not, and that a
 * kept record gone stale — another instance's move, a new name, a vacation — never shows in an
 * answer, never refuses a valid request and never writes on top of a game it is not.
 */
const VERIFIED = { ok: true, chainIntact: true, replayMatches: true, firstMismatch: null };

describe('a half-move from a kept record of the game', () => {
  let t: TestApp;
  let other: INestApplication;
  let otherHttp: ReturnType<typeof request>;
  let white: Player;
  let black: Player;
  let third: Player;
  beforeAll(async () => {
    t = await startTestApp();
    // A second instance on the same database, as behind a load balancer (same secret, same JWTs).
    other = await createApp(t.config);
    await other.listen(0, '127.0.0.1');
    otherHttp = request(`http://127.0.0.1:${other.getHttpServer().address().port}`);
    [white, black, third] = await newPlayers(t, 'w', 'b', 't');
  }, 60_000);
  afterAll(async () => {
    await other?.close();
    await t.close();
  });

  const touched = async (gameId: string): Promise<number> =>
    (await t.db.query(`SELECT touched FROM games WHERE id = $1`, [gameId]))[0].touched;
  const move = (http: ReturnType<typeof request>, who: Player, gameId: string, m: string, expectedVersion: number) =>
    http.post(`/games/${gameId}/moves`).set(who.auth).send({ move: m, expectedVersion });

  it('moves the stamp on with everything a read of the game shows, event or not', async () => {
    const { id, version } = await start007Game(t, white, black);
    const changes: [string, () => Promise<unknown>][] = [
      ['a half-move', () => move(t.http, white, id, 'e2e4', version).expect(201)],
      ['an update of the row', () => t.db.query(`UPDATE games SET clocks = clocks WHERE id = $1`, [id])],
      [
        'a seat offered',
        () => t.db.query(`UPDATE game_seats SET offered_at = now() WHERE game_id = $1 AND seat = 'black'`, [id]),
      ],
      [
        "a seat's person",
        () => t.db.query(`UPDATE game_seats SET user_id = $2 WHERE game_id = $1 AND seat = 'black'`, [id, third.id]),
      ],
      [
        "a seated person's new name",
        () => t.db.query(`UPDATE users SET display_name = 'Ninth' WHERE id = $1`, [third.id]),
      ],
      [
        "the creator's new username",
        () => t.db.query(`UPDATE users SET username = $2 WHERE id = $1`, [white.id, `${white.username}x`]),
      ],
      [
        'a vacation taken',
        () =>
          t.db.query(`INSERT INTO vacations (user_id, starts_on, ends_on) VALUES ($1, '2027-03-01', '2027-03-05')`, [
            third.id,
          ]),
      ],
      ['a vacation dropped', () => t.db.query(`DELETE FROM vacations WHERE user_id = $1`, [third.id])],
    ];
    for (const [what, change] of changes) {
      const before = await touched(id);
      await change();
      expect({ what, moved: (await touched(id)) > before }).toEqual({ what, moved: true });
    }

    // What a read does not show leaves it: the list keys the game copies to its seats, and a
    // person's own fields.
    const before = await touched(id);
    await t.db.query(`UPDATE game_seats SET sort_deadline = 'infinity' WHERE game_id = $1`, [id]);
    await t.db.query(`UPDATE users SET display_name = display_name WHERE id = $1`, [white.id]);
    expect(await touched(id)).toBe(before);
  });

  it("answers with the game as it is after a change no event records (a player's new name)", async () => {
    const { id, version } = await start007Game(t, white, black);
    const first = await move(t.http, white, id, 'e2e4', version).expect(201);
    // Another instance, or an account page, renames White; this instance keeps the game as it wrote it.
    await t.db.query(`UPDATE users SET display_name = 'Renamed White' WHERE id = $1`, [white.id]);

    const second = await move(t.http, white, id, 'e7e5', first.body.version).expect(201);
    expect(second.body.seats.find((s: { seat: string }) => s.seat === 'white').player.displayName).toBe(
      'Renamed White',
    );
    expect(second.body.toMove[0].player.displayName).toBe('Renamed White');
    expect((await t.http.get(`/games/${id}`).set(white.auth).expect(200)).body).toEqual(second.body);
  });

  it('takes a move another instance made into account: a valid request is played, a stale one refused', async () => {
    const { id, version } = await start007Game(t, white, black);
    // This instance keeps the game after White's first half-move; the other plays the second and
    // keeps the game after it.
    const first = await move(t.http, white, id, 'e2e4', version).expect(201);
    const second = await move(otherHttp, white, id, 'e7e5', first.body.version).expect(201);

    // Here, against the version the client has (newer than the record kept here): played.
    const third = await move(t.http, white, id, 'g1f3', second.body.version).expect(201);
    expect(third.body.version).toBe(second.body.version + 1);

    // There, against the version the other instance keeps, with a move legal on that record: the
    // guarded write finds the game changed and writes nothing; the request is refused with the
    // game as it is.
    const stale = await move(otherHttp, white, id, 'b1c3', second.body.version).expect(409);
    expect(stale.body).toMatchObject({ code: 'VERSION_CONFLICT', game: { version: third.body.version } });

    // And a request against the game as it is is played there too.
    await move(otherHttp, black, id, 'd7d5', third.body.version).expect(201);

    // The event log is one unbroken chain, one event per half-move played.
    const events = await t.db.query(`SELECT seq FROM game_events WHERE game_id = $1 ORDER BY seq`, [id]);
    expect(events.map((e: { seq: number }) => e.seq)).toEqual(
      Array.from({ length: third.body.version + 1 }, (_, i) => i + 1),
    );
    const verified = await t.http.get(`/games/${id}/verify`).set(white.auth).expect(200);
    expect(verified.body).toMatchObject(VERIFIED);
  });
});
