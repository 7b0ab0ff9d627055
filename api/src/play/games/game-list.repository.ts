import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PieceOnSquare, ToMove } from '@entente/engine';
import { preparedQuery } from '../../platform/database/prepared-query';
import { SqlParams } from '../../platform/database/sql-params';
import type { GameSummaryDto } from '../core/dto/game.dto';
import type { GameStatusValue, SeatRecord } from '../core/game-record';
import type { TimeControl } from '../core/time-control';
import type { EndedKey, EndedRow, GameListFilter, ListKey, ListRow, Statement } from './game-list-query';

/*
 * The SQL of the games list (`GET /games`); its builders are exported so that a test can EXPLAIN
 * exactly what the list runs.
 *
 * The order is "the caller's turn first, then nearest deadline, then id". It is read in two
 * parts, each straight from an index in that order (migration 1796120000000-list-keys):
 * 1. the games in which the caller must act — from the caller's acting seats, a short list
 *    however many games the server holds;
 * 2. every other game that matches — from the index the filters pick: the caller's seats
 *    (`mine`), the named player's seats (`player`), or the games themselves.
 * A page takes what it can from part 1, then fills up from part 2; the cursor says where it ended.
 *
 * The finished list (`status=finished`) has an order of its own: newest first, by when the game
 * ended, then id (finishedSql; migration 1796170000000-finished-newest-first).
 */

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

/**
 * The finished games that match, newest first: (ended, id) descending, from the partial index of
 * finished games or of the seats (caller's or named player's) of finished games. None under `myTurn`.
 * `ended` is read as PostgreSQL writes it (microseconds) so that the cursor resumes exactly.
 */
export function finishedSql(f: GameListFilter, after: EndedKey | null, limit: number): Statement | null {
  if (f.myTurn) return null;
  // The caller is a parameter only of their own list: no statement may carry one it does not use.
  const p = new SqlParams();
  const ended = (column: string) => `to_json(${column}) #>> '{}' AS ended`;
  if (!f.mine && !f.playerId) {
    const where = [`g.list_status = 'finished'`];
    if (f.variant) where.push(`g.variant = ${p.add(f.variant)}`);
    if (after) where.push(`(g.sort_ended, g.id) < (${p.add(after.ended)}::timestamptz, ${p.add(after.id)}::uuid)`);
    return {
      text: `SELECT ${ended('g.sort_ended')}, g.id FROM games g
              WHERE ${where.join(' AND ')} ORDER BY g.sort_ended DESC, g.id DESC LIMIT ${p.add(limit)}`,
      values: p.values,
    };
  }
  const where = f.mine
    ? [`s.user_id = ${p.add(f.callerId)}`]
    : [`s.user_id = ${p.add(f.playerId)}`, `s.state = 'taken'`];
  where.push(`s.list_status = 'finished'`);
  if (after) where.push(`(s.sort_ended, s.game_id) < (${p.add(after.ended)}::timestamptz, ${p.add(after.id)}::uuid)`);
  if (f.variant)
    where.push(`EXISTS (SELECT 1 FROM games g WHERE g.id = s.game_id AND g.variant = ${p.add(f.variant)})`);
  if (f.mine && f.playerId) where.push(seatHeldBy('s.game_id', p.add(f.playerId)));
  // DISTINCT ON: a strawman holder's two seats of one game are one game (adjacent in this order).
  return {
    text: `SELECT DISTINCT ON (s.sort_ended, s.game_id) ${ended('s.sort_ended')}, s.game_id AS id FROM game_seats s
            WHERE ${where.join(' AND ')} ORDER BY s.sort_ended DESC, s.game_id DESC LIMIT ${p.add(limit)}`,
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

/**
 * What a list item is made of: the game's columns and, from its view, only who must act and how
 * far it is — never the board or the legal moves unless the position is asked for.
 */
const SUMMARY_COLUMNS = `g.id, g.variant, g.rules_edition, g.options, g.time_control, g.status, g.version, g.created_by, g.result,
  g.created_at, g.finished_at, g.deadline_at,
  g.view->'toMove' AS to_move, coalesce((g.view->>'plies')::int, 0) AS plies,
  (SELECT json_agg(json_build_object('seat', s.seat, 'state', s.state, 'userId', s.user_id, 'username', u.username,
            'displayName', u.display_name, 'bot', u.bot, 'invitedEmail', s.invited_email, 'computer', s.computer,
            'offeredAt', s.offered_at, 'offeredTo', s.offered_to,
            'offeredToUser', CASE WHEN s.offered_to IS NULL THEN NULL
                             ELSE (SELECT json_build_object('username', ou.username, 'displayName', ou.display_name)
                                     FROM users ou WHERE ou.id = s.offered_to) END))
     FROM game_seats s LEFT JOIN users u ON u.id = s.user_id WHERE s.game_id = g.id) AS seats`;
const POSITION_COLUMNS = `g.state, g.view->'board' AS board, (g.view->>'round')::int AS round`;

/** A list item as read: the game's summary columns, and its position when asked for. */
export interface SummaryRow {
  id: string;
  variant: '007' | 'coalition';
  rules_edition: string;
  options: Record<string, unknown>;
  time_control: TimeControl;
  status: GameStatusValue;
  version: number;
  created_by: string;
  result: GameSummaryDto['result'];
  created_at: Date;
  finished_at: Date | null;
  deadline_at: Date | null;
  to_move: ToMove[] | null;
  plies: number;
  seats: Omit<SeatRecord, 'vacations'>[] | null;
  state?: string | null;
  board?: PieceOnSquare[] | null;
  round?: number | null;
}

/** The games list: a page's keys, part by part, and the summaries of the games on it. */
@Injectable()
export class GameListRepository {
  /** The id of the user with this username (any case), or null. */
  async playerId(manager: EntityManager, username: string): Promise<string | null> {
    const [user] = await preparedQuery<{ id: string }>(
      manager,
      `SELECT id FROM users WHERE lower(username) = lower($1)`,
      [username],
    );
    return user?.id ?? null;
  }

  /** Part 1's keys (myTurnPartSql); none when the filters exclude the part. */
  myTurnPart(manager: EntityManager, f: GameListFilter, after: ListKey | null, limit: number): Promise<ListRow[]> {
    return this.keys(manager, myTurnPartSql(f, after, limit));
  }

  /** Part 2's keys (otherGamesPartSql); none when the filters exclude the part. */
  otherGamesPart(manager: EntityManager, f: GameListFilter, after: ListKey | null, limit: number): Promise<ListRow[]> {
    return this.keys(manager, otherGamesPartSql(f, after, limit));
  }

  /** The finished list's keys, newest first (finishedSql); none under `myTurn`. */
  async finished(
    manager: EntityManager,
    f: GameListFilter,
    after: EndedKey | null,
    limit: number,
  ): Promise<EndedRow[]> {
    const statement = finishedSql(f, after, limit);
    if (!statement) return [];
    return manager.query(statement.text, statement.values);
  }

  /** The summaries of the games `ids`, in that order (a game gone since is left out). */
  async summaries(manager: EntityManager, ids: readonly string[], withPosition: boolean): Promise<SummaryRow[]> {
    if (ids.length === 0) return [];
    const columns = withPosition ? `${SUMMARY_COLUMNS}, ${POSITION_COLUMNS}` : SUMMARY_COLUMNS;
    const rows = await preparedQuery<SummaryRow>(
      manager,
      `SELECT ${columns} FROM games g WHERE g.id = ANY($1::uuid[])`,
      [ids],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((r): r is SummaryRow => r !== undefined);
  }

  /** Which of the games `ids` the user keeps a draft for, at the game's current version. */
  async drafted(manager: EntityManager, userId: string, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await preparedQuery<{ id: string }>(
      manager,
      `SELECT d.game_id AS id FROM game_drafts d JOIN games g ON g.id = d.game_id AND g.version = d.version
        WHERE d.user_id = $1 AND d.game_id = ANY($2::uuid[])`,
      [userId, ids],
    );
    return new Set(rows.map((r) => r.id));
  }

  private async keys(manager: EntityManager, statement: Statement | null): Promise<ListRow[]> {
    if (!statement) return [];
    // Unnamed statements, planned for the values at hand: a prepared statement's generic plan
    // assumes the average player's few games and would sort a long history.
    return manager.query(statement.text, statement.values);
  }
}
