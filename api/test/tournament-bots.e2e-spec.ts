import { newClub, newPlayer, type Player } from './ladder-fixtures';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * A bot account enters a club's tournament only where its admins allow bots: by itself or added
 * by an admin, refused with a code and nothing written; allowed, it enters like anyone.
 */
describe('tournaments and bot accounts', () => {
  let t: TestApp;
  let owner: Player, person: Player, bot: Player;
  let clubId: string;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await newPlayer(t, 'own');
    person = await newPlayer(t, 'per');
    bot = await newPlayer(t, 'bot');
    await t.http.post('/me/bot').set(bot.auth).expect(201);
    clubId = await newClub(t, owner, [person, bot]);
  }, 60_000);
  afterAll(() => t?.close());

  const create = (body: Record<string, unknown>) =>
    t.http
      .post(`/clubs/${clubId}/tournaments`)
      .set(owner.auth)
      .send({ name: `T ${Math.random().toString(36).slice(2, 8)}`, variant: '007', format: 'round-robin', ...body });
  const entries = async (id: string) =>
    Number((await t.db.query(`SELECT count(*) AS n FROM tournament_entries WHERE tournament_id = $1`, [id]))[0].n);

  it('refuses a bot in an event that does not allow bots, whoever enters it', async () => {
    const event = (await create({}).expect(201)).body;
    expect(event.allowBots).toBe(false);
    const itself = await t.http.post(`/tournaments/${event.id}/entries`).set(bot.auth).send({}).expect(403);
    expect(itself.body.code).toBe('BOTS_NOT_ALLOWED');
    const added = await t.http
      .post(`/tournaments/${event.id}/entries`)
      .set(owner.auth)
      .send({ player: bot.username })
      .expect(403);
    expect(added.body.code).toBe('BOTS_NOT_ALLOWED');
    expect(await entries(event.id)).toBe(0);
    // A person enters as before.
    await t.http.post(`/tournaments/${event.id}/entries`).set(person.auth).send({}).expect(201);
    expect(await entries(event.id)).toBe(1);
  });

  it('takes a bot where its admins allow bots, from the start or by a change', async () => {
    const open = (await create({ allowBots: true }).expect(201)).body;
    expect(open.allowBots).toBe(true);
    await t.http.post(`/tournaments/${open.id}/entries`).set(bot.auth).send({}).expect(201);

    const later = (await create({}).expect(201)).body;
    await t.http.post(`/tournaments/${later.id}/entries`).set(bot.auth).send({}).expect(403);
    const changed = await t.http
      .patch(`/tournaments/${later.id}`)
      .set(owner.auth)
      .send({ allowBots: true })
      .expect(200);
    expect(changed.body.allowBots).toBe(true);
    await t.http.post(`/tournaments/${later.id}/entries`).set(owner.auth).send({ player: bot.username }).expect(201);
    expect(await entries(later.id)).toBe(1);
  });

  it('refuses allowBots that is not a boolean, writing nothing', async () => {
    const before = Number(
      (await t.db.query(`SELECT count(*) AS n FROM tournaments WHERE club_id = $1`, [clubId]))[0].n,
    );
    for (const allowBots of ['yes', 1, null]) {
      const res = await create({ allowBots });
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const after = Number((await t.db.query(`SELECT count(*) AS n FROM tournaments WHERE club_id = $1`, [clubId]))[0].n);
    expect(after).toBe(before);
  });
});
