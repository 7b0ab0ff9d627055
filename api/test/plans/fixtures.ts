import {
  type CoalitionSeat,
  fourPlayers,
  type GameJson,
  newPlayer,
  type Player,
  start007Game,
  startCoalitionGame,
} from '../game-server-fixtures';
import type { TestApp } from '../support/test-app';

/**
 * A Coalition Chess game without the set-up phase, each seat held by its own new player. Returns
 * the players by seat and the game (active, Yellow to move).
 */
export async function newCoalitionGame(
  t: TestApp,
  options: Record<string, unknown> = {},
): Promise<{ players: Record<CoalitionSeat, Player>; game: GameJson }> {
  const players = await fourPlayers(t, 'p');
  return { players, game: await startCoalitionGame(t, players, { options }) };
}

/** A started 007 game between two new players. */
export async function new007(
  t: TestApp,
  settings: { options?: Record<string, unknown>; timeControl?: Record<string, unknown> } = {},
): Promise<{ white: Player; black: Player; id: string; version: number }> {
  const white = await newPlayer(t, 'w');
  const black = await newPlayer(t, 'b');
  const { id, version } = await start007Game(t, white, black, settings);
  return { white, black, id, version };
}

/** Plays a whole 007 turn (or a Coalition Chess move when one half-move); returns the game after it. */
export async function play(t: TestApp, p: Player, game: GameJson, moves: string[]): Promise<GameJson> {
  const res =
    moves.length === 1
      ? await t.http.post(`/games/${game.id}/moves`).set(p.auth).send({ move: moves[0], expectedVersion: game.version })
      : await t.http.post(`/games/${game.id}/turns`).set(p.auth).send({ moves, expectedVersion: game.version });
  if (res.status !== 201) throw new Error(`play failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export function putPlan(t: TestApp, p: Player, gameId: string, lines: string[][]) {
  return t.http.put(`/games/${gameId}/plan`).set(p.auth).send({ lines });
}

/** The game's events after a seq: seq, type, seat, user and half-move. */
export async function eventsAfter(
  t: TestApp,
  gameId: string,
  after: number,
): Promise<{ seq: number; type: string; seat: string; user_id: string | null; move: string | null }[]> {
  return t.db.query(
    `SELECT seq, type, seat, user_id, payload->'action'->>'move' AS move FROM game_events
      WHERE game_id = $1 AND seq > $2 ORDER BY seq`,
    [gameId, after],
  );
}

/** The changes of a player's plan versions, oldest first. */
export async function planChanges(t: TestApp, gameId: string, userId: string): Promise<string[]> {
  const rows: { change: string }[] = await t.db.query(
    `SELECT change FROM game_plans WHERE game_id = $1 AND user_id = $2 ORDER BY version`,
    [gameId, userId],
  );
  return rows.map((r) => r.change);
}
