import { Clock } from '../src/platform/time/clock';
import { TimeoutSweeper } from '../src/play/clocks/timeout-sweeper';
import { TournamentRoundsService } from '../src/community/tournaments/tournament-rounds.service';
import { DAY, eventually, turn } from './correspondence/helpers';
import { newClub, newPlayer, newPlayers, type Player, playScript } from './ladder-fixtures';
import { startTestApp, type TestApp } from './support/test-app';

interface RoundGame {
  gameId: string;
  board: number;
  status: string;
  state: string;
  seats: { seat: string; player: { id: string; username: string } | null; points: number | null; forfeit: boolean }[];
}

/**
 * Tournaments through the API on a real PostgreSQL: a 5-entrant 007 round robin played to its end,
 * role-balanced Coalition tables (8 entrants, and 6 with computer seats), a withdrawal and a
 * time-out in the middle and the bad input refused with nothing written.
 */
describe('tournaments', () => {
  let t: TestApp;
  let owner: Player, outsider: Player;
  let players: Player[];
  let clubId: string;
  const byId = new Map<string, Player>();

  beforeAll(async () => {
    t = await startTestApp();
    owner = await newPlayer(t, 'own');
    outsider = await newPlayer(t, 'out');
    players = await newPlayers(t, 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h');
    for (const p of [owner, ...players]) byId.set(p.id, p);
    clubId = await newClub(t, owner, players);
  }, 60_000);
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>) =>
    t.http
      .post(`/clubs/${clubId}/tournaments`)
      .set(owner.auth)
      .send({ name: `T ${Math.random().toString(36).slice(2, 8)}`, ...body });
  const enter = (id: string, p: Player) => t.http.post(`/tournaments/${id}/entries`).set(p.auth).send({});
  const round = async (id: string, n: number): Promise<RoundGame[]> =>
    (await t.http.get(`/tournaments/${id}/rounds/${n}`).set(owner.auth).expect(200)).body.games;
  const count = async (sql: string, params: unknown[]) =>
    Number((await t.db.query(sql, params))[0].n as string | number);

  it('refuses bad input with a code and writes nothing', async () => {
    const wrong = await create({ variant: 'coalition', format: 'swiss' }).expect(422);
    expect(wrong.body.code).toBe('FORMAT_NOT_FOR_VARIANT');
    const member = await t.http
      .post(`/clubs/${clubId}/tournaments`)
      .set(players[0].auth)
      .send({ name: 'Mine', variant: '007', format: 'round-robin' })
      .expect(403);
    expect(member.body.code).toBe('CLUB_ADMIN_REQUIRED');
    const nulls = await create({ variant: '007', format: 'round-robin', minEntrants: 'three' }).expect(400);
    expect(nulls.body.code).toBeDefined();
    expect(await count(`SELECT count(*) AS n FROM tournaments WHERE club_id = $1`, [clubId])).toBe(0);

    const rr = (await create({ variant: '007', format: 'round-robin' }).expect(201)).body;
    expect(rr).toMatchObject({ state: 'open', entrants: 0, minEntrants: 3, pointsTable: { win: 1, draw: 0.5 } });
    await enter(rr.id, players[0]).expect(201);
    const twice = await enter(rr.id, players[0]).expect(409);
    expect(twice.body.code).toBe('ALREADY_ENTERED');
    const stranger = await enter(rr.id, outsider);
    expect(stranger.status).toBe(403);
    await enter(rr.id, players[1]).expect(201);
    const few = await t.http.post(`/tournaments/${rr.id}/start`).set(owner.auth).expect(409);
    expect(few.body).toMatchObject({ code: 'TOO_FEW_ENTRANTS', minimum: 3 });
    expect(await count(`SELECT count(*) AS n FROM tournament_games WHERE tournament_id = $1`, [rr.id])).toBe(0);
    const notAdmin = await t.http.post(`/tournaments/${rr.id}/start`).set(players[0].auth).expect(403);
    expect(notAdmin.body.code).toBe('CLUB_ADMIN_REQUIRED');
    expect(await count(`SELECT count(*) AS n FROM tournament_entries WHERE tournament_id = $1`, [rr.id])).toBe(2);
  });

  it('plays a 5-entrant 007 round robin to its end: 10 games, crosstable and standings', async () => {
    const rr = (await create({ variant: '007', format: 'round-robin' }).expect(201)).body;
    const field = players.slice(0, 5);
    for (const p of field) await enter(rr.id, p).expect(201);
    const started = await t.http.post(`/tournaments/${rr.id}/start`).set(owner.auth).expect(200);
    expect(started.body).toMatchObject({ state: 'running', rounds: 5, entrants: 5 });
    const late = await enter(rr.id, players[5]).expect(409);
    expect(late.body.code).toBe('TOURNAMENT_STARTED');

    const games: RoundGame[] = [];
    for (let n = 1; n <= 5; n++) games.push(...(await round(rr.id, n)));
    expect(games).toHaveLength(10);
    // Every pair meets once.
    const pairs = new Set(
      games.map((g) =>
        g.seats
          .map((s) => s.player?.username)
          .sort()
          .join('|'),
      ),
    );
    expect(pairs.size).toBe(10);
    const shown = await t.http.get(`/games/${games[0].gameId}`).set(owner.auth).expect(200);
    expect(shown.body.tournament).toEqual({ id: rr.id, name: rr.name, round: 1 });

    // Board 1 of each round is drawn; the other games Black resigns.
    for (const g of games) {
      const seats = Object.fromEntries(g.seats.map((s) => [s.seat, byId.get(s.player!.id)!]));
      if (g.board === 1)
        await playScript(t, g.gameId, seats, [
          { seat: 'white', action: 'offer-draw' },
          { seat: 'black', action: 'accept-draw' },
        ]);
      else await playScript(t, g.gameId, seats, [{ seat: 'black', action: 'resign' }]);
    }
    const done = await t.http.get(`/tournaments/${rr.id}`).set(owner.auth).expect(200);
    expect(done.body.state).toBe('finished');

    // The expected points from the games themselves.
    const points = new Map<string, number>();
    const wins = new Map<string, number>();
    for (const g of games)
      for (const s of g.seats) {
        const id = s.player!.id;
        const won = g.board !== 1 && s.seat === 'white';
        points.set(id, (points.get(id) ?? 0) + (g.board === 1 ? 0.5 : won ? 1 : 0));
        wins.set(id, (wins.get(id) ?? 0) + (won ? 1 : 0));
      }
    const standings = (await t.http.get(`/tournaments/${rr.id}/standings`).set(owner.auth).expect(200)).body;
    expect(standings.order).toEqual(['points', 'wins', 'sonneborn-berger', 'direct-encounter', 'rating']);
    expect(standings.countedGames).toBe(10);
    expect(standings.rows).toHaveLength(5);
    for (const row of standings.rows) {
      expect(row.points).toBe(points.get(row.player.id));
      expect(row.games).toBe(4);
      expect(row.tieBreaks.wins).toBe(wins.get(row.player.id));
      expect(typeof row.tieBreaks.sonnebornBerger).toBe('number');
    }
    const pts = standings.rows.map((r: { points: number }) => r.points);
    expect(pts).toEqual([...pts].sort((x, y) => y - x));
    expect(pts.reduce((a: number, b: number) => a + b, 0)).toBe(10);
    // Sonneborn–Berger of the leader, by hand: the final scores of those beaten, half of those drawn.
    const leader = standings.rows[0];
    let sb = 0;
    for (const g of games) {
      const mine = g.seats.find((s) => s.player!.id === leader.player.id);
      if (!mine) continue;
      const other = g.seats.find((s) => s !== mine)!.player!.id;
      const got = g.board === 1 ? 0.5 : mine.seat === 'white' ? 1 : 0;
      sb += got * points.get(other)!;
    }
    expect(leader.tieBreaks.sonnebornBerger).toBe(sb);

    const cross = (await t.http.get(`/tournaments/${rr.id}/crosstable`).set(owner.auth).expect(200)).body;
    expect(cross.rows).toHaveLength(5);
    for (const [i, row] of cross.rows.entries()) {
      expect(row.cells).toHaveLength(5);
      expect(row.cells[i]).toEqual([]);
      expect(row.cells.flat()).toHaveLength(4);
    }

    const csv = await t.http.get(`/tournaments/${rr.id}/standings/export`).set(owner.auth).expect(200);
    expect(csv.text.split('\r\n').filter(Boolean)).toHaveLength(6);
    const pgn = await t.http.get(`/tournaments/${rr.id}/games/export`).set(owner.auth).expect(200);
    expect((pgn.text.match(/\[Event /g) ?? []).length).toBe(10);

    const log = (await t.http.get(`/tournaments/${rr.id}/events?limit=50`).set(owner.auth).expect(200)).body;
    const types = log.items.map((e: { type: string }) => e.type);
    expect(types[0]).toBe('finished');
    expect(types).toContain('started');
    expect(types.at(-1)).toBe('tournament-created');
  }, 120_000);

  it('seats 8 entrants at role-balanced Coalition tables: 2 tables × 4 rounds, every seat once', async () => {
    const ev = (
      await create({ variant: 'coalition', format: 'coalition-rotation', options: { setupPhase: false } }).expect(201)
    ).body;
    for (const p of players) await enter(ev.id, p).expect(201);
    await t.http.post(`/tournaments/${ev.id}/start`).set(owner.auth).expect(200);
    const seen = new Map<string, Set<string>>();
    const met = new Map<string, Set<string>>();
    for (let n = 1; n <= 4; n++) {
      const tables = await round(ev.id, n);
      expect(tables).toHaveLength(2);
      for (const table of tables) {
        expect(table.seats.map((s) => s.seat)).toEqual(['yellow', 'black', 'green', 'red']);
        for (const s of table.seats) {
          const id = s.player!.id;
          if (!seen.has(id)) seen.set(id, new Set());
          seen.get(id)!.add(s.seat);
          if (!met.has(id)) met.set(id, new Set());
          for (const o of table.seats) if (o !== s) met.get(id)!.add(o.player!.id);
        }
        const seats = Object.fromEntries(table.seats.map((s) => [s.seat, byId.get(s.player!.id)!]));
        const end = await playScript(t, table.gameId, seats, [{ seat: 'black', action: 'resign' }]);
        expect(end.status).toBe('finished');
      }
      // A later round is not paired before this one ends.
      if (n < 4)
        await t.http
          .get(`/tournaments/${ev.id}/rounds/${n + 1}`)
          .set(owner.auth)
          .expect(200);
    }
    expect([...seen.values()].every((s) => s.size === 4)).toBe(true);
    expect(seen.size).toBe(8);
    // Everyone meets most of the field (7 others at most).
    for (const m of met.values()) expect(m.size).toBeGreaterThanOrEqual(5);
    const done = (await t.http.get(`/tournaments/${ev.id}`).set(owner.auth).expect(200)).body;
    expect(done.state).toBe('finished');
    const standings = (await t.http.get(`/tournaments/${ev.id}/standings`).set(owner.auth).expect(200)).body;
    expect(standings.countedGames).toBe(8);
    // Each entrant played every role once and Black resigned every game before Green chose an
    // ally: Yellow alone won. So every entrant has one win and the same points.
    for (const row of standings.rows) {
      expect(row.games).toBe(4);
      expect(row.tieBreaks.wins).toBe(1);
      expect(row.points).toBe(standings.rows[0].points);
      // The Coalition rating (the overall OpenSkill ordinal) the last tie-break reads: rated games made one.
      expect(typeof row.tieBreaks.rating).toBe('number');
    }
    expect(standings.rows[0].points).toBeGreaterThanOrEqual(6);
    const cross = (await t.http.get(`/tournaments/${ev.id}/crosstable`).set(owner.auth).expect(200)).body;
    for (const row of cross.rows)
      expect(row.roles.map((r: { seat: string }) => r.seat).sort()).toEqual(['black', 'green', 'red', 'yellow']);
    const zip = await t.http
      .get(`/tournaments/${ev.id}/games/export`)
      .set(owner.auth)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect((zip.body as Buffer).subarray(0, 4).toString('hex')).toBe('504b0304');
  }, 180_000);

  it('fills 6 entrants’ tables with computer seats that score for nobody', async () => {
    const ev = (
      await create({ variant: 'coalition', format: 'coalition-rotation', options: { setupPhase: false } }).expect(201)
    ).body;
    for (const p of players.slice(0, 6)) await enter(ev.id, p).expect(201);
    await t.http.post(`/tournaments/${ev.id}/start`).set(owner.auth).expect(200);
    const tables = await round(ev.id, 1);
    expect(tables).toHaveLength(2);
    const seats = tables.flatMap((x) => x.seats);
    expect(seats.filter((s) => s.player === null)).toHaveLength(2);
    expect(new Set(seats.filter((s) => s.player).map((s) => s.player!.id)).size).toBe(6);
    // The whole schedule: every entrant holds each colour once over the 4 rounds.
    const [{ schedule }] = await t.db.query(`SELECT schedule FROM tournaments WHERE id = $1`, [ev.id]);
    expect(schedule).toHaveLength(4);
    const roles = new Map<number, Set<number>>();
    for (const r of schedule as (number | null)[][][])
      for (const table of r)
        table.forEach((p, i) => {
          if (p === null) return;
          if (!roles.has(p)) roles.set(p, new Set());
          roles.get(p)!.add(i);
        });
    expect(roles.size).toBe(6);
    for (const s of roles.values()) expect(s.size).toBe(4);
    const game = (await t.http.get(`/games/${tables[0].gameId}`).set(owner.auth).expect(200)).body;
    expect(game.tournament).toMatchObject({ id: ev.id, round: 1 });
  }, 60_000);

  it('scores a withdrawal in the middle as forfeits and pairs the entrant no more', async () => {
    const rr = (await create({ variant: '007', format: 'round-robin' }).expect(201)).body;
    const field = players.slice(0, 4);
    for (const p of field) await enter(rr.id, p).expect(201);
    await t.http.post(`/tournaments/${rr.id}/start`).set(owner.auth).expect(200);
    const games: RoundGame[] = [];
    for (let n = 1; n <= 3; n++) games.push(...(await round(rr.id, n)));
    expect(games).toHaveLength(6);
    const leaver = field[0];
    const [first, ...rest] = games.filter((g) => g.seats.some((s) => s.player!.id === leaver.id));
    // One game of theirs played to its end first: it stays as it was.
    const seats = Object.fromEntries(first.seats.map((s) => [s.seat, byId.get(s.player!.id)!]));
    await playScript(t, first.gameId, seats, [{ seat: 'white', action: 'resign' }]);
    await t.http.delete(`/tournaments/${rr.id}/entries`).set(leaver.auth).expect(204);
    const again = await t.http.delete(`/tournaments/${rr.id}/entries`).set(leaver.auth).expect(404);
    expect(again.body.code).toBe('NOT_ENTERED');
    for (const g of rest) {
      const shown = (await t.http.get(`/games/${g.gameId}`).set(owner.auth).expect(200)).body;
      expect(shown.status).toBe('finished');
      const mySeat = g.seats.find((s) => s.player!.id === leaver.id)!.seat;
      expect(shown.result.winners).not.toContain(mySeat);
    }
    const log = (await t.http.get(`/tournaments/${rr.id}/events?limit=50`).set(owner.auth).expect(200)).body;
    const forfeits = log.items.filter((e: { type: string }) => e.type === 'forfeit');
    expect(forfeits).toHaveLength(2);
    expect(log.items.some((e: { type: string; payload: { why?: string } }) => e.type === 'withdrawn')).toBe(true);
    const standings = (await t.http.get(`/tournaments/${rr.id}/standings`).set(owner.auth).expect(200)).body;
    const row = standings.rows.find((r: { player: { id: string } }) => r.player.id === leaver.id);
    expect(row).toMatchObject({ withdrawn: true, games: 3 });
    const round1 = await t.http.get(`/tournaments/${rr.id}/rounds/1`).set(owner.auth).expect(200);
    const forfeitSeats = round1.body.games
      .flatMap((g: RoundGame) => g.seats)
      .filter((s: { forfeit: boolean }) => s.forfeit);
    expect(forfeitSeats.length).toBeLessThanOrEqual(1);
  }, 120_000);

  it('plays a 5-entrant Swiss of 3 rounds: byes, no rematch, each round paired when the last ends', async () => {
    // The defaults alone make a valid Swiss: 5 rounds need 6 entrants; fewer, asked for, are refused.
    const byDefault = (await create({ variant: '007', format: 'swiss' }).expect(201)).body;
    expect(byDefault.minEntrants).toBe(6);
    const tooFew = await create({ variant: '007', format: 'swiss', minEntrants: 5 });
    expect([tooFew.status, tooFew.body.code]).toEqual([400, 'BAD_TOURNAMENT']);
    const sw = (await create({ variant: '007', format: 'swiss', rounds: 3, bye: 'win' }).expect(201)).body;
    const field = players.slice(0, 5);
    for (const p of field) await enter(sw.id, p).expect(201);
    await t.http.post(`/tournaments/${sw.id}/start`).set(owner.auth).expect(200);
    const met = new Set<string>();
    const byes: string[] = [];
    for (let n = 1; n <= 3; n++) {
      const r = (await t.http.get(`/tournaments/${sw.id}/rounds/${n}`).set(owner.auth).expect(200)).body;
      expect(r.games).toHaveLength(2);
      expect(r.byes).toHaveLength(1);
      byes.push(r.byes[0].player.id);
      const next = await t.http
        .get(`/tournaments/${sw.id}/rounds/${n + 1}`)
        .set(owner.auth)
        .expect(404);
      expect(next.body.code).toBe('ROUND_NOT_FOUND');
      for (const g of r.games as RoundGame[]) {
        const pair = g.seats
          .map((s) => s.player!.id)
          .sort()
          .join('|');
        expect(met.has(pair)).toBe(false);
        met.add(pair);
        const seats = Object.fromEntries(g.seats.map((s) => [s.seat, byId.get(s.player!.id)!]));
        await playScript(t, g.gameId, seats, [{ seat: 'black', action: 'resign' }]);
      }
    }
    expect(new Set(byes).size).toBe(3);
    const done = (await t.http.get(`/tournaments/${sw.id}`).set(owner.auth).expect(200)).body;
    expect(done).toMatchObject({ state: 'finished', currentRound: 3 });
    const standings = (await t.http.get(`/tournaments/${sw.id}/standings`).set(owner.auth).expect(200)).body;
    // 6 games of 1 point and 3 byes scored as a win.
    expect(standings.rows.reduce((sum: number, r: { points: number }) => sum + r.points, 0)).toBe(9);
    const log = (await t.http.get(`/tournaments/${sw.id}/events?limit=50`).set(owner.auth).expect(200)).body;
    expect(log.items.filter((e: { type: string }) => e.type === 'round-paired')).toHaveLength(3);
  }, 120_000);

  it('orders two entries for the last place and two starts at once', async () => {
    const rr = (await create({ variant: '007', format: 'round-robin', maxEntrants: 3 }).expect(201)).body;
    await enter(rr.id, players[0]).expect(201);
    await enter(rr.id, players[1]).expect(201);
    const both = await Promise.all([enter(rr.id, players[2]), enter(rr.id, players[3])]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.status === 409)!.body.code).toBe('TOURNAMENT_FULL');
    const starts = await Promise.all([
      t.http.post(`/tournaments/${rr.id}/start`).set(owner.auth),
      t.http.post(`/tournaments/${rr.id}/start`).set(owner.auth),
    ]);
    expect(starts.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await count(`SELECT count(*) AS n FROM tournament_games WHERE tournament_id = $1`, [rr.id])).toBe(3);
  }, 60_000);
  it('creates a big round robin’s games in batches by a job, each once however often it runs', async () => {
    const rounds = t.app.get(TournamentRoundsService);
    rounds.batchSize = 3;
    try {
      const rr = (await create({ variant: '007', format: 'round-robin' }).expect(201)).body;
      const field = players.slice(0, 5);
      for (const p of field) await enter(rr.id, p).expect(201);
      const started = (await t.http.post(`/tournaments/${rr.id}/start`).set(owner.auth).expect(200)).body;
      expect(['starting', 'running']).toContain(started.state);
      if (started.state === 'starting') expect(started.starting).toMatchObject({ games: 10 });
      const late = await t.http.delete(`/tournaments/${rr.id}/entries`).set(field[0].auth);
      if (late.status !== 204) expect(late.body.code).toBe('TOURNAMENT_NOT_RUNNING');
      // Retried or doubled jobs beside the real one: the row lock orders them, the missing boards
      // are all each creates.
      const worker = async () => {
        while (!(await t.db.transaction((m) => rounds.createBatch(m, rr.id, owner.id, new Date()))));
      };
      await Promise.all([worker(), worker(), worker()]);
      const ev = await eventually(
        async () => {
          const shown = (await t.http.get(`/tournaments/${rr.id}`).set(owner.auth).expect(200)).body;
          return shown.state === 'running' ? shown : null;
        },
        20_000,
        'the start’s job',
      );
      expect(ev).toMatchObject({ currentRound: 5, rounds: 5 });
      expect(ev.starting).toBeUndefined();
      const games: RoundGame[] = [];
      for (let n = 1; n <= 5; n++) games.push(...(await round(rr.id, n)));
      expect(games).toHaveLength(10);
      expect(new Set(games.map((g) => g.gameId)).size).toBe(10);
      const pairs = games.map((g) =>
        g.seats
          .map((s) => s.player!.id)
          .sort()
          .join(':'),
      );
      expect(new Set(pairs).size).toBe(10);
      expect(await count(`SELECT count(*) AS n FROM tournament_games WHERE tournament_id = $1`, [rr.id])).toBe(10);
      const log = (await t.http.get(`/tournaments/${rr.id}/events?limit=50`).set(owner.auth).expect(200)).body;
      expect(log.items.filter((e: { type: string }) => e.type === 'started')).toHaveLength(1);
    } finally {
      rounds.batchSize = 50;
    }
  }, 60_000);

  // Last in the file: it moves the app's clock, which times out whatever earlier tests left running.
  it('withdraws a 007 entrant who lost on time and scores their other games as forfeits', async () => {
    const rr = (
      await create({ variant: '007', format: 'round-robin', timeControl: { type: 'per-move', days: 2 } }).expect(201)
    ).body;
    expect(rr.rules.join(' ')).toContain('time-out ends the entrant’s part');
    const field = players.slice(4, 8);
    for (const p of field) await enter(rr.id, p).expect(201);
    await t.http.post(`/tournaments/${rr.id}/start`).set(owner.auth).expect(200);
    const games: RoundGame[] = [];
    for (let n = 1; n <= 3; n++) games.push(...(await round(rr.id, n)));
    expect(games).toHaveLength(6);
    const playerAt = (g: RoundGame, seat: string) => byId.get(g.seats.find((s) => s.seat === seat)!.player!.id)!;
    // The game that runs out: its White (to act at the start) lets the two days pass.
    const target = games[0];
    const leaver = playerAt(target, 'white');
    const clock = t.app.get(Clock);
    clock.advance(DAY);
    // Everywhere else White plays its first turn, so only the target game's deadline passes.
    for (const g of games.slice(1)) {
      const shown = (await t.http.get(`/games/${g.gameId}`).set(owner.auth).expect(200)).body;
      await turn(t, playerAt(g, 'white'), g.gameId, shown.version, ['e2e4', 'e7e5', 'g1f3']);
    }
    const [row] = await t.db.query(`SELECT deadline_at FROM games WHERE id = $1`, [target.gameId]);
    clock.advance(row.deadline_at.getTime() - clock.now().getTime() + 60_000);
    await t.app.get(TimeoutSweeper).sweep();

    const lost = (await t.http.get(`/games/${target.gameId}`).set(owner.auth).expect(200)).body;
    expect(lost.status).toBe('finished');
    expect(lost.result).toMatchObject({ reason: 'timeout', winners: ['black'] });
    // The withdrawal is a job: the loser's other games are other rows to lock.
    const log = await eventually(
      async () => {
        const page = (await t.http.get(`/tournaments/${rr.id}/events?limit=50`).set(owner.auth).expect(200)).body;
        return page.items.some((e: { type: string }) => e.type === 'withdrawn') ? page : null;
      },
      20_000,
      'the withdrawal after the time-out',
    );
    const withdrawn = log.items.find((e: { type: string }) => e.type === 'withdrawn');
    expect(withdrawn.payload).toMatchObject({ player: leaver.username, why: 'timeout' });
    expect(withdrawn.actor ?? null).toBeNull();
    const theirs = games.filter((g) => g !== target && g.seats.some((s) => s.player!.id === leaver.id));
    expect(theirs).toHaveLength(2);
    const forfeits = log.items.filter((e: { type: string }) => e.type === 'forfeit');
    expect(forfeits.map((e: { gameId: string }) => e.gameId).sort()).toEqual(theirs.map((g) => g.gameId).sort());
    for (const g of theirs) {
      const shown = (await t.http.get(`/games/${g.gameId}`).set(owner.auth).expect(200)).body;
      expect(shown.status).toBe('finished');
      const mySeat = g.seats.find((s) => s.player!.id === leaver.id)!.seat;
      expect(shown.result.winners).not.toContain(mySeat);
      expect(shown.result.winners).toHaveLength(1);
    }
    // The games without them play on.
    for (const g of games.filter((x) => x !== target && !theirs.includes(x))) {
      const shown = (await t.http.get(`/games/${g.gameId}`).set(owner.auth).expect(200)).body;
      expect(shown.status).toBe('active');
    }
    const rounds: RoundGame[] = [];
    for (let n = 1; n <= 3; n++) rounds.push(...(await round(rr.id, n)));
    const forfeitSeats = rounds.flatMap((g) => g.seats).filter((s) => s.forfeit);
    expect(forfeitSeats.map((s) => s.player!.id)).toEqual([leaver.id, leaver.id]);
    const standings = (await t.http.get(`/tournaments/${rr.id}/standings`).set(owner.auth).expect(200)).body;
    const mine = standings.rows.find((r: { player: { id: string } }) => r.player.id === leaver.id);
    expect(mine).toMatchObject({ withdrawn: true, games: 3, points: 0 });
    const winners = standings.rows.filter((r: { points: number }) => r.points === 1);
    expect(winners).toHaveLength(3);
    const ev = (await t.http.get(`/tournaments/${rr.id}`).set(owner.auth).expect(200)).body;
    expect(ev.state).toBe('running');
  }, 120_000);
});
