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
type GameJson = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Creates a Coalition Chess game without the set-up phase in which each of two users holds two
 * seats (strawmen, coalition.md §9): `a` plays yellow and green, `b` black and red. Returns the
 * game as the last acceptance answered it (active, Yellow to move).
 */
export async function newStrawmanCoalitionGame(t: TestApp, a: Player, b: Player): Promise<GameJson> {
  const created = await createGame(t, a, {
    variant: 'coalition',
    options: { setupPhase: false },
    seats: [
      { seat: 'yellow', me: true },
      { seat: 'green', me: true },
      { seat: 'black', invite: b.username },
      { seat: 'red', invite: b.username },
    ],
  });
  const black = await t.http.post(`/games/${created.body.id}/seats/black/accept`).set(b.auth);
  if (black.status !== 200) throw new Error(`accept failed: ${black.status} ${JSON.stringify(black.body)}`);
  const red = await t.http.post(`/games/${created.body.id}/seats/red/accept`).set(b.auth);
  if (red.status !== 200) throw new Error(`accept failed: ${red.status} ${JSON.stringify(red.body)}`);
  return red.body;
}
