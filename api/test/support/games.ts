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
