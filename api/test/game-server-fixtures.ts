import { createGame, invite007 } from './support/games';
import type { TestApp } from './support/test-app';

/** A registered user with a bearer JWT, for the game-server API tests. */
export interface Player {
  id: string;
  username: string;
  email: string;
  password: string;
  jwt: string;
  /** `{ Authorization: 'Bearer …' }` */
  auth: { Authorization: string };
}

let counter = 0;

/** Registers a fresh user (unique name per call) and signs them in for a JWT. */
export async function newPlayer(t: TestApp, prefix = 'p'): Promise<Player> {
  counter += 1;
  const username = `${prefix}${counter}_${Math.random().toString(36).slice(2, 8)}`;
  const email = `${username}@example.org`;
  const password = `pw-${username}-long-enough`;
  const reg = await t.http.post('/auth/register').send({ username, email, password });
  if (reg.status !== 202) throw new Error(`register failed: ${reg.status} ${JSON.stringify(reg.body)}`);
  const login = await t.http.post('/auth/token').send({ login: username, password });
  if (login.status !== 200) throw new Error(`token failed: ${login.status} ${JSON.stringify(login.body)}`);
  const me = await t.http.get('/users/me').set('Authorization', `Bearer ${login.body.accessToken}`);
  if (me.status !== 200) throw new Error(`me failed: ${me.status} ${JSON.stringify(me.body)}`);
  return {
    id: me.body.id,
    username,
    email,
    password,
    jwt: login.body.accessToken,
    auth: { Authorization: `Bearer ${login.body.accessToken}` },
  };
}

/** Registers one fresh player per prefix, one after another (see newPlayer). */
export async function newPlayers(t: TestApp, ...prefixes: string[]): Promise<Player[]> {
  const players: Player[] = [];
  for (const prefix of prefixes) players.push(await newPlayer(t, prefix));
  return players;
}

/**
 * Creates a 007 game between two players (white creates and invites black, black accepts), with
 * optional engine options and time control; returns its id and version once started.
 */
export async function start007Game(
  t: TestApp,
  white: Player,
  black: Player,
  settings: { options?: Record<string, unknown>; timeControl?: Record<string, unknown> } = {},
): Promise<{ id: string; version: number }> {
  const created = await invite007(t, white, black.username, settings);
  const accepted = await t.http.post(`/games/${created.body.id}/seats/black/accept`).set(black.auth);
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  return { id: created.body.id, version: accepted.body.version };
}

/** The id of a started 007 game between two players (see start007Game). */
export async function new007Game(
  t: TestApp,
  white: Player,
  black: Player,
  options: Record<string, unknown> = {},
): Promise<string> {
  return (await start007Game(t, white, black, { options })).id;
}

/** A game as the API answers it; tests read the fields they assert on. */
export type GameJson = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** More of a game's creation body: options, press, time control. */
type GameSettings = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const COALITION_SEATS = ['yellow', 'black', 'green', 'red'] as const;
export type CoalitionSeat = (typeof COALITION_SEATS)[number];

/** Four fresh players, one per Coalition seat. */
export async function fourPlayers(t: TestApp, prefix = 'd'): Promise<Record<CoalitionSeat, Player>> {
  const out = {} as Record<CoalitionSeat, Player>;
  for (const seat of COALITION_SEATS) out[seat] = await newPlayer(t, `${prefix}${seat.slice(0, 2)}`);
  return out;
}

/**
 * Starts a Coalition Chess game — the one way the API tests do — without the set-up phase unless
 * the options say otherwise: the holder of yellow creates it and invites the others, who accept
 * (a player listed for several seats holds them all: strawmen). `settings` are more of the
 * creation's body (options, press, time control). Returns the game as the last acceptance answered.
 */
export async function startCoalitionGame(
  t: TestApp,
  holders: Record<CoalitionSeat, Player>,
  settings: GameSettings = {},
): Promise<GameJson> {
  const creator = holders.yellow;
  const created = await createGame(t, creator, {
    variant: 'coalition',
    ...settings,
    options: { setupPhase: false, ...(settings.options ?? {}) },
    seats: COALITION_SEATS.map((seat) =>
      holders[seat].id === creator.id ? { seat, me: true } : { seat, invite: holders[seat].username },
    ),
  });
  let game = created.body as GameJson;
  for (const seat of COALITION_SEATS) {
    if (holders[seat].id === creator.id) continue;
    const res = await t.http.post(`/games/${game.id}/seats/${seat}/accept`).set(holders[seat].auth);
    if (res.status !== 200) throw new Error(`accept failed: ${res.status} ${JSON.stringify(res.body)}`);
    game = res.body;
  }
  return game;
}

/**
 * A Coalition Chess game in which each of two users holds two seats (strawmen, coalition.md §9):
 * `a` plays yellow and green, `b` black and red (active, Yellow to move).
 */
export function newStrawmanCoalitionGame(t: TestApp, a: Player, b: Player): Promise<GameJson> {
  return startCoalitionGame(t, { yellow: a, green: a, black: b, red: b });
}
