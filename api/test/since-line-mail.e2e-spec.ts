import { OutboxDispatcher } from '../src/delivery/notifications/outbox-dispatcher';
import { act, post } from './diplomacy/fixtures';
import { fourPlayers, startCoalitionGame } from './game-server-fixtures';
import { clockOf, eventually } from './correspondence/helpers';
import { SmtpRecorder } from './correspondence/smtp-recorder';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(90_000);

/**
 * The "your move" e-mail opens with one line of what happened since the reader's own last action,
 * in the reader's language, composed from the events up to the notification's change — messages
 * of the reader's channels only.
 */
describe('the line of what happened since your last turn', () => {
  let t: TestApp;
  let smtp: SmtpRecorder;
  // A message's mail waits for its burst to end, and the reader's later mails wait behind it.
  const drain = async () => {
    clockOf(t).advance(4 * 60_000);
    await t.app.get(OutboxDispatcher).drain();
  };

  beforeAll(async () => {
    smtp = new SmtpRecorder();
    await smtp.start();
    t = await startTestApp({ config: { smtpUrl: smtp.url, publicUrl: 'http://dash.test' } });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('heads the your-move e-mail in English and German', async () => {
    const p = await fourPlayers(t, 'line');
    await t.http.patch('/me/notification-settings').set(p.black.auth).send({ language: 'de' }).expect(200);
    let game = await startCoalitionGame(t, p);
    // The dispatcher runs beside the test: a call to move may be mailed before its player moves,
    // or dropped as answered if the move comes first. Drained here, the first calls to Yellow and
    // Black are always mailed, and each one's second call is the one this test reads.
    await drain();
    game = await act(t, p.yellow, game, { move: 'c2c3' });
    await drain();
    game = await act(t, p.black, game, { move: 'c9c8' });
    await post(t, p.red, game.id, 'black+red', 'Shall we, Black?');
    game = await act(t, p.green, game, { type: 'declare', ally: 'yellow' });
    await post(t, p.green, game.id, 'yellow+green', 'I am with you.');
    game = await act(t, p.green, game, { move: 'i4h4' });
    await post(t, p.black, game.id, 'table', 'So it is Green and Yellow.');
    game = await act(t, p.red, game, { type: 'declare', ally: 'black' });
    game = await act(t, p.red, game, { move: 'b5c5' });
    await drain();
    const yourMove = (email: string, subject: RegExp) => smtp.to(email).filter((m) => subject.test(m.subject));
    const yellow = await eventually(async () => yourMove(p.yellow.email, /^Your move/)[1], 10_000, 'yellow’s mail');
    const first = (text: string) => text.split('\n').filter((l) => l.trim() !== '')[1];
    // Black's and Red's private message is not Yellow's to count; the table and Green's are.
    expect(first(yellow.text)).toBe(
      'Since your last turn: Black c9-c8, Green declared for Yellow, Green i4-h4, Red declared for Black, Red b5-c5, 2 messages.',
    );

    await post(t, p.green, game.id, 'table', 'Late word.');
    game = await act(t, p.yellow, game, { move: 'h2h3' });
    // Written after the change the mail reports: not in its line, however late the mail leaves.
    await post(t, p.red, game.id, 'black+red', 'After your turn came.');
    await drain();
    const black = await eventually(async () => yourMove(p.black.email, /^Sie sind am Zug/)[1], 10_000, 'black’s mail');
    // Black's window: after its own move; Red's message to it and Green's table word count, its own does not.
    expect(first(black.text)).toBe(
      'Seit Ihrem letzten Zug: Grün erklärte sich für Gelb, Grün i4-h4, Rot erklärte sich für Schwarz, Rot b5-c5, Gelb h2-h3, 2 Nachrichten.',
    );
    expect(yourMove(p.yellow.email, /^Your move/)).toHaveLength(2);
  });
});
