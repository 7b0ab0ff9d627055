import { makeUci } from 'chessops';
import { parsePgn, startingPosition } from 'chessops/pgn';
import { parseSan } from 'chessops/san';
import { getVariant } from '@entente/engine';
import { startTestApp, type TestApp } from './support/test-app';
import { new007Game, newPlayer, newStrawmanCoalitionGame, type Player } from './game-server-fixtures';

/** A short real game (from the 007 rules: three half-moves per turn, colours alternating). */
const TURNS = [
  ['e2e4', 'e7e5', 'g1f3'],
  ['b8c6', 'f1c4', 'g8f6'],
  ['d2d3', 'f8c5', 'c2c3'],
];

describe('events and audit', () => {
  let t: TestApp;
  let white: Player;
  let black: Player;
  let gameId: string;
  beforeAll(async () => {
    t = await startTestApp();
    [white, black] = [await newPlayer(t, 'w'), await newPlayer(t, 'b')];
    gameId = await new007Game(t, white, black, { detente: true });
    let version = (await t.http.get(`/games/${gameId}`).set(white.auth).expect(200)).body.version;
    for (const [i, moves] of TURNS.entries()) {
      const player = i % 2 === 0 ? white : black;
      const res = await t.http
        .post(`/games/${gameId}/turns`)
        .set(player.auth)
        .send({ moves, expectedVersion: version });
      if (res.status !== 201) throw new Error(JSON.stringify(res.body));
      version = res.body.version;
    }
  }, 30_000);
  afterAll(() => t.close());

  it('lists every event in seq order, hash-chained, paged with after', async () => {
    const first = await t.http.get(`/games/${gameId}/events?limit=3`).set(black.auth).expect(200);
    expect(first.body.items.map((e: { seq: number }) => e.seq)).toEqual([1, 2, 3]);
    expect(first.body.items.map((e: { type: string }) => e.type)).toEqual([
      'game-created',
      'seat-taken',
      'game-started',
    ]);
    expect(first.body.items[0].prevHash).toBe('0'.repeat(64));
    expect(first.body.items[1].prevHash).toBe(first.body.items[0].hash);
    expect(first.body.nextAfter).toBe(3);
    const rest = await t.http.get(`/games/${gameId}/events?after=3&limit=100`).set(black.auth).expect(200);
    expect(rest.body.items).toHaveLength(9);
    expect(rest.body.items.every((e: { type: string }) => e.type === 'move')).toBe(true);
    expect(rest.body.items[0]).toMatchObject({
      seq: 4,
      seat: 'white',
      userId: white.id,
      payload: { action: { move: 'e2e4' } },
    });
    expect(rest.body.nextAfter).toBeNull();
    await t.http.get(`/games/${gameId}/events?after=-1`).set(black.auth).expect(400);
    await t.http.get(`/games/00000000-0000-4000-8000-000000000000/events`).set(black.auth).expect(404);
  });

  it('verifies an untouched game: chain intact and the replay gives the snapshot', async () => {
    const res = await t.http.get(`/games/${gameId}/verify`).set(white.auth).expect(200);
    expect(res.body).toEqual({ ok: true, events: 12, chainIntact: true, replayMatches: true, firstMismatch: null });
  });

  it('replaying the events through the engine gives exactly the stored snapshot', async () => {
    const [game] = await t.db.query(`SELECT options, state, view, version FROM games WHERE id = $1`, [gameId]);
    const events = await t.db.query(`SELECT type, payload FROM game_events WHERE game_id = $1 ORDER BY seq`, [gameId]);
    const variant = getVariant('007')!;
    const options = variant.parseOptions(game.options);
    if (!options.ok) throw new Error(options.error.message);
    const initial = variant.initial(options.value);
    if (!initial.ok) throw new Error(initial.error.message);
    let s = initial.value;
    for (const e of events.filter((x: { type: string }) => x.type === 'move')) {
      const next = variant.apply(s, e.payload.action);
      if (!next.ok) throw new Error(next.error.message);
      s = next.value.state;
    }
    expect(variant.serialize(s)).toBe(game.state);
    expect(JSON.parse(JSON.stringify(variant.view(s)))).toEqual(game.view);
    expect(game.version).toBe(events.length);
  });

  it('keeps the events table append-only in the database itself', async () => {
    await expect(t.db.query(`UPDATE game_events SET payload = '{}' WHERE game_id = $1`, [gameId])).rejects.toThrow(
      /append-only/,
    );
    await expect(t.db.query(`DELETE FROM game_events WHERE game_id = $1`, [gameId])).rejects.toThrow(/append-only/);
    await expect(t.db.query(`TRUNCATE game_events CASCADE`)).rejects.toThrow(/append-only/);
  });

  it('exports the record as JSON and the 007 game as PGN', async () => {
    const record = await t.http.get(`/games/${gameId}/record`).set(white.auth).expect(200);
    expect(record.body).toMatchObject({ gameId, variant: '007', options: { detente: true }, version: 12 });
    expect(record.body.events).toHaveLength(12);
    expect(record.body.headHash).toBe(record.body.events[11].hash);

    const pgn = await t.http.get(`/games/${gameId}/pgn`).set(white.auth).expect(200);
    expect(pgn.headers['content-type']).toMatch(/application\/x-chess-pgn/);
    // A download named <white>-<black>-<date>.pgn (issue 19 §6), whatever the client.
    const started = (await t.http.get(`/games/${gameId}`).set(white.auth).expect(200)).body.startedAt as string;
    expect(pgn.headers['content-disposition']).toBe(
      `attachment; filename="${white.username}-${black.username}-${started.slice(0, 10)}.pgn"`,
    );
    expect(pgn.text).not.toMatch(/^\[Variant /m); // an orthodox game to PGN readers (issue 20)
    expect(pgn.text).toContain('[EntenteVariant "007"]');
    expect(pgn.text).toContain('[Detente "true"]');
    expect(pgn.text).toContain(`[White "${white.username}"]`);
    expect(pgn.text).toMatch(/1\. e4 e5 2\. Nf3/);
    expect(pgn.text).toMatch(/\{ Black's turn 2 \}/);
    // chessops imports the download as an orthodox game and replays every half-move of the game
    const [game] = parsePgn(pgn.text);
    const pos = startingPosition(game.headers).unwrap();
    const replayed = [...game.moves.mainline()].map(({ san }) => {
      const move = parseSan(pos, san);
      if (!move) throw new Error(`chessops cannot play ${san}`);
      pos.play(move);
      return makeUci(move);
    });
    expect(replayed).toEqual(TURNS.flat());
  });

  it('names the PGN file by the players as the game shows them, in UTF-8 beyond ASCII, and sends no file name with a problem', async () => {
    await t.db.query(`UPDATE users SET display_name = 'Jürgen Wäscher' WHERE id = $1`, [black.id]);
    const pgn = await t.http.get(`/games/${gameId}/pgn`).set(white.auth).expect(200);
    const date = (await t.http.get(`/games/${gameId}`).set(white.auth).expect(200)).body.startedAt.slice(0, 10);
    expect(pgn.headers['content-disposition']).toBe(
      `attachment; filename="${white.username}-Jurgen_Wascher-${date}.pgn"; ` +
        `filename*=UTF-8''${white.username}-J%C3%BCrgen_W%C3%A4scher-${date}.pgn`,
    );
    expect(pgn.text).toContain('[Black "Jürgen Wäscher"]');
    const coalition = await newStrawmanCoalitionGame(t, white, black);
    const refused = await t.http.get(`/games/${coalition.id}/pgn`).set(white.auth).expect(409);
    expect(refused.body.code).toBe('PGN_UNAVAILABLE');
    expect(refused.headers['content-disposition']).toBeUndefined();
  });

  it('writes a long record in pieces that make one JSON document, the events up to the snapshot’s version', async () => {
    // 450 more events appended as rows (the record copies the log; it does not judge it), then
    // the snapshot's version moved to the last of them; one more row after it stays out.
    const long = await new007Game(t, white, black);
    const [{ version }] = await t.db.query(`SELECT version FROM games WHERE id = $1`, [long]);
    await t.db.query(
      `INSERT INTO game_events (game_id, seq, type, seat, user_id, payload, created_at, prev_hash, hash)
       SELECT $1, $2 + n, 'move', 'white', $3, jsonb_build_object('n', n), now(), repeat('a', 64), lpad(n::text, 64, '0')
         FROM generate_series(1, 451) n`,
      [long, version, white.id],
    );
    await t.db.query(`UPDATE games SET version = $2 + 450 WHERE id = $1`, [long, version]);
    const record = await t.http.get(`/games/${long}/record`).set(white.auth).expect(200);
    expect(record.headers['content-type']).toMatch(/^application\/json/);
    expect(record.body).toMatchObject({ gameId: long, variant: '007', version: version + 450, result: null });
    const seqs = record.body.events.map((e: { seq: number }) => e.seq);
    expect(seqs).toEqual(Array.from({ length: version + 450 }, (_, i) => i + 1));
    const pages: unknown[] = [];
    for (let after = 0; after !== null;) {
      const page = (await t.http.get(`/games/${long}/events?after=${after}&limit=100`).set(white.auth).expect(200))
        .body;
      pages.push(...page.items);
      after = page.nextAfter;
    }
    expect(record.body.events).toEqual(pages.slice(0, version + 450));
    await t.http.get(`/games/00000000-0000-4000-8000-000000000000/record`).set(white.auth).expect(404);
    await t.http.get(`/games/00000000-0000-4000-8000-000000000000/verify`).set(white.auth).expect(404);
  });

  it('reports the first altered event after an attacker rewrites a row', async () => {
    // As a superuser would: switch the append-only guard off, rewrite, switch it back on.
    await t.db.query(`ALTER TABLE game_events DISABLE TRIGGER game_events_no_update`);
    await t.db.query(
      `UPDATE game_events SET payload = jsonb_set(payload, '{action,move}', '"g1h3"') WHERE game_id = $1 AND seq = 6`,
      [gameId],
    );
    await t.db.query(`ALTER TABLE game_events ENABLE TRIGGER game_events_no_update`);
    const res = await t.http.get(`/games/${gameId}/verify`).set(white.auth).expect(200);
    expect(res.body.ok).toBe(false);
    expect(res.body.chainIntact).toBe(false);
    expect(res.body.firstMismatch).toMatchObject({ seq: 6, kind: 'hash' });
    // The replay notices too: g1h3 is a different move with different effects.
    expect(res.body.replayMatches).toBe(false);
  });

  it('notices a rewrite whose hashes were all recomputed, by replaying against the snapshot', async () => {
    const other = await new007Game(t, white, black);
    let version = (await t.http.get(`/games/${other}`).set(white.auth).expect(200)).body.version;
    version = (
      await t.http
        .post(`/games/${other}/turns`)
        .set(white.auth)
        .send({ moves: TURNS[0], expectedVersion: version })
        .expect(201)
    ).body.version;
    // Rewrite the first move's effects to claim a capture, then re-hash the whole chain.
    await t.db.query(`ALTER TABLE game_events DISABLE TRIGGER game_events_no_update`);
    await t.db.query(
      `UPDATE game_events SET payload = jsonb_set(payload, '{effects,0,capture}', 'true') WHERE game_id = $1 AND seq = 4`,
      [other],
    );
    const rows = await t.db.query(
      `SELECT id, game_id, seq, type, seat, user_id, payload, created_at FROM game_events WHERE game_id = $1 ORDER BY seq`,
      [other],
    );
    const { eventHash } = await import('../src/play/events/event-hash');
    let prev = '0'.repeat(64);
    for (const r of rows) {
      const hash = eventHash({
        gameId: r.game_id,
        seq: r.seq,
        type: r.type,
        seat: r.seat,
        userId: r.user_id,
        payload: r.payload,
        createdAt: r.created_at,
        prevHash: prev,
      });
      await t.db.query(`UPDATE game_events SET prev_hash = $2, hash = $3 WHERE id = $1`, [r.id, prev, hash]);
      prev = hash;
    }
    await t.db.query(`UPDATE games SET head_hash = $2 WHERE id = $1`, [other, prev]);
    await t.db.query(`ALTER TABLE game_events ENABLE TRIGGER game_events_no_update`);
    const res = await t.http.get(`/games/${other}/verify`).set(white.auth).expect(200);
    expect(res.body).toMatchObject({
      ok: false,
      chainIntact: true,
      replayMatches: false,
      firstMismatch: { seq: 4, kind: 'replay' },
    });
    expect(version).toBe(6);
  });

  it('replays and verifies a Coalition Chess game played by two strawmen', async () => {
    let g = await newStrawmanCoalitionGame(t, white, black);
    expect(g).toMatchObject({ status: 'active', toMove: [{ seat: 'yellow', reason: 'turn' }] });
    const holder = (seat: string) => (['yellow', 'green'].includes(seat) ? white : black);
    for (let ply = 0; ply < 8 && g.status === 'active'; ply++) {
      const seat = g.toMove[0].seat;
      g = (
        await t.http
          .post(`/games/${g.id}/moves`)
          .set(holder(seat).auth)
          .send({ move: g.legalMoves[ply % g.legalMoves.length], seat, expectedVersion: g.version })
          .expect(201)
      ).body;
    }
    expect(g.position.plies).toBeGreaterThan(0);
    const verified = await t.http.get(`/games/${g.id}/verify`).set(white.auth).expect(200);
    expect(verified.body).toMatchObject({ ok: true, chainIntact: true, replayMatches: true });
    const record = await t.http.get(`/games/${g.id}/record`).set(white.auth).expect(200);
    expect(record.body.events.filter((e: { type: string }) => e.type === 'move')).toHaveLength(g.version - 4); // created, two seats taken, started
    await t.http
      .get(`/games/${g.id}/pgn`)
      .set(white.auth)
      .expect(409)
      .expect((r) => expect(r.body.code).toBe('PGN_UNAVAILABLE'));
    // The readable record: one line per round, each move with its seat and piece letter.
    const text = await t.http.get(`/games/${g.id}/record.txt`).set(black.auth).expect(200);
    expect(text.headers['content-type']).toMatch(/^text\/plain; charset=utf-8/);
    expect(text.headers['content-disposition']).toMatch(
      /^attachment; filename="coalition-\d{4}-\d\d-\d\d-[0-9a-f]{8}\.txt"$/,
    );
    expect(text.text).toContain('Variant: Coalition Chess');
    const moves = text.text
      .split('\n')
      .filter((l) => l.startsWith('Round '))
      .flatMap((l) => l.slice(l.indexOf(': ') + 2).split('; '));
    expect(moves).toHaveLength(g.version - 4);
    for (const m of moves) expect(m).toMatch(/^(Yellow|Black|Green|Red) [KTAECMGSP][a-j]\d+[-x][a-j]\d+/);
  });

  it('writes the 007 record as text, a turn per line in SAN, with the players in the header', async () => {
    const res = await t.http.get(`/games/${gameId}/record.txt`).set(black.auth).expect(200);
    expect(res.text).toContain(`White: ${white.username}`);
    expect(res.text).toContain('Turn 1, White: e4 e5 Nf3\nTurn 2, Black: Nc6 Bc4 Nf6\n');
    await t.http.get(`/games/00000000-0000-4000-8000-000000000000/record.txt`).set(black.auth).expect(404);
    await t.http.get(`/games/${gameId}/record.txt`).expect(401);
  });
});
