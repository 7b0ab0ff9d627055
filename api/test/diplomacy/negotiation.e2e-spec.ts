import { messageHash } from '../../src/play/negotiation/message-hash';
import { type CoalitionSeat, fourPlayers, newPlayer, type Player, startCoalitionGame } from '../game-server-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { act, type Json, post } from './fixtures';
import { createGame, invite007 } from '../support/games';

jest.setTimeout(60_000);

describe('negotiation: channels, messages, the record', () => {
  let t: TestApp;
  let p: Record<CoalitionSeat, Player>;
  let outsider: Player;

  beforeAll(async () => {
    t = await startTestApp();
    p = await fourPlayers(t);
    outsider = await newPlayer(t, 'out');
  });
  afterAll(() => t.close());

  const channels = async (who: Player, gameId: string) =>
    (await t.http.get(`/games/${gameId}/channels`).set(who.auth).expect(200)).body as Json[];

  it('lists the table and the six pairs in playing order, each member only its own', async () => {
    const game = await startCoalitionGame(t, p);
    expect(game.press).toBe('full');
    expect(game.pressReveal).toBe('after-game');
    const green = await channels(p.green, game.id);
    expect(green.map((c) => [c.id, c.members, c.unread])).toEqual([
      ['table', ['yellow', 'black', 'green', 'red'], 0],
      ['yellow+green', ['yellow', 'green'], 0],
      ['black+green', ['black', 'green'], 0],
      ['green+red', ['green', 'red'], 0],
    ]);
    expect(await channels(outsider, game.id)).toEqual([]);
  });

  it('names the pairs by the order option (YGBR, Schönberg’s original)', async () => {
    const q = await fourPlayers(t, 'y');
    const game = await startCoalitionGame(t, q, { options: { order: 'YGBR' } });
    const black = await channels(q.black, game.id);
    expect(black.map((c) => c.id)).toEqual(['table', 'yellow+black', 'green+black', 'black+red']);
  });

  it('posts, pages with after/limit and a cursor, and counts unread for the others', async () => {
    const game = await startCoalitionGame(t, p);
    const first = await post(t, p.green, game.id, 'yellow+green', '  Shall we?  ');
    expect(first).toMatchObject({
      seq: 1,
      channel: 'yellow+green',
      kind: 'message',
      seat: 'green',
      author: { id: p.green.id, username: p.green.username },
      text: 'Shall we?',
      prevHash: '0'.repeat(64),
      system: null,
    });
    expect(typeof first.id).toBe('string');
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/);
    for (let i = 2; i <= 5; i++) await post(t, i % 2 ? p.green : p.yellow, game.id, 'yellow+green', `line ${i}`);

    const page1 = (
      await t.http.get(`/games/${game.id}/channels/yellow%2Bgreen/messages?limit=2`).set(p.yellow.auth).expect(200)
    ).body;
    expect(page1.items.map((m: Json) => m.seq)).toEqual([1, 2]);
    expect(page1.nextAfter).toBe(2);
    expect(page1.nextCursor).toBe('2');
    const page2 = (
      await t.http
        .get(`/games/${game.id}/channels/yellow+green/messages?limit=2&cursor=${page1.nextCursor}`)
        .set(p.yellow.auth)
        .expect(200)
    ).body;
    expect(page2.items.map((m: Json) => m.seq)).toEqual([3, 4]);
    const last = (
      await t.http.get(`/games/${game.id}/channels/yellow+green/messages?after=4`).set(p.yellow.auth).expect(200)
    ).body;
    expect(last.items.map((m: Json) => m.seq)).toEqual([5]);
    expect(last.nextAfter).toBeNull();
    // Each line links to the one before.
    const all = [...page1.items, ...page2.items, ...last.items];
    for (let i = 1; i < all.length; i++) expect(all[i].prevHash).toBe(all[i - 1].hash);

    // Yellow wrote 2 and 4; green 1, 3 and 5: each sees the other's as unread.
    const unread = async (who: Player) => (await channels(who, game.id)).find((c) => c.id === 'yellow+green')?.unread;
    expect(await unread(p.yellow)).toBe(3);
    expect(await unread(p.green)).toBe(2);
    await t.http.put(`/games/${game.id}/channels/yellow+green/read`).set(p.yellow.auth).send({ seq: 3 }).expect(204);
    expect(await unread(p.yellow)).toBe(1);
    // A marker never moves back.
    await t.http.put(`/games/${game.id}/channels/yellow+green/read`).set(p.yellow.auth).send({ seq: 1 }).expect(204);
    expect(await unread(p.yellow)).toBe(1);
  });

  it('refuses with stable codes: not a member, unknown channel, bad text, press settings', async () => {
    const game = await startCoalitionGame(t, p);
    const code = (res: { body: Json }) => res.body.code;
    let res = await t.http
      .post(`/games/${game.id}/channels/yellow+green/messages`)
      .set(p.red.auth)
      .send({ text: 'hi' });
    expect([res.status, code(res)]).toEqual([403, 'NOT_A_CHANNEL_MEMBER']);
    expect(res.headers['content-type']).toContain('application/problem+json');
    res = await t.http.get(`/games/${game.id}/channels/yellow+green/messages`).set(outsider.auth);
    expect([res.status, code(res)]).toEqual([403, 'NOT_A_CHANNEL_MEMBER']);
    res = await t.http.get(`/games/${game.id}/channels/green+yellow/messages`).set(p.green.auth);
    expect([res.status, code(res)]).toEqual([404, 'CHANNEL_NOT_FOUND']);
    res = await t.http.post(`/games/${game.id}/channels/table/messages`).set(p.red.auth).send({ text: '   ' });
    expect([res.status, code(res)]).toEqual([400, 'BAD_MESSAGE']);
    res = await t.http
      .post(`/games/${game.id}/channels/table/messages`)
      .set(p.red.auth)
      .send({ text: 'x'.repeat(2001) });
    expect([res.status, code(res)]).toEqual([400, 'BAD_MESSAGE']);
    res = await t.http.post(`/games/${game.id}/channels/table/messages`).set(p.red.auth).send({ text: 'bell\u0007' });
    expect([res.status, code(res)]).toEqual([400, 'BAD_MESSAGE']);
    // Exactly 2,000 characters (of them some outside the BMP) are accepted.
    const long = '♞'.repeat(1000) + '𝄞'.repeat(1000);
    expect((await post(t, p.red, game.id, 'table', long)).text).toBe(long);
    res = await t.http
      .post(`/games/${game.id}/channels/table/messages`)
      .set(p.red.auth)
      .send({ text: 'hi', seat: 'green' });
    expect([res.status, code(res)]).toEqual([403, 'NOT_YOUR_SEAT']);

    const quiet = await startCoalitionGame(t, p, { press: 'none' });
    expect(quiet.press).toBe('none');
    expect(await channels(p.yellow, quiet.id)).toEqual([]);
    res = await t.http.post(`/games/${quiet.id}/channels/table/messages`).set(p.yellow.auth).send({ text: 'hi' });
    expect([res.status, code(res)]).toEqual([403, 'PRESS_DISABLED']);
    expect(res.body.title).toBe('This game’s press setting does not allow messages here.');

    const tableOnly = await startCoalitionGame(t, p, { options: { press: 'table', pressReveal: 'never' } });
    expect([tableOnly.press, tableOnly.pressReveal]).toEqual(['table', 'never']);
    expect(tableOnly.options.press).toBeUndefined();
    expect((await channels(p.green, tableOnly.id)).map((c) => c.id)).toEqual(['table']);
    res = await t.http
      .post(`/games/${tableOnly.id}/channels/yellow+green/messages`)
      .set(p.green.auth)
      .send({ text: 'psst' });
    expect([res.status, code(res)]).toEqual([403, 'PRESS_DISABLED']);

    res = await t.http.post('/games').set(p.yellow.auth).send({ variant: 'coalition', press: 'loud' });
    expect([res.status, code(res)]).toEqual([400, 'VALIDATION_FAILED']);
    res = await t.http
      .post('/games')
      .set(p.yellow.auth)
      .send({ variant: 'coalition', options: { press: 'loud' } });
    expect([res.status, code(res)]).toEqual([400, 'BAD_OPTIONS']);
    res = await t.http
      .post('/games')
      .set(p.yellow.auth)
      .send({ variant: 'coalition', press: 'full', options: { press: 'none' } });
    expect([res.status, code(res)]).toEqual([400, 'BAD_OPTIONS']);
  });

  it('gives 007 the table only, by default with table press, and shows the settings on the invitation', async () => {
    const [white, black] = [await newPlayer(t, 'w'), await newPlayer(t, 'b')];
    const created = await invite007(t, white, black.username);
    expect([created.body.press, created.body.pressReveal]).toEqual(['table', 'after-game']);
    // The invitee sees the press settings before accepting: on the game and in the invitation.
    const seen = (await t.http.get(`/games/${created.body.id}`).set(black.auth).expect(200)).body;
    expect([seen.press, seen.pressReveal]).toEqual(['table', 'after-game']);
    const inbox = (await t.http.get('/me/notifications').set(black.auth).expect(200)).body;
    expect(inbox.items[0]).toMatchObject({
      kind: 'invitation',
      payload: { press: 'table', pressReveal: 'after-game' },
    });
    // Before the start: the seat holder sees the table, but nothing can be written yet.
    let res = await t.http
      .post(`/games/${created.body.id}/channels/table/messages`)
      .set(white.auth)
      .send({ text: 'hi' });
    expect([res.status, res.body.code]).toEqual([409, 'GAME_NOT_STARTED']);
    await t.http.post(`/games/${created.body.id}/seats/black/accept`).set(black.auth).expect(200);
    expect((await channels(white, created.body.id)).map((c) => [c.id, c.members])).toEqual([
      ['table', ['white', 'black']],
    ]);
    const full = await createGame(t, white, { variant: '007', press: 'full', seats: [{ seat: 'white', me: true }] });
    expect((await channels(white, full.body.id)).map((c) => c.id)).toEqual(['table']);
    res = await t.http.get(`/games/${created.body.id}/channels/white+black/messages`).set(white.auth);
    expect([res.status, res.body.code]).toEqual([404, 'CHANNEL_NOT_FOUND']);
  });

  it('lets a strawman read both seats’ channels and write from either', async () => {
    const [a, b] = [await newPlayer(t, 'sa'), await newPlayer(t, 'sb')];
    const game = await startCoalitionGame(t, { yellow: a, green: a, black: b, red: b });
    expect((await channels(a, game.id)).map((c) => c.id)).toEqual([
      'table',
      'yellow+black',
      'yellow+green',
      'yellow+red',
      'black+green',
      'green+red',
    ]);
    expect((await post(t, a, game.id, 'table', 'as yellow')).seat).toBe('yellow');
    expect((await post(t, a, game.id, 'table', 'as green', 'green')).seat).toBe('green');
    expect((await post(t, a, game.id, 'black+green', 'hello black')).seat).toBe('green');
  });

  it('writes coalition events into the table as system lines at their place, and the end reveals everything', async () => {
    let game = await startCoalitionGame(t, p);
    await post(t, p.green, game.id, 'yellow+green', 'I will join you.');
    await post(t, p.red, game.id, 'black+red', 'Shall we, Black?');
    await post(t, p.yellow, game.id, 'table', 'Good luck all.');
    game = await act(t, p.yellow, game, { move: 'c2c3' });
    game = await act(t, p.black, game, { move: 'c9c8' });
    game = await act(t, p.green, game, { type: 'declare', ally: 'yellow' });
    await post(t, p.black, game.id, 'table', 'So it is Green and Yellow.');
    game = await act(t, p.green, game, { move: 'i4h4' });
    game = await act(t, p.red, game, { type: 'declare', ally: 'black' });

    const table = (await t.http.get(`/games/${game.id}/channels/table/messages`).set(p.red.auth).expect(200)).body
      .items as Json[];
    expect(table.map((m) => [m.kind, m.text])).toEqual([
      ['message', 'Good luck all.'],
      ['system', 'Green joins Yellow by declaration in round 1.'],
      ['message', 'So it is Green and Yellow.'],
      ['system', 'Red joins Black by declaration in round 1.'],
    ]);
    const events = (await t.http.get(`/games/${game.id}/events`).set(p.red.auth).expect(200)).body.items as Json[];
    const declared = events.find((e) => e.type === 'declare' && e.seat === 'green');
    expect(table[1].system).toEqual({
      event: 'coalition-formed',
      gameSeq: declared!.seq,
      gameEventHash: declared!.hash,
      coalition: { seats: ['yellow', 'green'], round: 1, by: 'declaration' },
    });
    expect(table[1].gameVersion).toBe(declared!.seq);
    // Every member verifies the chain and the system lines against the game's chain.
    const verified = (await t.http.get(`/games/${game.id}/channels/table/verify`).set(p.green.auth).expect(200)).body;
    expect(verified).toMatchObject({
      ok: true,
      lines: 4,
      chainIntact: true,
      systemLinesMatch: true,
      firstMismatch: null,
    });
    expect(verified.headHash).toBe(table[3].hash);
    // An outsider may not verify a private channel while the game runs, nor see it in the record.
    expect((await t.http.get(`/games/${game.id}/channels/yellow+green/verify`).set(outsider.auth)).status).toBe(403);
    const before = (await t.http.get(`/games/${game.id}/record`).set(outsider.auth).expect(200)).body;
    expect(before.negotiation).toBeUndefined();
    expect(JSON.stringify(before)).not.toContain('I will join you.');

    game = await act(t, p.yellow, game, { type: 'resign' });
    expect(game.status).toBe('finished');
    // After the end: every channel readable by everyone who may see the game, and in the record.
    expect((await channels(outsider, game.id)).map((c) => c.id)).toEqual([
      'table',
      'yellow+black',
      'yellow+green',
      'yellow+red',
      'black+green',
      'black+red',
      'green+red',
    ]);
    const revealed = (
      await t.http.get(`/games/${game.id}/channels/yellow+green/messages`).set(outsider.auth).expect(200)
    ).body.items;
    expect(revealed.map((m: Json) => m.text)).toEqual(['I will join you.']);
    const record = (await t.http.get(`/games/${game.id}/record`).set(outsider.auth).expect(200)).body;
    expect(record.negotiation.press).toBe('full');
    const byId = new Map<string, Json>((record.negotiation.channels as Json[]).map((c) => [c.id, c]));
    expect(byId.get('black+red')!.messages.map((m: Json) => m.text)).toEqual(['Shall we, Black?']);
    const tableRecord = byId.get('table')!;
    expect(tableRecord.messages.at(-1)).toMatchObject({
      kind: 'system',
      text: 'The game is over: Black and Red win (resignation).',
    });
    // The record's lines verify offline: recompute each hash from the documented fields.
    for (const channel of record.negotiation.channels as Json[]) {
      let prev = '0'.repeat(64);
      for (const m of channel.messages as Json[]) {
        expect(m.prevHash).toBe(prev);
        expect(
          messageHash({
            gameId: game.id,
            channel: channel.id,
            seq: m.seq,
            kind: m.kind,
            seat: m.seat,
            userId: m.author?.id ?? null,
            text: m.text,
            system: m.system,
            gameVersion: m.gameVersion,
            createdAt: new Date(m.createdAt),
            prevHash: m.prevHash,
          }),
        ).toBe(m.hash);
        prev = m.hash;
      }
      expect(channel.headHash).toBe(prev);
    }
    // The table stays open for a word after the game; the private channels are closed.
    await post(t, p.black, game.id, 'table', 'Well played.');
    const closed = await t.http
      .post(`/games/${game.id}/channels/black+red/messages`)
      .set(p.red.auth)
      .send({ text: 'x' });
    expect([closed.status, closed.body.code]).toEqual([409, 'CHANNEL_CLOSED']);
  });

  it('keeps channels private after the end with pressReveal never', async () => {
    let game = await startCoalitionGame(t, p, { pressReveal: 'never' });
    await post(t, p.green, game.id, 'yellow+green', 'secret plan');
    game = await act(t, p.yellow, game, { type: 'resign' });
    expect(['finished', 'aborted']).toContain(game.status);
    expect((await channels(outsider, game.id)).map((c) => c.id)).toEqual([]);
    expect((await channels(p.red, game.id)).map((c) => c.id)).toEqual([
      'table',
      'yellow+red',
      'black+red',
      'green+red',
    ]);
    expect((await t.http.get(`/games/${game.id}/channels/yellow+green/messages`).set(p.red.auth)).status).toBe(403);
    const record = (await t.http.get(`/games/${game.id}/record`).set(p.red.auth).expect(200)).body;
    expect(record.negotiation).toBeUndefined();
  });

  it('refuses UPDATE, DELETE and TRUNCATE of messages in the database, and verify finds a forged line', async () => {
    const game = await startCoalitionGame(t, p);
    const m = await post(t, p.green, game.id, 'table', 'as written');
    await expect(t.db.query(`UPDATE channel_messages SET text = 'forged' WHERE id = $1`, [m.id])).rejects.toThrow(
      /append-only/,
    );
    await expect(t.db.query(`DELETE FROM channel_messages WHERE id = $1`, [m.id])).rejects.toThrow(/append-only/);
    // CASCADE: reports refer to messages; the trigger still refuses the whole statement.
    await expect(t.db.query(`TRUNCATE channel_messages CASCADE`)).rejects.toThrow(/append-only/);
    // Someone with the database's owner rights disables the trigger and rewrites the text: verify says so.
    await t.db.transaction(async (q) => {
      await q.query(`ALTER TABLE channel_messages DISABLE TRIGGER channel_messages_no_update`);
      await q.query(`UPDATE channel_messages SET text = 'forged' WHERE id = $1`, [m.id]);
      await q.query(`ALTER TABLE channel_messages ENABLE TRIGGER channel_messages_no_update`);
    });
    const verified = (await t.http.get(`/games/${game.id}/channels/table/verify`).set(p.red.auth).expect(200)).body;
    expect(verified).toMatchObject({ ok: false, chainIntact: false, firstMismatch: { seq: 1, kind: 'hash' } });
  });

  it('mutes a seat for me: flagged, not unread, not notified', async () => {
    const game = await startCoalitionGame(t, p);
    await t.http
      .put(`/games/${game.id}/muted-seats/red`)
      .set(p.green.auth)
      .expect(200, { seats: ['red'] });
    const res = await t.http.put(`/games/${game.id}/muted-seats/green`).set(p.green.auth);
    expect([res.status, res.body.code]).toEqual([400, 'CANNOT_MUTE_OWN_SEAT']);
    expect((await t.http.put(`/games/${game.id}/muted-seats/red`).set(outsider.auth)).body.code).toBe('NOT_A_PLAYER');
    const spam = await post(t, p.red, game.id, 'green+red', 'buy my pieces');
    const page = (await t.http.get(`/games/${game.id}/channels/green+red/messages`).set(p.green.auth).expect(200)).body;
    expect(page.items[0]).toMatchObject({ id: spam.id, muted: true });
    expect((await channels(p.green, game.id)).find((c) => c.id === 'green+red')?.unread).toBe(0);
    const rows = await t.db.query(`SELECT user_id FROM outbox WHERE kind = 'message' AND payload->>'messageId' = $1`, [
      spam.id,
    ]);
    expect(rows).toEqual([]);
    await t.http.delete(`/games/${game.id}/muted-seats/red`).set(p.green.auth).expect(200, { seats: [] });
  });

  it('keeps private notes per player', async () => {
    const game = await startCoalitionGame(t, p);
    expect((await t.http.get(`/games/${game.id}/notes`).set(p.green.auth).expect(200)).body).toEqual({
      text: '',
      updatedAt: null,
    });
    const put = (
      await t.http
        .put(`/games/${game.id}/notes`)
        .set(p.green.auth)
        .send({ text: 'Betray Yellow in round 3' })
        .expect(200)
    ).body;
    expect(put.text).toBe('Betray Yellow in round 3');
    expect((await t.http.get(`/games/${game.id}/notes`).set(p.green.auth).expect(200)).body.text).toBe(
      'Betray Yellow in round 3',
    );
    expect((await t.http.get(`/games/${game.id}/notes`).set(p.yellow.auth).expect(200)).body.text).toBe('');
    const watcher = await t.http.get(`/games/${game.id}/notes`).set(outsider.auth);
    expect([watcher.status, watcher.body.code]).toEqual([403, 'NOT_A_PLAYER']);
    const res = await t.http
      .put(`/games/${game.id}/notes`)
      .set(p.green.auth)
      .send({ text: 'x'.repeat(20_001) });
    expect([res.status, res.body.code]).toEqual([400, 'BAD_NOTES']);
    await t.http
      .put(`/games/${game.id}/notes`)
      .set(p.green.auth)
      .send({ text: '' })
      .expect(200, { text: '', updatedAt: null });
  });
});
