import { eventually } from './correspondence/helpers';
import { type GameJson, newPlayers, type Player, start007Game, startCoalitionGame } from './game-server-fixtures';
import { createGame } from './support/games';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Takebacks by consent (docs/takeback.md): asked, accepted by every other seat still in the
 * game, declined, withdrawn — each a new event of the chain, the position restored by the last
 * acceptance, and the chain's replay still the game.
 */
describe('takebacks', () => {
  let t: TestApp;
  let ann: Player, ben: Player, cleo: Player, dora: Player, eve: Player;

  beforeAll(async () => {
    t = await startTestApp({ config: { computerMoveMs: 50 } });
    [ann, ben, cleo, dora, eve] = await newPlayers(t, 'ann', 'ben', 'cleo', 'dora', 'eve');
  });
  afterAll(() => t.close());

  const step = (p: Player, id: string, path: '' | '/accept' | '/decline' | '/withdraw') =>
    t.http.post(`/games/${id}/takeback${path}`).set(p.auth).send({});
  const game = async (id: string, p: Player = ann): Promise<GameJson> =>
    (await t.http.get(`/games/${id}`).set(p.auth).expect(200)).body;
  const pending = async (id: string) =>
    (await t.http.get(`/games/${id}/takeback`).set(eve.auth).expect(200)).body.pending;
  const types = async (id: string) =>
    (
      (await t.db.query(`SELECT type FROM game_events WHERE game_id = $1 ORDER BY seq`, [id])) as { type: string }[]
    ).map((e) => e.type);
  const notices = async (p: Player, id: string) =>
    (await t.http.get('/me/notifications').set(p.auth).expect(200)).body.items.filter(
      (n: GameJson) => n.kind === 'takeback' && n.gameId === id,
    );
  const verify = async (id: string) => (await t.http.get(`/games/${id}/verify`).set(ann.auth).expect(200)).body;
  const turn = async (p: Player, id: string, moves: string[]) =>
    (
      await t.http
        .post(`/games/${id}/turns`)
        .set(p.auth)
        .send({ moves, expectedVersion: (await game(id)).version })
        .expect(201)
    ).body as GameJson;
  const pgnMoves = async (id: string) =>
    (await t.http.get(`/games/${id}/pgn`).set(ann.auth).buffer(true).expect(200)).text
      .split('\n')
      .filter((l: string) => l !== '' && !l.startsWith('['))
      .join(' ');

  /** A 007 game in which White and Black have each played a turn. */
  async function twoTurns(): Promise<{ id: string; start: GameJson }> {
    const { id } = await start007Game(t, ann, ben);
    const start = await game(id);
    await turn(ann, id, ['e2e4', 'e7e5', 'g1f3']);
    await turn(ben, id, ['b8c6', 'f1c4', 'g8f6']);
    return { id, start };
  }

  it('007: declined, asked again and accepted, takes back the requester’s turn and the reply after it', async () => {
    const { id, start } = await twoTurns();
    const asked = await step(ann, id, '').expect(201);
    expect(asked.body.version).toBe(start.version + 7);
    expect(await pending(id)).toMatchObject({ requestedBy: 'white', asked: ['black'], waitingFor: ['black'] });
    expect((await step(ann, id, '')).body.code).toBe('TAKEBACK_PENDING');
    // The one asked is told, by the asker's name; the asker is not.
    await eventually(async () => (await notices(ben, id)).length === 1, 10_000, 'the notice');
    expect((await notices(ben, id))[0].payload).toMatchObject({ step: 'requested', by: 'white', byName: ann.username });
    expect(await notices(ann, id)).toEqual([]);
    expect((await step(ann, id, '/accept')).body.code).toBe('TAKEBACK_NOT_ASKED');
    expect((await step(ben, id, '/withdraw')).body.code).toBe('TAKEBACK_NOT_YOURS');
    expect((await step(eve, id, '/accept')).body.code).toBe('NOT_A_PLAYER');
    await step(ben, id, '/decline').expect(200);
    expect(await pending(id)).toBeNull();
    await eventually(async () => (await notices(ann, id)).length === 1, 10_000, 'the decline');
    expect((await notices(ann, id))[0].payload).toMatchObject({ step: 'declined', byName: ben.username });
    expect((await step(ben, id, '/accept')).body.code).toBe('NO_TAKEBACK');
    expect((await game(id)).position.plies).toBe(6);

    await step(ann, id, '').expect(201);
    const accepted = await step(ben, id, '/accept').expect(200);
    // Back to the position before White's turn: White to move, as at the start.
    expect(accepted.body.position).toEqual(start.position);
    expect(accepted.body.toMove).toEqual(start.toMove);
    expect(await pending(id)).toBeNull();
    expect((await types(id)).slice(-5)).toEqual([
      'move',
      'takeback-requested',
      'takeback-declined',
      'takeback-requested',
      'takeback-accepted',
    ]);
    expect(await verify(id)).toMatchObject({ ok: true });

    // The line goes on from there; the exports show it as played after the takeback.
    await turn(ann, id, ['d2d4', 'd7d5', 'c2c4']);
    expect(await pgnMoves(id)).toBe("{ White's turn 1 } 1. d4 d5 2. c4 *");
    const record = (await t.http.get(`/games/${id}/record`).set(ann.auth).expect(200)).body;
    expect(record.events.filter((e: GameJson) => e.type.startsWith('takeback-')).length).toBe(4);
    const text = (await t.http.get(`/games/${id}/record.txt`).set(ann.auth).buffer(true).expect(200)).text;
    expect(text).not.toMatch(/Nc6|Bc4/);
    // Black's turn went with the first takeback; White's new one may go with a second, which replays too.
    expect((await step(ben, id, '')).body.code).toBe('NOTHING_TO_TAKE_BACK');
    await step(ann, id, '').expect(201);
    expect(await pending(id)).toMatchObject({ toVersion: accepted.body.version });
    expect((await step(ben, id, '/accept').expect(200)).body.position).toEqual(start.position);
    expect(await verify(id)).toMatchObject({ ok: true });
  });

  it('007: the requester withdraws; a move lapses the request; the game over refuses', async () => {
    const { id } = await twoTurns();
    await step(ann, id, '').expect(201);
    await step(ann, id, '/withdraw').expect(200);
    expect(await pending(id)).toBeNull();
    expect((await step(ann, id, '/withdraw')).body.code).toBe('NO_TAKEBACK');

    // Black asks while White is to move; White's turn lapses it.
    await step(ben, id, '').expect(201);
    await turn(ann, id, ['d2d3', 'd7d6', 'c1e3']);
    expect(await pending(id)).toBeNull();
    expect((await step(ann, id, '/accept')).body.code).toBe('NO_TAKEBACK');

    const g = await game(id);
    await t.http
      .post(`/games/${id}/actions`)
      .set(ben.auth)
      .send({ type: 'resign', expectedVersion: g.version })
      .expect(201);
    expect((await step(ann, id, '')).body.code).toBe('GAME_OVER');
    expect(await verify(id)).toMatchObject({ ok: true });
  });

  it('nothing to take back before one’s first move', async () => {
    const { id } = await start007Game(t, ann, ben);
    expect((await step(ann, id, '')).body).toMatchObject({ status: 409, code: 'NOTHING_TO_TAKE_BACK' });
    await turn(ann, id, ['e2e4', 'e7e5', 'g1f3']);
    expect((await step(ben, id, '')).body.code).toBe('NOTHING_TO_TAKE_BACK');
  });

  it('races: of two accepts, accept and withdraw, accept and a move, exactly one wins', async () => {
    for (const rival of ['accept', 'withdraw', 'move'] as const) {
      const { id } = await twoTurns();
      await step(ann, id, '').expect(201);
      const version = (await game(id)).version;
      const other =
        rival === 'accept'
          ? step(ben, id, '/accept')
          : rival === 'withdraw'
            ? step(ann, id, '/withdraw')
            : t.http
                .post(`/games/${id}/turns`)
                .set(ann.auth)
                .send({ moves: ['d2d3', 'd7d6', 'c1e3'], expectedVersion: version });
      const answers = await Promise.all([step(ben, id, '/accept'), other]);
      const won = answers.filter((r) => r.status < 300);
      expect([rival, won.length]).toEqual([rival, 1]);
      expect(answers.filter((r) => r.status === 409).length).toBe(1);
      expect(await verify(id)).toMatchObject({ ok: true });
    }
  });

  it('a computer consents in an unrated practice game: the takeback is at once', async () => {
    const created = await createGame(t, ann, {
      variant: '007',
      seats: [
        { seat: 'white', me: true },
        { seat: 'black', computer: 'random' },
      ],
    });
    const id = created.body.id as string;
    const start = await game(id);
    await turn(ann, id, ['e2e4', 'e7e5', 'g1f3']);
    await eventually(async () => (await game(id)).toMove[0]?.seat === 'white', 10_000, 'the computer’s turn');
    const back = await step(ann, id, '').expect(201);
    expect(back.body.position).toEqual(start.position);
    expect((await types(id)).slice(-2)).toEqual(['takeback-requested', 'takeback-accepted']);
    expect(await verify(id)).toMatchObject({ ok: true });
  });

  /** Coalition Chess on the default array: Yellow, Black, Green (declares) and Red (declares) move once. */
  async function coalitionRound(holders = { yellow: ann, black: ben, green: cleo, red: dora }): Promise<GameJson> {
    const g = await startCoalitionGame(t, holders);
    let version = g.version as number;
    for (const [p, body] of [
      [holders.yellow, { move: 'g1f3' }],
      [holders.black, { move: 'd10e8' }],
      [holders.green, { type: 'declare', ally: 'yellow' }],
      [holders.green, { move: 'j5h4' }],
      [holders.red, { type: 'declare', ally: 'black' }],
      [holders.red, { move: 'b5c5' }],
    ] as const) {
      const path = 'move' in body ? 'moves' : 'actions';
      version = (
        await t.http
          .post(`/games/${g.id}/${path}`)
          .set(p.auth)
          .send({ ...body, expectedVersion: version })
          .expect(201)
      ).body.version;
    }
    return g;
  }

  it('Coalition Chess: every other party still in the game consents; one decline ends the request', async () => {
    const g = await coalitionRound();
    // An updated row moves on the heap: Yellow's seat row now comes last in a scan of the seats,
    // and the seats asked must still be listed in the playing order.
    await t.db.query(`UPDATE game_seats SET state = state WHERE game_id = $1 AND seat = 'yellow'`, [g.id]);
    await step(ben, g.id, '').expect(201);
    expect(await pending(g.id)).toMatchObject({ requestedBy: 'black', asked: ['yellow', 'green', 'red'] });
    for (const p of [ann, cleo, dora])
      await eventually(async () => (await notices(p, g.id)).length === 1, 10_000, 'the notices');
    await step(ann, g.id, '/accept').expect(200);
    expect((await step(ann, g.id, '/accept')).body.code).toBe('TAKEBACK_ANSWERED');
    await step(cleo, g.id, '/accept').expect(200);
    expect((await pending(g.id)).waitingFor).toEqual(['red']);
    expect((await game(g.id)).position.plies).toBe(4);
    await step(dora, g.id, '/decline').expect(200);
    expect(await pending(g.id)).toBeNull();

    await step(ben, g.id, '').expect(201);
    await step(ann, g.id, '/accept').expect(200);
    await step(dora, g.id, '/accept').expect(200);
    const back = await step(cleo, g.id, '/accept').expect(200);
    // Back before Black's move: Black to move after Yellow's first, no coalition yet.
    expect(back.body.toMove.map((m: GameJson) => m.seat)).toEqual(['black']);
    expect(back.body.position.plies).toBe(1);
    expect(await verify(g.id)).toMatchObject({ ok: true });
    const text = (await t.http.get(`/games/${g.id}/record.txt`).set(ann.auth).buffer(true).expect(200)).text;
    expect(text).not.toMatch(/e8|declares/);
  });

  it('Coalition Chess: refused while a computer plays a seat of a rated game', async () => {
    const created = await createGame(t, ann, {
      variant: 'coalition',
      options: { setupPhase: false },
      seats: [
        { seat: 'yellow', me: true },
        { seat: 'black', computer: 'random' },
        { seat: 'green', invite: cleo.username },
        { seat: 'red', invite: dora.username },
      ],
    });
    const id = created.body.id as string;
    for (const [p, seat] of [
      [cleo, 'green'],
      [dora, 'red'],
    ] as const)
      await t.http.post(`/games/${id}/seats/${seat}/accept`).set(p.auth).expect(200);
    await t.http
      .post(`/games/${id}/moves`)
      .set(ann.auth)
      .send({ move: 'g1f3', expectedVersion: (await game(id)).version })
      .expect(201);
    expect((await step(ann, id, '')).body.code).toBe('TAKEBACK_NOT_ALLOWED');
  });
});
