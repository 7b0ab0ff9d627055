import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { load } from 'js-yaml';
import { OutboxDispatcher } from '../src/delivery/notifications/outbox-dispatcher';
import { clockOf, DAY, eventually, turn } from './correspondence/helpers';
import { SmtpRecorder } from './correspondence/smtp-recorder';
import { newPlayer, type Player, start007Game } from './game-server-fixtures';
import { newClub, seasonAroundToday } from './ladder-fixtures';
import { startTestApp, type TestApp } from './support/test-app';
import { createGame, invite007 } from './support/games';

jest.setTimeout(60_000);

/**
 * The answers of issue 20, "Answers that tell the truth": notifications composed from the change
 * they report, independent actions against a stale version, ladder points everywhere. Each case is
 * the one the issue reports, played through the API against a real PostgreSQL and SMTP server.
 */

// The default arrangements of coalition.md §3 (as in rules/coalition/setup.spec.ts).
const ARRANGEMENT: Record<string, Record<string, string>> = {
  black: {
    c10: 'artillery',
    d10: 'engineer',
    e10: 'cyclist',
    f10: 'king',
    g10: 'artillery',
    h10: 'tank',
    c9: 'machine_gun',
    d9: 'machine_gun',
    e9: 'guard',
    f9: 'guard',
    g9: 'machine_gun',
    h9: 'machine_gun',
  },
  red: { a5: 'plane', a6: 'plane', b4: 'machine_gun', b5: 'guard', b6: 'guard', b7: 'machine_gun' },
  green: { j5: 'submarine', j6: 'submarine', i4: 'machine_gun', i5: 'guard', i6: 'guard', i7: 'machine_gun' },
};

interface Notification {
  kind: string;
  gameId: string | null;
  payload: Record<string, unknown>;
}

async function notificationsOf(t: TestApp, p: Player, gameId: string): Promise<Notification[]> {
  const res = await t.http.get('/me/notifications?limit=100').set(p.auth).expect(200);
  return (res.body.items as Notification[]).filter((n) => n.gameId === gameId).reverse();
}

describe('answers that tell the truth', () => {
  let t: TestApp;
  let smtp: SmtpRecorder;
  let white: Player;
  let black: Player;
  const drain = () => t.app.get(OutboxDispatcher).drain();
  const mailsTo = (p: Player, gameId: string) => smtp.to(p.email).filter((m) => m.text.includes(gameId));

  beforeAll(async () => {
    smtp = new SmtpRecorder();
    await smtp.start();
    t = await startTestApp({ config: { smtpUrl: smtp.url, publicUrl: 'http://dash.test' } });
    white = await newPlayer(t, 'tw');
    black = await newPlayer(t, 'tb');
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  describe('notifications are composed from the change they report', () => {
    it('007: a check the mover answers within its own turn mails nobody; a check the opponent must answer names the opponent’s king', async () => {
      const { id, version } = await start007Game(t, white, black);
      // White: 1.e4 f6 (Black's pawn, moved by White) 2.Qh5+ — Black's king is in check, and
      // Black's first half-move must answer it.
      let v = await turn(t, white, id, version, ['e2e4', 'f7f6', 'd1h5']);
      const blackCheck = await eventually(
        async () => mailsTo(black, id).find((m) => /^Check!/.test(m.subject)),
        20_000,
        'Black’s check mail',
      );
      expect(blackCheck.text).toContain('your king (black) is in check');
      // Black: g6 (answers), a3 (White's pawn, by Black), a6.
      v = await turn(t, black, id, v, ['g7g6', 'a2a3', 'a7a6']);
      // White: Qxg6+ is a check to Black's king that White itself answers on the next half-move
      // (hxg6, moving Black's pawn; 007.md §2) — the 10.Bg6+ of the issue. Then b3.
      v = await turn(t, white, id, v, ['h5g6', 'h7g6', 'b2b3']);
      await eventually(
        async () => mailsTo(black, id).find((m) => /your move/i.test(m.subject) && m.text.includes('h5g6')),
        20_000,
        'Black’s your-move mail after Qxg6+',
      );
      await drain();
      // White never gets a check mail: no king of White's was in check, and the check White gave
      // was White's own to answer.
      expect(mailsTo(white, id).filter((m) => /check/i.test(m.subject))).toEqual([]);
      const inApp = await notificationsOf(t, white, id);
      expect(inApp.filter((n) => n.kind === 'check-to-answer')).toEqual([]);
      const blackChecks = (await notificationsOf(t, black, id)).filter((n) => n.kind === 'check-to-answer');
      expect(blackChecks.map((n) => [n.payload.seat, n.payload.king, n.payload.color])).toEqual([
        ['black', 'black', 'black'],
      ]);
      expect(v).toBeGreaterThan(version);
    });

    it('gives your-turn one payload shape, at the start and after a move: version, toMove, board, deadline', async () => {
      const { id, version } = await start007Game(t, white, black, { timeControl: { type: 'per-move', days: 3 } });
      await turn(t, white, id, version, ['d2d4', 'd7d5', 'c2c4']);
      const atStart = (await notificationsOf(t, white, id)).find((n) => n.kind === 'your-turn');
      const afterMove = (await notificationsOf(t, black, id)).find((n) => n.kind === 'your-turn');
      expect(atStart && afterMove).toBeTruthy();
      const keys = ['board', 'deadline', 'gameId', 'toMove', 'variant', 'version'];
      expect(Object.keys(atStart!.payload).sort()).toEqual(keys);
      expect(Object.keys(afterMove!.payload).sort()).toEqual(keys);
      expect(atStart!.payload.version).toBe(version);
      expect(afterMove!.payload.version).toBe(version + 3);
      expect((atStart!.payload.toMove as { seat: string }[]).map((m) => m.seat)).toEqual(['white']);
      expect((afterMove!.payload.toMove as { seat: string }[]).map((m) => m.seat)).toEqual(['black']);
      // The deadline is the clock's as the change committed it.
      const game = (await t.http.get(`/games/${id}`).set(black.auth).expect(200)).body;
      expect(afterMove!.payload.deadline).toBe(game.deadlineAt);
      // The board is the one after White's turn: a white pawn on c4 and d4, a black one on d5.
      const board = afterMove!.payload.board as { square: string; color: string; type: string }[];
      expect(board.filter((p) => ['c4', 'd4', 'd5'].includes(p.square)).map((p) => `${p.square}:${p.color}`)).toEqual(
        expect.arrayContaining(['c4:white', 'd4:white', 'd5:black']),
      );
    });

    it('gives the seat notices, and the your-turn of a seat taken over, their documented shapes with the version after their change', async () => {
      const { id, version } = await start007Game(t, white, black, { timeControl: { type: 'per-move', days: 3 } });
      await turn(t, white, id, version, ['d2d4', 'd7d5', 'c2c4']);
      // Black, to move, offers the seat to one person (version + 4), who takes it over (version + 5).
      const substitute = await newPlayer(t, 'ts');
      await t.http.post(`/games/${id}/seats/black/offer`).set(black.auth).send({ to: substitute.username }).expect(200);
      await t.http.post(`/games/${id}/seats/black/join`).set(substitute.auth).expect(200);
      const theirs = await notificationsOf(t, substitute, id);
      const offered = theirs.find((n) => n.kind === 'seat-offered');
      const yourTurn = theirs.find((n) => n.kind === 'your-turn');
      const changed = (await notificationsOf(t, white, id)).find((n) => n.kind === 'seat-changed-hands');
      expect(offered && yourTurn && changed).toBeTruthy();
      expect(offered!.payload).toEqual({
        gameId: id,
        variant: '007',
        version: version + 4,
        seat: 'black',
        by: black.username,
      });
      expect(changed!.payload).toEqual({
        gameId: id,
        variant: '007',
        version: version + 5,
        seat: 'black',
        from: { username: black.username },
        to: { username: substitute.username },
        how: 'take-over',
      });
      // The same shape as every other your-turn, its deadline the clock's as the take-over left it.
      expect(Object.keys(yourTurn!.payload).sort()).toEqual([
        'board',
        'deadline',
        'gameId',
        'toMove',
        'variant',
        'version',
      ]);
      expect(yourTurn!.payload.version).toBe(version + 5);
      expect((yourTurn!.payload.toMove as { seat: string }[]).map((m) => m.seat)).toEqual(['black']);
      const game = (await t.http.get(`/games/${id}`).set(substitute.auth).expect(200)).body;
      expect(yourTurn!.payload.deadline).toBe(game.deadlineAt);
      expect(yourTurn!.payload.board).toEqual(game.position.board);
    });
  });

  describe('independent actions do not need the latest version', () => {
    it('set-up phase: Black, Green and Red arrange against the same version; a move against a stale one is 409', async () => {
      // Strawmen (coalition.md §9): white's player holds Yellow and Green, black's Black and Red.
      const created = await createGame(t, white, {
        variant: 'coalition',
        options: { setupPhase: true },
        seats: [
          { seat: 'yellow', me: true },
          { seat: 'green', me: true },
          { seat: 'black', invite: black.username },
          { seat: 'red', invite: black.username },
        ],
      });
      const id: string = created.body.id;
      await t.http.post(`/games/${id}/seats/black/accept`).set(black.auth).expect(200);
      const started = await t.http.post(`/games/${id}/seats/red/accept`).set(black.auth).expect(200);
      expect(started.body.status).toBe('setup');
      const v: number = started.body.version;
      const arrange = (p: Player, seat: string) =>
        t.http
          .post(`/games/${id}/actions`)
          .set(p.auth)
          .send({ type: 'arrange', seat, placement: ARRANGEMENT[seat], expectedVersion: v });
      const first = await arrange(black, 'black');
      expect(first.status).toBe(201);
      // Both against the version before Black's arrangement.
      const second = await arrange(white, 'green');
      expect([second.status, second.body.code]).toEqual([201, undefined]);
      const third = await arrange(black, 'red');
      expect(third.status).toBe(201);
      expect(third.body.version).toBe(v + 3);
      expect(third.body.toMove.map((m: { seat: string }) => m.seat)).toEqual(['yellow']);
      // Arranging Yellow depends on nothing either, but a version from the future is refused.
      const future = await t.http
        .post(`/games/${id}/actions`)
        .set(white.auth)
        .send({ type: 'arrange', seat: 'yellow', placement: {}, expectedVersion: v + 10 });
      expect([future.status, future.body.code]).toEqual([409, 'VERSION_CONFLICT']);
      expect(future.body.game.version).toBe(v + 3);
    });

    it('a resignation pressed just after the other side’s turn is applied; a move against that version is 409', async () => {
      const { id, version } = await start007Game(t, white, black);
      await turn(t, white, id, version, ['e2e4', 'e7e5', 'g1f3']);
      // Black still sees the game as it was before White's turn.
      const stale = await t.http
        .post(`/games/${id}/moves`)
        .set(black.auth)
        .send({ move: 'b8c6', expectedVersion: version });
      expect([stale.status, stale.body.code, stale.body.game.version]).toEqual([409, 'VERSION_CONFLICT', version + 3]);
      const resigned = await t.http
        .post(`/games/${id}/actions`)
        .set(black.auth)
        .send({ type: 'resign', expectedVersion: version });
      expect(resigned.status).toBe(201);
      expect(resigned.body.status).toBe('finished');
      expect(resigned.body.result.winners).toEqual(['white']);
      // Once the game is over a second resignation, at any version, is GAME_OVER with the game.
      const again = await t.http
        .post(`/games/${id}/actions`)
        .set(white.auth)
        .send({ type: 'resign', expectedVersion: version });
      expect([again.status, again.body.code]).toEqual([409, 'GAME_OVER']);
    });
  });

  describe('a ladder game gives the ladder’s points everywhere', () => {
    it('win = 3: the game, its record and the game-over mail say 3, as the standings do', async () => {
      const owner = await newPlayer(t, 'lo');
      const clubId = await newClub(t, owner, [white, black]);
      const ladder = await t.http
        .post(`/clubs/${clubId}/ladders`)
        .set(owner.auth)
        .send({ name: 'Drei', variant: '007', pointsTable: { win: 3 }, season: seasonAroundToday() })
        .expect(201);
      expect(ladder.body.pointsTable.win).toBe(3);
      const challenge = await t.http
        .post(`/ladders/${ladder.body.id}/challenges`)
        .set(white.auth)
        .send({
          seats: [
            { seat: 'white', player: white.username },
            { seat: 'black', player: black.username },
          ],
        })
        .expect(201);
      const id: string = challenge.body.gameId;
      const started = await t.http.post(`/games/${id}/seats/black/accept`).set(black.auth).expect(200);
      const resigned = await t.http
        .post(`/games/${id}/actions`)
        .set(black.auth)
        .send({ type: 'resign', expectedVersion: started.body.version })
        .expect(201);
      expect(resigned.body.result.points).toEqual({ white: 3, black: 0 });
      const game = (await t.http.get(`/games/${id}`).set(white.auth).expect(200)).body;
      expect(game.result.points).toEqual({ white: 3, black: 0 });
      const record = (await t.http.get(`/games/${id}/record`).set(white.auth).expect(200)).body;
      expect(record.result.points).toEqual({ white: 3, black: 0 });
      const standings = (await t.http.get(`/ladders/${ladder.body.id}/standings`).set(white.auth).expect(200)).body;
      const row = standings.rows.find((r: { user: { id: string } }) => r.user.id === white.id);
      expect(row.points).toBe(3);
      const mail = await eventually(
        async () => mailsTo(white, id).find((m) => /over|won|result/i.test(m.subject)),
        20_000,
        'the game-over mail',
      );
      const points = /Points: (.*)/.exec(mail.text)?.[1] ?? '';
      expect(points.split(', ').sort()).toEqual([`${black.username} 0`, `${white.username} 3`].sort());
    });
  });
  it('sends the rate-limit headers openapi.yaml documents for an operation', async () => {
    const doc = load(readFileSync(path.resolve(__dirname, '..', '..', 'openapi.yaml'), 'utf8')) as {
      paths: Record<string, Record<string, { responses: Record<string, { headers?: Record<string, unknown> }> }>>;
    };
    const documented = Object.keys(doc.paths['/games/{id}'].get.responses['200'].headers ?? {});
    expect(documented).toEqual(['X-RateLimit-Limit-api', 'X-RateLimit-Remaining-api', 'X-RateLimit-Reset-api']);
    const { id } = await start007Game(t, white, black);
    const res = await t.http.get(`/games/${id}`).set(white.auth).expect(200);
    for (const name of documented) expect([name, res.headers[name.toLowerCase()]]).toEqual([name, expect.any(String)]);
  });

  describe('mail while the mail server is away', () => {
    // Mail is held by a mail server that is down, and by a frozen clock that keeps the retries
    // waiting; then it comes back and everything due is sent at once. (Last in this file: the
    // clock stays frozen.)
    let smtpDown = false;
    beforeEach(async () => {
      await drain();
      clockOf(t).freeze();
      await smtp.stop();
      smtpDown = true;
    });
    afterEach(async () => {
      if (smtpDown) await smtp.start();
      smtpDown = false;
    });
    const deliverHeldMail = async () => {
      await smtp.start();
      smtpDown = false;
      clockOf(t).advance(DAY);
      await drain();
      await drain();
    };

    it('fast play: a your-move the player has answered is not mailed, and the one that is shows its own position', async () => {
      const { id, version } = await start007Game(t, white, black);
      let v = await turn(t, white, id, version, ['e2e4', 'e7e5', 'g1f3']);
      v = await turn(t, black, id, v, ['b8c6', 'f1b5', 'g8f6']);
      v = await turn(t, white, id, v, ['e1g1', 'f6e4', 'd2d3']);
      await deliverHeldMail();
      const yourMove = await eventually(
        async () => {
          const mails = mailsTo(black, id).filter((m) => /your move/i.test(m.subject));
          return mails.length > 0 && mails;
        },
        20_000,
        'Black’s your-move mail',
      );
      await drain();
      // Black was told of its move twice (after White's first and second turn) and answered the
      // first: one mail, about the second, with the moves up to it.
      expect(mailsTo(black, id).filter((m) => /your move/i.test(m.subject))).toHaveLength(1);
      expect(yourMove[0].text).toContain('Last moves: e1g1 f6e4 d2d3');
      // White's your-move (after Black's turn) is answered too: not mailed.
      expect(mailsTo(white, id).filter((m) => /your move/i.test(m.subject))).toEqual([]);
      const statuses: { kind: string; user_id: string; email_status: string }[] = await t.db.query(
        `SELECT kind, user_id, email_status FROM outbox WHERE game_id = $1 AND kind = 'your-turn' ORDER BY id`,
        [id],
      );
      expect(statuses.map((r) => [r.user_id === white.id ? 'white' : 'black', r.email_status])).toEqual([
        ['white', 'stale'],
        ['black', 'stale'],
        ['white', 'stale'],
        ['black', 'sent'],
      ]);
      expect(v).toBe(version + 9);
    });

    it('an invitation reaches its reader before the mails of the game that follow it', async () => {
      const invitee = await newPlayer(t, 'ti');
      const created = await invite007(t, white, invitee.username);
      const id: string = created.body.id;
      const accepted = await t.http.post(`/games/${id}/seats/black/accept`).set(invitee.auth).expect(200);
      await turn(t, white, id, accepted.body.version, ['e2e4', 'e7e5', 'g1f3']);
      await deliverHeldMail();
      await eventually(
        async () => smtp.to(invitee.email).some((m) => /your move/i.test(m.subject)),
        20_000,
        'the invitee’s your-move mail',
      );
      await drain();
      const subjects = smtp.to(invitee.email).map((m) => m.subject);
      const invitation = subjects.findIndex((s) => /invit/i.test(s));
      const yourMove = subjects.findIndex((s) => /your move/i.test(s));
      expect(invitation).toBeGreaterThanOrEqual(0);
      expect(invitation).toBeLessThan(yourMove);
    });
  });
});
