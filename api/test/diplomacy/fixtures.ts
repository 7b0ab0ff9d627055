import { newPlayer, type Player } from '../game-server-fixtures';
import type { TestApp } from '../support/test-app';

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const COALITION_SEATS = ['yellow', 'black', 'green', 'red'] as const;
export type CoalitionSeat = (typeof COALITION_SEATS)[number];

/** Four fresh players, one per Coalition seat. */
export async function fourPlayers(t: TestApp, prefix = 'd'): Promise<Record<CoalitionSeat, Player>> {
  const out = {} as Record<CoalitionSeat, Player>;
  for (const seat of COALITION_SEATS) out[seat] = await newPlayer(t, `${prefix}${seat.slice(0, 2)}`);
  return out;
}

/**
 * A started Coalition Chess game without the set-up phase: the holder of yellow creates it and
 * invites the others, who accept (a player listed for several seats holds them all: strawmen).
 */
export async function startCoalition(
  t: TestApp,
  holders: Record<CoalitionSeat, Player>,
  settings: Json = {},
): Promise<Json> {
  const creator = holders.yellow;
  const created = await t.http
    .post('/games')
    .set(creator.auth)
    .send({
      variant: 'coalition',
      ...settings,
      options: { setupPhase: false, ...(settings.options ?? {}) },
      seats: COALITION_SEATS.map((seat) =>
        holders[seat].id === creator.id ? { seat, me: true } : { seat, invite: holders[seat].username },
      ),
    });
  if (created.status !== 201) throw new Error(`create failed: ${created.status} ${JSON.stringify(created.body)}`);
  let game = created.body as Json;
  for (const seat of COALITION_SEATS) {
    if (holders[seat].id === creator.id) continue;
    const res = await t.http.post(`/games/${game.id}/seats/${seat}/accept`).set(holders[seat].auth);
    if (res.status !== 200) throw new Error(`accept failed: ${res.status} ${JSON.stringify(res.body)}`);
    game = res.body;
  }
  return game;
}

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
