import { ladderGame, newClub, newPlayers, type Player, playScript, seasonAroundToday } from './ladder-fixtures';
import { startTestApp, type TestApp } from './support/test-app';

/** Clubs on a real PostgreSQL: roles, invitations, joining and leaving, and what private hides. */
describe('clubs', () => {
  let t: TestApp;
  let owner: Player, ann: Player, bob: Player, cat: Player, dan: Player, outsider: Player;
  beforeAll(async () => {
    t = await startTestApp();
    [owner, ann, bob, cat, dan, outsider] = await newPlayers(t, 'own', 'ann', 'bob', 'cat', 'dan', 'out');
  }, 30_000);
  afterAll(() => t.close());

  it('creates a public club owned by its creator; anyone joins and leaves; names are unique', async () => {
    const club = await t.http
      .post('/clubs')
      .set(owner.auth)
      .send({ name: 'Schachfreunde Wien', visibility: 'public' })
      .expect(201);
    expect(club.body).toMatchObject({
      name: 'Schachfreunde Wien',
      visibility: 'public',
      members: 1,
      myRole: 'owner',
      invited: false,
    });
    const dup = await t.http
      .post('/clubs')
      .set(ann.auth)
      .send({ name: 'schachfreunde WIEN', visibility: 'private' })
      .expect(409);
    expect(dup.body.code).toBe('CLUB_NAME_TAKEN');
    const bad = await t.http.post('/clubs').set(ann.auth).send({ name: '', visibility: 'secret' }).expect(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');

    const joined = await t.http.post(`/clubs/${club.body.id}/join`).set(ann.auth).expect(200);
    expect(joined.body).toMatchObject({ members: 2, myRole: 'member' });
    expect((await t.http.post(`/clubs/${club.body.id}/join`).set(ann.auth).expect(409)).body.code).toBe(
      'ALREADY_A_MEMBER',
    );
    await t.http.post(`/clubs/${club.body.id}/join`).set(bob.auth).expect(200);
    await t.http.post(`/clubs/${club.body.id}/leave`).set(bob.auth).expect(204);
    const after = await t.http.get(`/clubs/${club.body.id}`).set(bob.auth).expect(200);
    expect(after.body).toMatchObject({ members: 2, myRole: null });
    expect((await t.http.post(`/clubs/${club.body.id}/leave`).set(bob.auth).expect(403)).body.code).toBe(
      'NOT_A_MEMBER',
    );
  });

  it('keeps an owner: the last owner cannot leave or step down until another owner exists', async () => {
    const id = await newClub(t, owner, [ann]);
    expect((await t.http.post(`/clubs/${id}/leave`).set(owner.auth).expect(409)).body.code).toBe('LAST_OWNER');
    expect(
      (await t.http.patch(`/clubs/${id}/members/${owner.username}`).set(owner.auth).send({ role: 'admin' }).expect(409))
        .body.code,
    ).toBe('LAST_OWNER');
    expect(
      (await t.http.patch(`/clubs/${id}/members/${owner.username}`).set(ann.auth).send({ role: 'member' }).expect(403))
        .body.code,
    ).toBe('CLUB_OWNER_REQUIRED');
    const promoted = await t.http
      .patch(`/clubs/${id}/members/${ann.username}`)
      .set(owner.auth)
      .send({ role: 'owner' })
      .expect(200);
    expect(promoted.body).toMatchObject({ user: { id: ann.id }, role: 'owner' });
    await t.http.post(`/clubs/${id}/leave`).set(owner.auth).expect(204);
    const members = await t.http.get(`/clubs/${id}/members`).set(ann.auth).expect(200);
    expect(members.body.items.map((m: { user: { id: string }; role: string }) => [m.user.id, m.role])).toEqual([
      [ann.id, 'owner'],
    ]);
  });

  it('lets owners and admins invite by username or email; members may not', async () => {
    const id = await newClub(t, owner, [ann, bob], 'private');
    expect(
      (await t.http.post(`/clubs/${id}/invitations`).set(ann.auth).send({ invite: cat.username }).expect(403)).body
        .code,
    ).toBe('CLUB_ADMIN_REQUIRED');
    await t.http.patch(`/clubs/${id}/members/${ann.username}`).set(owner.auth).send({ role: 'admin' }).expect(200);
    const inv = await t.http
      .post(`/clubs/${id}/invitations`)
      .set(ann.auth)
      .send({ invite: cat.email.toUpperCase() })
      .expect(201);
    expect(inv.body).toMatchObject({ clubId: id, user: { id: cat.id }, invitedBy: { id: ann.id } });
    expect(
      (await t.http.post(`/clubs/${id}/invitations`).set(ann.auth).send({ invite: 'nobody-here' }).expect(400)).body
        .code,
    ).toBe('INVITEE_NOT_FOUND');
    expect(
      (await t.http.post(`/clubs/${id}/invitations`).set(ann.auth).send({ invite: bob.username }).expect(409)).body
        .code,
    ).toBe('ALREADY_A_MEMBER');

    const mine = await t.http.get('/clubs/invitations').set(cat.auth).expect(200);
    expect(mine.body.map((i: { clubId: string }) => i.clubId)).toEqual([id]);
    // Invited: the club is visible to accept, its contents not yet.
    expect((await t.http.get(`/clubs/${id}`).set(cat.auth).expect(200)).body).toMatchObject({
      invited: true,
      myRole: null,
    });
    await t.http.get(`/clubs/${id}/members`).set(cat.auth).expect(404);
    await t.http.post(`/clubs/${id}/join`).set(cat.auth).expect(200);
    expect((await t.http.get('/clubs/invitations').set(cat.auth).expect(200)).body).toEqual([]);
    const members = await t.http.get(`/clubs/${id}/members?limit=2`).set(cat.auth).expect(200);
    const more = await t.http
      .get(`/clubs/${id}/members?limit=2&cursor=${members.body.nextCursor}`)
      .set(cat.auth)
      .expect(200);
    expect([...members.body.items, ...more.body.items].map((m: { user: { id: string } }) => m.user.id).sort()).toEqual(
      [owner.id, ann.id, bob.id, cat.id].sort(),
    );
    expect(more.body.nextCursor).toBeNull();
  });

  it('lets the invited decline: the invitation goes, once; a decline and a join at once end in one', async () => {
    const id = await newClub(t, owner, [ann], 'private');
    await t.http.post(`/clubs/${id}/invitations`).set(owner.auth).send({ invite: dan.username }).expect(201);
    // The club list shows the private club to the invited, to be answered there.
    const listed = async (who: Player) =>
      (await t.http.get('/clubs?limit=100').set(who.auth).expect(200)).body.items.find(
        (c: { id: string }) => c.id === id,
      );
    expect(await listed(dan)).toMatchObject({ id, invited: true, myRole: null });
    expect(await listed(outsider)).toBeUndefined();
    // Only the one invited declines; a member without an invitation, and a stranger, cannot.
    expect((await t.http.post(`/clubs/${id}/decline`).set(ann.auth).expect(404)).body.code).toBe(
      'CLUB_INVITATION_NOT_FOUND',
    );
    expect((await t.http.post(`/clubs/${id}/decline`).set(outsider.auth).expect(404)).body.code).toBe('CLUB_NOT_FOUND');
    await t.http.post(`/clubs/${id}/decline`).set(dan.auth).expect(204);
    expect((await t.http.get('/clubs/invitations').set(dan.auth).expect(200)).body).toEqual([]);
    expect(await listed(dan)).toBeUndefined();
    // Declined: the private club is hidden again, and neither a second decline nor a join works.
    expect((await t.http.post(`/clubs/${id}/decline`).set(dan.auth).expect(404)).body.code).toBe('CLUB_NOT_FOUND');
    await t.http.post(`/clubs/${id}/join`).set(dan.auth).expect(404);
    await t.http.post('/clubs/not-a-uuid/decline').set(dan.auth).expect(400);

    // Invited again, and answering twice at once: one answer wins, never both.
    for (let round = 0; round < 5; round++) {
      await t.http.post(`/clubs/${id}/invitations`).set(owner.auth).send({ invite: dan.username }).expect(201);
      const [joined, declined] = await Promise.all([
        t.http.post(`/clubs/${id}/join`).set(dan.auth),
        t.http.post(`/clubs/${id}/decline`).set(dan.auth),
      ]);
      const member = (await t.http.get(`/clubs/${id}`).set(owner.auth).expect(200)).body;
      const danIn = (await t.http.get(`/clubs/${id}/members?limit=50`).set(owner.auth).expect(200)).body.items.some(
        (m: { user: { id: string } }) => m.user.id === dan.id,
      );
      // The loser is told why: a decline after the join finds no invitation (404); a join after
      // the decline finds the club hidden (404) or, if it had seen it before waiting on the
      // club's lock, needs an invitation again (403).
      if (danIn) expect([joined.status, declined.status]).toEqual([200, 404]);
      else {
        expect(declined.status).toBe(204);
        expect([403, 404]).toContain(joined.status);
      }
      expect(member.id).toBe(id);
      expect((await t.http.get('/clubs/invitations').set(dan.auth).expect(200)).body).toEqual([]);
      if (danIn) await t.http.post(`/clubs/${id}/leave`).set(dan.auth).expect(204);
    }
  });

  it('hides a private club, its members, ladders, games, tables and alliances from non-members', async () => {
    const id = await newClub(t, owner, [ann, bob, cat, dan], 'private');
    const ladder = await t.http
      .post(`/clubs/${id}/ladders`)
      .set(owner.auth)
      .send({ name: 'Hidden', variant: 'coalition', options: { setupPhase: false }, season: seasonAroundToday() })
      .expect(201);
    const seats = { yellow: ann, black: bob, green: cat, red: dan };
    const gameId = await ladderGame(t, ladder.body.id, ann, seats);
    await playScript(t, gameId, seats, [
      { seat: 'yellow', move: 'c1a1' },
      { seat: 'black', move: 'c10a10' },
      { seat: 'green', action: 'declare', ally: 'yellow' },
    ]);

    // Members see everything.
    await t.http.get(`/ladders/${ladder.body.id}/standings`).set(bob.auth).expect(200);
    const theirs = await t.http.get(`/alliances?player=${ann.username}`).set(bob.auth).expect(200);
    expect(theirs.body.items).toEqual([
      expect.objectContaining({ gameId, form: 'yellow+green', outcome: 'pending', round: 1 }),
    ]);

    // Outsiders see nothing, and cannot tell it from a club that does not exist.
    for (const path of [
      `/clubs/${id}`,
      `/clubs/${id}/members`,
      `/clubs/${id}/ladders`,
      `/ladders/${ladder.body.id}`,
      `/ladders/${ladder.body.id}/standings`,
      `/ladders/${ladder.body.id}/games`,
      `/ladders/${ladder.body.id}/alliance-forms`,
    ]) {
      const res = await t.http.get(path).set(outsider.auth).expect(404);
      expect(['CLUB_NOT_FOUND', 'LADDER_NOT_FOUND']).toContain(res.body.code);
    }
    expect((await t.http.post(`/clubs/${id}/join`).set(outsider.auth).expect(404)).body.code).toBe('CLUB_NOT_FOUND');
    // Its games too, on every game route and in the games list.
    for (const path of [
      `/games/${gameId}`,
      `/games/${gameId}/events`,
      `/games/${gameId}/pgn`,
      `/games/${gameId}/verify`,
    ]) {
      expect((await t.http.get(path).set(outsider.auth).expect(404)).body.code).toBe('GAME_NOT_FOUND');
    }
    const moveAttempt = await t.http
      .post(`/games/${gameId}/moves`)
      .set(outsider.auth)
      .send({ move: 'a5a7', expectedVersion: 1 })
      .expect(404);
    expect(moveAttempt.body.code).toBe('GAME_NOT_FOUND');
    // The play routes check only a refused request; each refusal of an outsider is that same 404.
    for (const [path, body] of [
      ['turns', { moves: ['a5a7'], expectedVersion: 1 }],
      ['actions', { type: 'resign', expectedVersion: 1 }],
      ['moves', { move: 42 }],
    ] as const) {
      const res = await t.http.post(`/games/${gameId}/${path}`).set(outsider.auth).send(body).expect(404);
      expect(res.body.code).toBe('GAME_NOT_FOUND');
    }
    // A seat of it offered to anyone is not listed in the public lobby.
    await t.http.post(`/games/${gameId}/seats/red/offer`).set(dan.auth).send({}).expect(200);
    const lobby = await t.http.get('/lobby?limit=100').set(outsider.auth).expect(200);
    expect(lobby.body.items.map((g: { gameId: string }) => g.gameId)).not.toContain(gameId);
    const outsiderList = await t.http.get(`/games?player=${ann.username}`).set(outsider.auth).expect(200);
    expect(outsiderList.body.items.map((g: { id: string }) => g.id)).not.toContain(gameId);
    const memberList = await t.http.get(`/games?player=${ann.username}`).set(bob.auth).expect(200);
    expect(memberList.body.items.map((g: { id: string }) => g.id)).toContain(gameId);
    await t.http.get(`/games/${gameId}/events`).set(bob.auth).expect(200);
    // A player who leaves the club still sees the games they play.
    await t.http.post(`/clubs/${id}/leave`).set(dan.auth).expect(204);
    await t.http.get(`/games/${gameId}`).set(dan.auth).expect(200);
    await t.http.get(`/ladders/${ladder.body.id}`).set(dan.auth).expect(404);
    const listed = await t.http.get('/clubs?limit=100').set(outsider.auth).expect(200);
    expect(listed.body.items.map((c: { id: string }) => c.id)).not.toContain(id);
    expect((await t.http.get(`/alliances?player=${ann.username}`).set(outsider.auth).expect(200)).body.items).toEqual(
      [],
    );
    expect(
      (await t.http.get(`/alliances/partners?player=${ann.username}`).set(outsider.auth).expect(200)).body.items,
    ).toEqual([]);
    expect(
      (await t.http.get(`/alliances/partners?player=${ann.username}`).set(bob.auth).expect(200)).body.items,
    ).toEqual([expect.objectContaining({ partner: expect.objectContaining({ id: cat.id }), games: 1, pending: 1 })]);
  });

  it('needs ladders:write for changes when called with an API token', async () => {
    const token = await t.http
      .post('/tokens')
      .set(ann.auth)
      .send({ name: 'reader', scopes: ['ladders:read'] })
      .expect(201);
    const auth = { Authorization: `Bearer ${token.body.token}` };
    await t.http.get('/clubs').set(auth).expect(200);
    const refused = await t.http.post('/clubs').set(auth).send({ name: 'Via token', visibility: 'public' }).expect(403);
    expect(refused.body).toMatchObject({ code: 'MISSING_SCOPE', missingScopes: ['ladders:write'] });
  });

  it('pages the club list by name', async () => {
    const names = ['Zeta club', 'Alpha club', 'Mu club'];
    for (const name of names)
      await t.http.post('/clubs').set(dan.auth).send({ name, visibility: 'public' }).expect(201);
    const first = await t.http.get('/clubs?mine=true&limit=2').set(dan.auth).expect(200);
    const second = await t.http
      .get(`/clubs?mine=true&limit=2&cursor=${first.body.nextCursor}`)
      .set(dan.auth)
      .expect(200);
    const mine = [...first.body.items, ...second.body.items]
      .map((c: { name: string }) => c.name)
      .filter((n) => names.includes(n));
    expect(mine).toEqual(['Alpha club', 'Mu club', 'Zeta club']);
    expect((await t.http.get('/clubs?cursor=not-a-cursor').set(dan.auth).expect(400)).body.code).toBe('BAD_CURSOR');
  });
});
