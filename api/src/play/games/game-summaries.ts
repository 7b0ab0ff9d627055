import type { GameSummaryDto } from '../core/dto/game.dto';
import { presentSeats, yourSeats } from '../core/game-presenter';
import type { SummaryRow } from './game-list.repository';

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
  turnNotSent = false,
): GameSummaryDto {
  const seats = presentSeats(row.seats ?? [], variant.seatOrder, callerId, row.created_by);
  const summary: GameSummaryDto = {
    id: row.id,
    variant: row.variant,
    rulesEdition: row.rules_edition,
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
    turnNotSent,
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
