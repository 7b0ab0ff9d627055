import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from './support/test-app';
import { newPlayers, type Player } from './game-server-fixtures';
import { createGame, fullLobbyGame } from './support/games';

/**
 * Before the first move, only a game's creator may abort it — with a reason, which the abort
 * event and every notice (in the app, by email, by webhook) carry with the creator's name. Anyone
 * else who holds a seat leaves it instead: the seat opens again in the lobby, and a started game
 * in which nobody has acted goes back to waiting for a player, its chain still verifying.
 */
describe('abort by the creator, leave for everyone else', () => {
  let t: TestApp;
  let ann: Player;
  let bob: Player;
  let cy: Player;
  let dee: Player;
  let eve: Player;
  let hook: Server;
  let hookUrl: string;
  const delivered: Record<string, unknown>[] = [];

  beforeAll(async () => {
    hook = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        delivered.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        res.statusCode = 204;
        res.end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
    t = await startTestApp({ mail: true, config: { webhooksAllowPrivate: true } });
    [ann, bob, cy, dee, eve] = await newPlayers(t, 'ann', 'bob', 'cy', 'dee', 'eve');
  }, 90_000);
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => hook.close(() => resolve()));
  });

  const game = async (id: string, who: Player) => (await t.http.get(`/games/${id}`).set(who.auth).expect(200)).body;
  const events = async (id: string, who: Player) =>
    (await t.http.get(`/games/${id}/events`).set(who.auth).expect(200)).body.items as Record<string, unknown>[];
  const lobbyEntry = async (id: string, who: Player) =>
    (await t.http.get('/lobby').query({ limit: 100 }).set(who.auth).expect(200)).body.items.find(
      (e: { gameId: string }) => e.gameId === id,
    );
  const abort = (id: string, who: Player, version: number, reason?: string) =>
    t.http
      .post(`/games/${id}/actions`)
      .set(who.auth)
      .send({ type: 'abort', expectedVersion: version, ...(reason === undefined ? {} : { reason }) });

  it('a joiner cannot abort: 403 pointing to leave, nothing written', async () => {
    const id = await fullLobbyGame(t, ann, bob, cy, dee);
    const before = await game(id, dee);
    expect(before.status).toBe('active');
    const refused = await abort(id, dee, before.version, 'I changed my mind').expect(403);
    expect(refused.body).toMatchObject({
      code: 'ONLY_CREATOR_MAY_ABORT',
      leave: `/games/${id}/seats/red/leave`,
    });
    expect((await game(id, ann)).version).toBe(before.version);
    // Before the start as well: a joiner of an open game may not abort it either.
    const open = await createGame(t, ann, { variant: '007', seats: [{ seat: 'white', me: true }] });
    const openId = open.body.id as string;
    const created = await createGame(t, ann, {
      variant: 'coalition',
      seats: [{ seat: 'yellow', me: true }],
    });
    await t.http.post(`/games/${created.body.id}/seats/black/join`).set(bob.auth).expect(200);
    const early = await abort(created.body.id, bob, 2, 'no').expect(403);
    expect(early.body.code).toBe('ONLY_CREATOR_MAY_ABORT');
    // Someone with no seat at all is no player of the game.
    expect((await abort(openId, bob, 1, 'no').expect(403)).body.code).toBe('NOT_A_PLAYER');
  });

  it('a joiner who leaves before anyone acted: the seat opens in the lobby, the game waits again', async () => {
    const id = await fullLobbyGame(t, ann, bob, cy, dee);
    const started = await game(id, dee);
    const left = await t.http.post(`/games/${id}/seats/red/leave`).set(dee.auth).expect(200);
    expect(left.body).toMatchObject({ status: 'open', version: started.version + 1, toMove: [] });
    expect(left.body.seats.find((s: { seat: string }) => s.seat === 'red')).toMatchObject({
      state: 'open',
      player: null,
    });
    expect((await events(id, ann)).at(-1)).toMatchObject({
      type: 'seat-left',
      seat: 'red',
      userId: dee.id,
      payload: { seat: 'red', beforeFirstMove: true },
    });
    expect(await lobbyEntry(id, eve)).toMatchObject({ status: 'open', openSeats: ['red'] });
    expect((await t.http.get(`/games/${id}/seat-holders`).set(ann.auth).expect(200)).body.items).toEqual([]);
    expect((await t.http.get(`/games/${id}/verify`).set(ann.auth).expect(200)).body.ok).toBe(true);

    // Someone else takes the seat: the game starts afresh, with its new holders.
    const rejoined = await t.http.post(`/games/${id}/seats/red/join`).set(eve.auth).expect(200);
    expect(rejoined.body.status).toBe('active');
    const holders = (await t.http.get(`/games/${id}/seat-holders`).set(ann.auth).expect(200)).body.items;
    expect(holders.map((h: { player: { id: string } }) => h.player.id)).toEqual([ann.id, bob.id, cy.id, eve.id]);
    const verified = await t.http.get(`/games/${id}/verify`).set(ann.auth).expect(200);
    expect(verified.body).toMatchObject({ ok: true, replayMatches: true });
    expect(await lobbyEntry(id, dee)).toBeUndefined();

    // Once someone has moved, leaving is the abandoned option's business (resign by default).
    const moved = await t.http
      .post(`/games/${id}/moves`)
      .set(ann.auth)
      .send({ move: rejoined.body.legalMoves[0], expectedVersion: rejoined.body.version });
    expect(moved.status).toBe(201);
    const late = await t.http.post(`/games/${id}/seats/red/leave`).set(eve.auth).expect(200);
    expect(late.body.status).toBe('active');
    expect(late.body.eliminated).toContain('red');
  });

  it('the creator aborts with a reason; events, in-app, mail and webhook name who and why', async () => {
    await t.http.post('/me/webhooks').set(bob.auth).send({ url: hookUrl }).expect(201);
    const id = await fullLobbyGame(t, ann, bob, cy, dee);
    const g = await game(id, ann);
    const noReason = await abort(id, ann, g.version).expect(422);
    expect(noReason.body.code).toBe('BAD_ACTION');
    expect((await abort(id, ann, g.version, '').expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await abort(id, ann, g.version, null as unknown as string).expect(400)).body.code).toBe(
      'VALIDATION_FAILED',
    );
    const reason = 'Wrong time control, I will set it up again';
    const aborted = await abort(id, ann, g.version, reason).expect(201);
    expect(aborted.body.status).toBe('aborted');
    expect((await events(id, bob)).at(-1)).toMatchObject({
      type: 'game-aborted',
      seat: 'yellow',
      userId: ann.id,
      payload: { reason: 'abort', message: reason },
    });
    const notes = await t.db.query(`SELECT user_id, payload FROM outbox WHERE game_id = $1 AND kind = 'game-over'`, [
      id,
    ]);
    expect(notes.map((n: { user_id: string }) => n.user_id).sort()).toEqual([bob.id, cy.id, dee.id].sort());
    for (const n of notes)
      expect(n.payload).toMatchObject({
        status: 'aborted',
        abortedBy: { username: ann.username },
        abortReason: reason,
      });
    const inbox = await t.http.get('/me/notifications').set(bob.auth).expect(200);
    expect(
      inbox.body.items.find((n: { kind: string; gameId: string }) => n.kind === 'game-over' && n.gameId === id),
    ).toMatchObject({ payload: { abortedBy: { username: ann.username }, abortReason: reason } });
    const mail = await t.mail!.catcher.waitFor((m) => m.to.includes(cy.email) && m.text.includes(reason), 10_000);
    expect(mail.text).toContain(ann.username);
    const start = Date.now();
    while (!delivered.some((d) => (d.data as { gameId?: string }).gameId === id) && Date.now() - start < 10_000)
      await new Promise((r) => setTimeout(r, 100));
    const hooked = delivered.find((d) => (d.data as { gameId?: string }).gameId === id && d.type === 'game-over');
    expect(hooked?.data).toMatchObject({ abortedBy: { username: ann.username }, abortReason: reason });
    expect(await lobbyEntry(id, eve)).toBeUndefined();
    expect((await t.http.get(`/games/${id}/verify`).set(ann.auth).expect(200)).body.ok).toBe(true);
  });

  it('invitations: an invitee who accepted may leave, not abort; the creator may abort an open game', async () => {
    const created = await createGame(t, ann, {
      variant: '007',
      seats: [
        { seat: 'white', me: true },
        { seat: 'black', invite: bob.username },
      ],
    });
    const id = created.body.id as string;
    // Invited, not yet accepted: no seat, so no abort.
    expect((await abort(id, bob, created.body.version, 'x').expect(403)).body.code).toBe('NOT_A_PLAYER');
    const accepted = await t.http.post(`/games/${id}/seats/black/accept`).set(bob.auth).expect(200);
    expect(accepted.body.status).toBe('active');
    expect((await abort(id, bob, accepted.body.version, 'x').expect(403)).body.code).toBe('ONLY_CREATOR_MAY_ABORT');
    const left = await t.http.post(`/games/${id}/seats/black/leave`).set(bob.auth).expect(200);
    expect(left.body.status).toBe('open');
    expect((await events(id, ann)).at(-1)).toMatchObject({ type: 'seat-left', userId: bob.id });
    expect(await lobbyEntry(id, cy)).toMatchObject({ openSeats: ['black'] });
    // Before anyone joins again, the creator aborts; the game leaves the lobby.
    const aborted = await abort(id, ann, left.body.version, 'Bob left').expect(201);
    expect(aborted.body.status).toBe('aborted');
    expect(await lobbyEntry(id, cy)).toBeUndefined();
    expect((await t.http.get(`/games/${id}/verify`).set(ann.auth).expect(200)).body.ok).toBe(true);

    // The creator of a game who holds no seat (they only invited) may abort it too; the invitees hear.
    const organised = await createGame(t, ann, {
      variant: '007',
      seats: [
        { seat: 'white', invite: cy.username },
        { seat: 'black', invite: dee.username },
      ],
    });
    await abort(organised.body.id, ann, organised.body.version, 'Cancelled').expect(201);
    const told = await t.db.query(`SELECT user_id FROM outbox WHERE game_id = $1 AND kind = 'game-over'`, [
      organised.body.id,
    ]);
    expect(told.map((r: { user_id: string }) => r.user_id).sort()).toEqual([cy.id, dee.id].sort());
  });
});
