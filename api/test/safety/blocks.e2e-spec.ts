import { fourPlayers, newPlayer, type Player, start007Game, startCoalitionGame } from '../game-server-fixtures';
import { post, type Json } from '../diplomacy/fixtures';
import { newClub } from '../ladder-fixtures';
import { createGame } from '../support/games';
import { startTestApp, type TestApp } from '../support/test-app';

jest.setTimeout(120_000);

/**
 * Blocking (docs/safety.md, "Blocking"): a blocked person cannot invite the blocker, offer them a
 * seat, write to them in a pair channel or sit down at their table; their table messages are
 * collapsed for the blocker; and nobody learns of a block from any route.
 */
describe('blocking people', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { messagesPerMinute: 1000 } });
  });
  afterAll(() => t.close());

  const block = (who: Player, whom: string) => t.http.post(`/me/blocks/${whom}`).set(who.auth);
  const blockRows = async () => (await t.db.query(`SELECT count(*)::int AS n FROM user_blocks`))[0].n as number;

  describe('the list: block, unblock, page', () => {
    it('blocks by username (again: nothing changes), lists newest first in pages, unblocks', async () => {
      const [me, a, b, c] = [
        await newPlayer(t, 'me'),
        await newPlayer(t, 'a'),
        await newPlayer(t, 'b'),
        await newPlayer(t, 'c'),
      ];
      const first = await block(me, a.username).expect(200);
      expect(first.body).toEqual({
        user: { id: a.id, username: a.username, displayName: a.username },
        since: expect.any(String),
      });
      // Blocking again answers the block as it stands, from the same moment.
      expect((await block(me, a.username.toUpperCase()).expect(200)).body.since).toBe(first.body.since);
      await block(me, b.username).expect(200);
      await block(me, c.username).expect(200);
      const page1 = (await t.http.get('/me/blocks?limit=2').set(me.auth).expect(200)).body;
      expect(page1.items.map((x: Json) => x.user.username)).toEqual([c.username, b.username]);
      const page2 = (await t.http.get(`/me/blocks?limit=2&cursor=${page1.nextCursor}`).set(me.auth).expect(200)).body;
      expect(page2).toEqual({
        items: [expect.objectContaining({ user: expect.objectContaining({ id: a.id }) })],
        nextCursor: null,
      });
      await t.http.delete(`/me/blocks/${b.username}`).set(me.auth).expect(204);
      await t.http.delete(`/me/blocks/${b.username}`).set(me.auth).expect(204);
      const left = (await t.http.get('/me/blocks').set(me.auth).expect(200)).body.items.map((x: Json) => x.user.id);
      expect(left).toEqual([c.id, a.id]);
    });

    it('refuses blocking oneself (400), someone who does not exist (404) and a forged cursor (400); nothing is written', async () => {
      const me = await newPlayer(t, 'self');
      const before = await blockRows();
      expect((await block(me, me.username).expect(400)).body.code).toBe('CANNOT_BLOCK_YOURSELF');
      expect((await block(me, 'nobody_here_at_all').expect(404)).body.code).toBe('USER_NOT_FOUND');
      expect((await t.http.delete('/me/blocks/nobody_here_at_all').set(me.auth).expect(404)).body.code).toBe(
        'USER_NOT_FOUND',
      );
      expect((await t.http.get('/me/blocks?cursor=forged').set(me.auth).expect(400)).body.code).toBe('BAD_CURSOR');
      expect(await blockRows()).toBe(before);
    });

    it('ten parallel blocks of one person: every answer 200, one block', async () => {
      const [me, x] = [await newPlayer(t, 'par'), await newPlayer(t, 'x')];
      const answers = await Promise.all(Array.from({ length: 10 }, () => block(me, x.username)));
      expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM user_blocks WHERE blocker_id = $1`, [me.id]);
      expect(n).toBe(1);
    });

    it('needs account:write to block and account:read to list', async () => {
      const [me, x] = [await newPlayer(t, 'tok'), await newPlayer(t, 'x')];
      const token = async (scopes: string[]) =>
        `Bearer ${(await t.http.post('/tokens').set(me.auth).send({ name: scopes.join(), scopes }).expect(201)).body.token}`;
      const reader = await token(['account:read']);
      expect((await t.http.post(`/me/blocks/${x.username}`).set('Authorization', reader).expect(403)).body.code).toBe(
        'MISSING_SCOPE',
      );
      await t.http.get('/me/blocks').set('Authorization', reader).expect(200);
      await t.http
        .post(`/me/blocks/${x.username}`)
        .set('Authorization', await token(['account:write']))
        .expect(200);
    });
  });

  describe('what a blocked person cannot do', () => {
    it('cannot invite the blocker to a game: 403 PLAYER_UNAVAILABLE, no game; after unblocking they can', async () => {
      const [blocker, pest] = [await newPlayer(t, 'bk'), await newPlayer(t, 'pest')];
      await block(blocker, pest.username).expect(200);
      const [{ n: before }] = await t.db.query(`SELECT count(*)::int AS n FROM games`);
      const refused = await t.http
        .post('/games')
        .set(pest.auth)
        .send({
          variant: '007',
          seats: [
            { seat: 'white', me: true },
            { seat: 'black', invite: blocker.username },
          ],
        })
        .expect(403);
      expect(refused.body).toMatchObject({
        code: 'PLAYER_UNAVAILABLE',
        title: 'This is not possible with this player.',
      });
      // The answer does not say why: not "blocked", not the blocker's name beyond what was asked.
      expect(JSON.stringify(refused.body)).not.toMatch(/block/i);
      const [{ n: after }] = await t.db.query(`SELECT count(*)::int AS n FROM games`);
      expect(after).toBe(before);
      // By email address too.
      await t.http
        .post('/games')
        .set(pest.auth)
        .send({
          variant: '007',
          seats: [
            { seat: 'white', me: true },
            { seat: 'black', invite: blocker.email },
          ],
        })
        .expect(403);
      // The blocker may still invite the person they blocked: it is their choice.
      await createGame(t, blocker, {
        variant: '007',
        seats: [
          { seat: 'white', me: true },
          { seat: 'black', invite: pest.username },
        ],
      });
      await t.http.delete(`/me/blocks/${pest.username}`).set(blocker.auth).expect(204);
      await createGame(t, pest, {
        variant: '007',
        seats: [
          { seat: 'white', me: true },
          { seat: 'black', invite: blocker.username },
        ],
      });
    });

    it('cannot invite the blocker to a club', async () => {
      const [blocker, pest] = [await newPlayer(t, 'cb'), await newPlayer(t, 'cp')];
      const club = await newClub(t, pest, [], 'public');
      await block(blocker, pest.username).expect(200);
      const res = await t.http.post(`/clubs/${club}/invitations`).set(pest.auth).send({ invite: blocker.username });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('PLAYER_UNAVAILABLE');
    });

    it('cannot offer the blocker a seat; may still offer it to anyone', async () => {
      const [pest, other, blocker] = [await newPlayer(t, 'op'), await newPlayer(t, 'oo'), await newPlayer(t, 'ob')];
      const { id } = await start007Game(t, pest, other);
      await block(blocker, pest.username).expect(200);
      const refused = await t.http.post(`/games/${id}/seats/white/offer`).set(pest.auth).send({ to: blocker.username });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('PLAYER_UNAVAILABLE');
      const game = (await t.http.get(`/games/${id}`).set(pest.auth).expect(200)).body;
      expect(game.seats.find((s: Json) => s.seat === 'white').offeredAt ?? null).toBeNull();
      await t.http.post(`/games/${id}/seats/white/offer`).set(pest.auth).send({}).expect(200);
    });

    it('cannot write to the blocker in their pair channel; the table stays open, collapsed for the blocker only', async () => {
      const p = await fourPlayers(t, 'pc');
      const game = await startCoalitionGame(t, p, { press: 'full' });
      // Green blocks Red.
      await block(p.green, p.red.username).expect(200);
      const refused = await t.http
        .post(`/games/${game.id}/channels/green+red/messages`)
        .set(p.red.auth)
        .send({ text: 'listen to me' });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('PLAYER_UNAVAILABLE');
      const lines = await t.db.query(
        `SELECT count(*)::int AS n FROM channel_messages WHERE game_id = $1 AND channel = 'green+red'`,
        [game.id],
      );
      expect(lines[0].n).toBe(0);
      // Red's list says so without saying why; Green may still write to Red.
      const redChannels = (await t.http.get(`/games/${game.id}/channels`).set(p.red.auth).expect(200)).body as Json[];
      expect(redChannels.find((c) => c.id === 'green+red')?.canPost).toBe(false);
      expect(redChannels.find((c) => c.id === 'yellow+red')?.canPost).toBe(true);
      await post(t, p.green, game.id, 'green+red', 'I will speak when I choose.');

      // At the table Red is heard by everyone; Green sees Red's words collapsed, is not told, counts none unread.
      const said = await post(t, p.red, game.id, 'table', 'Hello, table!');
      const forGreen = (await t.http.get(`/games/${game.id}/channels/table/messages`).set(p.green.auth).expect(200))
        .body;
      expect(forGreen.items.find((m: Json) => m.id === said.id)).toMatchObject({
        text: 'Hello, table!',
        hiddenByBlock: true,
        muted: false,
      });
      const forYellow = (await t.http.get(`/games/${game.id}/channels/table/messages`).set(p.yellow.auth).expect(200))
        .body;
      expect(forYellow.items.find((m: Json) => m.id === said.id).hiddenByBlock).toBe(false);
      const forRed = (await t.http.get(`/games/${game.id}/channels/table/messages`).set(p.red.auth).expect(200)).body;
      expect(forRed.items.find((m: Json) => m.id === said.id).hiddenByBlock).toBe(false);
      const greenTable = (
        (await t.http.get(`/games/${game.id}/channels`).set(p.green.auth).expect(200)).body as Json[]
      ).find((c) => c.id === 'table');
      expect(greenTable?.unread).toBe(0);
      const told = await t.db.query(
        `SELECT user_id FROM outbox WHERE kind = 'message' AND payload->>'messageId' = $1`,
        [said.id],
      );
      expect(told.map((r: Json) => r.user_id).sort()).toEqual([p.yellow.id, p.black.id].sort());
    });
  });

  describe('the lobby does not seat people together unless the blocker chooses', () => {
    it('someone blocked cannot join a table where the blocker sits, nor see it in the lobby', async () => {
      const [blocker, pest] = [await newPlayer(t, 'lb'), await newPlayer(t, 'lp')];
      await block(blocker, pest.username).expect(200);
      const created = await createGame(t, blocker, { variant: '007', seats: [{ seat: 'white', me: true }] });
      const listed = (await t.http.get('/lobby?limit=100').set(pest.auth).expect(200)).body.items as Json[];
      expect(listed.map((e) => e.gameId)).not.toContain(created.body.id);
      const refused = await t.http.post(`/games/${created.body.id}/seats/black/join`).set(pest.auth).send({});
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('PLAYER_UNAVAILABLE');
      // Confirming does not help: the block is the other's choice.
      await t.http
        .post(`/games/${created.body.id}/seats/black/join`)
        .set(pest.auth)
        .send({ confirmBlocked: true })
        .expect(403);
      const seat = await t.db.query(`SELECT state FROM game_seats WHERE game_id = $1 AND seat = 'black'`, [
        created.body.id,
      ]);
      expect(seat[0].state).toBe('open');
    });

    it('the blocker joins a table where the blocked person sits only by confirming it', async () => {
      const [blocker, pest] = [await newPlayer(t, 'jb'), await newPlayer(t, 'jp')];
      await block(blocker, pest.username).expect(200);
      const created = await createGame(t, pest, { variant: '007', seats: [{ seat: 'white', me: true }] });
      const listed = (await t.http.get('/lobby?limit=100').set(blocker.auth).expect(200)).body.items as Json[];
      expect(listed.find((e) => e.gameId === created.body.id)?.withBlocked).toBe(true);
      const asked = await t.http.post(`/games/${created.body.id}/seats/black/join`).set(blocker.auth);
      expect(asked.status).toBe(409);
      expect(asked.body.code).toBe('BLOCKED_PLAYER_SEATED');
      expect(
        (
          await t.http
            .post(`/games/${created.body.id}/seats/black/join`)
            .set(blocker.auth)
            .send({ confirmBlocked: null })
            .expect(400)
        ).body.code,
      ).toBe('VALIDATION_FAILED');
      const joined = await t.http
        .post(`/games/${created.body.id}/seats/black/join`)
        .set(blocker.auth)
        .send({ confirmBlocked: true })
        .expect(200);
      expect(joined.body.status).not.toBe('open');
    });

    it('a seat offered to anyone in a running game is no way around a block', async () => {
      const [blocker, holder, pest] = [await newPlayer(t, 'tb'), await newPlayer(t, 'th'), await newPlayer(t, 'tp')];
      const { id } = await start007Game(t, blocker, holder);
      await t.http.post(`/games/${id}/seats/black/offer`).set(holder.auth).send({}).expect(200);
      await block(blocker, pest.username).expect(200);
      const refused = await t.http.post(`/games/${id}/seats/black/join`).set(pest.auth).send({});
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('PLAYER_UNAVAILABLE');
    });
  });

  describe('blocking is private', () => {
    it('the blocked person learns nothing of it: no notification, no trace in their profile, games or lists', async () => {
      const [blocker, pest] = [await newPlayer(t, 'pb'), await newPlayer(t, 'pp')];
      const seen = async () => ({
        notifications: (await t.http.get('/me/notifications').set(pest.auth).expect(200)).body,
        profile: (await t.http.get(`/users/${blocker.username}`).set(pest.auth).expect(200)).body,
        own: (await t.http.get('/users/me').set(pest.auth).expect(200)).body,
        blocks: (await t.http.get('/me/blocks').set(pest.auth).expect(200)).body,
      });
      const told = async () =>
        (await t.db.query(`SELECT count(*)::int AS n FROM outbox WHERE user_id = $1`, [pest.id]))[0].n as number;
      const [before, toldBefore] = [await seen(), await told()];
      await block(blocker, pest.username).expect(200);
      expect(await seen()).toEqual(before);
      expect(await told()).toBe(toldBefore);
    });
  });
});
