import { newPlayers, type Player, start007Game } from '../game-server-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * A half-move's body takes two quick paths (issue 15 item 3): a plain JSON body is read without
 * body-parser (common/json-body.middleware.ts) and a plainly valid MoveDto is accepted without
 * class-validator (common/validation.pipe.ts). Everything either path leaves aside must be
 * answered exactly as before: these bodies sit on the edges of both.
 */
describe('the quick paths of a half-move body answer as the full ones', () => {
  let t: TestApp;
  let ann: Player;
  let bob: Player;
  let game: { id: string; version: number };
  beforeAll(async () => {
    t = await startTestApp();
    [ann, bob] = await newPlayers(t, 'ann', 'bob');
    game = await start007Game(t, ann, bob);
  });
  afterAll(() => t.close());

  const send = (body: string, type = 'application/json') =>
    t.http.post(`/games/${game.id}/moves`).set(ann.auth).set('Content-Type', type).send(body);

  const refused = async (body: string, field: string) => {
    const res = await send(body);
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual([field]);
    return res.body.errors[0].messages as string[];
  };

  it('refuses what MoveDto refuses, with its words', async () => {
    const v = game.version;
    expect(await refused(`{"move":"e2e4","expectedVersion":${v},"extra":1}`, 'extra')).toEqual([
      'property extra should not exist',
    ]);
    expect(await refused(`{"move":"e2e4","expectedVersion":-1}`, 'expectedVersion')).toEqual([
      'expectedVersion must not be less than 0',
    ]);
    expect(await refused(`{"move":"e2e4","expectedVersion":"${v}"}`, 'expectedVersion')).toContain(
      'expectedVersion must be an integer number',
    );
    expect(await refused(`{"move":"e2e4","expectedVersion":0.5}`, 'expectedVersion')).toContain(
      'expectedVersion must be an integer number',
    );
    expect(await refused(`{"move":"e2-e4","expectedVersion":${v}}`, 'move')).toEqual([
      'move must be in coordinate form, e.g. e2e4 or e7e8=Q',
    ]);
    expect(await refused(`{"move":"e2e4","expectedVersion":${v},"seat":"${'w'.repeat(21)}"}`, 'seat')).toEqual([
      'seat must be shorter than or equal to 20 characters',
    ]);
  });

  it('refuses a body body-parser refuses: not JSON, or not an object or array at the top', async () => {
    for (const body of ['{', '"e2e4"', '42', 'null', '\uFEFF']) {
      const res = await send(body);
      expect({ body, status: res.status, code: res.body.code }).toEqual({
        body,
        status: 400,
        code: body === '\uFEFF' ? 'VALIDATION_FAILED' : 'BAD_REQUEST',
      });
    }
  });

  it('plays a half-move sent with a byte-order mark, leading white space, a charset or a named seat', async () => {
    let version = game.version;
    const bodies: [string, string][] = [
      [`\uFEFF{"move":"e2e4","expectedVersion":${version}}`, 'application/json'],
      [` \r\n\t{"move":"e7e5","expectedVersion":${version + 1}}`, 'application/json'],
      [`{"move":"g1f3","expectedVersion":${version + 2},"seat":"white"}`, 'application/json; charset=utf-8'],
    ];
    for (const [body, type] of bodies) {
      const res = await send(body, type);
      expect({ body, status: res.status }).toEqual({ body, status: 201 });
      expect(res.body.version).toBe(++version);
    }
    expect(game.version + 3).toBe(version);
  });
});
