import { EmailComposer } from '../src/delivery/notifications/email-composer';
import type { OutboxRow } from '../src/platform/outbox/outbox-row';
import { EngineAdapter } from '../src/play/core/engine.adapter';
import type { GameRecord } from '../src/play/core/game-record';
import { GameChangeService } from '../src/play/core/game-change.service';
import { GameRepository } from '../src/play/core/game.repository';
import { startTestApp, type TestApp } from './support/test-app';
import { new007Game, newPlayer, newStrawmanCoalitionGame, type Player } from './game-server-fixtures';

describe('playing a game', () => {
  let t: TestApp;
  let white: Player;
  let black: Player;
  let stranger: Player;
  beforeAll(async () => {
    t = await startTestApp();
    [white, black, stranger] = [await newPlayer(t, 'w'), await newPlayer(t, 'b'), await newPlayer(t, 's')];
  }, 30_000);
  afterAll(() => t.close());

  const eventCount = async (gameId: string): Promise<number> =>
    Number((await t.db.query(`SELECT count(*)::int AS n FROM game_events WHERE game_id = $1`, [gameId]))[0].n);
  const state = async (gameId: string, who: Player = white) =>
    (await t.http.get(`/games/${gameId}`).set(who.auth).expect(200)).body;

  it('plays half-moves: each one answers 201 with the new state and appends one event', async () => {
    const id = await new007Game(t, white, black);
    const start = await state(id);
    expect(start).toMatchObject({
      status: 'active',
      variant: '007',
      toMove: [{ seat: 'white', color: 'white', part: 1, of: 3, reason: 'turn' }],
    });
    expect(start.toMove[0].player.username).toBe(white.username);
    expect(start.legalMoves).toContain('e2e4');
    expect(start.position.board).toHaveLength(32);
    expect(start.position.text).toMatch(/^rnbqkbnr\/pppppppp/);
    const before = await eventCount(id);

    const res = await t.http
      .post(`/games/${id}/moves`)
      .set(white.auth)
      .send({ move: 'e2e4', expectedVersion: start.version })
      .expect(201);
    expect(res.body.version).toBe(start.version + 1);
    expect(res.body.toMove).toEqual([expect.objectContaining({ seat: 'white', color: 'black', part: 2 })]);
    expect(res.body.position.board).toContainEqual({ square: 'e4', piece: 'pawn', color: 'white' });
    expect(await eventCount(id)).toBe(before + 1);
    const [event] = await t.db.query(
      `SELECT type, seat, user_id, payload FROM game_events WHERE game_id = $1 ORDER BY seq DESC LIMIT 1`,
      [id],
    );
    expect(event).toMatchObject({ type: 'move', seat: 'white', user_id: white.id });
    expect(event.payload.action).toEqual({ type: 'move', move: 'e2e4', seat: 'white' });
    expect(event.payload.effects[0]).toMatchObject({ type: 'moved', move: 'e2e4', san: 'e4' });

    // Half-move 2 moves a black piece, still by White's player; GET shows what the POST answered.
    const second = await t.http
      .post(`/games/${id}/moves`)
      .set(white.auth)
      .send({ move: 'e7e5', expectedVersion: res.body.version })
      .expect(201);
    expect(await state(id)).toEqual(second.body);
  });

  it('refuses the wrong seat, a stale version and an illegal move, writing nothing', async () => {
    const id = await new007Game(t, white, black);
    const g = await state(id);
    const before = await eventCount(id);
    const outboxBefore = (await t.db.query(`SELECT count(*)::int AS n FROM outbox WHERE game_id = $1`, [id]))[0].n;

    const notYours = await t.http
      .post(`/games/${id}/moves`)
      .set(black.auth)
      .send({ move: 'e7e5', expectedVersion: g.version })
      .expect(409);
    expect(notYours.body.code).toBe('NOT_YOUR_TURN');
    expect(notYours.body.game).toMatchObject({
      id,
      version: g.version,
      toMove: [expect.objectContaining({ seat: 'white' })],
    });

    const stale = await t.http
      .post(`/games/${id}/moves`)
      .set(white.auth)
      .send({ move: 'e2e4', expectedVersion: g.version - 1 })
      .expect(409);
    expect(stale.body.code).toBe('VERSION_CONFLICT');
    expect(stale.body.game.version).toBe(g.version);

    const illegal = await t.http
      .post(`/games/${id}/moves`)
      .set(white.auth)
      .send({ move: 'e2e5', expectedVersion: g.version })
      .expect(422);
    expect(illegal.body.code).toBe('ILLEGAL_MOVE');
    expect(illegal.headers['content-type']).toMatch(/application\/problem\+json/);

    await t.http
      .post(`/games/${id}/moves`)
      .set(white.auth)
      .send({ move: 'nonsense', expectedVersion: g.version })
      .expect(400);

    expect(await eventCount(id)).toBe(before);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM outbox WHERE game_id = $1`, [id]))[0].n).toBe(
      outboxBefore,
    );
    expect((await state(id)).version).toBe(g.version);
  });

  it('enforces the authorisation matrix: anonymous, another user, wrong seat, token scopes', async () => {
    const id = await new007Game(t, white, black);
    const g = await state(id);
    const move = { move: 'e2e4', expectedVersion: g.version };

    await t.http
      .post(`/games/${id}/moves`)
      .send(move)
      .expect(401)
      .expect((r) => expect(r.body.code).toBe('UNAUTHENTICATED'));
    await t.http.get(`/games/${id}`).expect(401);
    await t.http
      .post(`/games/${id}/moves`)
      .set(stranger.auth)
      .send(move)
      .expect(403)
      .expect((r) => expect(r.body.code).toBe('NOT_A_PLAYER'));
    await t.http
      .post(`/games/${id}/moves`)
      .set(black.auth)
      .send({ ...move, move: 'e7e5' })
      .expect(409);
    await t.http
      .post(`/games/${id}/moves`)
      .set(white.auth)
      .send({ ...move, seat: 'black' })
      .expect(403)
      .expect((r) => expect(r.body.code).toBe('NOT_YOUR_SEAT'));

    const readOnly = await t.http
      .post('/tokens')
      .set(white.auth)
      .send({ name: 'reader', scopes: ['games:read'] })
      .expect(201);
    const token = { Authorization: `Bearer ${readOnly.body.token}` };
    await t.http.get(`/games/${id}`).set(token).expect(200);
    const refused = await t.http.post(`/games/${id}/moves`).set(token).send(move).expect(403);
    expect(refused.body).toMatchObject({ code: 'MISSING_SCOPE', missingScopes: ['games:play'] });
    await t.http
      .post('/games')
      .set(token)
      .send({ variant: '007' })
      .expect(403)
      .expect((r) => expect(r.body.missingScopes).toEqual(['games:create']));
    // A token cannot manage tokens, whatever its scopes.
    await t.http.get('/tokens').set(token).expect(403);

    const player = await t.http
      .post('/tokens')
      .set(white.auth)
      .send({ name: 'bot', scopes: ['games:play', 'games:read'] })
      .expect(201);
    const playToken = { Authorization: `Bearer ${player.body.token}` };
    await t.http.post(`/games/${id}/moves`).set(playToken).send(move).expect(201);
    expect(await eventCount(id)).toBe(g.version + 1);

    await t.http.delete(`/tokens/${player.body.id}`).set(white.auth).expect(204);
    await t.http.get(`/games/${id}`).set(playToken).expect(401);
  });

  it('lists, and revokes tokens; the secret is shown once and stored hashed', async () => {
    const created = await t.http
      .post('/tokens')
      .set(black.auth)
      .send({ name: 'ci', scopes: ['games:read', 'games:read'] })
      .expect(201);
    expect(created.body.token).toMatch(/^ent_[0-9a-f]{32}_/);
    expect(created.body.scopes).toEqual(['games:read']);
    const list = await t.http.get('/tokens').set(black.auth).expect(200);
    const listed = list.body.items.find((x: { id: string }) => x.id === created.body.id);
    expect(listed).toMatchObject({ name: 'ci', revokedAt: null });
    expect(listed.token).toBeUndefined();
    const [row] = await t.db.query(`SELECT secret_hash FROM api_tokens WHERE id = $1`, [created.body.id]);
    expect(row.secret_hash).toMatch(/^\$argon2id\$/);
    // The secret is everything after the id: base64url, so it may itself hold an underscore.
    expect(row.secret_hash).not.toContain(created.body.token.split('_').slice(2).join('_'));
    await t.http
      .post('/tokens')
      .set(black.auth)
      .send({ name: 'bad', scopes: ['games:everything'] })
      .expect(400);
    await t.http.delete(`/tokens/${created.body.id}`).set(white.auth).expect(404);
  });

  it('takes a whole 007 turn atomically: all three half-moves or none', async () => {
    const id = await new007Game(t, white, black);
    const g = await state(id);
    const before = await eventCount(id);

    const bad = await t.http
      .post(`/games/${id}/turns`)
      .set(white.auth)
      .send({ moves: ['e2e4', 'e7e5', 'e4e6'], expectedVersion: g.version })
      .expect(422);
    expect(bad.body).toMatchObject({ code: 'ILLEGAL_MOVE', index: 2 });
    const short = await t.http
      .post(`/games/${id}/turns`)
      .set(white.auth)
      .send({ moves: ['e2e4', 'e7e5'], expectedVersion: g.version })
      .expect(422);
    expect(short.body.code).toBe('TURN_INCOMPLETE');
    const long = await t.http
      .post(`/games/${id}/turns`)
      .set(white.auth)
      .send({ moves: ['e2e4', 'e7e5', 'g1f3', 'b8c6'], expectedVersion: g.version })
      .expect(422);
    expect(long.body).toMatchObject({ code: 'TURN_OVERRUN', index: 3 });
    expect(await eventCount(id)).toBe(before);

    const ok = await t.http
      .post(`/games/${id}/turns`)
      .set(white.auth)
      .send({ moves: ['e2e4', 'e7e5', 'g1f3'], expectedVersion: g.version })
      .expect(201);
    expect(ok.body.version).toBe(g.version + 3);
    expect(ok.body.toMove).toEqual([expect.objectContaining({ seat: 'black', color: 'black', part: 1 })]);
    expect(await eventCount(id)).toBe(before + 3);
    const yourTurn = await t.db.query(
      `SELECT user_id FROM outbox WHERE game_id = $1 AND kind = 'your-turn' ORDER BY id DESC LIMIT 1`,
      [id],
    );
    expect(yourTurn[0].user_id).toBe(black.id);
    expect(ok.body.deadlineAt).not.toBeNull();
  });

  it('returns the first answer to a retry with the same Idempotency-Key', async () => {
    const id = await new007Game(t, white, black);
    const g = await state(id);
    const send = (body: object, key: string) =>
      t.http.post(`/games/${id}/moves`).set(white.auth).set('Idempotency-Key', key).send(body);
    const first = await send({ move: 'd2d4', expectedVersion: g.version }, 'key-1').expect(201);
    const retry = await send({ move: 'd2d4', expectedVersion: g.version }, 'key-1').expect(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await eventCount(id)).toBe(g.version + 1);
    const reused = await send({ move: 'g8f6', expectedVersion: first.body.version }, 'key-1').expect(422);
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    await send({ move: 'g8f6', expectedVersion: first.body.version }, 'key-2').expect(201);
  });

  it('accepts exactly one of 50 concurrent submissions of the same half-move', async () => {
    const id = await new007Game(t, white, black);
    const g = await state(id);
    const before = await eventCount(id);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.http.post(`/games/${id}/moves`).set(white.auth).send({ move: 'e2e4', expectedVersion: g.version }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(responses.filter((r) => r.status === 409).every((r) => r.body.code === 'VERSION_CONFLICT')).toBe(true);
    expect(await eventCount(id)).toBe(before + 1);
  }, 30_000);

  describe('the unlocked write of a common half-move (GameChangeService.commitIfUnchanged)', () => {
    // What GamePlayService plans for White's half-move `uci`: the event and the new snapshot.
    const move = (game: GameRecord, uci: string) => {
      const action = { type: 'move' as const, move: uci, seat: 'white' };
      const [step] = t.app.get(EngineAdapter).apply(game, game.state as string, [action]);
      return {
        events: [{ type: 'move', seat: 'white', userId: white.id, payload: { action, effects: step.effects } }],
        snapshot: {
          status: step.view.status,
          state: step.state,
          view: step.view,
          toMove: step.view.toMove.map((m) => m.seat),
          result: step.view.result,
          startedAt: game.startedAt,
          finishedAt: null,
          deadlineAt: game.deadlineAt,
        },
      };
    };

    it('writes nothing when the game changed after it was read, and applies on a fresh read', async () => {
      const id = await new007Game(t, white, black);
      const store = t.app.get(GameRepository);
      const changes = t.app.get(GameChangeService);
      const seen = await store.find(t.db.manager, id);
      const before = await eventCount(id);

      // Another writer moved first: the version read is stale.
      const first = move(seen, 'e2e4');
      expect(await changes.commitIfUnchanged(t.db.manager, seen, { ...first, notifications: [] })).toMatchObject({
        outcome: 'committed',
      });
      const other = move(seen, 'd2d4');
      expect(await changes.commitIfUnchanged(t.db.manager, seen, { ...other, notifications: [] })).toEqual({
        outcome: 'stale',
      });
      expect(await eventCount(id)).toBe(before + 1);

      // Same version, but the clocks changed (a vacation recomputed a deadline): not applied either.
      const fresh = await store.find(t.db.manager, id);
      await t.db.query(`UPDATE games SET clocks = clocks || '{"white": {}}'::jsonb WHERE id = $1`, [id]);
      const next = move(fresh, 'e7e5');
      const notes = [{ kind: 'your-turn' as const, userId: black.id, gameId: id, payload: { gameId: id } }];
      expect(await changes.commitIfUnchanged(t.db.manager, fresh, { ...next, notifications: notes })).toEqual({
        outcome: 'stale',
      });
      expect(await eventCount(id)).toBe(before + 1);
      const outbox = async () =>
        Number((await t.db.query(`SELECT count(*)::int AS n FROM outbox WHERE game_id = $1`, [id]))[0].n);
      const queued = await outbox();

      const reread = await store.find(t.db.manager, id);
      const unlocked = await changes.commitIfUnchanged(t.db.manager, reread, { ...next, notifications: notes });
      expect(unlocked).toMatchObject({ outcome: 'committed', game: { version: reread.version + 1 } });
      const applied = unlocked.outcome === 'committed' ? unlocked.game : null;
      expect(await eventCount(id)).toBe(before + 2);
      expect(await outbox()).toBe(queued + 1);
      expect(await store.find(t.db.manager, id)).toMatchObject({
        version: applied!.version,
        headHash: applied!.headHash,
      });
      expect((await t.http.get(`/games/${id}/verify`).set(white.auth).expect(200)).body).toMatchObject({ ok: true });
    });

    it('leaves a change that ends the game to the locked path (ladders and alliances record it)', async () => {
      const id = await new007Game(t, white, black);
      const seen = await t.app.get(GameRepository).find(t.db.manager, id);
      const resign = {
        ...move(seen, 'e2e4'),
        snapshot: { ...move(seen, 'e2e4').snapshot, status: 'finished' as const },
      };
      const changes = t.app.get(GameChangeService);
      expect(await changes.commitIfUnchanged(t.db.manager, seen, { ...resign, notifications: [] })).toEqual({
        outcome: 'needs-lock',
      });
      expect(await eventCount(id)).toBe(seen.version);
    });
  });

  it('resigns, offers and accepts draws, and aborts only before the first move', async () => {
    const resignGame = await new007Game(t, white, black);
    let g = await state(resignGame);
    const resigned = await t.http
      .post(`/games/${resignGame}/actions`)
      .set(black.auth)
      .send({ type: 'resign', expectedVersion: g.version })
      .expect(201);
    expect(resigned.body).toMatchObject({
      status: 'finished',
      result: { winners: ['white'] },
      toMove: [],
      legalMoves: [],
    });
    expect(resigned.body.finishedAt).not.toBeNull();
    const over = await t.db.query(`SELECT user_id FROM outbox WHERE game_id = $1 AND kind = 'game-over'`, [resignGame]);
    expect(over.map((r: { user_id: string }) => r.user_id).sort()).toEqual([white.id, black.id].sort());
    await t.http
      .post(`/games/${resignGame}/moves`)
      .set(white.auth)
      .send({ move: 'e2e4', expectedVersion: resigned.body.version })
      .expect(409);

    const drawGame = await new007Game(t, white, black);
    g = await state(drawGame);
    const offered = await t.http
      .post(`/games/${drawGame}/actions`)
      .set(white.auth)
      .send({ type: 'offer-draw', expectedVersion: g.version })
      .expect(201);
    expect(offered.body.drawOffer).toMatchObject({ by: 'white' });
    const note = await t.db.query(`SELECT user_id, payload FROM outbox WHERE game_id = $1 AND kind = 'draw-offered'`, [
      drawGame,
    ]);
    expect(note.map((r: { user_id: string }) => r.user_id)).toEqual([black.id]);
    // The notice names the player and dates the game, so two games against one player differ.
    expect(note[0].payload).toMatchObject({ by: 'white', byName: white.username, startedAt: g.startedAt });
    const drawn = await t.http
      .post(`/games/${drawGame}/actions`)
      .set(black.auth)
      .send({ type: 'accept-draw', expectedVersion: offered.body.version })
      .expect(201);
    expect(drawn.body).toMatchObject({ status: 'finished', result: { winners: [] } });

    const abortGame = await new007Game(t, white, black);
    g = await state(abortGame);
    // Only the creator (White here) may abort; Black would leave the seat instead.
    const refused = await t.http
      .post(`/games/${abortGame}/actions`)
      .set(black.auth)
      .send({ type: 'abort', reason: 'no time', expectedVersion: g.version })
      .expect(403);
    expect(refused.body.code).toBe('ONLY_CREATOR_MAY_ABORT');
    const aborted = await t.http
      .post(`/games/${abortGame}/actions`)
      .set(white.auth)
      .send({ type: 'abort', reason: 'no time', expectedVersion: g.version })
      .expect(201);
    expect(aborted.body.status).toBe('aborted');

    const lateGame = await new007Game(t, white, black);
    g = await state(lateGame);
    const moved = await t.http
      .post(`/games/${lateGame}/moves`)
      .set(white.auth)
      .send({ move: 'e2e4', expectedVersion: g.version })
      .expect(201);
    const late = await t.http
      .post(`/games/${lateGame}/actions`)
      .set(white.auth)
      .send({ type: 'abort', reason: 'too late', expectedVersion: moved.body.version })
      .expect(409);
    expect(late.body.code).toBe('ABORT_TOO_LATE');
    await t.http
      .post(`/games/${lateGame}/actions`)
      .set(white.auth)
      .send({ type: 'declare', ally: 'x', expectedVersion: moved.body.version })
      .expect(422);
  }, 30_000);

  it('takes a Coalition Chess declaration, which forms a coalition and notifies every player', async () => {
    let g = await newStrawmanCoalitionGame(t, white, black);
    g = (
      await t.http
        .post(`/games/${g.id}/moves`)
        .set(white.auth)
        .send({ move: g.legalMoves[0], expectedVersion: g.version })
        .expect(201)
    ).body;
    g = (
      await t.http
        .post(`/games/${g.id}/moves`)
        .set(black.auth)
        .send({ move: g.legalMoves[0], seat: 'black', expectedVersion: g.version })
        .expect(201)
    ).body;
    expect(g.toMove).toEqual([expect.objectContaining({ seat: 'green' })]);
    // Red's holder cannot declare for green; green's holder must name the seat (two seats, one to act is found).
    await t.http
      .post(`/games/${g.id}/actions`)
      .set(black.auth)
      .send({ type: 'declare', seat: 'green', ally: 'yellow', expectedVersion: g.version })
      .expect(403);
    const declared = await t.http
      .post(`/games/${g.id}/actions`)
      .set(white.auth)
      .send({ type: 'declare', ally: 'yellow', expectedVersion: g.version })
      .expect(201);
    expect(declared.body.coalitions).toEqual([{ seats: ['yellow', 'green'], round: 1, by: 'declaration' }]);
    expect(declared.body.toMove).toEqual([expect.objectContaining({ seat: 'green' })]);
    const notes = await t.db.query(
      `SELECT user_id FROM outbox WHERE game_id = $1 AND kind = 'coalition-formed' ORDER BY user_id`,
      [g.id],
    );
    expect(notes.map((r: { user_id: string }) => r.user_id)).toEqual([white.id, black.id].sort());
    // The email names both parties (here one strawman holds both seats).
    const rows: OutboxRow[] = await t.db.query(
      `SELECT id::text, kind, user_id, email, game_id, payload, created_at, attempts FROM outbox
        WHERE game_id = $1 AND kind = 'coalition-formed' AND user_id = $2`,
      [g.id, black.id],
    );
    const mail = (await t.app.get(EmailComposer).compose(t.db.manager, rows)).get(rows[0].id);
    const ann = white.username; // display names default to the username
    expect(mail).toMatchObject({ send: { subject: `A coalition formed: ${ann} (yellow) + ${ann} (green)` } });
    const pass = await t.http
      .post(`/games/${g.id}/actions`)
      .set(white.auth)
      .send({ type: 'pass', seat: 'green', expectedVersion: declared.body.version })
      .expect(422);
    expect(pass.body).toMatchObject({ code: 'ILLEGAL_MOVE', rule: expect.stringContaining('coalition.md') });
  });
});
