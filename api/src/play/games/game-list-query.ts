import { SqlParams } from '../../platform/database/sql-params';

/**
 * The SQL of the games list (`GET /games`), kept apart from the service so that a test can EXPLAIN
 * exactly what the service runs.
 *
 * The order is "the caller's turn first, then nearest deadline, then id". It is read in two
 * parts, each straight from an index in that order (migration 1796120000000-list-keys):
 * 1. the games in which the caller must act — from the caller's acting seats, a short list
 *    however many games the server holds;
 * 2. every other game that matches — from the index the filters pick: the caller's seats
 *    (`mine`), the named player's seats (`player`), or the games themselves.
 * A page takes what it can from part 1, then fills up from part 2; the cursor says where it ended.
 */

export type ListStatus = 'open' | 'active' | 'finished';

export interface GameListFilter {
  readonly callerId: string;
  /** Only games where the caller holds or is invited to a seat. */
  readonly mine?: boolean;
  /** Only games where one of the caller's seats must act (part 1 only). */
  readonly myTurn?: boolean;
  readonly status?: ListStatus;
  readonly variant?: '007' | 'coalition';
  /** Only games this user holds a seat in (already resolved from the username). */
  readonly playerId?: string;
}

/** Where a part resumes: after this (deadline, id); `deadline` is an ISO time or 'infinity'. */
export interface ListKey {
  readonly deadline: string;
  readonly id: string;
}

export interface Statement {
  readonly text: string;
  readonly values: unknown[];
}

/** Rows of either part: the sort key of each game in list order. */
export interface ListRow {
  readonly id: string;
  /** A Date, or the number Infinity for a game without deadline (how pg reads 'infinity'). */
  readonly deadline: Date | number;
}

/** A statement's parameters, the caller's id first: `$1` in every part. */
function params(callerId: string): SqlParams {
  const p = new SqlParams();
  p.add(callerId);
  return p;
}

/** Part 1: the games where the caller must act, or null when the filters exclude them all. */
export function myTurnPartSql(f: GameListFilter, after: ListKey | null, limit: number): Statement | null {
  if (f.status === 'open' || f.status === 'finished') return null;
  const p = params(f.callerId);
  const where = [`a.user_id = $1`, `a.acting`];
  if (f.variant)
    where.push(`EXISTS (SELECT 1 FROM games g WHERE g.id = a.game_id AND g.variant = ${p.add(f.variant)})`);
  if (f.playerId) where.push(seatHeldBy('a.game_id', p.add(f.playerId)));
  if (after)
    where.push(`(a.sort_deadline, a.game_id) > (${p.add(after.deadline)}::timestamptz, ${p.add(after.id)}::uuid)`);
  // DISTINCT: a strawman holder may have to act with two seats of one game (the set-up phase).
  return {
    text: `SELECT DISTINCT a.sort_deadline AS deadline, a.game_id AS id FROM game_seats a
            WHERE ${where.join(' AND ')} ORDER BY 1, 2 LIMIT ${p.add(limit)}`,
    values: p.values,
  };
}

/** Part 2: the matching games where the caller need not act, or null under `myTurn`. */
export function otherGamesPartSql(f: GameListFilter, after: ListKey | null, limit: number): Statement | null {
  if (f.myTurn) return null;
  const p = params(f.callerId);
  if (!f.mine && !f.playerId) {
    const where: string[] = [];
    if (f.variant) where.push(`g.variant = ${p.add(f.variant)}`);
    if (f.status) where.push(`g.list_status = ${p.add(f.status)}`);
    if (after)
      where.push(`(g.sort_deadline, g.id) > (${p.add(after.deadline)}::timestamptz, ${p.add(after.id)}::uuid)`);
    where.push(`NOT ${callerActs('g.id')}`);
    return {
      text: `SELECT g.sort_deadline AS deadline, g.id FROM games g
              WHERE ${where.join(' AND ')} ORDER BY g.sort_deadline, g.id LIMIT ${p.add(limit)}`,
      values: p.values,
    };
  }
  // Read from the seats of the caller (mine) or of the named player, in list order.
  const where = f.mine ? [`s.user_id = $1`] : [`s.user_id = ${p.add(f.playerId)}`, `s.state = 'taken'`];
  if (f.status) where.push(`s.list_status = ${p.add(f.status)}`);
  if (after)
    where.push(`(s.sort_deadline, s.game_id) > (${p.add(after.deadline)}::timestamptz, ${p.add(after.id)}::uuid)`);
  where.push(`NOT ${callerActs('s.game_id')}`);
  if (f.variant)
    where.push(`EXISTS (SELECT 1 FROM games g WHERE g.id = s.game_id AND g.variant = ${p.add(f.variant)})`);
  if (f.mine && f.playerId) where.push(seatHeldBy('s.game_id', p.add(f.playerId)));
  // DISTINCT: a strawman holder's two seats of one game are one game (adjacent in this order).
  return {
    text: `SELECT DISTINCT s.sort_deadline AS deadline, s.game_id AS id FROM game_seats s
            WHERE ${where.join(' AND ')} ORDER BY 1, 2 LIMIT ${p.add(limit)}`,
    values: p.values,
  };
}

/** Whether the caller ($1) must act in the game `gameId` names. */
function callerActs(gameId: string): string {
  return `EXISTS (SELECT 1 FROM game_seats a WHERE a.game_id = ${gameId} AND a.user_id = $1 AND a.acting)`;
}

function seatHeldBy(gameId: string, userParam: string): string {
  return `EXISTS (SELECT 1 FROM game_seats h WHERE h.game_id = ${gameId} AND h.user_id = ${userParam} AND h.state = 'taken')`;
}
