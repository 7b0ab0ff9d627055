import {
  coalitionOpening,
  ladderGame,
  newClub,
  newPlayer,
  type Player,
  playScript,
  seasonAroundToday,
  UNTIL_NEUTRALITY_ABORT,
} from './ladder-fixtures';
import { startTestApp, type TestApp } from './support/test-app';

type Json = Record<string, any>;

/**
 * The alliance history credits each holder (issue 21): Green joins Yellow, then Green's seat is
 * taken over by a substitute, and the neutrality abort ends the game with the coalition standing.
 * The coalition names who held each seat when it formed and everyone who held it meanwhile; each
 * of them counts it (the player filter, the partners); the ladder's "coalition in an aborted game"
 * points go to the holders as its holderCredit says. Played through the API on a real PostgreSQL.
 */
describe('the alliance history and the holders of its seats', () => {
  let t: TestApp;
  let a: Player, b: Player, c: Player, d: Player, x: Player;
  let clubId: string;
  beforeAll(async () => {
    t = await startTestApp();
    [a, b, c, d, x] = [
      await newPlayer(t, 'a'),
      await newPlayer(t, 'b'),
      await newPlayer(t, 'c'),
      await newPlayer(t, 'd'),
      await newPlayer(t, 'x'),
    ];
    clubId = await newClub(t, a, [b, c, d, x]);
  }, 60_000);
  afterAll(() => t.close());

  // Scripts checked with `entente play` (setupPhase false), as in ladder-season.e2e-spec.ts: Green
  // declares for Yellow in the first round, Red stays neutral, and three rounds later the game is
  // aborted for neutrality (coalition.md §6). Green's seat changes hands between the two halves.
  const formed = coalitionOpening(false);
  const toTheAbort = UNTIL_NEUTRALITY_ABORT;

  /** A game of a new coalition ladder crediting holders as said, played to the abort; its ladder and game. */
  const play = async (holderCredit: 'final' | 'each') => {
    const ladder = (
      await t.http
        .post(`/clubs/${clubId}/ladders`)
        .set(a.auth)
        .send({
          name: `L ${holderCredit} ${Math.random().toString(36).slice(2, 8)}`,
          variant: 'coalition',
          options: { setupPhase: false },
          season: seasonAroundToday(),
          holderCredit,
        })
        .expect(201)
    ).body;
    const id = await ladderGame(t, ladder.id, a, { yellow: a, black: b, green: c, red: d });
    await playScript(t, id, { yellow: a, black: b, green: c, red: d }, formed);
    await t.http.post(`/games/${id}/seats/green/offer`).set(c.auth).send({ to: x.username }).expect(200);
    await t.http.post(`/games/${id}/seats/green/join`).set(x.auth).expect(200);
    const end = await playScript(t, id, { yellow: a, black: b, green: x, red: d }, toTheAbort);
    expect(end).toMatchObject({ status: 'aborted', result: { reason: 'neutrality' } });
    return { ladder, id };
  };
  const alliancesOf = async (query: Record<string, string>) =>
    (await t.http.get('/alliances').query(query).set(a.auth).expect(200)).body.items as Json[];
  const results = async (gameId: string) =>
    (await t.db.query(`SELECT user_id, outcome, points FROM ladder_results WHERE game_id = $1`, [gameId])) as {
      user_id: string;
      outcome: string;
      points: number;
    }[];
  const pointsOf = (rows: { user_id: string; points: number }[], p: Player) =>
    rows.filter((r) => r.user_id === p.id).map((r) => r.points);

  it('names who held each seat when the coalition formed and everyone who held it until the end', async () => {
    const { ladder, id } = await play('each');
    const [alliance] = await alliancesOf({ ladder: ladder.id });
    expect(alliance).toMatchObject({
      gameId: id,
      form: 'yellow+green',
      outcome: 'aborted',
      resultReason: 'neutrality',
    });
    expect(alliance.leader.user.id).toBe(a.id);
    expect(alliance.leader.holders).toEqual([
      expect.objectContaining({ user: expect.objectContaining({ id: a.id }), untilSeq: null }),
    ]);
    // Green: Cy when it formed, then X from the take-over to the end.
    expect(alliance.joiner.user.id).toBe(c.id);
    const [first, second] = alliance.joiner.holders;
    expect(alliance.joiner.holders).toHaveLength(2);
    expect(first).toMatchObject({
      user: { id: c.id, username: c.username },
      computer: null,
      untilSeq: expect.any(Number),
    });
    expect(second).toMatchObject({ user: { id: x.id }, computer: null, sinceSeq: first.untilSeq, untilSeq: null });
    // The take-over is that event of the game's chain.
    const [event] = await t.db.query(`SELECT type, payload FROM game_events WHERE game_id = $1 AND seq = $2`, [
      id,
      first.untilSeq,
    ]);
    expect(event).toMatchObject({ type: 'seat-handed-over', payload: { seat: 'green', how: 'take-over' } });
  });

  it('each holder counts the coalition: the player filter and the partners', async () => {
    const { ladder, id } = await play('each');
    for (const p of [a, c, x])
      expect((await alliancesOf({ player: p.username, ladder: ladder.id })).map((al) => al.gameId)).toEqual([id]);
    expect(await alliancesOf({ player: b.username, ladder: ladder.id })).toEqual([]);
    const partners = async (p: Player) =>
      (
        await t.http.get('/alliances/partners').query({ player: p.username, ladder: ladder.id }).set(a.auth).expect(200)
      ).body.items.map((row: Json) => [row.partner.username, row.games, row.aborted]);
    expect((await partners(a)).sort()).toEqual(
      [
        [c.username, 1, 1],
        [x.username, 1, 1],
      ].sort(),
    );
    expect(await partners(x)).toEqual([[a.username, 1, 1]]);
    expect(await partners(c)).toEqual([[a.username, 1, 1]]);
  });

  it('the coalition’s points in the aborted game go to each holder (each) or to the holder at the end (final)', async () => {
    const each = await play('each');
    const rows = await results(each.id);
    // The table's "coalition in an aborted game": 1 by default, to Yellow's holder and to both of Green's.
    for (const p of [a, c, x])
      expect({ who: p.username, points: pointsOf(rows, p) }).toEqual({ who: p.username, points: [1] });
    expect(rows.filter((r) => r.user_id === c.id || r.user_id === x.id).map((r) => r.outcome)).toEqual([
      'coalition-abort',
      'coalition-abort',
    ]);
    for (const p of [b, d]) expect(pointsOf(rows, p)).toEqual([0]);

    const final = await play('final');
    const finalRows = await results(final.id);
    expect(pointsOf(finalRows, x)).toEqual([1]);
    expect(pointsOf(finalRows, c)).toEqual([]);
    expect(pointsOf(finalRows, a)).toEqual([1]);
  });
});
