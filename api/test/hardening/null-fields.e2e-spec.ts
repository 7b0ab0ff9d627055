import { newClub, newPlayers, type Player, seasonAroundToday } from '../ladder-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { createGame } from '../support/games';

/**
 * `null`, missing and wrong-typed fields of the seat, club and ladder bodies: each a 400 that
 * names the field, never a 500 (an optional field given as null once reached the services, which
 * took it for a value: `{"to": null}` on a seat offer, a ladder without its season).
 */
describe('null and missing fields of the seat, club and ladder bodies', () => {
  let t: TestApp;
  let ann: Player;
  let bob: Player;
  let gameId: string;
  let clubId: string;
  let ladderId: string;
  beforeAll(async () => {
    t = await startTestApp();
    [ann, bob] = await newPlayers(t, 'ann', 'bob');
    const game = await createGame(t, ann, { variant: '007', seats: [{ seat: 'white', me: true }] });
    gameId = game.body.id;
    await t.http.post(`/games/${gameId}/seats/black/join`).set(bob.auth).expect(200);
    clubId = await newClub(t, ann, [bob]);
    const ladder = await t.http
      .post(`/clubs/${clubId}/ladders`)
      .set(ann.auth)
      .send({ name: 'Ladder', variant: '007', optionsFixed: false, season: seasonAroundToday() })
      .expect(201);
    ladderId = ladder.body.id;
  }, 60_000);
  afterAll(() => t.close());

  /** Every field of `valid` in turn as null, and (when `required`) left out: a 400 naming it. */
  async function refusesEach(
    method: 'post' | 'patch',
    path: string,
    valid: Record<string, unknown>,
    required: readonly string[],
  ): Promise<void> {
    const bodies: [string, Record<string, unknown>][] = [
      ...Object.keys(valid).map((k): [string, Record<string, unknown>] => [k, { ...valid, [k]: null }]),
      ...required.map((k): [string, Record<string, unknown>] => {
        const { [k]: _left, ...rest } = valid;
        return [k, rest];
      }),
    ];
    for (const [field, body] of bodies) {
      const res = await t.http[method](path).set(ann.auth).send(body);
      expect({ path, field, status: res.status, code: res.body.code }).toEqual({
        path,
        field,
        status: 400,
        code: 'VALIDATION_FAILED',
      });
      expect(res.body.errors.map((e: { field: string }) => e.field.split('.')[0])).toContain(field);
    }
  }

  it('a seat offer to null is a 400, not a TypeError', async () => {
    const res = await t.http.post(`/games/${gameId}/seats/white/offer`).set(ann.auth).send({ to: null }).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'to' }] });
    await refusesEach('post', `/games/${gameId}/seats/white/hand-over`, { computer: 'random' }, ['computer']);
    const events = await t.db.query(`SELECT type FROM game_events WHERE game_id = $1 AND type LIKE 'seat-%'`, [gameId]);
    expect(events.map((e: { type: string }) => e.type)).toEqual(['seat-taken']);
  });

  it('a ladder without its season, or with null fields, is a 400', async () => {
    const valid = {
      name: 'Second',
      variant: '007',
      options: {},
      optionsFixed: true,
      timeControl: { type: 'per-move', days: 3 },
      pointsTable: { win: 6 },
      allowStrawmen: false,
      rated: true,
      holderCredit: 'final',
      computerGames: true,
      season: seasonAroundToday(),
    };
    await refusesEach('post', `/clubs/${clubId}/ladders`, valid, ['name', 'variant', 'season']);
    const noSeason = await t.http
      .post(`/clubs/${clubId}/ladders`)
      .set(ann.auth)
      .send({ name: 'Third', variant: '007' })
      .expect(400);
    expect(noSeason.body.errors.map((e: { field: string }) => e.field)).toContain('season');
    for (const k of ['name', 'startsOn', 'endsOn']) {
      const season: Record<string, unknown> = { ...seasonAroundToday(), [k]: null };
      const res = await t.http
        .post(`/clubs/${clubId}/ladders`)
        .set(ann.auth)
        .send({ name: 'Fourth', variant: '007', season })
        .expect(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(`season.${k}`);
    }
    const { rows } = { rows: await t.db.query(`SELECT name FROM ladders ORDER BY name`) };
    expect(rows.map((r: { name: string }) => r.name)).toEqual(['Ladder']);
  });

  it('the other ladder and club bodies refuse null fields too', async () => {
    await refusesEach(
      'patch',
      `/ladders/${ladderId}`,
      {
        name: 'Renamed',
        options: {},
        optionsFixed: false,
        timeControl: { type: 'per-move', days: 3 },
        pointsTable: { win: 6 },
        allowStrawmen: false,
        rated: true,
        holderCredit: 'final',
        computerGames: true,
      },
      [],
    );
    const later = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    await refusesEach('post', `/ladders/${ladderId}/seasons`, { name: 'S2', startsOn: later(60), endsOn: later(90) }, [
      'name',
      'startsOn',
      'endsOn',
    ]);
    await refusesEach(
      'post',
      `/ladders/${ladderId}/challenges`,
      {
        seats: [
          { seat: 'white', player: ann.username },
          { seat: 'black', player: bob.username },
        ],
        options: {},
      },
      ['seats'],
    );
    const nullSeat = await t.http
      .post(`/ladders/${ladderId}/challenges`)
      .set(ann.auth)
      .send({ seats: [null, { seat: 'black', player: bob.username }] });
    expect(nullSeat.status).toBe(400);
    await refusesEach('post', '/clubs', { name: 'Other club', description: 'x', visibility: 'public' }, [
      'name',
      'visibility',
    ]);
    await refusesEach('post', `/clubs/${clubId}/invitations`, { invite: 'nobody' }, ['invite']);
    await refusesEach('patch', `/clubs/${clubId}/members/${bob.username}`, { role: 'admin' }, ['role']);
    const ladderName = await t.db.query(`SELECT name FROM ladders WHERE id = $1`, [ladderId]);
    expect(ladderName[0].name).toBe('Ladder');
  });
});
