import { fourPlayers, newPlayer, startCoalitionGame } from './game-server-fixtures';
import { post } from './diplomacy/fixtures';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * After a hand-over the new holder reads the seat's whole private history (the channels are the
 * seat's), while the notes stay with whoever wrote them: the former holder keeps theirs, and the
 * new holder starts with none (docs/api/negotiation.md).
 */
describe('notes and history after a hand-over', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('the former holder keeps their notes; the new holder reads the seat’s history', async () => {
    const seats = await fourPlayers(t, 'nh');
    const game = await startCoalitionGame(t, seats);
    const sub = await newPlayer(t, 'nhsub');
    const outsider = await newPlayer(t, 'nhout');
    const black = seats.black;
    await t.http
      .put(`/games/${game.id}/notes`)
      .set(black.auth)
      .send({ text: 'trust yellow until move 10' })
      .expect(200);
    await post(t, seats.yellow, game.id, 'yellow+black', 'shall we?', 'yellow');

    await t.http.post(`/games/${game.id}/seats/black/offer`).set(black.auth).send({ to: sub.username }).expect(200);
    await t.http.post(`/games/${game.id}/seats/black/join`).set(sub.auth).expect(200);

    // The former holder's notes are theirs: still readable, changeable, deletable.
    const kept = await t.http.get(`/games/${game.id}/notes`).set(black.auth).expect(200);
    expect(kept.body.text).toBe('trust yellow until move 10');
    await t.http.put(`/games/${game.id}/notes`).set(black.auth).send({ text: 'handed over' }).expect(200);
    // The new holder has notes of their own (none yet), never the former holder's.
    expect((await t.http.get(`/games/${game.id}/notes`).set(sub.auth).expect(200)).body.text).toBe('');
    // The seat's private history goes with the seat.
    const history = await t.http.get(`/games/${game.id}/channels/yellow+black/messages`).set(sub.auth).expect(200);
    expect(JSON.stringify(history.body)).toContain('shall we?');
    // Someone who never held a seat has no notes here.
    const refused = await t.http.get(`/games/${game.id}/notes`).set(outsider.auth).expect(403);
    expect(refused.body.code).toBe('NOT_A_PLAYER');
    // Deleting them ends the former holder's access: there is nothing of theirs left.
    await t.http.put(`/games/${game.id}/notes`).set(black.auth).send({ text: '' }).expect(200);
    await t.http.get(`/games/${game.id}/notes`).set(black.auth).expect(403);
  });
});
