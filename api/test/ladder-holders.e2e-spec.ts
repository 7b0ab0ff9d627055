import { ladderGame, newClub, newPlayer, postLadder, type Player, seasonAroundToday } from './ladder-fixtures';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * How a ladder credits a seat that changed hands (issue 21, api/src/community/ladders/ladder-credit.ts):
 * `holderCredit: final` credits the holder at the end, `each` every person who held the seat;
 * `computerGames: false` makes a game a computer played a seat of void. On a real PostgreSQL, with
 * the rebuild from the results giving the same table.
 */
describe('ladders and seats that changed hands', () => {
  let t: TestApp;
  let ann: Player, bob: Player, cy: Player;
  let clubId: string;
  beforeAll(async () => {
    t = await startTestApp();
    [ann, bob, cy] = [await newPlayer(t, 'ann'), await newPlayer(t, 'bob'), await newPlayer(t, 'cy')];
    clubId = await newClub(t, ann, [bob, cy]);
  }, 30_000);
  afterAll(() => t.close());

  const ladder = async (settings: Record<string, unknown>) =>
    (await postLadder(t, ann, clubId, settings).expect(201)).body;
  /** Bob (black) resigns: White wins, whoever holds it now (a computer may move meanwhile: read again). */
  const bobResigns = async (gameId: string) => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const game = (await t.http.get(`/games/${gameId}`).set(bob.auth).expect(200)).body;
      const res = await t.http
        .post(`/games/${gameId}/actions`)
        .set(bob.auth)
        .send({ type: 'resign', seat: 'black', expectedVersion: game.version });
      if (res.status === 201) return;
      expect(res.body.code).toBe('VERSION_CONFLICT');
    }
    throw new Error('Bob could not resign');
  };
  /** Ann offers White to Cy, who takes it over. */
  const cyTakesWhite = async (gameId: string) => {
    await t.http.post(`/games/${gameId}/seats/white/offer`).set(ann.auth).send({ to: cy.username }).expect(200);
    await t.http.post(`/games/${gameId}/seats/white/join`).set(cy.auth).expect(200);
  };
  const results = async (gameId: string) =>
    (await t.db.query(`SELECT user_id, outcome, points FROM ladder_results WHERE game_id = $1 ORDER BY outcome`, [
      gameId,
    ])) as { user_id: string; outcome: string; points: number }[];
  const state = async (gameId: string) =>
    (await t.db.query(`SELECT state FROM ladder_games WHERE game_id = $1`, [gameId]))[0].state as string;
  const rebuildKeeps = async (l: { id: string; currentSeason: { id: string } }) => {
    const before = (await t.http.get(`/ladders/${l.id}/standings`).set(ann.auth).expect(200)).body.rows;
    const rebuilt = await t.http
      .post(`/ladders/${l.id}/seasons/${l.currentSeason.id}/standings/rebuild`)
      .set(ann.auth)
      .expect((r) => expect([200, 201]).toContain(r.status));
    expect(rebuilt.body.changed).toBe(false);
    expect((await t.http.get(`/ladders/${l.id}/standings`).set(ann.auth).expect(200)).body.rows).toEqual(before);
  };

  it('says its settings, final and counting computer games by default; fixed once it has a game', async () => {
    const l = await ladder({});
    expect(l).toMatchObject({ holderCredit: 'final', computerGames: true });
    const changed = await t.http.patch(`/ladders/${l.id}`).set(ann.auth).send({ holderCredit: 'each' }).expect(200);
    expect(changed.body.holderCredit).toBe('each');
    await t.http
      .post(`/clubs/${clubId}/ladders`)
      .set(ann.auth)
      .send({ name: 'x', variant: '007', season: seasonAroundToday(), holderCredit: 'half' })
      .expect(400);
    await ladderGame(t, l.id, ann, { white: ann, black: bob });
    const locked = await t.http.patch(`/ladders/${l.id}`).set(ann.auth).send({ computerGames: false }).expect(409);
    expect(locked.body.code).toBe('POINTS_TABLE_LOCKED');
  });

  it('final: the seat’s win goes to the person who held it at the end', async () => {
    const l = await ladder({ holderCredit: 'final' });
    const id = await ladderGame(t, l.id, ann, { white: ann, black: bob });
    await cyTakesWhite(id);
    await bobResigns(id);
    expect(await results(id)).toEqual([
      { user_id: bob.id, outcome: 'loss', points: 0 },
      { user_id: cy.id, outcome: 'win', points: 6 },
    ]);
    await rebuildKeeps(l);
  });

  it('each: every person who held the seat gets its result, once', async () => {
    const l = await ladder({ holderCredit: 'each' });
    const id = await ladderGame(t, l.id, ann, { white: ann, black: bob });
    await cyTakesWhite(id);
    await bobResigns(id);
    const rows = await results(id);
    expect(
      rows
        .filter((r) => r.outcome === 'win')
        .map((r) => r.user_id)
        .sort(),
    ).toEqual([ann.id, cy.id].sort());
    expect(rows.filter((r) => r.outcome === 'loss')).toEqual([{ user_id: bob.id, outcome: 'loss', points: 0 }]);
    await rebuildKeeps(l);
  });

  it('a computer is never credited; computerGames false makes the game void', async () => {
    const counting = await ladder({ holderCredit: 'final' });
    const counted = await ladderGame(t, counting.id, ann, { white: ann, black: bob });
    await t.http.post(`/games/${counted}/seats/white/hand-over`).set(ann.auth).send({ computer: 'random' }).expect(200);
    await bobResigns(counted);
    expect(await state(counted)).toBe('counted');
    expect(await results(counted)).toEqual([{ user_id: bob.id, outcome: 'loss', points: 0 }]);

    const strict = await ladder({ computerGames: false });
    const voided = await ladderGame(t, strict.id, ann, { white: ann, black: bob });
    await t.http.post(`/games/${voided}/seats/white/hand-over`).set(ann.auth).send({ computer: 'random' }).expect(200);
    await bobResigns(voided);
    expect(await state(voided)).toBe('void');
    expect(await results(voided)).toEqual([]);
    expect((await t.http.get(`/ladders/${strict.id}/standings`).set(ann.auth).expect(200)).body.countedGames).toBe(0);
  });
});
