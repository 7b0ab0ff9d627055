import { startTestApp, type TestApp } from './support/test-app';
import { new007Game, newPlayer, type Player } from './game-server-fixtures';

describe('creating, joining and listing games', () => {
  let t: TestApp;
  let ann: Player;
  let bob: Player;
  let cy: Player;
  let dee: Player;
  beforeAll(async () => {
    t = await startTestApp();
    [ann, bob, cy, dee] = [
      await newPlayer(t, 'ann'),
      await newPlayer(t, 'bob'),
      await newPlayer(t, 'cy'),
      await newPlayer(t, 'dee'),
    ];
  }, 30_000);
  afterAll(() => t.close());

  it('creates a game with an invitation; it starts when the invitee accepts', async () => {
    const created = await t.http
      .post('/games')
      .set(ann.auth)
      .send({
        variant: '007',
        options: { fast: true },
        timeControl: { type: 'per-move', days: 5 },
        seats: [
          { seat: 'white', me: true },
          { seat: 'black', invite: bob.email },
        ],
      })
      .expect(201);
    expect(created.body).toMatchObject({
      status: 'open',
      version: 1,
      options: { fast: true, detente: false, completion: 'strict' },
      timeControl: { type: 'per-move', days: 5 },
      position: null,
      yourSeats: ['white'],
      createdBy: { username: ann.username },
    });
    expect(created.body.seats).toEqual([
      { seat: 'white', state: 'taken', player: { id: ann.id, username: ann.username, displayName: ann.username } },
      { seat: 'black', state: 'invited', player: { id: bob.id, username: bob.username, displayName: bob.username } },
    ]);
    expect(JSON.stringify(created.body)).not.toContain(bob.email);
    const invitation = await t.db.query(
      `SELECT user_id, payload FROM outbox WHERE game_id = $1 AND kind = 'invitation'`,
      [created.body.id],
    );
    expect(invitation).toEqual([
      { user_id: bob.id, payload: expect.objectContaining({ seat: 'black', by: ann.username }) },
    ]);

    await t.http
      .post(`/games/${created.body.id}/seats/black/accept`)
      .set(cy.auth)
      .expect(403)
      .expect((r) => expect(r.body.code).toBe('NOT_INVITED'));
    const accepted = await t.http.post(`/games/${created.body.id}/seats/black/accept`).set(bob.auth).expect(200);
    expect(accepted.body).toMatchObject({
      status: 'active',
      version: 3,
      yourSeats: ['black'],
      toMove: [{ seat: 'white', part: 1 }],
    });
    expect(accepted.body.startedAt).not.toBeNull();
    expect(Date.parse(accepted.body.deadlineAt) - Date.parse(accepted.body.startedAt)).toBe(5 * 86_400_000);
    const kinds = await t.db.query(
      `SELECT kind, user_id FROM outbox WHERE game_id = $1 AND kind <> 'invitation' ORDER BY kind, user_id`,
      [created.body.id],
    );
    expect(kinds).toEqual(
      expect.arrayContaining([
        { kind: 'game-started', user_id: ann.id },
        { kind: 'game-started', user_id: bob.id },
        { kind: 'your-turn', user_id: ann.id },
      ]),
    );
    await t.http.post(`/games/${created.body.id}/seats/black/join`).set(cy.auth).expect(409);
  });

  it('names the rule an invalid option combination breaks', async () => {
    const res = await t.http
      .post('/games')
      .set(ann.auth)
      .send({ variant: '007', options: { progressive: true, detente: true } })
      .expect(400);
    expect(res.body).toMatchObject({ code: 'BAD_OPTIONS', rule: '007.md §5.4' });
    const unknown = await t.http
      .post('/games')
      .set(ann.auth)
      .send({ variant: 'coalition', options: { order: 'RGBY' } })
      .expect(400);
    expect(unknown.body).toMatchObject({ code: 'BAD_OPTIONS', rule: expect.stringContaining('coalition.md') });
    await t.http.post('/games').set(ann.auth).send({ variant: 'checkers' }).expect(400);
    const tc = await t.http
      .post('/games')
      .set(ann.auth)
      .send({ variant: '007', timeControl: { type: 'per-move', days: 31 } })
      .expect(400);
    expect(tc.body.code).toBe('BAD_TIME_CONTROL');
    await t.http
      .post('/games')
      .set(ann.auth)
      .send({ variant: '007', seats: [{ seat: 'green', me: true }] })
      .expect(400);
    await t.http
      .post('/games')
      .set(ann.auth)
      .send({ variant: '007', seats: [{ seat: 'black', invite: 'nobody-at-all' }] })
      .expect(400);
  });

  it('lets one user hold two coalition seats as a strawman, never both great powers', async () => {
    const both = await t.http
      .post('/games')
      .set(ann.auth)
      .send({
        variant: 'coalition',
        seats: [
          { seat: 'yellow', me: true },
          { seat: 'black', me: true },
        ],
      })
      .expect(422);
    expect(both.body).toMatchObject({ code: 'SEAT_NOT_ALLOWED', rule: 'coalition.md §15' });

    const game = await t.http
      .post('/games')
      .set(ann.auth)
      .send({
        variant: 'coalition',
        seats: [
          { seat: 'yellow', me: true },
          { seat: 'green', me: true },
        ],
      })
      .expect(201);
    const id = game.body.id;
    expect(game.body.yourSeats).toEqual(['yellow', 'green']);
    await t.http.post(`/games/${id}/seats/black/join`).set(bob.auth).expect(200);
    await t.http.post(`/games/${id}/seats/red/join`).set(ann.auth).expect(422);
    const started = await t.http.post(`/games/${id}/seats/red/join`).set(bob.auth).expect(200);
    expect(started.body.status).toBe('setup');
    expect(started.body.toMove.map((x: { seat: string }) => x.seat).sort()).toEqual(['black', 'green', 'red']);
    expect(started.body.position.board.length).toBeGreaterThan(0);
    // A player holding two seats must name the one acting when both may.
    const twoSeats = await t.http
      .post(`/games/${id}/actions`)
      .set(bob.auth)
      .send({ type: 'offer-draw', expectedVersion: started.body.version })
      .expect(400);
    expect(twoSeats.body.code).toBe('SEAT_REQUIRED');
  });

  it('declining an invitation opens the seat for anyone', async () => {
    const g = await t.http
      .post('/games')
      .set(cy.auth)
      .send({
        variant: '007',
        seats: [
          { seat: 'black', me: true },
          { seat: 'white', invite: dee.username },
        ],
      })
      .expect(201);
    const declined = await t.http.post(`/games/${g.body.id}/seats/white/decline`).set(dee.auth).expect(200);
    expect(declined.body.seats.find((s: { seat: string }) => s.seat === 'white')).toEqual({
      seat: 'white',
      state: 'open',
      player: null,
    });
    const joined = await t.http.post(`/games/${g.body.id}/seats/white/join`).set(ann.auth).expect(200);
    expect(joined.body.status).toBe('active');
  });

  it('lists with filters, my turn first and nearest deadline first, paged by cursor', async () => {
    const lister = await newPlayer(t, 'lister');
    const opp = await newPlayer(t, 'opp');
    // Three games: in two the lister (white) must move, with 1 and 7 days; in one the opponent must move.
    const mk = async (days: number, listerWhite: boolean) => {
      const [w, b] = listerWhite ? [lister, opp] : [opp, lister];
      const res = await t.http
        .post('/games')
        .set(w.auth)
        .send({
          variant: '007',
          timeControl: { type: 'per-move', days },
          seats: [
            { seat: 'white', me: true },
            { seat: 'black', invite: b.username },
          ],
        })
        .expect(201);
      await t.http.post(`/games/${res.body.id}/seats/black/accept`).set(b.auth).expect(200);
      return res.body.id as string;
    };
    const slow = await mk(7, true);
    const theirs = await mk(1, false);
    const urgent = await mk(1, true);

    const all = await t.http.get('/games?mine=true').set(lister.auth).expect(200);
    expect(all.body.items.map((g: { id: string }) => g.id)).toEqual([urgent, slow, theirs]);
    const mine = await t.http.get('/games?myTurn=true').set(lister.auth).expect(200);
    expect(mine.body.items.map((g: { id: string }) => g.id)).toEqual([urgent, slow]);

    const page1 = await t.http.get('/games?mine=true&limit=2').set(lister.auth).expect(200);
    expect(page1.body.items).toHaveLength(2);
    const page2 = await t.http
      .get(`/games?mine=true&limit=2&cursor=${page1.body.nextCursor}`)
      .set(lister.auth)
      .expect(200);
    expect(page2.body.items.map((g: { id: string }) => g.id)).toEqual([theirs]);
    expect(page2.body.nextCursor).toBeNull();

    const byPlayer = await t.http
      .get(`/games?player=${opp.username}&status=active&variant=007`)
      .set(ann.auth)
      .expect(200);
    expect(byPlayer.body.items.map((g: { id: string }) => g.id).sort()).toEqual([slow, theirs, urgent].sort());
    const finished = await t.http.get(`/games?player=${opp.username}&status=finished`).set(ann.auth).expect(200);
    expect(finished.body.items).toEqual([]);
    await t.http.get('/games?cursor=garbage').set(lister.auth).expect(400);
    await t.http.get('/games?limit=1000').set(lister.auth).expect(400);
  }, 30_000);

  it('reads a game as any signed-in user; 404 for an unknown id', async () => {
    const id = await new007Game(t, ann, bob);
    const res = await t.http.get(`/games/${id}`).set(dee.auth).expect(200);
    expect(res.body.yourSeats).toEqual([]);
    await t.http
      .get('/games/00000000-0000-4000-8000-000000000000')
      .set(dee.auth)
      .expect(404)
      .expect((r) => expect(r.body.code).toBe('GAME_NOT_FOUND'));
    await t.http.get('/games/not-a-uuid').set(dee.auth).expect(400);
  });
});
