import { eventually } from './correspondence/helpers';
import { ladderGame, newClub, newPlayer, postLadder, type Player } from './ladder-fixtures';
import { startTestApp, type TestApp } from './support/test-app';

type Json = Record<string, any>;

/**
 * Issue 21 for clubs: a ladder sets the game option `abandoned` (with `abandonedLevel`) through the
 * same check a new game's options take, and each of its games gets it; a seat of a club's game
 * offered to anyone — a `substitute` seat a computer keeps, or a seat its holder offers — is offered
 * to the club's members too: a notification to each member not in the game, by email through a
 * real SMTP server, composed from the offer. On a real PostgreSQL.
 */
describe('substitutes from the club', () => {
  let t: TestApp;
  let ann: Player, bob: Player, cy: Player, dee: Player, eve: Player;
  let clubId: string;
  let clubName: string;
  beforeAll(async () => {
    t = await startTestApp({ mail: true, config: { computerMoveMs: 50 } });
    [ann, bob, cy, dee, eve] = [
      await newPlayer(t, 'ann'),
      await newPlayer(t, 'bob'),
      await newPlayer(t, 'cy'),
      await newPlayer(t, 'dee'),
      await newPlayer(t, 'eve'),
    ];
    clubId = await newClub(t, ann, [bob, cy, dee]);
    clubName = (await t.http.get(`/clubs/${clubId}`).set(ann.auth).expect(200)).body.name;
  }, 60_000);
  afterAll(() => t.close());

  const ladder = async (settings: Json) => postLadder(t, ann, clubId, settings);
  const game = async (id: string, who: Player = ann): Promise<Json> =>
    (await t.http.get(`/games/${id}`).set(who.auth).expect(200)).body;
  const seatOf = (g: Json, seat: string) => g.seats.find((s: { seat: string }) => s.seat === seat);
  const clubNotices = async (id: string) =>
    (await t.db.query(
      `SELECT user_id, payload FROM outbox WHERE game_id = $1 AND kind = 'club-seat-offered' ORDER BY created_at, user_id`,
      [id],
    )) as { user_id: string; payload: Json }[];
  const verified = async (id: string) =>
    expect((await t.http.get(`/games/${id}/verify`).set(ann.auth).expect(200)).body).toMatchObject({
      ok: true,
      chainIntact: true,
      replayMatches: true,
    });

  it('a ladder sets abandoned and abandonedLevel through the option check, and refuses what it does not know', async () => {
    const created = await ladder({ options: { abandoned: 'computer', abandonedLevel: 'random' } });
    expect(created.status).toBe(201);
    expect(created.body.options).toMatchObject({ abandoned: 'computer', abandonedLevel: 'random' });
    const plain = (await ladder({})).body;
    expect(plain.options).not.toHaveProperty('abandoned');
    const changed = await t.http
      .patch(`/ladders/${plain.id}`)
      .set(ann.auth)
      .send({ options: { abandoned: 'substitute' } })
      .expect(200);
    expect(changed.body.options).toMatchObject({ abandoned: 'substitute', abandonedLevel: 'greedy' });

    for (const options of [
      { abandoned: 'vanish' },
      { abandonedLevel: 'random' },
      { abandoned: 'computer', abandonedLevel: 'best' },
    ]) {
      const refused = await ladder({ options });
      expect({ options, status: refused.status, code: refused.body.code }).toEqual({
        options,
        status: 400,
        code: 'BAD_OPTIONS',
      });
    }
    const refused = await t.http
      .patch(`/ladders/${plain.id}`)
      .set(ann.auth)
      .send({ options: { abandoned: 'vanish' } });
    expect([refused.status, refused.body.code]).toEqual([400, 'BAD_OPTIONS']);
  });

  it('its games get the ladder’s abandoned option; a challenge may set its own pair where options are free', async () => {
    const fixed = (await ladder({ options: { abandoned: 'computer', abandonedLevel: 'random' } })).body;
    const id = await ladderGame(t, fixed.id, ann, { white: ann, black: bob });
    expect(await game(id)).toMatchObject({ abandoned: 'computer', abandonedLevel: 'random' });
    expect((await game(id)).options).not.toHaveProperty('abandoned');
    // Bob leaves: the computer the ladder chose takes Black at once, and the game goes on.
    const left = await t.http.post(`/games/${id}/seats/black/leave`).set(bob.auth).expect(200);
    expect(seatOf(left.body, 'black')).toMatchObject({ player: null, computer: 'random' });
    await verified(id);

    const free = (await ladder({ options: { abandoned: 'substitute', abandonedLevel: 'random' }, optionsFixed: false }))
      .body;
    const challenged = await t.http
      .post(`/ladders/${free.id}/challenges`)
      .set(ann.auth)
      .send({
        seats: [
          { seat: 'white', player: ann.username },
          { seat: 'black', player: bob.username },
        ],
        options: { abandoned: 'resign' },
      })
      .expect(201);
    expect(await game(challenged.body.gameId)).toMatchObject({ abandoned: 'resign', abandonedLevel: null });
  });

  it('substitute: the club’s members not in the game are told, by email, and one takes the seat over', async () => {
    const l = (await ladder({ options: { abandoned: 'substitute', abandonedLevel: 'random' } })).body;
    const id = await ladderGame(t, l.id, ann, { white: ann, black: bob });
    expect(await clubNotices(id)).toEqual([]);
    await t.http.post(`/games/${id}/seats/black/leave`).set(bob.auth).expect(200);

    // Cy and Dee, the members not in the game; not Ann (she plays), not Bob (he left), not Eve (no member).
    const notices = await clubNotices(id);
    expect(notices.map((n) => n.user_id).sort()).toEqual([cy.id, dee.id].sort());
    // The game's version right after the change that offered the seat (the computer took it and offers it).
    const [handedOver] = await t.db.query(
      `SELECT seq FROM game_events WHERE game_id = $1 AND type = 'seat-handed-over' ORDER BY seq DESC LIMIT 1`,
      [id],
    );
    for (const n of notices)
      expect(n.payload).toEqual({
        gameId: id,
        variant: '007',
        version: handedOver.seq,
        seat: 'black',
        club: clubName,
        ladder: l.name,
        from: { username: bob.username },
        keeper: { computer: 'random' },
      });
    const mail = await t.mail!.catcher.waitFor((m) => m.to.includes(cy.email) && m.text.includes(id), 15_000);
    expect(mail.subject).toBe(`${clubName}: a seat in 007 Chess is looking for a player`);
    expect(mail.text).toContain(`on the ladder ${l.name} of your club ${clubName}, seat black (${bob.username}’s)`);
    expect(mail.text).toContain(`${t.config.publicUrl}/games/${id}`);
    await t.mail!.catcher.waitFor((m) => m.to.includes(dee.email) && m.text.includes(id), 15_000);
    expect((await t.mail!.catcher.messages()).filter((m) => m.to.includes(eve.email) && m.text.includes(id))).toEqual(
      [],
    );
    // In the app too, in the member's notifications.
    const inbox = (await t.http.get('/me/notifications').set(dee.auth).expect(200)).body.items as Json[];
    expect(inbox.find((n) => n.kind === 'club-seat-offered' && n.gameId === id)).toBeDefined();

    // Dee takes it over from the notice; the computer leaves the seat.
    const taken = await t.http.post(`/games/${id}/seats/black/join`).set(dee.auth).expect(200);
    expect(seatOf(taken.body, 'black')).toMatchObject({ player: { id: dee.id }, computer: null, offer: null });
    await verified(id);
  });

  it('a holder’s offer to anyone in a club game goes to the members too, in German for a German reader', async () => {
    await t.http.patch('/me/notification-settings').set(cy.auth).send({ language: 'de' }).expect(200);
    const l = (await ladder({})).body;
    const id = await ladderGame(t, l.id, ann, { white: ann, black: bob });
    // An offer to one person is that person's only.
    await t.http.post(`/games/${id}/seats/white/offer`).set(ann.auth).send({ to: dee.username }).expect(200);
    expect(await clubNotices(id)).toEqual([]);
    await t.http.post(`/games/${id}/seats/white/offer`).set(ann.auth).send({}).expect(200);
    const notices = await clubNotices(id);
    expect(notices.map((n) => n.user_id).sort()).toEqual([cy.id, dee.id].sort());
    expect(notices[0].payload).toMatchObject({ from: { username: ann.username }, keeper: { username: ann.username } });
    const mail = await t.mail!.catcher.waitFor((m) => m.to.includes(cy.email) && m.text.includes(id), 15_000);
    expect(mail.subject).toBe(`${clubName}: ein Platz in 007-Schach sucht einen Spieler`);
    expect(mail.text).toContain(
      `der Rangliste ${l.name} Ihres Klubs ${clubName} wird der Platz white (bisher ${ann.username})`,
    );
    await t.http.post(`/games/${id}/seats/white/join`).set(cy.auth).expect(200);
    await verified(id);
  });

  it('a game of no club offers its substitute seat in the lobby only', async () => {
    const created = await t.http
      .post('/games')
      .set(ann.auth)
      .send({
        variant: '007',
        abandoned: 'substitute',
        seats: [
          { seat: 'white', me: true },
          { seat: 'black', invite: bob.username },
        ],
      })
      .expect(201);
    const id: string = created.body.id;
    await t.http.post(`/games/${id}/seats/black/accept`).set(bob.auth).expect(200);
    await t.http.post(`/games/${id}/seats/black/leave`).set(bob.auth).expect(200);
    await eventually(async () =>
      (await t.http.get('/lobby').query({ limit: 100 }).set(eve.auth).expect(200)).body.items.some(
        (e: { gameId: string }) => e.gameId === id,
      ),
    );
    expect(await clubNotices(id)).toEqual([]);
  });
});
