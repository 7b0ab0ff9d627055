import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import { preparedQuery } from '../../platform/database/prepared-query';
import { getVariant, type GameView } from '@entente/engine';
import { abandonedFromColumns } from './abandoned-option';
import { analysisFromColumn } from './analysis-option';
import type { GameRecord, GameStatusValue, SeatRecord } from './game-record';

const SELECT_GAME = `
  SELECT g.id, g.variant, g.rules_edition, g.edition_upgrade, g.options, g.time_control, g.press, g.press_reveal, g.abandoned, g.abandoned_level, g.analysis, g.status, g.version, g.touched, g.head_hash, g.state, g.view, g.to_move,
         g.result, g.created_at, g.updated_at, g.started_at, g.finished_at, g.deadline_at, g.clocks,
         g.planned_seats, g.rated, g.join_requirements,
         cu.id AS creator_id, cu.username AS creator_username, cu.display_name AS creator_display_name,
         (SELECT coalesce(json_agg(json_build_object('seat', s.seat, 'state', s.state, 'userId', s.user_id,
                   'username', u.username, 'displayName', u.display_name, 'bot', u.bot, 'invitedEmail', s.invited_email,
                   'computer', s.computer,
                   'offeredAt', s.offered_at, 'offeredTo', s.offered_to,
                   'offeredToUser', CASE WHEN s.offered_to IS NULL THEN NULL
                                    ELSE (SELECT json_build_object('username', ou.username, 'displayName', ou.display_name)
                                            FROM users ou WHERE ou.id = s.offered_to) END,
                   'vacations', (SELECT coalesce(json_agg(json_build_object('startsOn', to_char(v.starts_on, 'YYYY-MM-DD'),
                                   'endsOn', to_char(v.ends_on, 'YYYY-MM-DD')) ORDER BY v.starts_on), '[]'::json)
                                   FROM vacations v WHERE v.user_id = s.user_id))), '[]'::json)
            FROM game_seats s LEFT JOIN users u ON u.id = s.user_id WHERE s.game_id = g.id) AS seats,
         (SELECT l.points_table FROM ladder_games lg JOIN ladders l ON l.id = lg.ladder_id
           WHERE lg.game_id = g.id) AS ladder_points,
         (SELECT json_build_object('id', t.id, 'name', t.name, 'round', tg.round, 'pointsTable', t.points_table)
            FROM tournament_games tg JOIN tournaments t ON t.id = tg.tournament_id
           WHERE tg.game_id = g.id) AS tournament,
         (SELECT r.origin_id FROM rematches r WHERE r.game_id = g.id) AS rematch_of,
         (SELECT r.game_id FROM rematches r WHERE r.origin_id = g.id) AS rematch
    FROM games g JOIN users cu ON cu.id = g.created_by`;

/**
 * Reads game rows with their seats: each read is one prepared query (game, creator, seats and
 * their users); `lock` takes the row lock that serialises every change to one game. A change
 * writes the row through GameChangeService (GameChangeRepository).
 */
@Injectable()
export class GameRepository {
  async find(manager: EntityManager, id: string): Promise<GameRecord> {
    return this.one(manager, `${SELECT_GAME} WHERE g.id = $1`, id);
  }

  /**
   * Takes the game's row lock (the caller's transaction owns it until commit), then reads the game.
   * Two statements on purpose: a statement that waited for the lock sees the locked row as
   * committed meanwhile but its joined rows (the seats) as they were when it began, so a read in
   * the same statement could act on a seat another transaction has just taken.
   */
  async lock(manager: EntityManager, id: string): Promise<GameRecord> {
    if (!UUID.test(id)) throw notFound(id);
    const locked = await preparedQuery(manager, `SELECT id FROM games WHERE id = $1 FOR UPDATE`, [id]);
    if (locked.length === 0) throw notFound(id);
    return this.find(manager, id);
  }

  async findMany(manager: EntityManager, ids: readonly string[]): Promise<GameRecord[]> {
    if (ids.length === 0) return [];
    const rows = await preparedQuery(manager, `${SELECT_GAME} WHERE g.id = ANY($1::uuid[])`, [ids]);
    const byId = new Map(rows.map((r) => [r.id as string, toRecord(r)]));
    return ids.map((id) => byId.get(id)).filter((g): g is GameRecord => g !== undefined);
  }

  private async one(manager: EntityManager, sql: string, id: string): Promise<GameRecord> {
    if (!UUID.test(id)) throw notFound(id);
    const rows = await preparedQuery(manager, sql, [id]);
    if (rows.length === 0) throw notFound(id);
    return toRecord(rows[0]);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function notFound(id: string): DomainError {
  return new DomainError('GAME_NOT_FOUND', `No game ${id}`);
}

function toRecord(r: Record<string, unknown>): GameRecord {
  return {
    id: r.id as string,
    variant: r.variant as GameRecord['variant'],
    rulesEdition: r.rules_edition as string,
    editionUpgrade: (r.edition_upgrade ?? null) as GameRecord['editionUpgrade'],
    options: r.options as Record<string, unknown>,
    timeControl: r.time_control as GameRecord['timeControl'],
    press: r.press as GameRecord['press'],
    pressReveal: r.press_reveal as GameRecord['pressReveal'],
    abandoned: abandonedFromColumns(r.abandoned, r.abandoned_level),
    analysis: analysisFromColumn(r.analysis, {
      rated: r.rated as boolean,
      ladder: r.ladder_points != null,
      tournament: r.tournament != null,
    }),
    status: r.status as GameStatusValue,
    version: r.version as number,
    touched: r.touched as number,
    headHash: r.head_hash as string,
    state: r.state as string | null,
    view: r.view as GameView | null,
    toMove: r.to_move as string[],
    result: r.result as GameView['result'],
    createdBy: {
      id: r.creator_id as string,
      username: r.creator_username as string,
      displayName: r.creator_display_name as string,
    },
    createdAt: r.created_at as Date,
    updatedAt: r.updated_at as Date,
    startedAt: r.started_at as Date | null,
    finishedAt: r.finished_at as Date | null,
    deadlineAt: r.deadline_at as Date | null,
    clocks: (r.clocks ?? {}) as GameRecord['clocks'],
    seats: inPlayingOrder(r.variant as string, r.seats as SeatRecord[]),
    plannedSeats: r.planned_seats as string[],
    ladderPoints: (r.ladder_points ?? null) as GameRecord['ladderPoints'],
    tournament: (r.tournament ?? null) as GameRecord['tournament'],
    rated: r.rated as boolean,
    joinRequirements: (r.join_requirements ?? null) as GameRecord['joinRequirements'],
    rematchOf: (r.rematch_of ?? null) as string | null,
    rematch: (r.rematch ?? null) as string | null,
  };
}

/**
 * The seats in the variant's order, whatever order PostgreSQL aggregated them in (a seat's row
 * moves on the heap when it is updated): whatever walks the seats — the seats asked to consent to a
 * takeback or a new edition — walks them in the playing order.
 */
function inPlayingOrder(variant: string, seats: SeatRecord[]): SeatRecord[] {
  const order = getVariant(variant)?.seats ?? [];
  const at = (seat: string) => order.indexOf(seat);
  return [...seats].sort((a, b) => at(a.seat) - at(b.seat));
}
