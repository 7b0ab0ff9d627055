/**
 * The worlds of `bench:scale`: one player's own games, clubs, ladder, notifications, tokens and
 * webhook ("the persona", made through the API, so its rows are the real code's), and around it
 * a server of a given size, filled in SQL by copying the persona's games to other players.
 *
 * Both worlds hold the same persona, so a list that reads the persona's rows reads exactly the
 * same rows in both; what differs is everything else on the server: ×1000 from 100 games to
 * 100,000 — players, games (in the lobby among them), seats and their holders, events, messages,
 * plans, notifications, clubs, ladders, alliances, ratings, webhook deliveries, tokens.
 */
import type { Pool, PoolClient } from 'pg';
import { EngineAdapter } from '../../api/src/play/core/engine.adapter';
import type { HttpClient, Json } from './http-client';

export interface PersonaUser {
  readonly id: string;
  readonly username: string;
  readonly token: string;
}

export interface Persona {
  readonly me: PersonaUser;
  readonly rival: PersonaUser;
  /** A long-running game of the persona (its events and its table's messages are read). */
  readonly gameId: string;
  /** A game where the rival must act and the persona has a plan (conditional turns) with versions. */
  readonly plannedGameId: string;
  readonly clubId: string;
  readonly ladderId: string;
  readonly seasonId: string;
  readonly webhookId: string;
  readonly games: number;
}

/** Every persona user's password (a benchmark signs in again when its access token nears expiry). */
export const PASSWORD = 'bench-password-long-enough';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The persona, through the API: 35 games of every kind, a club with a rated ladder, tokens, a
 * vacation, a table of messages, a plan in five versions.
 */
export async function buildPersona(http: HttpClient, pool: Pool): Promise<Persona> {
  const names = [
    ['persona_me', 'Annette Kowalczyk'],
    ['rival_bob', 'Robert Marshall'],
    ['cyrille_d', 'Cyrille Dubois'],
    ['deeptha_r', 'Deeptha Raghunathan'],
    ['elena_v', 'Elena Varga'],
    ['farid_h', 'Farid Haddad'],
  ];
  const users: PersonaUser[] = [];
  for (const [username, displayName] of names) {
    // Registration answers 202 whether or not the account exists; the id comes from /users/me.
    await http.must(
      'POST',
      '/auth/register',
      undefined,
      { username, displayName, email: `${username}@example.org`, password: PASSWORD },
      202,
    );
    const { accessToken } = await http.must(
      'POST',
      '/auth/token',
      undefined,
      { login: username, password: PASSWORD },
      200,
    );
    const self = await http.must('GET', '/users/me', accessToken, undefined, 200);
    users.push({ id: self.id, username, token: accessToken });
  }
  const [me, rival, ...others] = users;
  const byId = new Map(users.map((u) => [u.id, u]));
  const opponents = [rival, ...others];
  let games = 0;

  const new007 = async (white: PersonaUser, black: PersonaUser, days: number, open = false): Promise<Json> => {
    games++;
    const g = await http.must(
      'POST',
      '/games',
      white.token,
      {
        variant: '007',
        timeControl: { type: 'per-move', days },
        seats: [{ seat: 'white', me: true }, open ? { seat: 'black' } : { seat: 'black', invite: black.username }],
      },
      201,
    );
    return open ? g : http.must('POST', `/games/${g.id}/seats/black/accept`, black.token, undefined, 200);
  };
  /** Plays the rest of the current turn with the first legal moves. */
  const playTurn = async (game: Json): Promise<Json> => {
    let g = game;
    const seat = g.toMove[0].seat;
    while (g.status === 'active' && g.toMove[0].seat === seat) {
      const player = byId.get(g.toMove[0].player.id)!;
      g = await http.must(
        'POST',
        `/games/${g.id}/moves`,
        player.token,
        { move: g.legalMoves[0], expectedVersion: g.version },
        201,
      );
    }
    return g;
  };
  const resign = async (game: Json, by: PersonaUser, seat?: string) =>
    http.must(
      'POST',
      `/games/${game.id}/actions`,
      by.token,
      { type: 'resign', seat, expectedVersion: game.version },
      201,
    );

  let longGame: Json | undefined;
  for (let i = 0; i < 6; i++) longGame = await new007(me, opponents[i % 5], 3 + i); // my turn
  let theirTurn: Json | undefined;
  for (let i = 0; i < 4; i++) theirTurn = await playTurn(await new007(me, opponents[i % 5], 4 + i)); // theirs
  for (let i = 0; i < 4; i++) await new007(opponents[i % 5], me, 2 + i); // theirs (they are White)
  for (let i = 0; i < 2; i++) longGame = await playTurn(await new007(opponents[i], me, 5 + i)); // mine again
  for (let i = 0; i < 2; i++) await new007(me, rival, 3, true); // open, a seat to fill
  for (let i = 0; i < 2; i++) {
    games++;
    await http.must(
      'POST',
      '/games',
      rival.token,
      {
        variant: '007',
        seats: [
          { seat: 'white', me: true },
          { seat: 'black', invite: me.username },
        ],
      },
      201,
    ); // an invitation to me
  }
  for (let i = 0; i < 8; i++) {
    const g = await playTurn(await new007(i % 2 ? me : opponents[i % 5], i % 2 ? opponents[i % 5] : me, 3));
    await resign(g, byId.get(g.toMove[0].player.id)!);
  }
  // Coalition Chess: two under way, one aborted before its first move.
  const coalition = async () => {
    games++;
    const g = await http.must(
      'POST',
      '/games',
      me.token,
      {
        variant: 'coalition',
        options: { setupPhase: false },
        seats: [
          { seat: 'yellow', me: true },
          { seat: 'black', invite: rival.username },
          { seat: 'green', invite: others[0].username },
          { seat: 'red', invite: others[1].username },
        ],
      },
      201,
    );
    let last: Json = g;
    for (const [seat, p] of [
      ['black', rival],
      ['green', others[0]],
      ['red', others[1]],
    ] as const)
      last = await http.must('POST', `/games/${g.id}/seats/${seat}/accept`, p.token, undefined, 200);
    return last;
  };
  await playTurn(await coalition());
  await coalition();
  const aborted = await coalition();
  await http.must(
    'POST',
    `/games/${aborted.id}/actions`,
    me.token,
    { type: 'abort', reason: 'Aborted by the benchmark', expectedVersion: aborted.version },
    201,
  );

  // A public club of all six, a rated 007 ladder, four challenges (two finished, so rated).
  const club = await http.must('POST', '/clubs', me.token, { name: 'Persona Club', visibility: 'public' }, 201);
  for (const u of [rival, ...others]) await http.must('POST', `/clubs/${club.id}/join`, u.token, undefined, 200);
  const ladder = await http.must(
    'POST',
    `/clubs/${club.id}/ladders`,
    me.token,
    { name: 'Persona Ladder', variant: '007', season: { name: 'Season 1', startsOn: day(-3), endsOn: day(60) } },
    201,
  );
  for (let i = 0; i < 4; i++) {
    games++;
    const opponent = opponents[i % 3];
    const lg = await http.must(
      'POST',
      `/ladders/${ladder.id}/challenges`,
      me.token,
      {
        seats: [
          { seat: 'white', player: me.username },
          { seat: 'black', player: opponent.username },
        ],
      },
      201,
    );
    const g = await http.must('POST', `/games/${lg.gameId}/seats/black/accept`, opponent.token, undefined, 200);
    if (i < 2) await resign(g, me);
  }
  for (let i = 0; i < 3; i++)
    await http.must('POST', '/tokens', me.token, { name: `script ${i}`, scopes: ['games:read', 'games:play'] }, 201);
  await http.must('POST', '/me/vacations', me.token, { from: day(40), to: day(42) }, 201);

  // The table of the long game: 30 messages, the two players in turn (below the per-minute limit each).
  const longOpponent = byId.get(longGame!.seats.find((s: Json) => s.player?.id !== me.id).player.id)!;
  for (let i = 0; i < 30; i++)
    await http.must(
      'POST',
      `/games/${longGame!.id}/channels/table/messages`,
      (i % 2 ? longOpponent : me).token,
      { text: `Message ${i}: ${'a considered word on the position '.repeat(3)}` },
      201,
    );
  // A plan in a game where the rival must act, written in five versions: "if they play this whole
  // turn, I answer with that one", lines of the first legal moves found by the engine.
  const planned = theirTurn!;
  const engine = new EngineAdapter();
  const [{ state }] = (await pool.query(`SELECT state FROM games WHERE id = $1`, [planned.id])).rows;
  const firstTurn = (from: string): { step: string; state: string } => {
    let at = from;
    const moves: string[] = [];
    const rules = { variant: '007', rulesEdition: '007/1', options: planned.options };
    const seat = engine.view(rules, at).toMove[0].seat;
    for (let view = engine.view(rules, at); view.toMove[0]?.seat === seat;) {
      const [step] = engine.apply(rules, at, [{ type: 'move', move: view.legalMoves[0] }]);
      moves.push(view.legalMoves[0]);
      at = step.state;
      view = step.view;
    }
    return { step: moves.join(','), state: at };
  };
  const theirs = firstTurn(state);
  const mine = firstTurn(theirs.state);
  for (let v = 0; v < 5; v++)
    await http.must('PUT', `/games/${planned.id}/plan`, me.token, { lines: [[theirs.step, mine.step]] }, 200);

  // What the API has no call for: older notifications (half of them read), a webhook with its delivery log.
  await pool.query(
    `INSERT INTO user_notifications (id, user_id, kind, game_id, payload, created_at, read_at)
     SELECT 500000000000 + n, $1, 'your-turn', $2::uuid, jsonb_build_object('gameId', $2::text, 'variant', '007', 'seat', 'white'),
            now() - n * interval '1 hour', CASE WHEN n % 2 = 0 THEN now() END
       FROM generate_series(1, 120) n`,
    [me.id, longGame!.id],
  );
  const [{ id: webhookId }] = (
    await pool.query(
      `INSERT INTO webhooks (user_id, url, secret, kinds) VALUES ($1, 'https://hooks.example.org/entente', 'whsec', '{}') RETURNING id`,
      [me.id],
    )
  ).rows;
  await pool.query(
    `INSERT INTO webhook_deliveries (webhook_id, outbox_id, kind, body, attempts, delivered_at, last_status)
     SELECT $1, 500000000000 + n, 'your-turn', jsonb_build_object('type', 'your-turn', 'data', jsonb_build_object('n', n)), 1, now(), 204
       FROM generate_series(1, 60) n`,
    [webhookId],
  );
  // Coalitions of the persona's Coalition Chess games (the games API makes them by play; here by row).
  await pool.query(
    `INSERT INTO alliances (game_id, leader_seat, joiner_seat, leader_id, joiner_id, round, how, outcome, formed_at, ladder_id, season_id)
     SELECT g.id, 'yellow', 'green', y.user_id, gr.user_id, 2, 'declaration', 'pending', g.created_at, lg.ladder_id, lg.season_id
       FROM games g JOIN game_seats y ON y.game_id = g.id AND y.seat = 'yellow' JOIN game_seats gr ON gr.game_id = g.id AND gr.seat = 'green'
       LEFT JOIN ladder_games lg ON lg.game_id = g.id
      WHERE g.variant = 'coalition'`,
  );
  await creditAllianceMembers(pool);
  const [season] = (await pool.query(`SELECT id FROM ladder_seasons WHERE ladder_id = $1`, [ladder.id])).rows;
  return {
    me,
    rival,
    gameId: longGame!.id,
    plannedGameId: planned.id,
    clubId: club.id,
    ladderId: ladder.id,
    seasonId: season.id,
    webhookId,
    games,
  };
}

/**
 * Fills a database holding the persona up to `totalGames` games: copies of the persona's games
 * (status mix: 10 % open, 40 % under way, 50 % over) among `0.4 × totalGames` other players, with
 * their seats, events, notifications, clubs with ladders, alliances, ratings, webhooks and tokens
 * in proportion. Deterministic: the same size gives the same world.
 */
export async function fillWorld(pool: Pool, totalGames: number, personaGames: number): Promise<void> {
  const client = await pool.connect();
  try {
    await fill(client, totalGames - personaGames);
  } finally {
    client.release();
  }
}

async function fill(c: PoolClient, copies: number): Promise<void> {
  const people = Math.max(60, Math.round(copies * 0.4));
  const clubs = Math.max(2, Math.round(copies / 50));
  const q = (sql: string, values: unknown[] = []) => c.query(sql, values);
  const [{ hash }] = (await q(`SELECT password_hash AS hash FROM users LIMIT 1`)).rows;
  await q(
    `INSERT INTO users (username, display_name, email, password_hash, email_verified_at)
     SELECT 'player' || n, 'Player ' || n || ' ' || substr(md5(n::text), 1, 8), 'player' || n || '@example.org', $2, now()
       FROM generate_series(1, $1) n`,
    [people, hash],
  );
  await q(
    `CREATE TEMP TABLE people AS SELECT n, u.id FROM users u JOIN generate_series(1, $1) n ON u.username = 'player' || n`,
    [people],
  );
  await q(`CREATE UNIQUE INDEX ON people (n)`);
  const templates = async (status: string) =>
    (await q(`SELECT array_agg(id ORDER BY id) AS ids FROM games WHERE list_status = $1`, [status])).rows[0].ids;
  await q(
    `CREATE TEMP TABLE clones AS
     SELECT gen_random_uuid() AS id, n,
            CASE WHEN n % 10 = 0 THEN ($1::uuid[])[1 + n % cardinality($1::uuid[])]
                 WHEN n % 10 < 5 THEN ($2::uuid[])[1 + n % cardinality($2::uuid[])]
                 ELSE ($3::uuid[])[1 + n % cardinality($3::uuid[])] END AS template_id
       FROM generate_series(1, $4) n`,
    [await templates('open'), await templates('active'), await templates('finished'), copies],
  );
  await q(`CREATE UNIQUE INDEX ON clones (n)`);
  // Deadlines days ahead and no seat clocks: the time-out sweeper and the reminders stay quiet.
  await q(
    `INSERT INTO games (id, variant, rules_edition, options, time_control, status, version, head_hash, state, view, to_move, result,
                        created_by, created_at, updated_at, started_at, finished_at, deadline_at, clocks,
                        press, press_reveal, lobby_since)
     SELECT c.id, t.variant, t.rules_edition, t.options, t.time_control, t.status, t.version, t.head_hash, t.state, t.view, t.to_move, t.result,
            p.id, t.created_at - c.n * interval '1 minute', t.updated_at, t.started_at, t.finished_at,
            CASE WHEN t.deadline_at IS NOT NULL THEN now() + interval '2 days' + (c.n % 5000) * interval '7 minutes' END, '{}',
            t.press, t.press_reveal, t.lobby_since - c.n * interval '1 minute'
       FROM clones c JOIN games t ON t.id = c.template_id JOIN people p ON p.n = 1 + c.n % $1`,
    [people],
  );
  await q(
    `INSERT INTO game_seats (game_id, seat, user_id, state, invited_at, joined_at)
     SELECT c.id, s.seat, CASE WHEN s.user_id IS NOT NULL THEN p.id END, s.state, s.invited_at, s.joined_at
       FROM clones c
       JOIN (SELECT *, row_number() OVER (PARTITION BY game_id ORDER BY seat) AS k FROM game_seats) s ON s.game_id = c.template_id
       JOIN people p ON p.n = 1 + (c.n * 7 + s.k * 13) % $1`,
    [people],
  );
  // Who held each seat when, as the template's holders map to the copy's seats.
  await q(
    `INSERT INTO seat_holders (game_id, seat, since_seq, since, user_id, computer, how, until_seq, until)
     SELECT c.id, h.seat, h.since_seq, h.since, CASE WHEN h.user_id IS NOT NULL THEN s.user_id END, h.computer, h.how,
            h.until_seq, h.until
       FROM clones c JOIN seat_holders h ON h.game_id = c.template_id
       JOIN game_seats s ON s.game_id = c.id AND s.seat = h.seat
      WHERE h.computer IS NOT NULL OR s.user_id IS NOT NULL`,
  );
  // Rows no trigger needs to see: no NOTIFY per copied event, message or notification, no fan-out.
  await q(`SET session_replication_role = replica`);
  await q(
    `INSERT INTO channel_messages (game_id, channel, seq, kind, seat, user_id, text, system, game_version, created_at,
                                   prev_hash, hash)
     SELECT c.id, m.channel, m.seq, m.kind, m.seat, CASE WHEN m.user_id IS NOT NULL THEN s.user_id END, m.text, m.system,
            m.game_version, m.created_at, m.prev_hash, m.hash
       FROM clones c JOIN channel_messages m ON m.game_id = c.template_id
       LEFT JOIN game_seats s ON s.game_id = c.id AND s.seat = m.seat
      WHERE m.user_id IS NULL OR s.user_id IS NOT NULL`,
  );
  await q(
    `INSERT INTO game_plans (game_id, user_id, seat, version, change, active, lines, from_version, detail, created_at,
                             prev_hash, hash)
     SELECT c.id, s.user_id, pl.seat, pl.version, pl.change, pl.active, pl.lines, pl.from_version, pl.detail,
            pl.created_at, pl.prev_hash, pl.hash
       FROM clones c JOIN game_plans pl ON pl.game_id = c.template_id
       JOIN game_seats s ON s.game_id = c.id AND s.seat = pl.seat AND s.user_id IS NOT NULL`,
  );
  await q(
    `INSERT INTO game_events (game_id, seq, type, seat, user_id, payload, created_at, prev_hash, hash)
     SELECT c.id, e.seq, e.type, e.seat, NULL, e.payload, e.created_at, e.prev_hash, e.hash
       FROM clones c JOIN game_events e ON e.game_id = c.template_id`,
  );
  await q(
    `INSERT INTO user_notifications (id, user_id, kind, game_id, payload, created_at, read_at)
     SELECT 1000000000000 + i, p.id, 'your-turn', c.id, jsonb_build_object('gameId', c.id::text, 'variant', '007', 'seat', 'white'),
            now() - i * interval '1 second', CASE WHEN i % 3 > 0 THEN now() END
       FROM generate_series(1, 3 * $1) i JOIN clones c ON c.n = 1 + i % $1 JOIN people p ON p.n = 1 + i % $2`,
    [copies, people],
  );
  await q(`SET session_replication_role = origin`);
  await q(
    `INSERT INTO clubs (name, description, visibility, created_by)
     SELECT 'Club ' || substr(md5(i::text), 1, 10), 'A club of the benchmark', CASE WHEN i % 5 = 0 THEN 'private' ELSE 'public' END, p.id
       FROM generate_series(1, $1) i JOIN people p ON p.n = 1 + i % $2`,
    [clubs, people],
  );
  await q(
    `CREATE TEMP TABLE bench_clubs AS SELECT row_number() OVER (ORDER BY id) AS n, id FROM clubs WHERE name LIKE 'Club %'`,
  );
  await q(
    `INSERT INTO club_members (club_id, user_id, role)
     SELECT b.id, p.id, CASE WHEN k = 0 THEN 'owner' ELSE 'member' END
       FROM bench_clubs b CROSS JOIN generate_series(0, 9) k JOIN people p ON p.n = 1 + (b.n * 11 + k) % $1
     ON CONFLICT DO NOTHING`,
    [people],
  );
  const [ladderTemplate] = (await q(`SELECT * FROM ladders LIMIT 1`)).rows;
  await q(
    `INSERT INTO ladders (club_id, name, variant, options, options_fixed, time_control, points_table, created_by, first_game_at)
     SELECT b.id, 'Ladder', '007', $1, false, $2, $3, (SELECT user_id FROM club_members WHERE club_id = b.id AND role = 'owner' LIMIT 1), now()
       FROM bench_clubs b`,
    [ladderTemplate.options, ladderTemplate.time_control, ladderTemplate.points_table],
  );
  await q(
    `INSERT INTO ladder_seasons (ladder_id, name, starts_on, ends_on)
     SELECT l.id, 'Season 1', current_date - 3, current_date + 60 FROM ladders l JOIN bench_clubs b ON b.id = l.club_id`,
  );
  await q(
    `CREATE TEMP TABLE bench_ladders AS
     SELECT b.n, l.id AS ladder_id, s.id AS season_id, l.created_by
       FROM bench_clubs b JOIN ladders l ON l.club_id = b.id JOIN ladder_seasons s ON s.ladder_id = l.id`,
  );
  await q(`CREATE UNIQUE INDEX ON bench_ladders (n)`);
  await q(
    `INSERT INTO ladder_games (game_id, ladder_id, season_id, challenger_id, state, created_at)
     SELECT c.id, l.ladder_id, l.season_id, g.created_by, CASE WHEN g.list_status = 'finished' THEN 'counted' ELSE 'playing' END, g.created_at
       FROM clones c JOIN games g ON g.id = c.id AND g.variant = '007' JOIN bench_ladders l ON l.n = 1 + c.n % $1
      WHERE c.n % 10 IN (3, 7)`,
    [clubs],
  );
  await q(
    `INSERT INTO ladder_events (ladder_id, season_id, type, actor_id, payload)
     SELECT l.ladder_id, l.season_id, 'season-added', l.created_by, '{}' FROM bench_ladders l CROSS JOIN generate_series(1, 3)`,
  );
  await q(
    `INSERT INTO alliances (game_id, leader_seat, joiner_seat, leader_id, joiner_id, round, how, outcome, formed_at, ladder_id, season_id)
     SELECT g.id, 'yellow', 'green', y.user_id, gr.user_id, 2, 'declaration', CASE WHEN g.list_status = 'finished' THEN 'aborted' ELSE 'pending' END, g.created_at,
            lg.ladder_id, lg.season_id
       FROM clones c JOIN games g ON g.id = c.id AND g.variant = 'coalition' AND g.status <> 'open'
       JOIN game_seats y ON y.game_id = g.id AND y.seat = 'yellow' JOIN game_seats gr ON gr.game_id = g.id AND gr.seat = 'green'
       LEFT JOIN ladder_games lg ON lg.game_id = g.id`,
  );
  await creditAllianceMembers(c);
  await q(
    `INSERT INTO ratings (user_id, rating, rd, volatility, games, updated_at)
     SELECT p.id, 1200 + (p.n * 37) % 800, 60 + p.n % 200, 0.06, 1 + p.n % 40, now() FROM people p`,
  );
  await q(
    `INSERT INTO rated_games (game_id, white_id, black_id, white_score, white_before, black_before, white_after, black_after, rated_at)
     SELECT g.id, w.user_id, b.user_id, 1, '{"rating":1500,"rd":350,"volatility":0.06}', '{"rating":1500,"rd":350,"volatility":0.06}',
            '{"rating":1600,"rd":300,"volatility":0.06}', '{"rating":1400,"rd":300,"volatility":0.06}', g.updated_at
       FROM clones c JOIN games g ON g.id = c.id AND g.variant = '007' AND g.list_status = 'finished'
       JOIN game_seats w ON w.game_id = g.id AND w.seat = 'white' JOIN game_seats b ON b.game_id = g.id AND b.seat = 'black'
      WHERE c.n % 2 = 0`,
  );
  await q(
    `INSERT INTO webhooks (user_id, url, secret, kinds)
     SELECT p.id, 'https://hooks.example.org/' || p.n, 'whsec', '{}' FROM people p WHERE p.n % 50 = 0`,
  );
  await q(
    `INSERT INTO webhook_deliveries (webhook_id, outbox_id, kind, body, attempts, delivered_at, last_status)
     SELECT w.id, 2000000000000 + k, 'your-turn', '{"type":"your-turn","data":{}}', 1, now(), 204
       FROM webhooks w CROSS JOIN generate_series(1, 30) k WHERE w.url LIKE 'https://hooks.example.org/%' AND w.url <> 'https://hooks.example.org/entente'`,
  );
  await q(
    `INSERT INTO api_tokens (user_id, name, secret_hash, scopes)
     SELECT p.id, 'token', 'x', '{games:read}' FROM people p WHERE p.n % 10 = 0`,
  );
  await q(
    `INSERT INTO vacations (user_id, starts_on, ends_on) SELECT p.id, current_date + 50, current_date + 52 FROM people p WHERE p.n % 20 = 0`,
  );
  await q(`DROP TABLE people, clones, bench_clubs, bench_ladders`);
  await q(`VACUUM ANALYZE`);
}

/**
 * The people each coalition made by row credits, as the alliance recorder writes them when one
 * forms (alliance_members: the two who held its seats then, with its time).
 */
async function creditAllianceMembers(db: Pool | PoolClient): Promise<void> {
  await db.query(
    `INSERT INTO alliance_members (alliance_id, side, user_id, formed_at)
     SELECT id, 'leader', leader_id, formed_at FROM alliances WHERE leader_id IS NOT NULL
     UNION ALL
     SELECT id, 'joiner', joiner_id, formed_at FROM alliances WHERE joiner_id IS NOT NULL
     ON CONFLICT DO NOTHING`,
  );
}
