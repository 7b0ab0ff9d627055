import { OutboxDispatcher } from '../src/delivery/notifications/outbox-dispatcher';
import { newPlayer, type Player } from './game-server-fixtures';
import { startTestApp, type TestApp } from './support/test-app';
import { createGame } from './support/games';
import { eventually } from './correspondence/helpers';
import { SmtpRecorder } from './correspondence/smtp-recorder';

jest.setTimeout(60_000);

/** A computer seat is named by its level wherever a name is composed: e-mails and the PGN. */
describe('a computer seat by name', () => {
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
});
