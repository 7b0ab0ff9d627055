import { OutboxDispatcher } from '../src/delivery/notifications/outbox-dispatcher';
import { newPlayer, type Player } from './game-server-fixtures';
import { startTestApp, type TestApp } from './support/test-app';
import { createGame, invite007 } from './support/games';
import { eventually } from './correspondence/helpers';
import { SmtpRecorder } from './correspondence/smtp-recorder';

jest.setTimeout(60_000);

/**
 * People and computers by the names the dashboard shows: a computer seat by its level wherever a
 * name is composed (e-mails, the PGN), an inviter by display name, not username.
 */
describe('names in e-mails and exports', () => {
  let t: TestApp;
  let smtp: SmtpRecorder;
  let ann: Player;
  const drain = () => t.app.get(OutboxDispatcher).drain();

  beforeAll(async () => {
    smtp = new SmtpRecorder();
    await smtp.start();
    t = await startTestApp({ config: { smtpUrl: smtp.url, publicUrl: 'http://dash.test', computerMoveMs: 100 } });
    ann = await newPlayer(t, 'cn');
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('names "Computer (intermediate)" in the subject, the text, the points and the PGN tags', async () => {
    const created = await createGame(t, ann, {
      variant: '007',
      seats: [
        { seat: 'white', computer: 'greedy' },
        { seat: 'black', me: true },
      ],
    });
    const id = created.body.id as string;
    // The computer plays its turn; then it is Ann's.
    const game = await eventually(
      async () => {
        const g = (await t.http.get(`/games/${id}`).set(ann.auth).expect(200)).body;
        return g.toMove[0]?.seat === 'black' ? g : undefined;
      },
      10_000,
      'the computer turn',
    );
    await drain();
    const yourMove = await eventually(
      async () => smtp.to(ann.email).find((m) => /your move/i.test(m.subject)),
      10_000,
      'your-turn mail',
    );
    expect(yourMove.subject).toBe('Your move in 007 Chess against Computer (intermediate)');
    expect(yourMove.text).toContain('in 007 Chess against Computer (intermediate).');

    await t.http
      .post(`/games/${id}/actions`)
      .set(ann.auth)
      .send({ type: 'resign', expectedVersion: game.version })
      .expect(201);
    await drain();
    const over = await eventually(
      async () => smtp.to(ann.email).find((m) => /over|ended|result/i.test(m.subject)),
      10_000,
      'game-over mail',
    );
    expect(over.text).toContain('against Computer (intermediate) is over');
    expect(over.text).toMatch(/Computer \(intermediate\) \d/);
    expect(over.text).not.toMatch(/\bwhite \d/);

    const pgn = await t.http.get(`/games/${id}/pgn`).set(ann.auth).expect(200);
    expect(pgn.text).toContain('[White "Computer (intermediate)"]');
    expect(pgn.text).not.toMatch(/\[(White|Black) "\?"\]/);
  });

  it('names the inviter by display name in the invitation, its e-mail and the draw offer', async () => {
    const bob = await newPlayer(t, 'cb');
    await t.db.query(`UPDATE users SET display_name = 'Ann Walker' WHERE id = $1`, [ann.id]);
    const created = await invite007(t, ann, bob.username);
    const id = created.body.id as string;
    const [row] = await t.db.query(`SELECT payload FROM outbox WHERE game_id = $1 AND kind = 'invitation'`, [id]);
    expect(row.payload).toMatchObject({ by: ann.username, byName: 'Ann Walker' });
    await drain();
    const mail = await eventually(
      async () => smtp.to(bob.email).find((m) => /invites you/.test(m.subject)),
      10_000,
      'invitation mail',
    );
    expect(mail.subject).toBe('Ann Walker invites you to 007 Chess');
    expect(mail.text).toContain('Ann Walker invites you to a game of 007 Chess');

    // The draw offer names who offers it and when the game started.
    await t.http.post(`/games/${id}/seats/black/accept`).set(bob.auth).expect(200);
    const game = (await t.http.get(`/games/${id}`).set(ann.auth).expect(200)).body;
    await t.http
      .post(`/games/${id}/actions`)
      .set(ann.auth)
      .send({ type: 'offer-draw', expectedVersion: game.version })
      .expect(201);
    const [offer] = await t.db.query(`SELECT payload FROM outbox WHERE game_id = $1 AND kind = 'draw-offered'`, [id]);
    expect(offer.payload).toMatchObject({ by: 'white', byName: 'Ann Walker', startedAt: game.startedAt });
  });
});
