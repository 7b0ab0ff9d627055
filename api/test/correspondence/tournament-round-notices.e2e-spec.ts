import { RoundAnnouncer } from '../../src/community/tournaments/round-announcer';
import { TournamentRepository } from '../../src/community/tournaments/tournament.repository';
import { TournamentRoundsService } from '../../src/community/tournaments/tournament-rounds.service';
import { PushDispatcher } from '../../src/delivery/push/push-dispatcher';
import { newClub, newPlayer, newPlayers, type Player, playScript } from '../ladder-fixtures';
import { LocalPushEndpoint } from '../support/push-endpoint';
import { startTestApp, type TestApp } from '../support/test-app';
import { eventually } from './helpers';
import { SmtpRecorder } from './smtp-recorder';

jest.setTimeout(120_000);

interface RoundGame {
  gameId: string;
  seats: { seat: string; player: { id: string } | null }[];
}

/**
 * A round that begins tells each entrant (not a bot) once — in the app, by e-mail through the real
 * SMTP catcher and by push to the local push endpoint — in the reader's language: the event, the
 * round, the opponents by display name (a bot marked) or the bye, the event's page. Batches of a
 * round made by the start's job, doubled and retried, send none twice.
 */
describe('tournament round notices', () => {
  let t: TestApp;
  let smtp: SmtpRecorder;
  let push: LocalPushEndpoint;
  let owner: Player;
  let rounds: TournamentRoundsService;
  const byId = new Map<string, Player>();

  beforeAll(async () => {
    smtp = new SmtpRecorder();
    await smtp.start();
    push = new LocalPushEndpoint();
    await push.start();
    t = await startTestApp({ config: { smtpUrl: smtp.url, publicUrl: 'http://dash.test', pushAllowPrivate: true } });
    owner = await newPlayer(t, 'tno');
    rounds = t.app.get(TournamentRoundsService);
  }, 60_000);
  afterAll(async () => {
    if (rounds) rounds.batchSize = 50;
    await t?.close();
    await smtp?.stop();
    await push?.stop();
  });

  const event = async (clubId: string, body: Record<string, unknown>) =>
    (
      await t.http
        .post(`/clubs/${clubId}/tournaments`)
        .set(owner.auth)
        .send({ name: `Cup ${Math.random().toString(36).slice(2, 8)}`, ...body })
        .expect(201)
    ).body as { id: string; name: string };
  /** The start's job and two doubled ones at once, until every game exists. */
  const batches = async (id: string) => {
    const worker = async () => {
      while (!(await t.db.transaction((m) => rounds.createBatch(m, id, owner.id, new Date()))));
    };
    await Promise.all([worker(), worker(), worker()]);
  };
  const notices = (id: string): Promise<{ user_id: string; payload: Record<string, unknown> }[]> =>
    t.db.query(
      `SELECT user_id, payload FROM outbox WHERE kind = 'tournament-round' AND payload->>'tournamentId' = $1 ORDER BY id`,
      [id],
    );
  const subscribe = async (p: Player) => {
    const sub = push.subscription();
    await t.http
      .post('/me/push-subscriptions')
      .set(p.auth)
      .send({ endpoint: sub.endpoint, keys: sub.keys })
      .expect(201);
    return new URL(sub.endpoint).pathname;
  };
  const mailsAbout = (p: Player, name: string) => smtp.to(p.email).filter((m) => m.subject.includes(name));
  /** The round pushes a subscription received (the games' own calls to move come too). */
  const roundPushes = (path: string | undefined) =>
    push.received.filter((r) => r.path === path && r.payload.kind === 'tournament-round');

  it('tells each entrant of a round robin made in batches once, listing every round', async () => {
    const [ann, bea, cid] = await newPlayers(t, 'tna', 'tnb', 'tnc');
    const bot = await newPlayer(t, 'tnz');
    await t.http.post('/me/bot').set(bot.auth).expect(201);
    await t.db.query(`UPDATE users SET display_name = 'Ann A.' WHERE id = $1`, [ann.id]);
    await t.http.patch('/me/notification-settings').set(bea.auth).send({ language: 'de' }).expect(200);
    const annPath = await subscribe(ann);
    const clubId = await newClub(t, owner, [ann, bea, cid, bot]);
    const cup = await event(clubId, { variant: '007', format: 'round-robin', minEntrants: 3, allowBots: true });
    for (const p of [ann, bea, cid, bot])
      await t.http.post(`/tournaments/${cup.id}/entries`).set(p.auth).send({}).expect(201);

    rounds.batchSize = 2;
    t.app.get(RoundAnnouncer).batchSize = 2; // three people told in two steps
    await t.http.post(`/tournaments/${cup.id}/start`).set(owner.auth).expect(200);
    await batches(cup.id);
    await eventually(async () => (await t.http.get(`/tournaments/${cup.id}`).set(owner.auth)).body.state === 'running');
    // Done: a late retry, and the announcement made again, write nothing more (the unique key).
    expect(await t.db.transaction((m) => rounds.createBatch(m, cup.id, owner.id, new Date()))).toBe(true);
    await t.db.transaction(async (m) => {
      const row = await t.app.get(TournamentRepository).lock(m, cup.id);
      await t.app.get(RoundAnnouncer).announce(m, row!, null);
    });

    const written = await notices(cup.id);
    expect(written.map((n) => n.user_id).sort()).toEqual([ann.id, bea.id, cid.id].sort());
    const annNotice = written.find((n) => n.user_id === ann.id)!.payload;
    expect(annNotice).toMatchObject({ tournament: cup.name, round: 1, rounds: 3, allRounds: true, bye: false });
    expect((annNotice.games as { round: number }[]).map((g) => g.round)).toEqual([1, 2, 3]);

    // E-mail: one each, in the reader's language, naming the bot as one.
    const annMail = await eventually(async () => mailsAbout(ann, cup.name)[0], 15_000, 'Ann’s mail');
    expect(annMail.subject).toBe(`${cup.name} has begun`);
    expect(annMail.text).toContain('every round is played at once');
    expect(annMail.text).toMatch(/Your games: round 1: (White|Black) against .*; round 2: .*; round 3: .*\./);
    expect(annMail.text).toContain(`${bot.username} (bot)`);
    expect(annMail.text).toContain(`http://dash.test/tournaments/${cup.id}`);
    const beaMail = await eventually(async () => mailsAbout(bea, cup.name)[0], 15_000, 'Bea’s mail');
    expect(beaMail.subject).toBe(`${cup.name} hat begonnen`);
    expect(beaMail.text).toContain('Ihre Partien: Runde 1:');
    expect(beaMail.text).toContain('Ann A.');
    await eventually(async () => mailsAbout(cid, cup.name)[0], 15_000, 'Cid’s mail');
    expect(smtp.to(bot.email).filter((m) => m.subject.includes(cup.name))).toHaveLength(0);

    // Push: one, decryptable, opening the event's page.
    await eventually(async () => roundPushes(annPath).length > 0, 15_000, 'Ann’s push');
    await t.app.get(PushDispatcher).drain();
    const pushes = roundPushes(annPath);
    expect(pushes).toHaveLength(1);
    expect(pushes[0].payload).toEqual({
      kind: 'tournament-round',
      title: `${cup.name} has begun`,
      body: expect.stringMatching(/^.* has begun; every round is played at once\. Your games: round 1: /),
      url: `http://dash.test/tournaments/${cup.id}`,
      tag: `tournament-round-${cup.id}`,
    });
    expect(pushes[0].headers).toMatchObject({ ttl: String(72 * 3600), urgency: 'normal' });
    expect(pushes[0].vapid.valid).toBe(true);

    // In the app: one notice, with the payload.
    const inbox = (await t.http.get('/me/notifications').set(ann.auth).expect(200)).body.items as {
      kind: string;
      payload: Record<string, unknown>;
    }[];
    expect(inbox.filter((n) => n.kind === 'tournament-round')).toHaveLength(1);
    expect(mailsAbout(ann, cup.name)).toHaveLength(1);
  });

  it('tells each entrant of a Swiss round 2 made by the job once: the opponent, or the bye', async () => {
    const field = await newPlayers(t, 'tsa', 'tsb', 'tsc', 'tsd', 'tse');
    for (const p of field) byId.set(p.id, p);
    const clubId = await newClub(t, owner, field);
    const paths = new Map<string, string>();
    for (const p of field) paths.set(p.id, await subscribe(p));
    const cup = await event(clubId, { variant: '007', format: 'swiss', rounds: 2, minEntrants: 3, bye: 'win' });
    for (const p of field) await t.http.post(`/tournaments/${cup.id}/entries`).set(p.auth).send({}).expect(201);

    rounds.batchSize = 50;
    await t.http.post(`/tournaments/${cup.id}/start`).set(owner.auth).expect(200);
    expect((await notices(cup.id)).filter((n) => n.payload.round === 1)).toHaveLength(5);
    // Round 2 bigger than a batch: paired when round 1 ends, made by the job.
    rounds.batchSize = 1;
    const first = (await t.http.get(`/tournaments/${cup.id}/rounds/1`).set(owner.auth).expect(200)).body
      .games as RoundGame[];
    for (const g of first) {
      const seats = Object.fromEntries(g.seats.map((s) => [s.seat, byId.get(s.player!.id)!]));
      await playScript(t, g.gameId, seats, [{ seat: 'black', action: 'resign' }]);
    }
    await batches(cup.id);
    const r2 = (await t.http.get(`/tournaments/${cup.id}/rounds/2`).set(owner.auth).expect(200)).body as {
      games: RoundGame[];
      byes: { player: { id: string } }[];
    };
    expect(r2.games).toHaveLength(2);
    await t.db.transaction(async (m) => {
      const row = await t.app.get(TournamentRepository).lock(m, cup.id);
      await t.app.get(RoundAnnouncer).announce(m, row!, 2);
    });
    const second = (await notices(cup.id)).filter((n) => n.payload.round === 2);
    expect(second.map((n) => n.user_id).sort()).toEqual(field.map((p) => p.id).sort());

    const byePlayer = byId.get(r2.byes[0].player.id)!;
    const byeMail = await eventually(
      async () => mailsAbout(byePlayer, cup.name).find((m) => m.subject.startsWith('Round 2')),
      15_000,
      'the bye’s mail',
    );
    expect(byeMail.subject).toBe(`Round 2 of ${cup.name} has begun`);
    expect(byeMail.text).toContain('You have a bye in this round.');

    const [white, black] = r2.games[0].seats.map((s) => byId.get(s.player!.id)!);
    const whiteMail = await eventually(
      async () => mailsAbout(white, cup.name).find((m) => m.subject.startsWith('Round 2')),
      15_000,
      'White’s mail',
    );
    expect(whiteMail.text).toContain(`You play White against ${black.username}.`);

    await eventually(
      async () => field.every((p) => roundPushes(paths.get(p.id)).length >= 2),
      15_000,
      'two pushes each',
    );
    await t.app.get(PushDispatcher).drain();
    for (const p of field) {
      const got = roundPushes(paths.get(p.id)).map((r) => r.payload);
      expect(got.map((x) => x.title)).toEqual([`Round 1 of ${cup.name} has begun`, `Round 2 of ${cup.name} has begun`]);
      const round2 = () => mailsAbout(p, cup.name).filter((m) => m.subject.startsWith('Round 2'));
      await eventually(async () => round2().length > 0, 15_000, 'the round 2 mail');
      expect(round2()).toHaveLength(1);
    }
    const byePush = roundPushes(paths.get(byePlayer.id))[1].payload;
    expect(byePush.body).toBe(`Round 2 of ${cup.name} (007 Chess) has begun. You have a bye in this round.`);
  });

  it('pushes a challenge too, opening the challenges page, tagged by the challenge', async () => {
    const [fay, gus] = await newPlayers(t, 'tcf', 'tcg');
    const path = await subscribe(gus);
    const made = (await t.http.post('/challenges').set(fay.auth).send({ to: gus.username, variant: '007' }).expect(201))
      .body as { id: string };
    await eventually(async () => push.received.some((r) => r.path === path), 15_000, 'the challenge’s push');
    await t.app.get(PushDispatcher).drain();
    const got = push.received.filter((r) => r.path === path);
    expect(got).toHaveLength(1);
    expect(got[0].payload).toEqual({
      kind: 'challenge',
      title: `${fay.username} challenges you to 007 Chess`,
      body: expect.stringContaining(`${fay.username} challenges you to a game of 007 Chess (your seat: `),
      url: 'http://dash.test/challenges',
      tag: `challenge-${made.id}`,
    });
    expect(got[0].headers).toMatchObject({ ttl: String(72 * 3600), urgency: 'normal' });
  });
});
