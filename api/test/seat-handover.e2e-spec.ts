import { startTestApp, type TestApp } from './support/test-app';
import { newPlayers, start007Game, type Player } from './game-server-fixtures';
import { createGame } from './support/games';

/**
 * Seats changing hands in a running game (issue 21): offered to a substitute — anyone, in the
 * lobby, or one person — taken over in one click, each step an event of the chain, a holding of
 * seat_holders and a notice to the other parties composed from the event.
 */
describe('seats changing hands', () => {
  let t: TestApp;
  let ann: Player;
  let bob: Player;
  let cy: Player;
  let dee: Player;
  let eve: Player;
  let fay: Player;
  let gameId: string;
  beforeAll(async () => {
    t = await startTestApp();
    [ann, bob, cy, dee, eve, fay] = await newPlayers(t, 'ann', 'bob', 'cy', 'dee', 'eve', 'fay');
    const created = await createGame(t, ann, {
      variant: 'coalition',
      options: { setupPhase: false },
      seats: [{ seat: 'yellow', me: true }],
    });
    gameId = created.body.id;
    for (const [p, seat] of [
      [bob, 'black'],
      [cy, 'green'],
      [dee, 'red'],
    ] as const)
      await t.http.post(`/games/${gameId}/seats/${seat}/join`).set(p.auth).expect(200);
  }, 60_000);
  afterAll(() => t.close());

  const holdings = async () => (await t.http.get(`/games/${gameId}/seat-holders`).set(ann.auth).expect(200)).body.items;
  const lobbyIds = async (who: Player) =>
    (await t.http.get('/lobby').query({ limit: 100 }).set(who.auth).expect(200)).body.items.map(
      (e: { gameId: string }) => e.gameId,
    );

  it('records the first holder of every seat at the start', async () => {
    const items = await holdings();
    expect(items.map((h: { seat: string }) => h.seat)).toEqual(['yellow', 'black', 'green', 'red']);
    const [started] = await t.db.query(`SELECT seq FROM game_events WHERE game_id = $1 AND type = 'game-started'`, [
      gameId,
    ]);
    for (const h of items)
      expect(h).toMatchObject({ how: 'start', sinceSeq: started.seq, until: null, computer: null });
    expect(items[2].player.username).toBe(cy.username);
  });

  it('a seat offered to anyone is in the lobby; taken over in one click, the others are told', async () => {
    const offered = await t.http.post(`/games/${gameId}/seats/green/offer`).set(cy.auth).send({}).expect(200);
    expect(offered.body.seats.find((s: { seat: string }) => s.seat === 'green').offer).toEqual({
      since: expect.any(String),
      to: null,
    });
    const entry = (await t.http.get('/lobby').set(eve.auth).expect(200)).body.items.find(
      (e: { gameId: string }) => e.gameId === gameId,
    );
    expect(entry).toMatchObject({ status: 'active', openSeats: ['green'], joinable: ['green'] });
    expect(entry.seats[2]).toMatchObject({ seat: 'green', state: 'taken', offered: true, player: { id: cy.id } });
    // Cy still holds it: nobody else may join any other seat, and Cy may not take over their own.
    expect(
      (await t.http.get('/lobby').set(cy.auth).expect(200)).body.items.find(
        (e: { gameId: string }) => e.gameId === gameId,
      ).joinable,
    ).toEqual([]);
    await t.http
      .post(`/games/${gameId}/seats/red/join`)
      .set(eve.auth)
      .expect(409)
      .expect((r) => expect(r.body.code).toBe('SEAT_UNAVAILABLE'));

    const taken = await t.http.post(`/games/${gameId}/seats/green/join`).set(eve.auth).expect(200);
    const green = taken.body.seats.find((s: { seat: string }) => s.seat === 'green');
    expect(green).toMatchObject({ state: 'taken', player: { id: eve.id }, offer: null });
    expect(taken.body.yourSeats).toEqual(['green']);
    expect(await lobbyIds(fay)).not.toContain(gameId);

    const [event] = await t.db.query(
      `SELECT seq, user_id, payload FROM game_events WHERE game_id = $1 AND type = 'seat-handed-over'`,
      [gameId],
    );
    expect(event.user_id).toBe(eve.id);
    expect(event.payload).toEqual({
      seat: 'green',
      how: 'take-over',
      from: { userId: cy.id, username: cy.username, displayName: cy.username },
      to: { userId: eve.id, username: eve.username, displayName: eve.username },
    });
    const notes: { user_id: string; payload: Record<string, unknown> }[] = await t.db.query(
      `SELECT user_id, payload FROM outbox WHERE game_id = $1 AND kind = 'seat-changed-hands' ORDER BY user_id`,
      [gameId],
    );
    expect(notes.map((n) => n.user_id).sort()).toEqual([ann.id, bob.id, cy.id, dee.id].sort());
    for (const n of notes)
      expect(n.payload).toEqual({
        gameId,
        variant: 'coalition',
        version: event.seq,
        seat: 'green',
        how: 'take-over',
        from: { username: cy.username },
        to: { username: eve.username },
      });

    const green2 = (await holdings()).filter((h: { seat: string }) => h.seat === 'green');
    expect(green2).toEqual([
      expect.objectContaining({ player: expect.objectContaining({ id: cy.id }), how: 'start', untilSeq: event.seq }),
      expect.objectContaining({
        player: expect.objectContaining({ id: eve.id }),
        how: 'take-over',
        sinceSeq: event.seq,
        until: null,
      }),
    ]);
    const verified = await t.http.get(`/games/${gameId}/verify`).set(ann.auth).expect(200);
    expect(verified.body).toMatchObject({ ok: true, chainIntact: true, replayMatches: true });
  });

  it('a seat offered to one person is theirs to take, nobody else’s; they are told', async () => {
    await t.http.post(`/games/${gameId}/seats/red/offer`).set(dee.auth).send({ to: fay.username }).expect(200);
    const [note] = await t.db.query(`SELECT payload FROM outbox WHERE user_id = $1 AND kind = 'seat-offered'`, [
      fay.id,
    ]);
    const [offerEvent] = await t.db.query(
      `SELECT seq FROM game_events WHERE game_id = $1 AND type = 'seat-offered' ORDER BY seq DESC LIMIT 1`,
      [gameId],
    );
    expect(note.payload).toEqual({
      gameId,
      variant: 'coalition',
      version: offerEvent.seq,
      seat: 'red',
      by: dee.username,
    });
    expect(await lobbyIds(eve)).not.toContain(gameId);
    await t.http
      .post(`/games/${gameId}/seats/red/join`)
      .set(bob.auth)
      .expect(409)
      .expect((r) => expect(r.body.code).toBe('SEAT_UNAVAILABLE'));
    const taken = await t.http.post(`/games/${gameId}/seats/red/join`).set(fay.auth).expect(200);
    expect(taken.body.seats.find((s: { seat: string }) => s.seat === 'red').player.id).toBe(fay.id);
  });

  it('an offer can be withdrawn; bad offers are refused and change nothing', async () => {
    const before = (await t.http.get(`/games/${gameId}`).set(ann.auth).expect(200)).body.version;
    await t.http
      .post(`/games/${gameId}/seats/black/offer`)
      .set(ann.auth)
      .send({})
      .expect(403)
      .expect((r) => expect(r.body.code).toBe('NOT_YOUR_SEAT'));
    await t.http
      .post(`/games/${gameId}/seats/black/offer`)
      .set(bob.auth)
      .send({ to: 'nobody_at_all' })
      .expect(400)
      .expect((r) => expect(r.body.code).toBe('INVITEE_NOT_FOUND'));
    await t.http.post(`/games/${gameId}/seats/black/offer`).set(bob.auth).send({ to: 42 }).expect(400);
    await t.http
      .delete(`/games/${gameId}/seats/black/offer`)
      .set(bob.auth)
      .expect(409)
      .expect((r) => expect(r.body.code).toBe('NO_SEAT_OFFER'));
    expect((await t.http.get(`/games/${gameId}`).set(ann.auth).expect(200)).body.version).toBe(before);

    await t.http.post(`/games/${gameId}/seats/black/offer`).set(bob.auth).send({}).expect(200);
    expect(await lobbyIds(eve)).toContain(gameId);
    const withdrawn = await t.http.delete(`/games/${gameId}/seats/black/offer`).set(bob.auth).expect(200);
    expect(withdrawn.body.seats.find((s: { seat: string }) => s.seat === 'black')).toMatchObject({
      offer: null,
      player: { id: bob.id },
    });
    expect(await lobbyIds(eve)).not.toContain(gameId);
    // The seat rules hold for a substitute too: Ann (yellow) may not take the other great power.
    await t.http.post(`/games/${gameId}/seats/black/offer`).set(bob.auth).send({}).expect(200);
    await t.http
      .post(`/games/${gameId}/seats/black/join`)
      .set(ann.auth)
      .expect(422)
      .expect((r) => expect(r.body.code).toBe('SEAT_NOT_ALLOWED'));
    const types = (await t.db.query(`SELECT type FROM game_events WHERE game_id = $1 ORDER BY seq`, [gameId])).map(
      (r: { type: string }) => r.type,
    );
    expect(types.filter((x: string) => x.startsWith('seat-'))).toEqual([
      'seat-taken',
      'seat-taken',
      'seat-taken',
      'seat-offered',
      'seat-handed-over',
      'seat-offered',
      'seat-handed-over',
      'seat-offered',
      'seat-offer-withdrawn',
      'seat-offered',
    ]);
    const verified = await t.http.get(`/games/${gameId}/verify`).set(ann.auth).expect(200);
    expect(verified.body.ok).toBe(true);
  });

  it('an offer before the start is refused; a game that ends leaves the lobby and withdraws its offers', async () => {
    const open = await createGame(t, ann, { variant: '007', seats: [{ seat: 'white', me: true }] });
    await t.http
      .post(`/games/${open.body.id}/seats/white/offer`)
      .set(ann.auth)
      .send({})
      .expect(409)
      .expect((r) => expect(r.body.code).toBe('GAME_NOT_STARTED'));

    const duel = await start007Game(t, ann, bob);
    await t.http.post(`/games/${duel.id}/seats/white/offer`).set(ann.auth).send({}).expect(200);
    expect(await lobbyIds(eve)).toContain(duel.id);
    const game = (await t.http.get(`/games/${duel.id}`).set(bob.auth).expect(200)).body;
    await t.http
      .post(`/games/${duel.id}/actions`)
      .set(bob.auth)
      .send({ type: 'resign', expectedVersion: game.version })
      .expect(201);
    expect(await lobbyIds(eve)).not.toContain(duel.id);
    const seats = await t.db.query(`SELECT offered_at FROM game_seats WHERE game_id = $1`, [duel.id]);
    expect(seats.every((s: { offered_at: Date | null }) => s.offered_at === null)).toBe(true);
    await t.http.post(`/games/${duel.id}/seats/white/join`).set(eve.auth).expect(409);
  });
});
