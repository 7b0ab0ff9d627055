import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../../platform/database/prepared-query';
import type { PieceOnSquare, ToMove } from '@entente/engine';
import type { GameSummaryDto } from '../core/dto/game.dto';
import type { GameStatusValue, SeatRecord } from '../core/game-record';
import { presentSeats, yourSeats } from '../core/game-presenter';
import type { TimeControl } from '../core/time-control';

/**
 * What a list item is made of: the game's columns and, from its view, only who must act and how
 * far it is — never the board or the legal moves unless the position is asked for.
 */
const SUMMARY_COLUMNS = `g.id, g.variant, g.options, g.time_control, g.status, g.version, g.created_by, g.result,
  g.created_at, g.finished_at, g.deadline_at,
  g.view->'toMove' AS to_move, coalesce((g.view->>'plies')::int, 0) AS plies,
  (SELECT json_agg(json_build_object('seat', s.seat, 'state', s.state, 'userId', s.user_id, 'username', u.username,
            'displayName', u.display_name, 'invitedEmail', s.invited_email, 'computer', s.computer,
            'offeredAt', s.offered_at, 'offeredTo', s.offered_to,
            'offeredToUser', CASE WHEN s.offered_to IS NULL THEN NULL
                             ELSE (SELECT json_build_object('username', ou.username, 'displayName', ou.display_name)
                                     FROM users ou WHERE ou.id = s.offered_to) END))
     FROM game_seats s LEFT JOIN users u ON u.id = s.user_id WHERE s.game_id = g.id) AS seats`;
const POSITION_COLUMNS = `g.state, g.view->'board' AS board, (g.view->>'round')::int AS round`;

interface SummaryRow {
  id: string;
  variant: '007' | 'coalition';
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

/** Reads the summaries of the games `ids`, in that order (a game gone since is left out). */
export async function readSummaries(
  manager: EntityManager,
  ids: readonly string[],
  withPosition: boolean,
): Promise<SummaryRow[]> {
  if (ids.length === 0) return [];
  const columns = withPosition ? `${SUMMARY_COLUMNS}, ${POSITION_COLUMNS}` : SUMMARY_COLUMNS;
  const rows = await preparedQuery<SummaryRow>(manager, `SELECT ${columns} FROM games g WHERE g.id = ANY($1::uuid[])`, [
    ids,
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is SummaryRow => r !== undefined);
}

/** How the variant presents a game: its seat order and its default options. */
export interface VariantFacts {
  readonly seatOrder: readonly string[];
  readonly defaultOptions: Readonly<Record<string, unknown>>;
}

/** A list item (see GameSummaryDto). */
export function presentSummary(
  row: SummaryRow,
  variant: VariantFacts,
  callerId: string | null,
  withPosition: boolean,
): GameSummaryDto {
  const seats = presentSeats(row.seats ?? [], variant.seatOrder, callerId, row.created_by);
  const summary: GameSummaryDto = {
    id: row.id,
    variant: row.variant,
    customOptions: Object.fromEntries(
      Object.entries(row.options).filter(
        ([name, value]) => JSON.stringify(value) !== JSON.stringify(variant.defaultOptions[name]),
      ),
    ),
    timeControl: row.time_control,
    status: row.status,
    version: row.version,
    // A list item names only what a seat has: the address, the computer and the offer when there is one.
    seats: seats.map(({ invitedEmail, computer, offer, ...seat }) => ({
      ...seat,
      ...(invitedEmail === null ? {} : { invitedEmail }),
      ...(computer === null ? {} : { computer }),
      ...(offer === null ? {} : { offer }),
    })),
    yourSeats: yourSeats(seats, callerId),
    toAct: (row.to_move ?? []).map((t) => t.seat),
    plies: row.plies,
    result: row.result,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    deadlineAt: row.deadline_at?.toISOString() ?? null,
  };
  if (withPosition)
    summary.position =
      row.state && row.board ? { board: row.board, text: row.state, plies: row.plies, round: row.round ?? 1 } : null;
  return summary;
}
