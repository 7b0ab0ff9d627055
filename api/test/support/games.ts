import type { Response } from 'supertest';
import type { TestApp } from './test-app';

/** Whoever sends a request: a player of game-server-fixtures, or anything with its headers. */
export interface Caller {
  auth: { Authorization: string };
}

async function postGame(t: TestApp, creator: Caller, body: object, status: number): Promise<Response> {
  const res = await t.http.post('/games').set(creator.auth).send(body);
  if (res.status !== status)
    throw new Error(`POST /games answered ${res.status}, not ${status}: ${JSON.stringify(res.body)}`);
  return res;
}

/** `POST /games` by `creator` with `body`: the answer, once it is 201 (the game created). */
export function createGame(t: TestApp, creator: Caller, body: object): Promise<Response> {
  return postGame(t, creator, body, 201);
}

/**
 * A Coalition lobby game of four without the set-up phase: the creator holds Yellow and the three
 * others join Black, Green and Red in turn, so it starts. Returns its id.
 */
export async function fullLobbyGame(
  t: TestApp,
  creator: Caller,
  black: Caller,
  green: Caller,
  red: Caller,
): Promise<string> {
  const created = await createGame(t, creator, {
    variant: 'coalition',
    options: { setupPhase: false },
    seats: [{ seat: 'yellow', me: true }],
  });
  const id = created.body.id as string;
  for (const [p, seat] of [
    [black, 'black'],
    [green, 'green'],
    [red, 'red'],
  ] as const)
    await t.http.post(`/games/${id}/seats/${seat}/join`).set(p.auth).expect(200);
  return id;
}

/**
 * `POST /games` by `creator` with a set-up the API must refuse: the answer, once its status is
 * `status` (the test asserts its code, and that nothing was written where that matters).
 */
export function refusedGame(t: TestApp, creator: Caller, status: number, body: object): Promise<Response> {
  return postGame(t, creator, body, status);
}

/**
 * The seats of a 007 game whose creator plays White and invites Black: `invitee` is a username or
 * an email address.
 */
export const whiteInvitesBlack = (invitee: string) => [
  { seat: 'white', me: true },
  { seat: 'black', invite: invitee },
];

/**
 * A 007 game `white` creates, inviting `invitee` (a username or an email address) to Black, with
 * any further settings (options, time control, press); the creation's answer (201, status open).
 */
export function invite007(t: TestApp, white: Caller, invitee: string, settings: object = {}): Promise<Response> {
  return createGame(t, white, { variant: '007', ...settings, seats: whiteInvitesBlack(invitee) });
}
