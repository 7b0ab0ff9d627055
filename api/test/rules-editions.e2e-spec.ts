import { EDITIONS } from '@entente/engine';
import { eventually } from './correspondence/helpers';
import { newPlayers, type Player, start007Game } from './game-server-fixtures';
import { createGame } from './support/games';
import { startTestApp, type TestApp } from './support/test-app';

/** A game as the API answers it; tests read the fields they assert on. */
type GameJson = Record<string, any>;

/**
 * Rules editions (docs/rules/editions.md): every game records the edition it is played in, runs
 * its rules by it everywhere, and moves on to a newer one only when every seat still in it agrees.
 * What games played before editions existed become: pre-editions.e2e-spec.ts.
 */
describe('rules editions', () => {
  let t: TestApp;
  let ann: Player, ben: Player, cleo: Player, dora: Player, eve: Player;

  beforeAll(async () => {
    t = await startTestApp({ mail: true, config: { computerMoveMs: 50 } });
    [ann, ben, cleo, dora, eve] = await newPlayers(t, 'ann', 'ben', 'cleo', 'dora', 'eve');
  });
  afterAll(() => t.close());

  /** A Coalition game on the default array (Yellow to move), each seat's person accepting its invitation. */
  async function coalitionGame(
    seats: Record<string, Player | 'computer'>,
    extra: Record<string, unknown> = {},
  ): Promise<GameJson> {
    const [creatorSeat, creator] = Object.entries(seats).find(([, p]) => p !== 'computer') as [string, Player];
    const created = await createGame(t, creator, {
      variant: 'coalition',
      options: { setupPhase: false },
      ...extra,
      seats: Object.entries(seats).map(([seat, p]) =>
        p === 'computer'
          ? { seat, computer: 'greedy' }
          : p === creator
            ? { seat, me: true }
            : { seat, invite: p.username },
      ),
    });
    let game: GameJson = created.body;
    for (const [seat, p] of Object.entries(seats)) {
      if (p === 'computer' || p === creator || seat === creatorSeat) continue;
      if (game.seats.find((s: GameJson) => s.seat === seat).state === 'taken') continue;
      game = (await t.http.post(`/games/${game.id}/seats/${seat}/accept`).set(p.auth).expect(200)).body;
    }
    return game;
  }
  const four = () =>
    coalitionGame({ yellow: ann, black: ben, green: cleo, red: dora }, { rulesEdition: 'coalition/1' });

  const upgrade = (p: Player, id: string, step: '' | '/accept' | '/decline', body?: object) =>
    t.http
      .post(`/games/${id}/edition-upgrade${step}`)
      .set(p.auth)
      .send(body ?? {});
  const events = async (id: string) =>
    (await t.db.query(`SELECT seq, type, seat, user_id, payload FROM game_events WHERE game_id = $1 ORDER BY seq`, [
      id,
    ])) as { seq: number; type: string; seat: string | null; user_id: string | null; payload: GameJson }[];
  const notices = async (p: Player, id: string) =>
    (await t.http.get('/me/notifications').set(p.auth).expect(200)).body.items.filter(
      (n: GameJson) => n.kind === 'edition-upgrade' && n.gameId === id,
    );
  const verify = async (id: string) => (await t.http.get(`/games/${id}/verify`).set(ann.auth).expect(200)).body;

  it('lists the editions of each variant, oldest first, to anyone without signing in', async () => {
    const res = await t.http.get('/rules/editions').expect(200);
    const of = (variant: string) =>
      EDITIONS.filter((e) => e.variant === variant).map(({ id, number, date, changes }) => ({
        id,
        number,
        date,
        changes,
      }));
    expect(res.body).toEqual({ '007': of('007'), coalition: of('coalition') });
    expect(res.body.coalition.map((e: GameJson) => e.id)).toEqual(['coalition/1', 'coalition/2']);
    expect(res.body.coalition[1].changes.de).toMatch(/Wiederholung/);
  });

  it('plays a new game in its variant’s newest edition, and names it in the game, the list, the record and the PGN', async () => {
    const g007 = await start007Game(t, ann, ben);
    const coalition = await coalitionGame({ yellow: ann, black: ben, green: cleo, red: dora });
    expect(coalition.rulesEdition).toBe('coalition/2');
    const game = (await t.http.get(`/games/${g007.id}`).set(ann.auth).expect(200)).body;
    expect(game).toMatchObject({ rulesEdition: '007/1', editionUpgrade: null });
    const list = (await t.http.get('/games').set(ann.auth).expect(200)).body.items;
    expect(Object.fromEntries(list.map((g: GameJson) => [g.id, g.rulesEdition]))).toMatchObject({
      [g007.id]: '007/1',
      [coalition.id]: 'coalition/2',
    });
    const record = (await t.http.get(`/games/${coalition.id}/record`).set(ann.auth).expect(200)).body;
    expect(record.rulesEdition).toBe('coalition/2');
    // The first event names it, so the chain covers it.
    expect(record.events[0]).toMatchObject({ type: 'game-created', payload: { rulesEdition: 'coalition/2' } });
    const pgn = (await t.http.get(`/games/${g007.id}/pgn`).set(ann.auth).buffer(true).expect(200)).text;
    expect(pgn.split('\n').filter((l: string) => l.startsWith('[Rules '))).toEqual(['[Rules "007/1"]']);
    // A game waiting for players shows it in the lobby too.
    const open = await createGame(t, cleo, { variant: 'coalition', rulesEdition: 'coalition/1' });
    const lobby = (await t.http.get('/lobby?variant=coalition').set(eve.auth).expect(200)).body.items;
    expect(lobby.find((e: GameJson) => e.gameId === open.body.id)).toMatchObject({ rulesEdition: 'coalition/1' });
  });

  it('takes an edition of the game’s variant at creation; refuses any other, and null, writing nothing', async () => {
    const count = async () => (await t.db.query(`SELECT count(*)::int AS n FROM games`))[0].n as number;
    const before = await count();
    for (const rulesEdition of ['coalition/9', '007/1', 'coalition', '']) {
      const res = await t.http
        .post('/games')
        .set(ann.auth)
        .send({ variant: 'coalition', rulesEdition, seats: [{ seat: 'yellow', me: true }] });
      expect([rulesEdition, res.status, res.body.code]).toEqual([
        rulesEdition,
        400,
        rulesEdition === '' ? 'VALIDATION_FAILED' : 'UNKNOWN_EDITION',
      ]);
    }
    for (const rulesEdition of [null, 2, ['coalition/1']]) {
      const res = await t.http.post('/games').set(ann.auth).send({ variant: 'coalition', rulesEdition });
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(res.body.errors.map((e: GameJson) => e.field)).toEqual(['rulesEdition']);
    }
    expect(await count()).toBe(before);
    const older = await createGame(t, ann, { variant: 'coalition', rulesEdition: 'coalition/1' });
    expect(older.body.rulesEdition).toBe('coalition/1');
  });

  it('refuses every bad step of an upgrade with a stable code and writes nothing', async () => {
    const game = await four();
    const version = game.version;
    const refused = async (
      p: Player,
      step: '' | '/accept' | '/decline',
      body: unknown,
      status: number,
      code: string,
    ) => {
      const res = await upgrade(p, game.id, step, body as object);
      expect([step, JSON.stringify(body), res.status, res.body.code]).toEqual([
        step,
        JSON.stringify(body),
        status,
        code,
      ]);
      return res;
    };
    const noField = await refused(ann, '', {}, 400, 'VALIDATION_FAILED');
    expect(noField.body.errors.map((e: GameJson) => e.field)).toEqual(['edition']);
    await refused(ann, '', { edition: null }, 400, 'VALIDATION_FAILED');
    await refused(ann, '', { edition: 2 }, 400, 'VALIDATION_FAILED');
    await refused(ann, '', { edition: 'coalition/2', extra: 1 }, 400, 'VALIDATION_FAILED');
    await refused(ann, '', { edition: 'coalition/7' }, 400, 'UNKNOWN_EDITION');
    await refused(ann, '', { edition: '007/1' }, 400, 'UNKNOWN_EDITION');
    await refused(ann, '', { edition: 'coalition/1' }, 409, 'EDITION_NOT_NEWER');
    await refused(eve, '', { edition: 'coalition/2' }, 403, 'NOT_A_PLAYER');
    await refused(eve, '/accept', {}, 403, 'NOT_A_PLAYER');
    await refused(ben, '/accept', {}, 409, 'NO_EDITION_UPGRADE');
    await refused(ben, '/decline', {}, 409, 'NO_EDITION_UPGRADE');
    const after = (await t.http.get(`/games/${game.id}`).set(ann.auth).expect(200)).body;
    expect([after.version, after.rulesEdition, after.editionUpgrade]).toEqual([version, 'coalition/1', null]);

    // Newest already; not started; over.
    const newest = await coalitionGame({ yellow: ann, black: ben, green: cleo, red: dora });
    expect((await upgrade(ann, newest.id, '', { edition: 'coalition/2' })).body.code).toBe('EDITION_NOT_NEWER');
    const open = await createGame(t, ann, {
      variant: 'coalition',
      rulesEdition: 'coalition/1',
      seats: [{ seat: 'yellow', me: true }],
    });
    expect((await upgrade(ann, open.body.id, '', { edition: 'coalition/2' })).body.code).toBe('GAME_NOT_STARTED');
    const aborted = await four();
    await t.http
      .post(`/games/${aborted.id}/actions`)
      .set(ann.auth)
      .send({ type: 'abort', reason: 'A seat was wrong.', expectedVersion: aborted.version })
      .expect(201);
    const over = await upgrade(ann, aborted.id, '', { edition: 'coalition/2' });
    expect([over.status, over.body.code]).toEqual([409, 'GAME_OVER']);
  });

  it('moves a game on once every seat still in it has accepted, each step an event, the others told', async () => {
    await t.http.patch('/me/notification-settings').set(ben.auth).send({ language: 'de' }).expect(200);
    const game = await four();
    const proposed = await upgrade(ann, game.id, '', { edition: 'coalition/2' }).expect(201);
    expect(proposed.body).toMatchObject({
      rulesEdition: 'coalition/1',
      editionUpgrade: {
        edition: 'coalition/2',
        from: 'coalition/1',
        proposedBy: 'yellow',
        accepted: ['yellow'],
        waitingFor: ['black', 'green', 'red'],
      },
    });
    expect((await upgrade(cleo, game.id, '', { edition: 'coalition/2' })).body.code).toBe('EDITION_UPGRADE_PENDING');
    expect((await upgrade(ann, game.id, '/accept')).body.code).toBe('EDITION_UPGRADE_ANSWERED');
    for (const p of [ben, cleo, dora])
      expect((await notices(p, game.id)).map((n: GameJson) => n.payload)).toEqual([
        {
          gameId: game.id,
          variant: 'coalition',
          version: game.version + 1,
          step: 'proposed',
          edition: 'coalition/2',
          from: 'coalition/1',
          by: ann.username,
        },
      ]);
    expect(await notices(ann, game.id)).toEqual([]);
    const mail = await t.mail!.catcher.waitFor((m) => m.to.includes(ben.email) && /coalition\/2/.test(m.subject));
    expect(mail.subject).toBe(
      `${ann.username} schlägt die Regelausgabe coalition/2 für Ihre Partie Koalitionsschach vor`,
    );
    expect(mail.text).toContain('von der Regelausgabe coalition/1 zu coalition/2');

    expect((await upgrade(ben, game.id, '/accept').expect(200)).body.editionUpgrade.waitingFor).toEqual([
      'green',
      'red',
    ]);
    await upgrade(cleo, game.id, '/accept').expect(200);
    const moved = await upgrade(dora, game.id, '/accept').expect(200);
    expect([moved.body.rulesEdition, moved.body.editionUpgrade]).toEqual(['coalition/2', null]);

    const steps = (await events(game.id)).slice(-5).map((e) => [e.type, e.seat, e.payload]);
    expect(steps).toEqual([
      ['edition-upgrade-proposed', 'yellow', { edition: 'coalition/2', from: 'coalition/1', seats: ['yellow'] }],
      ['edition-upgrade-accepted', 'black', { edition: 'coalition/2', seats: ['black'] }],
      ['edition-upgrade-accepted', 'green', { edition: 'coalition/2', seats: ['green'] }],
      ['edition-upgrade-accepted', 'red', { edition: 'coalition/2', seats: ['red'] }],
      ['edition-changed', null, { from: 'coalition/1', to: 'coalition/2' }],
    ]);
    // Everyone but the one whose acceptance carried it is told the game moved on.
    for (const p of [ann, ben, cleo])
      expect((await notices(p, game.id)).map((n: GameJson) => n.payload.step)).toContain('changed');
    expect((await notices(dora, game.id)).map((n: GameJson) => n.payload.step)).toEqual(['proposed']);
    // The game goes on in its new edition, and its record verifies part by part.
    await t.http
      .post(`/games/${game.id}/moves`)
      .set(ann.auth)
      .send({ move: 'g1f3', expectedVersion: moved.body.version })
      .expect(201);
    expect(await verify(game.id)).toMatchObject({ ok: true, replayMatches: true });
    expect((await upgrade(ann, game.id, '', { edition: 'coalition/2' })).body.code).toBe('EDITION_NOT_NEWER');
  });

  it('ends a proposal at a decline: the game keeps its edition and may be proposed again', async () => {
    const game = await four();
    await upgrade(ben, game.id, '', { edition: 'coalition/2' }).expect(201);
    await upgrade(cleo, game.id, '/accept').expect(200);
    const declined = await upgrade(dora, game.id, '/decline').expect(200);
    expect([declined.body.rulesEdition, declined.body.editionUpgrade]).toEqual(['coalition/1', null]);
    expect((await notices(ben, game.id)).map((n: GameJson) => [n.payload.step, n.payload.by])).toEqual([
      ['declined', dora.username],
    ]);
    expect((await upgrade(ann, game.id, '/accept')).body.code).toBe('NO_EDITION_UPGRADE');
    await upgrade(ann, game.id, '', { edition: 'coalition/2' }).expect(201);
    expect(await verify(game.id)).toMatchObject({ ok: true });
  });

  it('takes one request for all of a person’s seats, and a computer’s acceptance at once; the computer plays on', async () => {
    const game = await coalitionGame(
      { yellow: ann, black: ben, green: ann, red: 'computer' },
      { rulesEdition: 'coalition/1' },
    );
    const proposed = await upgrade(ben, game.id, '', { edition: 'coalition/2' }).expect(201);
    expect(proposed.body.editionUpgrade).toMatchObject({ accepted: ['black', 'red'], waitingFor: ['yellow', 'green'] });
    const moved = await upgrade(ann, game.id, '/accept').expect(200);
    expect(moved.body.rulesEdition).toBe('coalition/2');
    const steps = (await events(game.id)).slice(-4).map((e) => [e.type, e.seat, e.user_id, e.payload]);
    expect(steps).toEqual([
      ['edition-upgrade-proposed', 'black', ben.id, { edition: 'coalition/2', from: 'coalition/1', seats: ['black'] }],
      ['edition-upgrade-accepted', 'red', null, { edition: 'coalition/2', seats: ['red'], computer: 'greedy' }],
      ['edition-upgrade-accepted', 'yellow', ann.id, { edition: 'coalition/2', seats: ['yellow', 'green'] }],
      ['edition-changed', null, null, { from: 'coalition/1', to: 'coalition/2' }],
    ]);
    // Yellow, Black and Green move, then the computer plays Red in the new edition.
    let version = moved.body.version;
    for (const [p, move] of [
      [ann, 'g1f3'],
      [ben, 'd10e8'],
      [ann, 'j5h4'],
    ] as const)
      version = (
        await t.http.post(`/games/${game.id}/moves`).set(p.auth).send({ move, expectedVersion: version }).expect(201)
      ).body.version;
    const played = await eventually(
      async () => (await events(game.id)).find((e) => e.seq > version && e.seat === 'red' && e.user_id === null),
      30_000,
      'the computer’s move',
    );
    expect(played.payload.action).toMatchObject({ seat: 'red' });
    expect(await verify(game.id)).toMatchObject({ ok: true });
  });

  it('makes exactly one change of edition when the last two seats accept at the same moment', async () => {
    for (let round = 0; round < 3; round++) {
      const game = await four();
      await upgrade(ann, game.id, '', { edition: 'coalition/2' }).expect(201);
      await upgrade(ben, game.id, '/accept').expect(200);
      const answers = await Promise.all([upgrade(cleo, game.id, '/accept'), upgrade(dora, game.id, '/accept')]);
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      const changes = (await events(game.id)).filter((e) => e.type === 'edition-changed');
      expect(changes).toHaveLength(1);
      const [last] = (await events(game.id)).slice(-1);
      expect(last.type).toBe('edition-changed');
      expect(await verify(game.id)).toMatchObject({ ok: true });
    }
  });

  it('never changes a game over: a proposal pending at the end lapses with it', async () => {
    const game = await four();
    await upgrade(ann, game.id, '', { edition: 'coalition/2' }).expect(201);
    await upgrade(ben, game.id, '/accept').expect(200);
    // Only the creator (yellow's holder) may abort, with a reason.
    const aborted = await t.http
      .post(`/games/${game.id}/actions`)
      .set(ann.auth)
      .send({
        type: 'abort',
        reason: 'We start again.',
        expectedVersion: (await t.http.get(`/games/${game.id}`).set(ann.auth)).body.version,
      })
      .expect(201);
    expect([aborted.body.status, aborted.body.rulesEdition, aborted.body.editionUpgrade]).toEqual([
      'aborted',
      'coalition/1',
      null,
    ]);
    for (const p of [cleo, dora]) expect((await upgrade(p, game.id, '/accept')).body.code).toBe('GAME_OVER');
    expect((await upgrade(dora, game.id, '/decline')).body.code).toBe('GAME_OVER');
    expect((await events(game.id)).some((e) => e.type === 'edition-changed')).toBe(false);
    expect(await verify(game.id)).toMatchObject({ ok: true });
  });

  it('moves the game on when the last seat to answer leaves the game, in the change that takes it out', async () => {
    const game = await four();
    let version = game.version;
    // Both coalitions formed, so that a party resigning leaves the game running without it.
    for (const [p, body] of [
      [ann, { move: 'g1f3' }],
      [ben, { move: 'd10e8' }],
      [cleo, { type: 'declare', ally: 'yellow' }],
      [cleo, { move: 'j5h4' }],
      [dora, { type: 'declare', ally: 'black' }],
    ] as const) {
      const path = 'move' in body ? 'moves' : 'actions';
      version = (
        await t.http
          .post(`/games/${game.id}/${path}`)
          .set(p.auth)
          .send({ ...body, expectedVersion: version })
          .expect(201)
      ).body.version;
    }
    await upgrade(ann, game.id, '', { edition: 'coalition/2' }).expect(201);
    await upgrade(ben, game.id, '/accept').expect(200);
    await upgrade(dora, game.id, '/accept').expect(200);
    const before = (await t.http.get(`/games/${game.id}`).set(cleo.auth)).body;
    const resigned = await t.http
      .post(`/games/${game.id}/actions`)
      .set(cleo.auth)
      .send({ type: 'resign', expectedVersion: before.version })
      .expect(201);
    expect(resigned.body).toMatchObject({ status: 'active', eliminated: ['green'], rulesEdition: 'coalition/2' });
    expect((await events(game.id)).slice(-2).map((e) => e.type)).toEqual(['resign', 'edition-changed']);
    expect((await upgrade(cleo, game.id, '', { edition: 'coalition/2' })).body.code).toBe('SEAT_OUT_OF_GAME');
    expect(await verify(game.id)).toMatchObject({ ok: true });
  });

  it('fails verification when the stored edition is not the one the events leave', async () => {
    const game = await four();
    expect(await verify(game.id)).toMatchObject({ ok: true });
    await t.db.query(`UPDATE games SET rules_edition = 'coalition/2' WHERE id = $1`, [game.id]);
    expect(await verify(game.id)).toMatchObject({
      ok: false,
      chainIntact: true,
      replayMatches: false,
      firstMismatch: { kind: 'snapshot', message: expect.stringMatching(/rules edition coalition\/2/) },
    });
  });
});
