import { Clock } from '../src/platform/time/clock';
import { TimeoutSweeper } from '../src/play/clocks/timeout-sweeper';
import { eventually } from './correspondence/helpers';
import { newPlayers, type Player } from './game-server-fixtures';
import { startTestApp, type TestApp } from './support/test-app';
import { createGame, invite007, refusedGame } from './support/games';

type GameJson = Record<string, any>;

/**
 * The game option `abandoned` (issue 21): a seat whose person times out or leaves the running game
 * resigns (`resign`, the default), is taken by a computer (`computer`), or is taken by a computer
 * and offered to a substitute until a person takes it over (`substitute`) — each change of hands
 * one event of the chain, a holding in the record and a notice to the other parties.
 */
describe('abandoned seats', () => {
  let t: TestApp;
  let ann: Player;
  let bob: Player;
  let cy: Player;
  let dee: Player;
  let eve: Player;
  beforeAll(async () => {
    t = await startTestApp({ config: { computerMoveMs: 50 } });
    [ann, bob, cy, dee, eve] = await newPlayers(t, 'ann', 'bob', 'cy', 'dee', 'eve');
  }, 60_000);
  afterAll(() => t.close());

  const game = async (id: string, who: Player = ann): Promise<GameJson> =>
    (await t.http.get(`/games/${id}`).set(who.auth).expect(200)).body;
  const seatOf = (g: GameJson, seat: string) => g.seats.find((s: { seat: string }) => s.seat === seat);
  const holders = async (id: string) =>
    (await t.http.get(`/games/${id}/seat-holders`).set(ann.auth).expect(200)).body.items.filter(
      (h: { how: string }) => h.how !== 'start',
    );
  const handOvers = async (id: string) =>
    (await t.db.query(
      `SELECT seq, user_id, payload FROM game_events WHERE game_id = $1 AND type = 'seat-handed-over' ORDER BY seq`,
      [id],
    )) as { seq: number; user_id: string | null; payload: Record<string, any> }[];
  const verified = async (id: string) =>
    expect((await t.http.get(`/games/${id}/verify`).set(ann.auth).expect(200)).body).toMatchObject({
      ok: true,
      chainIntact: true,
      replayMatches: true,
    });
  /** Moves the test clock past the game's deadline and sweeps. */
  const timeOut = async (id: string) => {
    const [row] = await t.db.query(`SELECT deadline_at FROM games WHERE id = $1`, [id]);
    const clock = t.app.get(Clock);
    clock.advance(Math.max(0, row.deadline_at.getTime() - clock.now().getTime()) + 60_000);
    await t.app.get(TimeoutSweeper).sweep();
  };

  /** A 007 game Ann (white) and Bob (black) play, with `abandoned` as given. */
  const game007 = async (extra: Record<string, unknown>): Promise<string> => {
    const created = await invite007(t, ann, bob.username, { timeControl: { type: 'per-move', days: 1 }, ...extra });
    await t.http.post(`/games/${created.body.id}/seats/black/accept`).set(bob.auth).expect(200);
    return created.body.id;
  };
  /** The same, once White has made its first half-move: a party leaving now leaves a running game. */
  const running007 = async (extra: Record<string, unknown>): Promise<string> => {
    const id = await game007(extra);
    const g = await game(id);
    await t.http
      .post(`/games/${id}/moves`)
      .set(ann.auth)
      .send({ move: 'e2e4', expectedVersion: g.version })
      .expect(201);
    return id;
  };

  it('takes the option at creation, beside the options or inside them, and refuses what it does not know', async () => {
    const plain = await createGame(t, ann, { variant: '007' });
    expect(plain.body).toMatchObject({ abandoned: 'resign', abandonedLevel: null });
    const computer = await createGame(t, ann, { variant: '007', abandoned: 'computer' });
    expect(computer.body).toMatchObject({ abandoned: 'computer', abandonedLevel: 'greedy' });
    const inside = await createGame(t, ann, {
      variant: 'coalition',
      options: { abandoned: 'substitute', abandonedLevel: 'random' },
    });
    expect(inside.body).toMatchObject({ abandoned: 'substitute', abandonedLevel: 'random' });
    expect(inside.body.options).not.toHaveProperty('abandoned');
    const [created] = await t.db.query(`SELECT payload FROM game_events WHERE game_id = $1 AND type = 'game-created'`, [
      inside.body.id,
    ]);
    expect(created.payload).toMatchObject({ abandoned: 'substitute', abandonedLevel: 'random' });

    for (const body of [
      { variant: '007', options: { abandoned: 'vanish' } },
      { variant: '007', abandonedLevel: 'random' },
      { variant: '007', abandoned: 'computer', options: { abandoned: 'substitute' } },
    ]) {
      const refused = await refusedGame(t, ann, 400, body);
      expect(refused.body.code).toBe('BAD_OPTIONS');
    }
    const bad = await refusedGame(t, ann, 400, { variant: '007', abandoned: 'vanish' });
    expect(bad.body.code).toBe('VALIDATION_FAILED');
  });

  it('resign (the default): a time-out resigns the seat, and leaving a running game resigns it too', async () => {
    const timedOut = await game007({});
    await timeOut(timedOut);
    expect(await game(timedOut)).toMatchObject({ status: 'finished', result: { winners: ['black'] } });
    expect(await handOvers(timedOut)).toEqual([]);

    const left = await running007({});
    const res = await t.http.post(`/games/${left}/seats/black/leave`).set(bob.auth).expect(200);
    expect(res.body).toMatchObject({ status: 'finished', result: { winners: ['white'] } });
    const [resign] = await t.db.query(
      `SELECT user_id, payload FROM game_events WHERE game_id = $1 AND type = 'resign'`,
      [left],
    );
    expect(resign.user_id).toBe(bob.id);
    expect(resign.payload.action).toEqual({ type: 'resign', seat: 'black', reason: 'resignation' });
    await verified(left);
  });

  it('computer: a computer takes the timed-out seat, the other party is told, and the computer plays on', async () => {
    const id = await game007({ abandoned: 'computer', abandonedLevel: 'random' });
    await timeOut(id);
    const [event] = await handOvers(id);
    expect(event.user_id).toBeNull();
    expect(event.payload).toEqual({
      seat: 'white',
      how: 'timeout',
      from: { userId: ann.id, username: ann.username, displayName: ann.username },
      to: { computer: 'random' },
    });
    const notes: { user_id: string; payload: Record<string, unknown> }[] = await t.db.query(
      `SELECT user_id, payload FROM outbox WHERE game_id = $1 AND kind = 'seat-changed-hands'`,
      [id],
    );
    // Bob, and Ann who ran out of time: the seat is no longer hers.
    expect(notes.map((n) => n.user_id).sort()).toEqual([ann.id, bob.id].sort());
    expect(notes[0].payload).toMatchObject({ seat: 'white', how: 'timeout', to: { computer: 'random' } });

    // The computer plays white's turn: Black is to move, and the game runs on.
    const after = await eventually(async () => {
      const g = await game(id, bob);
      return g.toMove[0]?.seat === 'black' ? g : null;
    }, 30_000);
    expect(after.status).toBe('active');
    expect(seatOf(after, 'white')).toMatchObject({ state: 'taken', player: null, computer: 'random' });
    expect(after.yourSeats).toEqual(['black']);
    const [row] = await t.db.query(`SELECT user_id, computer FROM game_seats WHERE game_id = $1 AND seat = 'white'`, [
      id,
    ]);
    expect(row).toEqual({ user_id: null, computer: 'random' });
    expect(await holders(id)).toEqual([
      expect.objectContaining({ seat: 'white', player: null, computer: 'random', how: 'timeout', untilSeq: null }),
    ]);
    // Ann has no seat left to move: her move is refused as anyone's who plays no seat.
    expect((await t.http.post(`/games/${id}/seats/white/leave`).set(ann.auth).expect(403)).body.code).toBe(
      'NOT_YOUR_SEAT',
    );
    await verified(id);
  });

  it('computer: leaving the running game gives the seat to the computer at once', async () => {
    const id = await running007({ abandoned: 'computer', abandonedLevel: 'random' });
    const res = await t.http.post(`/games/${id}/seats/black/leave`).set(bob.auth).expect(200);
    expect(seatOf(res.body, 'black')).toMatchObject({ player: null, computer: 'random' });
    const [event] = await handOvers(id);
    expect(event).toMatchObject({
      user_id: bob.id,
      payload: { seat: 'black', how: 'left', to: { computer: 'random' } },
    });
    await verified(id);
  });

  it('a holder hands their seat to a computer of their choice, whatever the option', async () => {
    const id = await game007({});
    const refused = await t.http
      .post(`/games/${id}/seats/white/hand-over`)
      .set(bob.auth)
      .send({ computer: 'random' })
      .expect(403);
    expect(refused.body.code).toBe('NOT_YOUR_SEAT');
    await t.http.post(`/games/${id}/seats/white/hand-over`).set(ann.auth).send({ computer: 'best' }).expect(400);
    const res = await t.http
      .post(`/games/${id}/seats/white/hand-over`)
      .set(ann.auth)
      .send({ computer: 'random' })
      .expect(200);
    expect(seatOf(res.body, 'white')).toMatchObject({ player: null, computer: 'random', offer: null });
    expect((await handOvers(id))[0].payload).toMatchObject({ how: 'hand-over', to: { computer: 'random' } });
    await eventually(async () => (await game(id, bob)).toMove[0]?.seat === 'black', 30_000);
    await verified(id);
  });

  it('substitute: a computer keeps the abandoned seat while it is in the lobby, then a person takes it over', async () => {
    const created = await createGame(t, ann, {
      variant: 'coalition',
      options: { setupPhase: false },
      abandoned: 'substitute',
      abandonedLevel: 'random',
      timeControl: { type: 'per-move', days: 2 },
      seats: [{ seat: 'yellow', me: true }],
    });
    const id: string = created.body.id;
    for (const [p, seat] of [
      [bob, 'black'],
      [cy, 'green'],
      [dee, 'red'],
    ] as const)
      await t.http.post(`/games/${id}/seats/${seat}/join`).set(p.auth).expect(200);
    // Yellow, to move first, vanishes.
    await timeOut(id);
    const [event] = await handOvers(id);
    expect(event.payload).toMatchObject({ seat: 'yellow', how: 'timeout', to: { computer: 'random' }, offered: true });

    const entry = await eventually(async () =>
      (await t.http.get('/lobby').query({ limit: 100 }).set(eve.auth).expect(200)).body.items.find(
        (e: { gameId: string }) => e.gameId === id,
      ),
    );
    expect(entry).toMatchObject({ abandoned: 'substitute', openSeats: ['yellow'], joinable: ['yellow'] });
    expect(entry.seats[0]).toMatchObject({ seat: 'yellow', player: null, computer: 'random', offered: true });
    // The computer plays Yellow meanwhile.
    await eventually(async () => (await game(id)).toMove[0]?.seat !== 'yellow', 30_000);

    const taken = await t.http.post(`/games/${id}/seats/yellow/join`).set(eve.auth).expect(200);
    expect(seatOf(taken.body, 'yellow')).toMatchObject({ player: { id: eve.id }, computer: null, offer: null });
    expect(taken.body.yourSeats).toEqual(['yellow']);
    const yellow = (await holders(id)).filter((h: { seat: string }) => h.seat === 'yellow');
    expect(yellow).toEqual([
      expect.objectContaining({ computer: 'random', how: 'timeout', untilSeq: expect.any(Number) }),
      expect.objectContaining({ player: expect.objectContaining({ id: eve.id }), how: 'take-over', untilSeq: null }),
    ]);
    const all = await t.http.get(`/games/${id}/seat-holders`).set(ann.auth).expect(200);
    expect(
      all.body.items.filter((h: { seat: string }) => h.seat === 'yellow').map((h: { how: string }) => h.how),
    ).toEqual(['start', 'timeout', 'take-over']);
    expect(
      (await t.http.get('/lobby').query({ limit: 100 }).set(eve.auth).expect(200)).body.items.map(
        (e: { gameId: string }) => e.gameId,
      ),
    ).not.toContain(id);
    await verified(id);
  });
});
