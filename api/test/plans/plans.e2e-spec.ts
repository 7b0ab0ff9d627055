import { type GameJson, newPlayer, newStrawmanCoalitionGame } from '../game-server-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { eventsAfter, new007, newCoalitionGame, planChanges, play, putPlan } from './fixtures';

jest.setTimeout(60_000);

describe('conditional turns (plans)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const plannedSeats = async (id: string): Promise<string[]> =>
    (await t.db.query(`SELECT planned_seats FROM games WHERE id = $1`, [id]))[0].planned_seats;
  const history = async (id: string, who: { auth: Record<string, string> }) =>
    (await t.http.get(`/games/${id}/plan/history`).set(who.auth).expect(200)).body;

  describe('in 007 (a step is a whole turn)', () => {
    it('plays the planned answer as my own events right after the trigger, and keeps the rest of the line', async () => {
      const { white, black, id, version } = await new007(t);
      const afterFirst = await play(t, white, { id, version }, ['e2e4', 'e7e5', 'g1f3']);
      const stored = await putPlan(t, white, id, [
        ['b8c6, f1c4, g8f6', 'd2d3,f8c5,c2c3', 'e8g8,b2b4,d7d6', 'a2a4,c8g4,h2h3'],
      ]);
      expect(stored.status).toBe(200);
      expect(stored.body).toMatchObject({
        gameId: id,
        seat: 'white',
        version: 1,
        lines: [['b8c6,f1c4,g8f6', 'd2d3,f8c5,c2c3', 'e8g8,b2b4,d7d6', 'a2a4,c8g4,h2h3']],
        fromVersion: afterFirst.version,
        played: [],
      });
      expect((await t.http.get(`/games/${id}/plan`).set(white.auth).expect(200)).body).toEqual(stored.body);
      expect(await plannedSeats(id)).toEqual(['white']);

      // Black's own answer already shows White's planned turn: Black is to move again.
      const answered = await play(t, black, afterFirst, ['b8c6', 'f1c4', 'g8f6']);
      expect(answered.version).toBe(afterFirst.version + 6);
      expect(answered.toMove).toEqual([expect.objectContaining({ seat: 'black', part: 1 })]);
      expect((await t.http.get(`/games/${id}`).set(black.auth).expect(200)).body).toEqual(answered);
      const events = await eventsAfter(t, id, afterFirst.version);
      expect(events.map((e) => [e.type, e.seat, e.user_id, e.move])).toEqual([
        ['move', 'black', black.id, 'b8c6'],
        ['move', 'black', black.id, 'f1c4'],
        ['move', 'black', black.id, 'g8f6'],
        ['move', 'white', white.id, 'd2d3'],
        ['move', 'white', white.id, 'f8c5'],
        ['move', 'white', white.id, 'c2c3'],
      ]);
      expect((await t.http.get(`/games/${id}/verify`).set(black.auth).expect(200)).body).toMatchObject({ ok: true });

      const left = (await t.http.get(`/games/${id}/plan`).set(white.auth).expect(200)).body;
      expect(left).toMatchObject({
        version: 2,
        lines: [['e8g8,b2b4,d7d6', 'a2a4,c8g4,h2h3']],
        fromVersion: answered.version,
        played: [
          {
            trigger: 'b8c6,f1c4,g8f6',
            answer: 'd2d3,f8c5,c2c3',
            triggerSeqs: [afterFirst.version + 1, afterFirst.version + 3],
            answerSeqs: [afterFirst.version + 4, afterFirst.version + 6],
          },
        ],
        storedAt: stored.body.storedAt,
      });

      // The second exchange plays the rest; the plan is then used up.
      const again = await play(t, black, answered, ['e8g8', 'b2b4', 'd7d6']);
      expect(again.version).toBe(answered.version + 6);
      await t.http.get(`/games/${id}/plan`).set(white.auth).expect(404);
      expect(await planChanges(t, id, white.id)).toEqual(['stored', 'played', 'played']);
      expect(await plannedSeats(id)).toEqual([]);
      const chain = await history(id, white);
      expect(chain.chainValid).toBe(true);
      expect(chain.items.map((v: { change: string; active: boolean }) => [v.change, v.active])).toEqual([
        ['stored', true],
        ['played', true],
        ['played', false],
      ]);
    });

    it('gives the answer the clocks and notifications of a turn sent by hand', async () => {
      const timeControl = { type: 'per-move', days: 3 };
      const byHand = await new007(t, { timeControl });
      const planned = await new007(t, { timeControl });
      for (const g of [byHand, planned]) {
        const first = await play(t, g.white, g, ['e2e4', 'e7e5', 'g1f3']);
        if (g === planned) await putPlan(t, g.white, g.id, [['b8c6,f1c4,g8f6', 'd2d3,f8c5,c2c3']]).expect(200);
        const second = await play(t, g.black, first, ['b8c6', 'f1c4', 'g8f6']);
        if (g === byHand) await play(t, g.white, second, ['d2d3', 'f8c5', 'c2c3']);
      }
      const facts = async (g: { id: string; black: { id: string } }) => {
        const [row] = await t.db.query(`SELECT deadline_at, clocks, version FROM games WHERE id = $1`, [g.id]);
        const [last] = await t.db.query(`SELECT created_at FROM game_events WHERE game_id = $1 AND seq = $2`, [
          g.id,
          row.version,
        ]);
        // Everything the game told anyone, in order: the same in both games.
        const told = await t.db.query(
          `SELECT kind, user_id = $2 AS to_black, payload - 'gameId' - 'by' - 'byName' - 'deadline' AS payload FROM outbox WHERE game_id = $1 ORDER BY id`,
          [g.id, g.black.id],
        );
        const clocks = JSON.stringify(row.clocks)
          .replace(/"\d{4}-[^"]+"/g, '"<time>"')
          .replace(/\d{10,}/g, '<ms>');
        return {
          deadlineAfterAnswer: row.deadline_at.getTime() - last.created_at.getTime(),
          clocks,
          told: told.map((r: { kind: string; to_black: boolean; payload: unknown }) => [r.kind, r.to_black, r.payload]),
        };
      };
      const [hand, plan] = [await facts(byHand), await facts(planned)];
      expect(plan.deadlineAfterAnswer).toBe(3 * 86_400_000);
      expect(plan).toEqual(hand);
      expect(plan.told).toContainEqual([
        'your-turn',
        true,
        expect.objectContaining({ toMove: [expect.objectContaining({ seat: 'black', reason: 'turn' })] }),
      ]);
    });

    it('follows a turn sent half-move by half-move, dropping the lines it leaves', async () => {
      const { white, black, id, version } = await new007(t);
      let g = await play(t, white, { id, version }, ['e2e4', 'e7e5', 'g1f3']);
      await putPlan(t, white, id, [
        ['b8c6,f1c4,g8f6', 'd2d3,f8c5,c2c3'],
        ['b8c6,f1b5,a7a6', 'b5a4,g8f6,e1g1'],
      ]).expect(200);
      g = await play(t, black, g, ['b8c6']);
      expect((await t.http.get(`/games/${id}/plan`).set(white.auth).expect(200)).body.lines).toHaveLength(2);
      g = await play(t, black, g, ['f1b5']);
      expect((await t.http.get(`/games/${id}/plan`).set(white.auth).expect(200)).body).toMatchObject({
        version: 2,
        lines: [['b8c6,f1b5,a7a6', 'b5a4,g8f6,e1g1']],
      });
      g = await play(t, black, g, ['a7a6']);
      expect(g.toMove).toEqual([expect.objectContaining({ seat: 'black', part: 1 })]);
      expect((await eventsAfter(t, id, g.version - 3)).map((e) => e.move)).toEqual(['b5a4', 'g8f6', 'e1g1']);
      expect(await planChanges(t, id, white.id)).toEqual(['stored', 'narrowed', 'played']);
    });

    it('drops the plan when no line matches: nothing is played and it is my turn as usual', async () => {
      const { white, black, id, version } = await new007(t);
      const g = await play(t, white, { id, version }, ['e2e4', 'e7e5', 'g1f3']);
      await putPlan(t, white, id, [['b8c6,f1c4,g8f6', 'd2d3,f8c5,c2c3']]).expect(200);
      const after = await play(t, black, g, ['d7d6', 'd2d4', 'c8g4']);
      expect(after.version).toBe(g.version + 3);
      expect(after.toMove).toEqual([expect.objectContaining({ seat: 'white', part: 1 })]);
      await t.http.get(`/games/${id}/plan`).set(white.auth).expect(404);
      const chain = await history(id, white);
      expect(chain.items.at(-1)).toMatchObject({
        change: 'narrowed',
        active: false,
        lines: [],
        detail: { reason: 'no line matches', seq: g.version + 1 },
      });
      expect(await plannedSeats(id)).toEqual([]);
      const yourTurn = await t.db.query(
        `SELECT count(*)::int AS n FROM outbox WHERE game_id = $1 AND user_id = $2 AND kind = 'your-turn'`,
        [id, white.id],
      );
      expect(yourTurn[0].n).toBeGreaterThanOrEqual(1);
    });

    it('refuses with 422 naming the step a plan that cannot be played, and writes nothing', async () => {
      const { white, black, id, version } = await new007(t);
      const g = await play(t, white, { id, version }, ['e2e4', 'e7e5', 'g1f3']);
      const illegal = await putPlan(t, white, id, [
        ['b8c6,f1c4,g8f6', 'd2d3,f8c5,c2c3'],
        ['b8c6,f1b5,a7a6', 'b5a4,g8f6,e1e3'],
      ]);
      expect(illegal.status).toBe(422);
      expect(illegal.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(illegal.body).toMatchObject({
        code: 'PLAN_ILLEGAL_STEP',
        line: 2,
        step: 2,
        text: 'b5a4,g8f6,e1e3',
        halfMove: 3,
        move: 'e1e3',
        cause: 'ILLEGAL_MOVE',
      });
      expect(illegal.body.detail).toContain('Line 2, step 2');
      const short = await putPlan(t, white, id, [['b8c6,f1c4', 'd2d3,f8c5,c2c3']]);
      expect(short.status).toBe(422);
      expect(short.body).toMatchObject({ code: 'PLAN_ILLEGAL_STEP', step: 1, cause: 'TURN_INCOMPLETE' });
      expect((await putPlan(t, white, id, [['b8c6,f1c4,g8f6']])).body.code).toBe('PLAN_BAD_LINE');
      const ambiguous = await putPlan(t, white, id, [
        ['b8c6,f1c4,g8f6', 'd2d3,f8c5,c2c3'],
        ['b8c6,f1c4,g8f6', 'e1g1,f8c5,c2c3'],
      ]);
      expect(ambiguous.body).toMatchObject({ code: 'PLAN_AMBIGUOUS', lines: [1, 2], step: 2 });
      expect((await t.http.put(`/games/${id}/plan`).set(white.auth).send({ lines: 'e2e4' })).status).toBe(400);
      // On my own turn there is nothing to answer: play it.
      const mine = await putPlan(t, black, id, [['b8c6,f1c4,g8f6', 'd2d3,f8c5,c2c3']]);
      expect(mine.status).toBe(409);
      expect(mine.body.code).toBe('PLAN_NOT_NOW');
      const stranger = await newPlayer(t, 's');
      expect((await putPlan(t, stranger, id, [['b8c6,f1c4,g8f6', 'd2d3,f8c5,c2c3']])).body.code).toBe('NOT_A_PLAYER');
      await t.http.put(`/games/${id}/plan`).send({ lines: [] }).expect(401);

      expect((await t.db.query(`SELECT count(*)::int AS n FROM game_plans WHERE game_id = $1`, [id]))[0].n).toBe(0);
      expect(await plannedSeats(id)).toEqual([]);
      // A refused plan leaves the game's play untouched: the unlocked half-move is still taken.
      expect((await play(t, black, g, ['b8c6', 'f1c4', 'g8f6'])).version).toBe(g.version + 3);
    });

    it('drops the plan when the game ends, and takes no plan in an ended game', async () => {
      const { white, black, id, version } = await new007(t);
      const g = await play(t, white, { id, version }, ['e2e4', 'e7e5', 'g1f3']);
      await putPlan(t, white, id, [['b8c6,f1c4,g8f6', 'd2d3,f8c5,c2c3']]).expect(200);
      await t.http
        .post(`/games/${id}/actions`)
        .set(black.auth)
        .send({ type: 'resign', expectedVersion: g.version })
        .expect(201);
      await t.http.get(`/games/${id}/plan`).set(white.auth).expect(404);
      expect(await planChanges(t, id, white.id)).toEqual(['stored', 'ended']);
      expect(await plannedSeats(id)).toEqual([]);
      const late = await putPlan(t, white, id, [['b8c6,f1c4,g8f6', 'd2d3,f8c5,c2c3']]);
      expect(late.status).toBe(409);
      expect(late.body.code).toBe('GAME_OVER');
    });

    it('is cancelled by a draw offer (a plan would decline it by moving on)', async () => {
      const { white, black, id, version } = await new007(t);
      const g = await play(t, white, { id, version }, ['e2e4', 'e7e5', 'g1f3']);
      await putPlan(t, white, id, [['b8c6,f1c4,g8f6', 'd2d3,f8c5,c2c3']]).expect(200);
      const offered = await t.http
        .post(`/games/${id}/actions`)
        .set(black.auth)
        .send({ type: 'offer-draw', expectedVersion: g.version })
        .expect(201);
      expect((await history(id, white)).items.at(-1)).toMatchObject({
        change: 'cancelled',
        detail: { reason: 'black: offer-draw' },
      });
      const after = await play(t, black, offered.body, ['b8c6', 'f1c4', 'g8f6']);
      expect(after.toMove).toEqual([expect.objectContaining({ seat: 'white' })]);
    });

    it('is dropped by DELETE, after which nothing is played', async () => {
      const { white, black, id, version } = await new007(t);
      const g = await play(t, white, { id, version }, ['e2e4', 'e7e5', 'g1f3']);
      await putPlan(t, white, id, [['b8c6,f1c4,g8f6', 'd2d3,f8c5,c2c3']]).expect(200);
      await t.http.delete(`/games/${id}/plan`).set(white.auth).expect(204);
      await t.http.get(`/games/${id}/plan`).set(white.auth).expect(404);
      expect((await t.http.delete(`/games/${id}/plan`).set(white.auth)).body.code).toBe('PLAN_NOT_FOUND');
      expect(await plannedSeats(id)).toEqual([]);
      const after = await play(t, black, g, ['b8c6', 'f1c4', 'g8f6']);
      expect(after.toMove).toEqual([expect.objectContaining({ seat: 'white' })]);
      // Replacing and deleting are versions too, so the owner's history keeps what was planned.
      expect(await planChanges(t, id, white.id)).toEqual(['stored', 'deleted']);
      expect((await history(id, white)).items[0].lines).toEqual([['b8c6,f1c4,g8f6', 'd2d3,f8c5,c2c3']]);
    });

    it('takes the turn’s own length in Balanced 007', async () => {
      // Balanced: Black's player opens with one white half-move; White's player answers with two.
      const { white, black, id } = await new007(t, { options: { balanced: true } });
      const g = (await t.http.get(`/games/${id}`).set(black.auth).expect(200)).body;
      expect(g.toMove).toEqual([expect.objectContaining({ seat: 'black', of: 1 })]);
      await putPlan(t, white, id, [['e2e4', 'e7e5,g1f3']]).expect(200);
      const after = await play(t, black, g, ['e2e4']);
      expect(after.toMove).toEqual([expect.objectContaining({ seat: 'black', part: 1, of: 3 })]);
      expect((await eventsAfter(t, id, g.version)).map((e) => [e.seat, e.move])).toEqual([
        ['black', 'e2e4'],
        ['white', 'e7e5'],
        ['white', 'g1f3'],
      ]);
    });
  });

  describe('in Coalition Chess (a step is the board moves between two of my turns)', () => {
    it('answers the board moves of the parties between two of my turns', async () => {
      const { players, game } = await newCoalitionGame(t);
      await putPlan(t, players.red, game.id, [['e2e3,e9e8,i5h5', 'b5c5']]).expect(200);
      let g = await play(t, players.yellow, game, ['e2e3']);
      g = await play(t, players.black, g, ['e9e8']);
      g = await play(t, players.green, g, ['i5h5']);
      expect(g.toMove).toEqual([expect.objectContaining({ seat: 'yellow' })]);
      const events = await eventsAfter(t, game.id, game.version);
      expect(events.map((e) => [e.seat, e.user_id, e.move])).toEqual([
        ['yellow', players.yellow.id, 'e2e3'],
        ['black', players.black.id, 'e9e8'],
        ['green', players.green.id, 'i5h5'],
        ['red', players.red.id, 'b5c5'],
      ]);
    });

    it('lets plans answer each other: the answer of one is the trigger of the next', async () => {
      const { players, game } = await newCoalitionGame(t);
      await putPlan(t, players.green, game.id, [['e2e3,e9e8', 'i5h5', 'b5c5,d2d3,d9d8', 'i6h6']]).expect(200);
      await putPlan(t, players.red, game.id, [['e2e3,e9e8,i5h5', 'b5c5']]).expect(200);
      expect(await plannedSeats(game.id)).toEqual(['green', 'red']);
      let g = await play(t, players.yellow, game, ['e2e3']);
      g = await play(t, players.black, g, ['e9e8']);
      // Black's move set off Green's answer, which set off Red's: Yellow is to move.
      expect(g.toMove).toEqual([expect.objectContaining({ seat: 'yellow' })]);
      expect((await eventsAfter(t, game.id, game.version)).map((e) => e.move)).toEqual([
        'e2e3',
        'e9e8',
        'i5h5',
        'b5c5',
      ]);
      expect(await plannedSeats(game.id)).toEqual(['green']);
      g = await play(t, players.yellow, g, ['d2d3']);
      g = await play(t, players.black, g, ['d9d8']);
      expect(g.toMove).toEqual([expect.objectContaining({ seat: 'red' })]);
      expect((await eventsAfter(t, game.id, g.version - 1)).map((e) => [e.seat, e.move])).toEqual([['green', 'i6h6']]);
      expect(await plannedSeats(game.id)).toEqual([]);
    });

    it('is cancelled by a declaration of another party, and never declares for me', async () => {
      const { players, game } = await newCoalitionGame(t);
      await putPlan(t, players.red, game.id, [['e2e3,e9e8,i5h5', 'b5c5']]).expect(200);
      let g = await play(t, players.yellow, game, ['e2e3']);
      g = await play(t, players.black, g, ['e9e8']);
      const declared = await t.http
        .post(`/games/${game.id}/actions`)
        .set(players.green.auth)
        .send({ type: 'declare', ally: 'yellow', expectedVersion: g.version })
        .expect(201);
      expect((await history(game.id, players.red)).items.at(-1)).toMatchObject({
        change: 'cancelled',
        detail: { reason: 'green: declare' },
      });
      g = await play(t, players.green, declared.body, ['i5h5']);
      expect(g.toMove).toEqual([expect.objectContaining({ seat: 'red', reason: 'turn' })]);
      expect(g.coalitions).toEqual([{ seats: ['yellow', 'green'], round: 1, by: 'declaration' }]);
    });

    it('is cancelled when another party must answer a check out of turn', async () => {
      const { players, game } = await newCoalitionGame(t);
      let g = game;
      for (const [seat, move] of [
        ['yellow', 'c2c3'],
        ['black', 'h9i10'],
        ['green', 'j5h6'],
      ] as const)
        g = await play(t, players[seat], g, [move]);
      await putPlan(t, players.green, game.id, [['b5c5,e2e3,e9e8', 'i5h5']]).expect(200);
      // Red's plane checks Black's King; Yellow is next, so Black must answer at once.
      g = await play(t, players.red, g, ['a5b8']);
      expect(g.toMove).toEqual([expect.objectContaining({ seat: 'black', reason: 'check-answer' })]);
      await t.http.get(`/games/${game.id}/plan`).set(players.green.auth).expect(404);
      expect((await history(game.id, players.green)).items.at(-1)).toMatchObject({
        change: 'cancelled',
        detail: { reason: 'black: an answer out of turn' },
      });
    });

    it('ends every plan when the game ends', async () => {
      const { players, game } = await newCoalitionGame(t);
      await putPlan(t, players.red, game.id, [['e2e3,e9e8,i5h5', 'b5c5']]).expect(200);
      await putPlan(t, players.green, game.id, [['e2e3,e9e8', 'i5h5']]).expect(200);
      await t.http
        .post(`/games/${game.id}/actions`)
        .set(players.yellow.auth)
        .send({ type: 'resign', expectedVersion: game.version })
        .expect(201);
      expect(await planChanges(t, game.id, players.red.id)).toEqual(['stored', 'ended']);
      expect(await planChanges(t, game.id, players.green.id)).toEqual(['stored', 'ended']);
      expect(await plannedSeats(game.id)).toEqual([]);
    });

    it('is for a player with one seat: a strawman’s holder plays by hand', async () => {
      const [a, b] = [await newPlayer(t, 'a'), await newPlayer(t, 'b')];
      const g: GameJson = await newStrawmanCoalitionGame(t, a, b);
      const refused = await putPlan(t, b, g.id, [['e2e3', 'e9e8']]);
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe('PLAN_ONE_SEAT');
    });
  });
});
