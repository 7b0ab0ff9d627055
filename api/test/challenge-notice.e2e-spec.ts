import { OutboxDispatcher } from '../src/delivery/notifications/outbox-dispatcher';
import { ChallengesService } from '../src/play/challenges/challenges.service';
import { eventually } from './correspondence/helpers';
import { SmtpRecorder } from './correspondence/smtp-recorder';
import { newPlayer, newPlayers, type Player } from './game-server-fixtures';
import { startTestApp, type TestApp } from './support/test-app';
import { tokenAuth } from './support/tokens';

jest.setTimeout(60_000);

type Json = Record<string, any>;

/**
 * A person challenged is told once, in the app and by e-mail (the real SMTP catcher), in their
 * language; a closed challenge's notice is settled (read, with its outcome) so it asks nothing more.
 */
describe('the challenge notification', () => {
  let t: TestApp;
  let smtp: SmtpRecorder;
  const drain = () => t.app.get(OutboxDispatcher).drain();
  const notices = async (p: Player) =>
    ((await t.http.get('/me/notifications').set(p.auth).expect(200)).body.items as Json[]).filter(
      (n) => n.kind === 'challenge',
    );
  const mails = (p: Player) => smtp.to(p.email).filter((m) => /challenge|heraus/i.test(m.subject));

  beforeAll(async () => {
    smtp = new SmtpRecorder();
    await smtp.start();
    t = await startTestApp({ config: { smtpUrl: smtp.url, publicUrl: 'http://dash.test' } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  it('tells the challenged once, in English: who, the variant, options and time control in words', async () => {
    const [ann, bob] = await newPlayers(t, 'na', 'nb');
    await t.db.query(`UPDATE users SET display_name = 'Ann Walker' WHERE id = $1`, [ann.id]);
    const made = (
      await t.http
        .post('/challenges')
        .set(ann.auth)
        .send({
          to: bob.username,
          variant: '007',
          options: { detente: true, completion: 'strict' },
          timeControl: { type: 'bank', initialDays: 10, incrementDays: 1, maxDays: 20 },
        })
        .expect(201)
    ).body as Json;
    const [notice] = await notices(bob);
    expect(notice).toMatchObject({
      gameId: null,
      readAt: null,
      payload: {
        challengeId: made.id,
        variant: '007',
        by: ann.username,
        byName: 'Ann Walker',
        byBot: false,
        seat: 'black',
        // Only what differs from the defaults.
        options: { detente: true },
        timeControl: { type: 'bank', initialDays: 10, incrementDays: 1, maxDays: 20 },
        others: [],
        computers: [],
        expiresAt: made.expiresAt,
      },
    });
    expect(await notices(ann)).toEqual([]);
    await drain();
    const mail = await eventually(async () => mails(bob)[0], 10_000, 'the challenge mail');
    expect(mail.subject).toBe('Ann Walker challenges you to 007 Chess');
    expect(mail.text).toContain('Ann Walker challenges you to a game of 007 Chess (your seat: black).');
    expect(mail.text).toContain('Rules: Détente.');
    expect(mail.text).toContain('Time control: a bank of 10 days, 1 day more per move, at most 20 days.');
    expect(mail.text).toContain('Accept or decline: http://dash.test/challenges');
    expect(mail.text).toMatch(/open until .+\(UTC\)/);
    expect(mail.text).not.toContain('Also in the game');
    // Exactly once: another drain sends nothing more, and one outbox row was written.
    await drain();
    await new Promise((r) => setTimeout(r, 300));
    expect(mails(bob)).toHaveLength(1);
    const [{ n }] = await t.db.query(
      `SELECT count(*)::int AS n FROM outbox WHERE kind = 'challenge' AND user_id = $1`,
      [bob.id],
    );
    expect(n).toBe(1);

    // Declined: the notice is read and says so.
    await t.http.post(`/challenges/${made.id}/decline`).set(bob.auth).send({ reason: 'busy' }).expect(200);
    const [settled] = await notices(bob);
    expect(settled.readAt).not.toBeNull();
    expect(settled.payload.status).toBe('declined');
  });

  it('writes in German to a German reader, naming the others of a Coalition challenge', async () => {
    const [cleo, dora, emil] = await newPlayers(t, 'nc', 'nd', 'ne');
    await t.http.patch('/me/notification-settings').set(dora.auth).send({ language: 'de' }).expect(200);
    const made = (
      await t.http
        .post('/challenges')
        .set(cleo.auth)
        .send({
          to: [dora.username, emil.username],
          variant: 'coalition',
          seats: [{ seat: 'red', computer: 'search' }],
          timeControl: { type: 'per-move', days: 1 },
        })
        .expect(201)
    ).body as Json;
    await drain();
    const mail = await eventually(async () => mails(dora)[0], 10_000, 'the German challenge mail');
    expect(mail.subject).toBe(`${cleo.username} fordert Sie zu Koalitionsschach heraus`);
    expect(mail.text).toContain(
      `${cleo.username} fordert Sie zu einer Partie Koalitionsschach heraus (Ihr Platz: black).`,
    );
    expect(mail.text).toContain('Regeln: die Standardregeln.');
    expect(mail.text).toContain('Bedenkzeit: 1 Tag pro Zug.');
    expect(mail.text).toContain(`Außerdem in der Partie: ${emil.username}, green; Computer (stark), red.`);
    expect(mail.text).toContain('Annehmen oder ablehnen: http://dash.test/challenges');
    // The other one challenged reads English, and is named the other way round.
    const english = await eventually(async () => mails(emil)[0], 10_000, 'the English challenge mail');
    expect(english.text).toContain(`Also in the game: ${dora.username}, black; Computer (strong), red.`);

    // Dora accepts: her notice is settled at once; Emil's waits until the challenge closes.
    await t.http.post(`/challenges/${made.id}/accept`).set(dora.auth).expect(200);
    expect((await notices(dora))[0].payload.status).toBe('accepted');
    expect((await notices(emil))[0]).toMatchObject({ readAt: null });
    await t.http.delete(`/challenges/${made.id}`).set(cleo.auth).expect(204);
    expect((await notices(dora))[0].payload.status).toBe('withdrawn');
    expect((await notices(emil))[0]).toMatchObject({ payload: { status: 'withdrawn' } });
    expect((await notices(emil))[0].readAt).not.toBeNull();
  });

  it('settles an expired challenge’s notice at the sweep; a bot gets none; "never" keeps the mail away', async () => {
    const [fay, gus] = await newPlayers(t, 'nf', 'ng');
    await t.http
      .patch('/me/notification-settings')
      .set(gus.auth)
      .send({ kinds: { challenge: 'never' } })
      .expect(200);
    const made = (await t.http.post('/challenges').set(fay.auth).send({ to: gus.username, variant: '007' }).expect(201))
      .body as Json;
    await drain();
    await new Promise((r) => setTimeout(r, 300));
    expect(mails(gus)).toEqual([]);
    expect(await notices(gus)).toHaveLength(1);
    await t.db.query(`UPDATE challenges SET expires_at = now() - interval '1 minute' WHERE id = $1`, [made.id]);
    await t.app.get(ChallengesService).sweep();
    const [expired] = await notices(gus);
    expect(expired.payload.status).toBe('expired');
    expect(expired.readAt).not.toBeNull();

    const owner = await newPlayer(t, 'nbot');
    const token = await tokenAuth(t, owner, ['bot:play']);
    await t.http.post('/me/bot').set(token).expect(201);
    await t.http
      .put('/bot/profile')
      .set(token)
      .send({
        variants: ['007'],
        optionSets: {},
        timeControls: ['per-move'],
        minDays: 1,
        maxDays: 14,
        maxGames: 4,
        acceptBots: false,
      })
      .expect(200);
    await t.http.post('/challenges').set(fay.auth).send({ to: owner.username, variant: '007' }).expect(201);
    const [{ n }] = await t.db.query(
      `SELECT count(*)::int AS n FROM outbox WHERE kind = 'challenge' AND user_id = $1`,
      [owner.id],
    );
    expect(n).toBe(0);
  });
});
