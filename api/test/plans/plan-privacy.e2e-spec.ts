import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eventually } from '../correspondence/helpers';
import type { Player } from '../game-server-fixtures';
import { SseClient } from '../support/sse-client';
import { startTestApp, type TestApp } from '../support/test-app';
import { tokenAuth } from '../support/tokens';
import { new007, play, putPlan } from './fixtures';

jest.setTimeout(60_000);

/** Anything that would tell of a plan: the word, its German forms, "conditional". */
const TELLS = /plan|conditional|bedingt|vorgemerkt/i;

/** Problem bodies compared without what differs per request. */
const stable = (body: Record<string, unknown>) => ({ ...body, requestId: undefined, instance: undefined });

describe('a plan is private: only its owner sees it, on every route', () => {
  let t: TestApp;
  let hook: Server;
  let hookUrl = '';
  const delivered: string[] = [];
  const streams: SseClient[] = [];

  beforeAll(async () => {
    hook = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        delivered.push(Buffer.concat(chunks).toString('utf8'));
        res.statusCode = 204;
        res.end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
    // Loopback webhooks are allowed by configuration, for tests.
    t = await startTestApp({ mail: true, config: { webhooksAllowPrivate: true } });
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await t.close();
    await new Promise<void>((resolve) => hook.close(() => resolve()));
  });

  const open = async (path: string, p: Player) => {
    const s = new SseClient(`${t.baseUrl}${path}`, p.auth);
    streams.push(s);
    await s.open();
    await eventually(async () => s.status === 200, 5_000, `${path} open`);
    return s;
  };

  it('shows the planned answer to everyone else exactly as a move made by hand, and the plan to no one', async () => {
    // Two games alike: in one White answers by hand, in the other White's plan answers.
    const byHand = await new007(t);
    const planned = await new007(t);
    const { white, black, id } = planned;
    await t.http.post('/me/webhooks').set(black.auth).send({ url: hookUrl }).expect(201);
    const gameStream = await open(`/games/${id}/stream`, black);
    const myStream = await open('/me/stream', black);
    const ownerStream = await open(`/games/${id}/stream`, white);

    for (const g of [byHand, planned]) {
      const first = await play(t, g.white, g, ['e2e4', 'e7e5', 'g1f3']);
      if (g === planned) await putPlan(t, white, id, [['b8c6,f1c4,g8f6', 'd2d3,f8c5,c2c3']]).expect(200);
      const second = await play(t, g.black, first, ['b8c6', 'f1c4', 'g8f6']);
      if (g === byHand) await play(t, g.white, second, ['d2d3', 'f8c5', 'c2c3']);
      else expect(second.version).toBe(first.version + 6);
    }

    // Events: the same shape, the same fields, the same kind of payload as a turn sent by hand.
    const eventsOf = async (g: { id: string }, who: Player) =>
      (await t.http.get(`/games/${g.id}/events`).set(who.auth).expect(200)).body.items as Record<string, unknown>[];
    const handEvents = await eventsOf(byHand, byHand.black);
    const plannedEvents = await eventsOf(planned, black);
    expect(plannedEvents).toHaveLength(handEvents.length);
    const shape = (e: Record<string, unknown>) => {
      const payload = e.payload as { action?: Record<string, unknown>; effects?: Record<string, unknown>[] };
      return {
        keys: Object.keys(e).sort(),
        type: e.type,
        seat: e.seat,
        payloadKeys: Object.keys(payload).sort(),
        actionKeys: payload.action ? Object.keys(payload.action).sort() : null,
        effects: payload.effects?.map((x) => Object.keys(x).sort()) ?? null,
      };
    };
    expect(plannedEvents.map(shape)).toEqual(handEvents.map(shape));
    const answer = plannedEvents.slice(-3);
    expect(answer.map((e) => (e.payload as { action: unknown }).action)).toEqual([
      { type: 'move', move: 'd2d3', seat: 'white' },
      { type: 'move', move: 'f8c5', seat: 'white' },
      { type: 'move', move: 'c2c3', seat: 'white' },
    ]);
    expect(answer.map((e) => e.userId)).toEqual([white.id, white.id, white.id]);
    // The owner sees the very same events: the mark of a planned answer is in the plan, not the log.
    expect(await eventsOf(planned, white)).toEqual(plannedEvents);

    // Every other route a player or client reads.
    const texts: [string, string][] = [['events', JSON.stringify(plannedEvents)]];
    for (const who of [black, white]) {
      texts.push(['game', JSON.stringify((await t.http.get(`/games/${id}`).set(who.auth).expect(200)).body)]);
      texts.push(['record', JSON.stringify((await t.http.get(`/games/${id}/record`).set(who.auth).expect(200)).body)]);
      texts.push(['pgn', (await t.http.get(`/games/${id}/pgn`).set(who.auth).expect(200)).text]);
      texts.push(['list', JSON.stringify((await t.http.get(`/games`).set(who.auth).expect(200)).body)]);
    }
    texts.push([
      'notifications',
      JSON.stringify((await t.http.get('/me/notifications').set(black.auth).expect(200)).body),
    ]);
    const outbox = await t.db.query(`SELECT kind, user_id, payload FROM outbox WHERE game_id = $1`, [id]);
    texts.push(['outbox', JSON.stringify(outbox)]);
    // Black's turn again, told everywhere Black listens: the game stream, the user stream, the webhook, email.
    await eventually(async () => gameStream.events().length >= 6, 10_000, 'six move frames');
    await eventually(async () => ownerStream.events().length >= 6, 10_000, 'six move frames (owner)');
    await eventually(
      async () => myStream.events().filter((f) => f.event === 'your-turn').length >= 2,
      10_000,
      'two your-turn notifications on the user stream',
    );
    await eventually(
      async () => delivered.filter((d) => d.includes('"your-turn"') && d.includes(id)).length >= 2,
      15_000,
      'two your-turn webhook deliveries',
    );
    const mail = await t.mail!.catcher.waitFor(
      (m) => m.to.includes(black.email) && m.text.includes(id) && /d2d3|d3/.test(m.text),
      15_000,
    );
    texts.push(['game stream', JSON.stringify(gameStream.frames)]);
    texts.push(['owner stream', JSON.stringify(ownerStream.frames)]);
    texts.push(['user stream', JSON.stringify(myStream.frames)]);
    texts.push(['webhooks', JSON.stringify(delivered)]);
    texts.push(['email', `${mail.subject}\n${mail.text}\n${mail.html ?? ''}`]);
    for (const [route, text] of texts) expect({ route, tells: TELLS.test(text) }).toEqual({ route, tells: false });
    // The frames of the answer are the frames of any move.
    const frames = gameStream.events().slice(-3);
    expect(
      frames.map((f) => [f.event, (f.data as { payload: { action: { move: string } } }).payload.action.move]),
    ).toEqual([
      ['move', 'd2d3'],
      ['move', 'f8c5'],
      ['move', 'c2c3'],
    ]);

    // Asking about plans tells Black nothing: the same answer as in a game where nobody has one.
    const theirs = await t.http.get(`/games/${id}/plan`).set(black.auth).expect(404);
    const none = await t.http.get(`/games/${byHand.id}/plan`).set(byHand.black.auth).expect(404);
    expect(stable(theirs.body)).toEqual(stable({ ...none.body }));
    const theirHistory = await t.http.get(`/games/${id}/plan/history`).set(black.auth).expect(200);
    expect(theirHistory.body).toEqual({ items: [], nextAfter: null, chainValid: true });
    // Deleting "it" is refused the same way.
    expect(stable((await t.http.delete(`/games/${id}/plan`).set(black.auth).expect(404)).body)).toEqual(
      stable((await t.http.delete(`/games/${byHand.id}/plan`).set(byHand.black.auth).expect(404)).body),
    );

    // Only the owner sees what the plan did.
    const own = await t.http.get(`/games/${id}/plan/history`).set(white.auth).expect(200);
    expect(own.body.items.map((v: { change: string }) => v.change)).toEqual(['stored', 'played']);
    expect(own.body.items[1].detail).toMatchObject({ trigger: 'b8c6,f1c4,g8f6', answer: 'd2d3,f8c5,c2c3' });
  });

  it('answers a plan to its owner’s tokens as their scopes allow, and to nobody else', async () => {
    const { white, black, id, version } = await new007(t);
    const g = await play(t, white, { id, version }, ['e2e4', 'e7e5', 'g1f3']);
    await putPlan(t, white, id, [['b8c6,f1c4,g8f6', 'd2d3,f8c5,c2c3']]).expect(200);
    // A reading token of the owner sees the plan but cannot change it; the opponent sees nothing.
    const bearer = await tokenAuth(t, white, ['games:read'], 'reader');
    expect((await t.http.get(`/games/${id}/plan`).set(bearer).expect(200)).body.lines).toHaveLength(1);
    expect(
      (
        await t.http
          .put(`/games/${id}/plan`)
          .set(bearer)
          .send({ lines: [['b8c6,f1c4,g8f6', 'd2d3,f8c5,c2c3']] })
      ).status,
    ).toBe(403);
    await t.http.get(`/games/${id}/plan`).set(black.auth).expect(404);
    // And the plan is still there to answer Black.
    expect((await play(t, black, g, ['b8c6', 'f1c4', 'g8f6'])).version).toBe(g.version + 6);
  });
});
