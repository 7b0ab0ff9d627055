import { startTestApp, type TestApp } from './support/test-app';
import { newPlayers, type Player } from './game-server-fixtures';
import { createGame, fullLobbyGame } from './support/games';

/**
 * A seat offered to anyone is taken once: the offer is consumed under the game's row lock, so of
 * several people taking it at the same moment one gets the seat and the others 409
 * SEAT_UNAVAILABLE; the chain records one hand-over. The same for two open seats of a game
 * before its start, and for a taker who comes after the seat is gone.
 */
describe('a seat offer taken by several at once', () => {
  let t: TestApp;
  let ann: Player;
  let bob: Player;
  let cy: Player;
  let dee: Player;
  let takers: Player[];
  beforeAll(async () => {
    t = await startTestApp();
    const players = await newPlayers(t, 'ann', 'bob', 'cy', 'dee', 'eve', 'fay', 'gus', 'hal');
    [ann, bob, cy, dee] = players;
    takers = players.slice(4);
  }, 90_000);
  afterAll(() => t.close());

  it('three parallel takers: one 200, the others 409 SEAT_UNAVAILABLE, one hand-over', async () => {
    const id = await fullLobbyGame(t, ann, bob, cy, dee);
    await t.http.post(`/games/${id}/seats/green/offer`).set(cy.auth).send({}).expect(200);
    const answers = await Promise.all(
      takers.slice(0, 3).map((p) => t.http.post(`/games/${id}/seats/green/join`).set(p.auth)),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    for (const r of answers.filter((a) => a.status === 409)) expect(r.body.code).toBe('SEAT_UNAVAILABLE');
    const winner = takers[answers.findIndex((r) => r.status === 200)];
    const handovers = await t.db.query(
      `SELECT payload FROM game_events WHERE game_id = $1 AND type = 'seat-handed-over'`,
      [id],
    );
    expect(handovers).toHaveLength(1);
    expect(handovers[0].payload.to.userId).toBe(winner.id);
    const [seat] = await t.db.query(
      `SELECT user_id, offered_at FROM game_seats WHERE game_id = $1 AND seat = 'green'`,
      [id],
    );
    expect(seat).toEqual({ user_id: winner.id, offered_at: null });
    expect((await t.http.get(`/games/${id}/verify`).set(ann.auth).expect(200)).body.ok).toBe(true);
  });

  it('one after the other: the second taker is told the seat is unavailable, not that the game started', async () => {
    const id = await fullLobbyGame(t, ann, bob, cy, dee);
    await t.http.post(`/games/${id}/seats/red/offer`).set(dee.auth).send({}).expect(200);
    await t.http.post(`/games/${id}/seats/red/join`).set(takers[0].auth).expect(200);
    const late = await t.http.post(`/games/${id}/seats/red/join`).set(takers[1].auth).expect(409);
    expect(late.body.code).toBe('SEAT_UNAVAILABLE');
    // A seat never offered, in a running game: the same answer.
    const never = await t.http.post(`/games/${id}/seats/black/join`).set(takers[1].auth).expect(409);
    expect(never.body.code).toBe('SEAT_UNAVAILABLE');
  });

  it('an open seat before the start, joined by three at once, goes to one of them', async () => {
    const created = await createGame(t, ann, { variant: '007', seats: [{ seat: 'white', me: true }] });
    const id = created.body.id as string;
    const answers = await Promise.all(
      takers.slice(0, 3).map((p) => t.http.post(`/games/${id}/seats/black/join`).set(p.auth)),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const taken = await t.db.query(
      `SELECT count(*)::int AS n FROM game_events WHERE game_id = $1 AND type = 'seat-taken'`,
      [id],
    );
    expect(taken[0].n).toBe(1);
    const started = await t.db.query(
      `SELECT count(*)::int AS n FROM game_events WHERE game_id = $1 AND type = 'game-started'`,
      [id],
    );
    expect(started[0].n).toBe(1);
  });
});
