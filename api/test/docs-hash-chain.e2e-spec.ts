import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { turn } from './correspondence/helpers';
import { newPlayer, newStrawmanCoalitionGame, type Player, start007Game } from './game-server-fixtures';
import { startTestApp, type TestApp } from './support/test-app';

type Record = { gameId: string; headHash: string; events: { seq: number; payload: unknown; hash: string }[] };
type Verify = (record: Record) => { seq: number | null; problem: string } | null;

/**
 * docs/api/hash-chain.md tells a client how to recompute the chain; this runs the document's own
 * code block (nothing of the server's) against the records of real games, and against records
 * changed afterwards, which it must refuse.
 */
function verifierFromDocs(): Verify {
  const doc = readFileSync(path.resolve(__dirname, '..', '..', 'docs', 'api', 'hash-chain.md'), 'utf8');
  const blocks = [...doc.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]);
  expect(blocks).toHaveLength(1);
  return new Function('require', `${blocks[0]}\nreturn verifyRecord;`)(require) as Verify;
}

describe('docs/api/hash-chain.md', () => {
  let t: TestApp;
  let a: Player;
  let b: Player;
  const verify = verifierFromDocs();

  beforeAll(async () => {
    t = await startTestApp();
    a = await newPlayer(t, 'ha');
    b = await newPlayer(t, 'hb');
  });
  afterAll(() => t.close());

  const record = async (id: string): Promise<Record> =>
    (await t.http.get(`/games/${id}/record`).set(a.auth).expect(200)).body;

  it('recomputes every hash of a 007 game and a Coalition game exactly as the server wrote them', async () => {
    const game007 = await start007Game(t, a, b);
    let v = await turn(t, a, game007.id, game007.version, ['e2e4', 'e7e5', 'g1f3']);
    v = await turn(t, b, game007.id, v, ['b8c6', 'f1c4', 'g8f6']);
    await t.http.post(`/games/${game007.id}/actions`).set(a.auth).send({ type: 'offer-draw', expectedVersion: v });
    const coalition = await newStrawmanCoalitionGame(t, a, b);
    await t.http
      .post(`/games/${coalition.id}/actions`)
      .set(a.auth)
      .send({ type: 'resign', seat: 'green', expectedVersion: coalition.version })
      .expect(201);
    for (const id of [game007.id, coalition.id as string]) {
      const r = await record(id);
      expect(r.events.length).toBeGreaterThan(3);
      expect(verify(r)).toBeNull();
    }
  });

  it('finds the first changed, removed or reordered event', async () => {
    const game = await start007Game(t, a, b);
    await turn(t, a, game.id, game.version, ['d2d4', 'd7d5', 'c2c4']);
    const r = await record(game.id);
    const n = r.events.length;
    const changed = structuredClone(r);
    (changed.events[n - 2].payload as { [k: string]: unknown }).forged = true;
    expect(verify(changed)).toEqual({ seq: n - 1, problem: 'hash differs' });
    const removed = structuredClone(r);
    removed.events.splice(1, 1);
    expect(verify(removed)?.seq).toBe(3);
    const swapped = structuredClone(r);
    [swapped.events[1], swapped.events[2]] = [swapped.events[2], swapped.events[1]];
    expect(verify(swapped)?.seq).toBe(3);
  });
});
