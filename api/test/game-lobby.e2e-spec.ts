import { emailDigest } from '../src/play/games/game-lobby.service';
import { EmailComposer } from '../src/delivery/notifications/email-composer';
import type { OutboxRow } from '../src/platform/outbox/outbox-row';
import { startTestApp, type TestApp } from './support/test-app';
import { new007Game, newPlayer, newPlayers, type Player } from './game-server-fixtures';
import { createGame, invite007, refusedGame, whiteInvitesBlack } from './support/games';

describe('creating, joining and listing games', () => {
  let t: TestApp;
  let ann: Player;
  let bob: Player;
  let cy: Player;
  let dee: Player;
  beforeAll(async () => {
    t = await startTestApp();
    [ann, bob, cy, dee] = await newPlayers(t, 'ann', 'bob', 'cy', 'dee');
  }, 30_000);
  afterAll(() => t.close());

  it('creates a game with an invitation; it starts when the invitee accepts', async () => {
    const created = await invite007(t, ann, bob.email, {
      options: { fast: true },
      timeControl: { type: 'per-move', days: 5 },
    });
    expect(created.body).toMatchObject({
      status: 'open',
      version: 1,
      options: { fast: true, detente: false, completion: 'strict' },
      timeControl: { type: 'per-move', days: 5 },
      position: null,
      yourSeats: ['white'],
      createdBy: { username: ann.username },
    });
    expect(created.body.seats).toEqual([
      {
        seat: 'white',
        state: 'taken',
        player: { id: ann.id, username: ann.username, displayName: ann.username },
        invitedEmail: null,
        computer: null,
        offer: null,
      },
      {
        seat: 'black',
        state: 'invited',
        player: { id: bob.id, username: bob.username, displayName: bob.username },
        invitedEmail: null,
        computer: null,
        offer: null,
      },
    ]);
    expect(JSON.stringify(created.body)).not.toContain(bob.email);
    const invitation = await t.db.query(
      `SELECT user_id, payload FROM outbox WHERE game_id = $1 AND kind = 'invitation'`,
      [created.body.id],
    );
    expect(invitation).toEqual([
      { user_id: bob.id, payload: expect.objectContaining({ seat: 'black', by: ann.username }) },
    ]);

    await t.http
      .post(`/games/${created.body.id}/seats/black/accept`)
      .set(cy.auth)
      .expect(403)
      .expect((r) => expect(r.body.code).toBe('NOT_INVITED'));
    const accepted = await t.http.post(`/games/${created.body.id}/seats/black/accept`).set(bob.auth).expect(200);
    expect(accepted.body).toMatchObject({
      status: 'active',
      version: 3,
      yourSeats: ['black'],
      toMove: [{ seat: 'white', part: 1 }],
    });
    expect(accepted.body.startedAt).not.toBeNull();
    expect(Date.parse(accepted.body.deadlineAt) - Date.parse(accepted.body.startedAt)).toBe(5 * 86_400_000);
    const kinds = await t.db.query(
      `SELECT kind, user_id FROM outbox WHERE game_id = $1 AND kind <> 'invitation' ORDER BY kind, user_id`,
      [created.body.id],
    );
    expect(kinds).toEqual(
      expect.arrayContaining([
        { kind: 'game-started', user_id: ann.id },
        { kind: 'game-started', user_id: bob.id },
        { kind: 'your-turn', user_id: ann.id },
      ]),
    );
    await t.http.post(`/games/${created.body.id}/seats/black/join`).set(cy.auth).expect(409);
  });

  it('names the rule an invalid option combination breaks', async () => {
    const res = await refusedGame(t, ann, 400, { variant: '007', options: { progressive: true, detente: true } });
    expect(res.body).toMatchObject({ code: 'BAD_OPTIONS', rule: '007.md §5.4' });
    const unknown = await refusedGame(t, ann, 400, { variant: 'coalition', options: { order: 'RGBY' } });
    expect(unknown.body).toMatchObject({ code: 'BAD_OPTIONS', rule: expect.stringContaining('coalition.md') });
    await refusedGame(t, ann, 400, { variant: 'checkers' });
    const tc = await refusedGame(t, ann, 400, { variant: '007', timeControl: { type: 'per-move', days: 31 } });
    expect(tc.body.code).toBe('BAD_TIME_CONTROL');
    await refusedGame(t, ann, 400, { variant: '007', seats: [{ seat: 'green', me: true }] });
    await refusedGame(t, ann, 400, { variant: '007', seats: [{ seat: 'black', invite: 'nobody-at-all' }] });
  });

  it('lets one user hold two coalition seats as a strawman, never both great powers', async () => {
    const both = await refusedGame(t, ann, 422, {
      variant: 'coalition',
      seats: [
        { seat: 'yellow', me: true },
        { seat: 'black', me: true },
      ],
    });
    expect(both.body).toMatchObject({ code: 'SEAT_NOT_ALLOWED', rule: 'coalition.md §15' });

    const game = await createGame(t, ann, {
      variant: 'coalition',
      seats: [
        { seat: 'yellow', me: true },
        { seat: 'green', me: true },
      ],
    });
    const id = game.body.id;
    expect(game.body.yourSeats).toEqual(['yellow', 'green']);
    await t.http.post(`/games/${id}/seats/black/join`).set(bob.auth).expect(200);
    await t.http.post(`/games/${id}/seats/red/join`).set(ann.auth).expect(422);
    const started = await t.http.post(`/games/${id}/seats/red/join`).set(bob.auth).expect(200);
    expect(started.body.status).toBe('setup');
    expect(started.body.toMove.map((x: { seat: string }) => x.seat).sort()).toEqual(['black', 'green', 'red']);
    expect(started.body.position.board.length).toBeGreaterThan(0);
    // A player holding two seats must name the one acting when both may.
    const twoSeats = await t.http
      .post(`/games/${id}/actions`)
      .set(bob.auth)
      .send({ type: 'offer-draw', expectedVersion: started.body.version })
      .expect(400);
    expect(twoSeats.body.code).toBe('SEAT_REQUIRED');
  });

  it('declining an invitation opens the seat for anyone', async () => {
    const g = await createGame(t, cy, {
      variant: '007',
      seats: [
        { seat: 'black', me: true },
        { seat: 'white', invite: dee.username },
      ],
    });
    const declined = await t.http.post(`/games/${g.body.id}/seats/white/decline`).set(dee.auth).expect(200);
    expect(declined.body.seats.find((s: { seat: string }) => s.seat === 'white')).toEqual({
      seat: 'white',
      state: 'open',
      player: null,
      invitedEmail: null,
      computer: null,
      offer: null,
    });
    const joined = await t.http.post(`/games/${g.body.id}/seats/white/join`).set(ann.auth).expect(200);
    expect(joined.body.status).toBe('active');
  });

  describe('leaving a seat and withdrawing an invitation before the start', () => {
    const eventCount = async (gameId: string) =>
      (await t.db.query(`SELECT count(*)::int AS n FROM game_events WHERE game_id = $1`, [gameId]))[0].n as number;
    const seatOf = (body: { seats: { seat: string }[] }, seat: string) => body.seats.find((s) => s.seat === seat);
    /** A 007 game: `creator` holds white, black is open, or invited to `invitee`. */
    const openGame = async (creator: Player, invitee?: Player): Promise<string> => {
      const res = await createGame(t, creator, {
        variant: '007',
        seats: [{ seat: 'white', me: true }, ...(invitee ? [{ seat: 'black', invite: invitee.username }] : [])],
      });
      return res.body.id;
    };
    const verified = async (gameId: string) => {
      const res = await t.http.get(`/games/${gameId}/verify`).set(ann.auth).expect(200);
      expect(res.body).toMatchObject({ ok: true, chainIntact: true, replayMatches: true, firstMismatch: null });
      return res.body;
    };

    it('leaving opens the seat for someone else, and the event chain still verifies', async () => {
      // Coalition Chess: four seats, so one join does not start the game.
      const created = await createGame(t, ann, { variant: 'coalition', seats: [{ seat: 'yellow', me: true }] });
      const id = created.body.id;
      await t.http.post(`/games/${id}/seats/black/join`).set(bob.auth).expect(200);
      const left = await t.http.post(`/games/${id}/seats/black/leave`).set(bob.auth).expect(200);
      expect(left.body).toMatchObject({ status: 'open', version: 3, yourSeats: [] });
      expect(seatOf(left.body, 'black')).toEqual({
        seat: 'black',
        state: 'open',
        player: null,
        computer: null,
        invitedEmail: null,
        offer: null,
      });
      const events = await t.http.get(`/games/${id}/events`).set(ann.auth).expect(200);
      expect(events.body.items.at(-1)).toMatchObject({ seq: 3, type: 'seat-left', seat: 'black', userId: bob.id });
      expect(events.body.items.at(-1).payload).toEqual({ seat: 'black' });
      expect(await verified(id)).toMatchObject({ events: 3 });

      const joined = await t.http.post(`/games/${id}/seats/black/join`).set(cy.auth).expect(200);
      expect(joined.body).toMatchObject({ status: 'open', version: 4, yourSeats: ['black'] });
      await t.http.post(`/games/${id}/seats/green/join`).set(dee.auth).expect(200);
      const started = await t.http.post(`/games/${id}/seats/red/join`).set(bob.auth).expect(200);
      expect(started.body.status).toBe('setup');
      expect(await verified(id)).toMatchObject({ events: 7 });
    });

    it('refuses to leave a seat one does not hold, and writes nothing', async () => {
      const id = await openGame(ann, bob);
      const before = await eventCount(id);
      const othersSeat = await t.http.post(`/games/${id}/seats/white/leave`).set(bob.auth).expect(403);
      expect(othersSeat.body.code).toBe('NOT_YOUR_SEAT');
      // An invitation is not a held seat: the invitee declines it instead.
      const invited = await t.http.post(`/games/${id}/seats/black/leave`).set(bob.auth).expect(403);
      expect(invited.body.code).toBe('NOT_YOUR_SEAT');
      await t.http.post(`/games/${id}/seats/purple/leave`).set(ann.auth).expect(400);
      expect(await eventCount(id)).toBe(before);
      const game = await t.http.get(`/games/${id}`).set(ann.auth).expect(200);
      expect(seatOf(game.body, 'white')).toMatchObject({ state: 'taken', player: { id: ann.id } });
    });

    it('leaving a game someone has acted in is its abandoned option: by default the seat resigns (abandoned-seats e2e has the rest)', async () => {
      const id = await new007Game(t, ann, bob);
      // Before anyone acts, a leaver's seat reopens instead (the abort and leave tests have that).
      const started = (await t.http.get(`/games/${id}`).set(ann.auth).expect(200)).body;
      await t.http
        .post(`/games/${id}/moves`)
        .set(ann.auth)
        .send({ move: 'e2e4', expectedVersion: started.version })
        .expect(201);
      const before = await eventCount(id);
      const res = await t.http.post(`/games/${id}/seats/black/leave`).set(bob.auth).expect(200);
      expect(res.body).toMatchObject({ status: 'finished', result: { winners: ['white'] } });
      expect(await eventCount(id)).toBe(before + 1);
    });

    it('aborts the game when its last holder leaves and nobody is invited', async () => {
      const id = await openGame(dee);
      const left = await t.http.post(`/games/${id}/seats/white/leave`).set(dee.auth).expect(200);
      expect(left.body).toMatchObject({ status: 'aborted', version: 3, toMove: [] });
      expect(left.body.seats.every((s: { state: string }) => s.state === 'open')).toBe(true);
      const events = await t.http.get(`/games/${id}/events`).set(dee.auth).expect(200);
      expect(events.body.items.slice(-2)).toMatchObject([
        { seq: 2, type: 'seat-left', seat: 'white', userId: dee.id, payload: { seat: 'white' } },
        { seq: 3, type: 'game-aborted', seat: null, userId: null, payload: { reason: 'abandoned' } },
      ]);
      expect(await verified(id)).toMatchObject({ events: 3 });
      const ids = async (status: string) =>
        (await t.http.get(`/games?status=${status}&limit=100`).set(ann.auth).expect(200)).body.items.map(
          (g: { id: string }) => g.id,
        );
      expect(await ids('open')).not.toContain(id);
      expect(await ids('finished')).toContain(id);
      const join = await t.http.post(`/games/${id}/seats/white/join`).set(ann.auth).expect(409);
      expect(join.body.code).toBe('GAME_ALREADY_STARTED');

      // An invitation still standing keeps the game open.
      const invited = await openGame(dee, cy);
      const stays = await t.http.post(`/games/${invited}/seats/white/leave`).set(dee.auth).expect(200);
      expect(stays.body.status).toBe('open');
      expect(seatOf(stays.body, 'black')).toMatchObject({ state: 'invited', player: { id: cy.id } });
    });

    it('lets only the creator withdraw an unanswered invitation', async () => {
      const id = await openGame(ann, bob);
      const before = await eventCount(id);
      const byInvitee = await t.http.delete(`/games/${id}/seats/black/invitation`).set(bob.auth).expect(403);
      expect(byInvitee.body.code).toBe('NOT_GAME_CREATOR');
      const byOther = await t.http.delete(`/games/${id}/seats/black/invitation`).set(cy.auth).expect(403);
      expect(byOther.body.code).toBe('NOT_GAME_CREATOR');
      const takenSeat = await t.http.delete(`/games/${id}/seats/white/invitation`).set(ann.auth).expect(409);
      expect(takenSeat.body.code).toBe('NO_PENDING_INVITATION');
      expect(await eventCount(id)).toBe(before);

      const withdrawn = await t.http.delete(`/games/${id}/seats/black/invitation`).set(ann.auth).expect(200);
      expect(withdrawn.body).toMatchObject({ status: 'open', version: before + 1 });
      expect(seatOf(withdrawn.body, 'black')).toEqual({
        seat: 'black',
        state: 'open',
        player: null,
        invitedEmail: null,
        computer: null,
        offer: null,
      });
      const events = await t.http.get(`/games/${id}/events`).set(ann.auth).expect(200);
      expect(events.body.items.at(-1)).toMatchObject({
        type: 'invitation-withdrawn',
        seat: 'black',
        userId: ann.id,
        payload: { seat: 'black', invitee: bob.id },
      });
      // No notification kind fits a withdrawn invitation: the invitee gets none.
      const outbox = await t.db.query(`SELECT kind FROM outbox WHERE game_id = $1 ORDER BY id`, [id]);
      expect(outbox).toEqual([{ kind: 'invitation' }]);
      const again = await t.http.delete(`/games/${id}/seats/black/invitation`).set(ann.auth).expect(409);
      expect(again.body.code).toBe('NO_PENDING_INVITATION');
      const accept = await t.http.post(`/games/${id}/seats/black/accept`).set(bob.auth).expect(403);
      expect(accept.body.code).toBe('NOT_INVITED');
      expect(await verified(id)).toMatchObject({ events: before + 1 });

      const joined = await t.http.post(`/games/${id}/seats/black/join`).set(cy.auth).expect(200);
      expect(joined.body.status).toBe('active');
      const late = await t.http.delete(`/games/${id}/seats/black/invitation`).set(ann.auth).expect(409);
      expect(late.body.code).toBe('GAME_ALREADY_STARTED');
    });

    it('aborts the game when the creator withdraws the last invitation and holds no seat', async () => {
      const res = await createGame(t, cy, { variant: '007', seats: [{ seat: 'black', invite: dee.username }] });
      const id = res.body.id;
      const withdrawn = await t.http.delete(`/games/${id}/seats/black/invitation`).set(cy.auth).expect(200);
      expect(withdrawn.body).toMatchObject({ status: 'aborted', version: 3 });
      const events = await t.http.get(`/games/${id}/events`).set(cy.auth).expect(200);
      expect(events.body.items.map((e: { type: string }) => e.type)).toEqual([
        'game-created',
        'invitation-withdrawn',
        'game-aborted',
      ]);
      expect(await verified(id)).toMatchObject({ events: 3 });
    });
  });

  it('lists with filters, my turn first and nearest deadline first, paged by cursor', async () => {
    const lister = await newPlayer(t, 'lister');
    const opp = await newPlayer(t, 'opp');
    // Three games: in two the lister (white) must move, with 1 and 7 days; in one the opponent must move.
    const mk = async (days: number, listerWhite: boolean) => {
      const [w, b] = listerWhite ? [lister, opp] : [opp, lister];
      const res = await invite007(t, w, b.username, { timeControl: { type: 'per-move', days } });
      await t.http.post(`/games/${res.body.id}/seats/black/accept`).set(b.auth).expect(200);
      return res.body.id as string;
    };
    const slow = await mk(7, true);
    const theirs = await mk(1, false);
    const urgent = await mk(1, true);

    const all = await t.http.get('/games?mine=true').set(lister.auth).expect(200);
    expect(all.body.items.map((g: { id: string }) => g.id)).toEqual([urgent, slow, theirs]);
    const mine = await t.http.get('/games?myTurn=true').set(lister.auth).expect(200);
    expect(mine.body.items.map((g: { id: string }) => g.id)).toEqual([urgent, slow]);

    const page1 = await t.http.get('/games?mine=true&limit=2').set(lister.auth).expect(200);
    expect(page1.body.items).toHaveLength(2);
    const page2 = await t.http
      .get(`/games?mine=true&limit=2&cursor=${page1.body.nextCursor}`)
      .set(lister.auth)
      .expect(200);
    expect(page2.body.items.map((g: { id: string }) => g.id)).toEqual([theirs]);
    expect(page2.body.nextCursor).toBeNull();

    const byPlayer = await t.http
      .get(`/games?player=${opp.username}&status=active&variant=007`)
      .set(ann.auth)
      .expect(200);
    expect(byPlayer.body.items.map((g: { id: string }) => g.id).sort()).toEqual([slow, theirs, urgent].sort());
    const finished = await t.http.get(`/games?player=${opp.username}&status=finished`).set(ann.auth).expect(200);
    expect(finished.body.items).toEqual([]);
    await t.http.get('/games?cursor=garbage').set(lister.auth).expect(400);
    await t.http.get('/games?limit=1000').set(lister.auth).expect(400);
  }, 30_000);

  it('reads a game as any signed-in user; 404 for an unknown id', async () => {
    const id = await new007Game(t, ann, bob);
    const res = await t.http.get(`/games/${id}`).set(dee.auth).expect(200);
    expect(res.body.yourSeats).toEqual([]);
    await t.http
      .get('/games/00000000-0000-4000-8000-000000000000')
      .set(dee.auth)
      .expect(404)
      .expect((r) => expect(r.body.code).toBe('GAME_NOT_FOUND'));
    await t.http.get('/games/not-a-uuid').set(dee.auth).expect(400);
  });
  describe('invitations by email to people without an account', () => {
    const unique = (prefix: string) => `${prefix}_${Math.random().toString(36).slice(2, 8)}`;
    const seatOf = (body: { seats: { seat: string }[] }, seat: string) => body.seats.find((s) => s.seat === seat);
    const verified = async (gameId: string) => {
      const res = await t.http.get(`/games/${gameId}/verify`).set(ann.auth).expect(200);
      expect(res.body).toMatchObject({ ok: true, chainIntact: true, replayMatches: true, firstMismatch: null });
      return res.body;
    };
    /** Registers an account, then signs it in; its email stays unverified. */
    const register = async (username: string, email: string): Promise<Player> => {
      const password = `pw-${username}-long-enough`;
      await t.http.post('/auth/register').send({ username, email, password }).expect(202);
      const login = await t.http.post('/auth/token').send({ login: username, password }).expect(200);
      const jwt = login.body.accessToken as string;
      const me = await t.http
        .get('/users/me')
        .set({ Authorization: `Bearer ${jwt}` })
        .expect(200);
      return { id: me.body.id, username, email, password, jwt, auth: { Authorization: `Bearer ${jwt}` } };
    };
    /** Follows the link of the account's verification email, as the dashboard does. */
    const verifyEmail = async (user: Player) => {
      const [row] = await t.db.query(
        `SELECT payload FROM outbox WHERE user_id = $1 AND kind = 'email-verification' ORDER BY id DESC LIMIT 1`,
        [user.id],
      );
      await t.http.post('/auth/verify-email').send({ token: row.payload.token }).expect(204);
    };
    // Only an account with a confirmed address may invite strangers by email.
    beforeAll(async () => {
      for (const creator of [ann, bob]) await verifyEmail(creator);
    });
    const invitationRows = (gameId: string) =>
      t.db.query(`SELECT user_id, payload FROM outbox WHERE game_id = $1 AND kind = 'invitation' ORDER BY id`, [
        gameId,
      ]);

    it('refuses email invitations from an account whose own address is unconfirmed, writing nothing', async () => {
      const eve = await register(unique('eve'), `${unique('eve')}@example.org`);
      const games = async () => Number((await t.db.query(`SELECT count(*)::int AS n FROM games`))[0].n);
      const before = await games();
      const res = await refusedGame(t, eve, 403, {
        variant: '007',
        seats: whiteInvitesBlack(`${unique('stranger')}@example.org`),
      });
      expect(res.body.code).toBe('EMAIL_NOT_VERIFIED');
      expect(await games()).toBe(before);
      await verifyEmail(eve);
      await invite007(t, eve, `${unique('stranger')}@example.org`);
    });

    it('reserves the seat for the address, shows it to the creator only, and emails a link to register', async () => {
      const name = unique('newcomer');
      const email = `${name}@Example.org`;
      const created = await invite007(t, ann, email);
      const id = created.body.id as string;
      expect(created.body).toMatchObject({ status: 'open', version: 1 });
      expect(seatOf(created.body, 'black')).toEqual({
        seat: 'black',
        state: 'invited',
        player: null,
        invitedEmail: email,
        computer: null,
        offer: null,
      });
      const byOther = await t.http.get(`/games/${id}`).set(bob.auth).expect(200);
      expect(seatOf(byOther.body, 'black')).toEqual({
        seat: 'black',
        state: 'invited',
        player: null,
        invitedEmail: null,
        computer: null,
        offer: null,
      });
      expect(JSON.stringify(byOther.body).toLowerCase()).not.toContain(email.toLowerCase());
      const byCreator = await t.http.get(`/games/${id}`).set(ann.auth).expect(200);
      expect(seatOf(byCreator.body, 'black')).toMatchObject({ invitedEmail: email });
      // Nobody else may answer the address's invitation.
      await t.http
        .post(`/games/${id}/seats/black/accept`)
        .set(bob.auth)
        .expect(403)
        .expect((r) => expect(r.body.code).toBe('NOT_INVITED'));
      await t.http
        .post(`/games/${id}/seats/black/join`)
        .set(bob.auth)
        .expect(409)
        .expect((r) => expect(r.body.code).toBe('SEAT_UNAVAILABLE'));

      // The outbox row goes by email alone: the fan-out trigger gives it no in-app notification.
      const rows: OutboxRow[] = await t.db.query(
        `SELECT id::text, kind, user_id, email, game_id, payload, created_at, attempts FROM outbox WHERE game_id = $1`,
        [id],
      );
      expect(rows).toEqual([
        expect.objectContaining({
          kind: 'invitation-by-email',
          user_id: null,
          email,
          // The press settings are on the invitation, so the invitee knows them before joining.
          payload: {
            gameId: id,
            variant: '007',
            seat: 'black',
            by: ann.username,
            byName: ann.username,
            press: 'table',
            pressReveal: 'after-game',
            analysis: 'allowed',
          },
        }),
      ]);
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM user_notifications WHERE id = $1`, [rows[0].id]);
      expect(n).toBe(0);
      const decision = (await t.app.get(EmailComposer).compose(t.db.manager, rows)).get(rows[0].id);
      expect(decision).toMatchObject({ send: { to: email } });
      const mail = (decision as { send: { subject: string; text: string; html: string } }).send;
      expect(mail.subject).toBe(`${ann.username} invites you to 007 Chess on Entente`);
      const link = `${t.config.publicUrl}/signup?email=${encodeURIComponent(email)}`;
      expect(mail.text).toContain(`${ann.username} invites you to a game of 007 Chess (seat black)`);
      expect(mail.text).toContain(link);
      expect(mail.text).toContain('Negotiation: table talk only; every channel is revealed when the game ends.');
      expect(mail.html).toContain(`<a href="${link}">`);
      // An address without an account has no settings: the email speaks the inviter's language.
      await t.http.patch('/me/notification-settings').set(ann.auth).send({ language: 'de' }).expect(200);
      try {
        const inGerman = (await t.app.get(EmailComposer).compose(t.db.manager, rows)).get(rows[0].id);
        expect(inGerman).toMatchObject({
          send: { to: email, subject: `${ann.username} lädt Sie zu 007-Schach auf Entente ein` },
        });
      } finally {
        await t.http.patch('/me/notification-settings').set(ann.auth).send({ language: 'en' }).expect(200);
      }

      // The creation event records the seat with the address's digest, never the address.
      const events = await t.http.get(`/games/${id}/events`).set(ann.auth).expect(200);
      expect(events.body.items[0].payload.seats).toEqual([
        { seat: 'white', userId: ann.id, state: 'taken' },
        { seat: 'black', userId: null, state: 'invited', invitedEmailSha256: emailDigest(email) },
      ]);
      expect(JSON.stringify(events.body.items)).not.toContain(email);

      // Registering is not enough: the address must be verified first.
      const newcomer = await register(name, email.toLowerCase());
      await t.http
        .post(`/games/${id}/seats/black/accept`)
        .set(newcomer.auth)
        .expect(403)
        .expect((r) => expect(r.body.code).toBe('NOT_INVITED'));
      expect(await invitationRows(id)).toEqual([]);

      await verifyEmail(newcomer);
      const converted = await t.http.get(`/games/${id}`).set(ann.auth).expect(200);
      // The chain records which account the address turned out to be, by the address's digest.
      expect(converted.body.version).toBe(2);
      const claimed = await t.http.get(`/games/${id}/events?after=1`).set(ann.auth).expect(200);
      expect(claimed.body.items).toEqual([
        expect.objectContaining({
          seq: 2,
          type: 'invitation-claimed',
          seat: 'black',
          userId: newcomer.id,
          payload: { seat: 'black', invitedEmailSha256: emailDigest(email) },
        }),
      ]);
      expect(JSON.stringify(claimed.body.items)).not.toContain(email.toLowerCase());
      expect(seatOf(converted.body, 'black')).toEqual({
        seat: 'black',
        state: 'invited',
        player: { id: newcomer.id, username: name, displayName: name },
        invitedEmail: null,
        computer: null,
        offer: null,
      });
      expect(await invitationRows(id)).toEqual([
        {
          user_id: newcomer.id,
          payload: {
            gameId: id,
            variant: '007',
            seat: 'black',
            by: ann.username,
            byName: ann.username,
            press: 'table',
            pressReveal: 'after-game',
            analysis: 'allowed',
          },
        },
      ]);
      const inApp = await t.db.query(`SELECT kind FROM user_notifications WHERE user_id = $1 AND game_id = $2`, [
        newcomer.id,
        id,
      ]);
      expect(inApp).toEqual([{ kind: 'invitation' }]);

      const accepted = await t.http.post(`/games/${id}/seats/black/accept`).set(newcomer.auth).expect(200);
      expect(accepted.body).toMatchObject({ status: 'active', yourSeats: ['black'] });
      expect(await verified(id)).toMatchObject({ events: 4 });
    }, 30_000);

    it('answers INVITEE_NOT_FOUND for an unknown username, BAD_SEAT_REQUEST for a malformed address', async () => {
      const missing = await refusedGame(t, ann, 400, {
        variant: '007',
        seats: [{ seat: 'black', invite: unique('nobody') }],
      });
      expect(missing.body.code).toBe('INVITEE_NOT_FOUND');
      const malformed = await refusedGame(t, ann, 400, {
        variant: '007',
        seats: [{ seat: 'black', invite: 'someone@' }],
      });
      expect(malformed.body.code).toBe('BAD_SEAT_REQUEST');
      // The strawman rules hold for an address as for the account it will be.
      const email = `${unique('twice')}@example.org`;
      const both = await refusedGame(t, ann, 422, {
        variant: 'coalition',
        seats: [
          { seat: 'yellow', invite: email },
          { seat: 'black', invite: email },
        ],
      });
      expect(both.body.code).toBe('SEAT_NOT_ALLOWED');
    });

    it('lets the creator withdraw an email invitation; a later verification claims nothing', async () => {
      const name = unique('withdrawn');
      const email = `${name}@example.org`;
      const created = await invite007(t, ann, email);
      const id = created.body.id as string;
      await t.http
        .delete(`/games/${id}/seats/black/invitation`)
        .set(bob.auth)
        .expect(403)
        .expect((r) => expect(r.body.code).toBe('NOT_GAME_CREATOR'));
      const withdrawn = await t.http.delete(`/games/${id}/seats/black/invitation`).set(ann.auth).expect(200);
      expect(withdrawn.body).toMatchObject({ status: 'open', version: 2 });
      expect(seatOf(withdrawn.body, 'black')).toEqual({
        seat: 'black',
        state: 'open',
        player: null,
        invitedEmail: null,
        computer: null,
        offer: null,
      });
      const [seat] = await t.db.query(
        `SELECT user_id, invited_email, invited_at FROM game_seats WHERE game_id = $1 AND seat = 'black'`,
        [id],
      );
      expect(seat).toEqual({ user_id: null, invited_email: null, invited_at: null });
      const events = await t.http.get(`/games/${id}/events`).set(ann.auth).expect(200);
      expect(events.body.items.at(-1)).toMatchObject({
        type: 'invitation-withdrawn',
        payload: { seat: 'black', invitee: null, invitedEmailSha256: emailDigest(email) },
      });
      // The address itself is in no event anyone who sees the game can read.
      expect(JSON.stringify(events.body.items)).not.toContain(email);

      const late = await register(name, email);
      await verifyEmail(late);
      expect(await invitationRows(id)).toEqual([]);
      const after = await t.http.get(`/games/${id}`).set(ann.auth).expect(200);
      expect(seatOf(after.body, 'black')).toMatchObject({ state: 'open', player: null });
      expect(await verified(id)).toMatchObject({ events: 2 });
    });

    it('leaves a seat to the address when the account may not hold it beside its own (strawman rules)', async () => {
      const name = unique('strawman');
      const email = `${name}@example.org`;
      // Coalition Chess: black is invited by email, yellow is open.
      const created = await createGame(t, ann, {
        variant: 'coalition',
        seats: [
          { seat: 'green', me: true },
          { seat: 'black', invite: email },
          { seat: 'red', invite: email },
        ],
      });
      const id = created.body.id as string;
      // Before verifying, the newcomer takes yellow: yellow and black would be both great powers.
      const newcomer = await register(name, email);
      await t.http.post(`/games/${id}/seats/yellow/join`).set(newcomer.auth).expect(200);
      await verifyEmail(newcomer);

      const after = await t.http.get(`/games/${id}`).set(ann.auth).expect(200);
      expect(seatOf(after.body, 'black')).toEqual({
        seat: 'black',
        state: 'invited',
        player: null,
        invitedEmail: email,
        computer: null,
        offer: null,
      });
      expect(seatOf(after.body, 'red')).toMatchObject({
        state: 'invited',
        player: { id: newcomer.id },
        invitedEmail: null,
        computer: null,
        offer: null,
      });
      expect((await invitationRows(id)).map((r: { payload: { seat: string } }) => r.payload.seat)).toEqual(['red']);
      const events = await t.http.get(`/games/${id}/events`).set(ann.auth).expect(200);
      expect(events.body.items.map((e: { type: string; seat: string | null }) => [e.type, e.seat])).toEqual([
        ['game-created', null],
        ['seat-taken', 'yellow'],
        ['invitation-claimed', 'red'],
      ]);

      // 007: the newcomer already holds white, so black stays reserved for the address.
      const name2 = unique('single');
      const email2 = `${name2}@example.org`;
      const other = await createGame(t, ann, { variant: '007', seats: [{ seat: 'black', invite: email2 }] });
      const second = await register(name2, email2);
      await t.http.post(`/games/${other.body.id}/seats/white/join`).set(second.auth).expect(200);
      await verifyEmail(second);
      const still = await t.http.get(`/games/${other.body.id}`).set(ann.auth).expect(200);
      expect(seatOf(still.body, 'black')).toEqual({
        seat: 'black',
        state: 'invited',
        player: null,
        invitedEmail: email2,
        computer: null,
        offer: null,
      });
      expect(await invitationRows(other.body.id)).toEqual([]);
      expect(still.body.version).toBe(2); // created, seat taken: nothing claimed
      // The creator can still withdraw it.
      await t.http.delete(`/games/${other.body.id}/seats/black/invitation`).set(ann.auth).expect(200);
    }, 30_000);
  });
});
