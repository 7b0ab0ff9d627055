import type { Player } from '../game-server-fixtures';
import type { TestApp } from '../support/test-app';

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export async function post(
  t: TestApp,
  p: Player,
  gameId: string,
  channel: string,
  text: string,
  seat?: string,
): Promise<Json> {
  const res = await t.http
    .post(`/games/${gameId}/channels/${encodeURIComponent(channel)}/messages`)
    .set(p.auth)
    .send(seat ? { text, seat } : { text });
  if (res.status !== 201) throw new Error(`post failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Plays one action as the seat's holder; returns the game. */
export async function act(t: TestApp, p: Player, game: Json, body: Json): Promise<Json> {
  const path = body.move ? 'moves' : 'actions';
  const res = await t.http
    .post(`/games/${game.id}/${path}`)
    .set(p.auth)
    .send({ ...body, expectedVersion: game.version });
  if (res.status !== 201) throw new Error(`${path} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
