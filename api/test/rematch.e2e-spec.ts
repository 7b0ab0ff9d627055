import {
  COALITION_SEATS,
  type GameJson,
  newPlayer,
  newPlayers,
  type Player,
  start007Game,
  startCoalitionGame,
} from './game-server-fixtures';
import { coalitionOpening, ladderGame, newClub, playScript, postLadder } from './ladder-fixtures';
import { createGame } from './support/games';
import { startTestApp, type TestApp } from './support/test-app';

type Json = Record<string, any>;

describe('rematch: POST/GET /games/{id}/rematch', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  const game = async (id: string, p: Player) => (await t.http.get(`/games/${id}`).set(p.auth).expect(200)).body as Json;
  const rematch = (id: string, p: Player) => t.http.post(`/games/${id}/rematch`).set(p.auth);
  const resign = async (id: string, p: Player, seat?: string) => {
    const { version } = await game(id, p);
    await t.http
      .post(`/games/${id}/actions`)
      .set(p.auth)
      .send({ type: 'resign', seat, expectedVersion: version })
      .expect(201);
  };
  const finished007 = async (white: Player, black: Player) => {
    const { id } = await start007Game(t, white, black, { timeControl: { type: 'per-move', days: 2 } });
    await resign(id, white);
    return id;
  };
  const players = (g: Json) => g.seats.map((s: Json) => [s.seat, s.player?.username ?? s.computer]);

  it('offers 007 people a rematch with the colours swapped; the other accepts and both games link', async () => {
    const [alice, bob] = await newPlayers(t, 'ra', 'rb');
    const origin = await finished007(alice, bob);
    const offered = (await rematch(origin, alice).expect(200)).body as Json;
    expect(offered.gameId).toBeNull();
    expect(offered.offer).toMatchObject({
      by: alice.username,
      status: 'pending',
      variant: '007',
      timeControl: { type: 'per-move', days: 2 },
      seats: [
        { seat: 'white', player: bob.username },
        { seat: 'black', player: alice.username },
      ],
    });
    // Bob sees the offer on the game; a stranger neither sees nor makes one.
    expect((await t.http.get(`/games/${origin}/rematch`).set(bob.auth).expect(200)).body.offer.id).toBe(
      offered.offer.id,
    );
    const stranger = await newPlayer(t, 'rs');
    expect((await t.http.get(`/games/${origin}/rematch`).set(stranger.auth).expect(200)).body).toEqual({
      gameId: null,
      offer: null,
    });
    expect((await rematch(origin, stranger).expect(403)).body.code).toBe('REMATCH_NOT_PLAYER');
    // Asking again while the offer stands changes nothing.
    expect((await rematch(origin, alice).expect(200)).body.offer.id).toBe(offered.offer.id);

    const accepted = (await t.http.post(`/challenges/${offered.offer.id}/accept`).set(bob.auth).expect(200)).body;
    const next = await game(accepted.gameId, alice);
    expect(next).toMatchObject({ status: 'active', rematchOf: origin, rematch: null, rated: false });
    expect(players(next)).toEqual([
      ['white', bob.username],
      ['black', alice.username],
    ]);
    expect(next.timeControl).toEqual((await game(origin, alice)).timeControl);
    expect((await game(origin, bob)).rematch).toBe(accepted.gameId);
    expect((await rematch(origin, bob).expect(200)).body).toEqual({ gameId: accepted.gameId, offer: null });
  });

  it('gives two players asking at once one rematch: the second accepts the first one’s offer', async () => {
    const [alice, bob] = await newPlayers(t, 'qa', 'qb');
    const origin = await finished007(alice, bob);
    const answers = await Promise.all([rematch(origin, alice), rematch(origin, bob)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const rows = await t.db.query(
      `SELECT c.status, c.game_id FROM challenges c JOIN rematches r ON r.challenge_id = c.id WHERE r.origin_id = $1`,
      [origin],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe('accepted');
    const gameIds = await t.db.query(
      `SELECT id FROM games WHERE id IN (SELECT game_id FROM rematches WHERE origin_id = $1)`,
      [origin],
    );
    expect(gameIds.map((g: Json) => g.id)).toEqual([rows[0].game_id]);
    for (const p of [alice, bob]) expect((await game(origin, p)).rematch).toBe(rows[0].game_id);
  });

  it('moves each Coalition player one seat on, keeping the options and that the game was unrated', async () => {
    const seats = {
      yellow: await newPlayer(t, 'cy'),
      black: await newPlayer(t, 'ck'),
      green: await newPlayer(t, 'cg'),
      red: await newPlayer(t, 'cr'),
    };
    const started = await startCoalitionGame(t, seats, { rated: false, press: 'none' });
    await playScript(t, started.id, seats, coalitionOpening(true));
    await resign(started.id, seats.yellow, 'yellow');
    expect((await game(started.id, seats.black)).status).toBe('finished');

    const offered = (await rematch(started.id, seats.black).expect(200)).body as Json;
    // Yellow, Black, Green, Red is the playing order: Red's player moves to Yellow, and so on.
    expect(offered.offer.seats).toEqual([
      { seat: 'yellow', player: seats.red.username },
      { seat: 'black', player: seats.yellow.username },
      { seat: 'green', player: seats.black.username },
      { seat: 'red', player: seats.green.username },
    ]);
    let gameId: string | null = null;
    for (const seat of ['yellow', 'green', 'red'] as const)
      gameId = (await t.http.post(`/challenges/${offered.offer.id}/accept`).set(seats[seat].auth).expect(200)).body
        .gameId;
    const next = await game(gameId!, seats.red);
    expect(next).toMatchObject({ rematchOf: started.id, rated: false, press: 'none', variant: 'coalition' });
    expect(next.options).toEqual((await game(started.id, seats.red)).options);
    expect(players(next)).toEqual(COALITION_SEATS.map((s, i) => [s, seats[COALITION_SEATS[(i + 3) % 4]!].username]));
  });

  it('starts the rematch against the computer at once, the computer in the rotated seat', async () => {
    const alice = await newPlayer(t, 'ca');
    const created = (
      await createGame(t, alice, {
        variant: '007',
        seats: [
          { seat: 'white', me: true },
          { seat: 'black', computer: 'random' },
        ],
      })
    ).body as GameJson;
    await resign(created.id, alice);
    const answer = (await rematch(created.id, alice).expect(200)).body as Json;
    expect(answer.offer).toBeNull();
    const next = await game(answer.gameId, alice);
    expect(next.rematchOf).toBe(created.id);
    expect(next.status).toBe('active');
    expect(players(next)).toEqual([
      ['white', 'random'],
      ['black', alice.username],
    ]);
  });

  it('refuses a game not finished, a ladder game, someone who blocked the asker; a declined offer can be renewed', async () => {
    const [alice, bob, carol] = await newPlayers(t, 'xa', 'xb', 'xc');
    const { id: running } = await start007Game(t, alice, bob);
    expect((await rematch(running, alice).expect(409)).body.code).toBe('REMATCH_NOT_FINISHED');

    const club = await newClub(t, alice, [bob]);
    const ladder = (await postLadder(t, alice, club, {}).expect(201)).body.id as string;
    const onLadder = await ladderGame(t, ladder, alice, { white: alice, black: bob });
    await resign(onLadder, alice);
    expect((await rematch(onLadder, bob).expect(409)).body.code).toBe('REMATCH_EVENT_GAME');

    const blocked = await finished007(alice, carol);
    await t.http.post(`/me/blocks/${alice.username}`).set(carol.auth).expect(200);
    expect((await rematch(blocked, alice).expect(403)).body.code).toBe('PLAYER_UNAVAILABLE');
    expect(await t.db.query(`SELECT 1 FROM rematches WHERE origin_id = $1`, [blocked])).toEqual([]);
    await t.http.delete(`/me/blocks/${alice.username}`).set(carol.auth).expect(204);

    const first = (await rematch(blocked, alice).expect(200)).body.offer.id as string;
    await t.http.post(`/challenges/${first}/decline`).set(carol.auth).send({}).expect(200);
    expect((await t.http.get(`/games/${blocked}/rematch`).set(alice.auth).expect(200)).body.offer.status).toBe(
      'declined',
    );
    const second = (await rematch(blocked, carol).expect(200)).body.offer;
    expect(second).toMatchObject({ by: carol.username, status: 'pending' });
    expect(second.id).not.toBe(first);
  });
});
