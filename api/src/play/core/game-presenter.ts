import type { PublicUserDto } from '../../identity/users/public-user.dto';
import type { GameDto, PieceDto, SeatDto } from './dto/game.dto';
import type { GameRecord, SeatRecord } from './game-record';
import { seatsToAnswer } from './edition-upgrade';

function player(
  seat: Pick<SeatRecord, 'userId' | 'username' | 'displayName' | 'bot'> | undefined,
): PublicUserDto | null {
  if (!seat?.userId || !seat.username) return null;
  const user: PublicUserDto = {
    id: seat.userId,
    username: seat.username,
    displayName: seat.displayName ?? seat.username,
  };
  // Marked only when true, so a person's player object is as it always was.
  return seat.bot ? { ...user, bot: true } : user;
}

type PresentedSeat = Pick<
  SeatRecord,
  | 'seat'
  | 'state'
  | 'userId'
  | 'username'
  | 'displayName'
  | 'bot'
  | 'invitedEmail'
  | 'computer'
  | 'offeredAt'
  | 'offeredTo'
> & { readonly offeredToUser: SeatRecord['offeredToUser'] | undefined };

/** The seats in the variant's playing order (`seatOrder`), as the caller may see them. */
export function presentSeats(
  seats: readonly PresentedSeat[],
  seatOrder: readonly string[],
  callerId: string | null,
  creatorId: string,
): SeatDto[] {
  const bySeat = new Map(seats.map((s) => [s.seat, s]));
  return seatOrder
    .filter((seat) => bySeat.has(seat))
    .map((seat) => {
      const s = bySeat.get(seat)!;
      // The address is the creator's to know: everyone else sees only that the seat is invited.
      const invitedEmail = callerId !== null && callerId === creatorId ? (s.invitedEmail ?? null) : null;
      const offer = s.offeredAt
        ? {
            since: new Date(s.offeredAt).toISOString(),
            to:
              s.offeredTo && s.offeredToUser
                ? { id: s.offeredTo, username: s.offeredToUser.username, displayName: s.offeredToUser.displayName }
                : null,
          }
        : null;
      return {
        seat,
        state: s.state,
        player: s.computer ? null : player(s),
        computer: s.computer ?? null,
        invitedEmail,
        offer,
      };
    });
}

/** The seats the caller holds. */
export function yourSeats(seats: readonly SeatDto[], callerId: string | null): string[] {
  return callerId ? seats.filter((s) => s.state === 'taken' && s.player?.id === callerId).map((s) => s.seat) : [];
}

/**
 * The API's view of a game, from the snapshot row alone (no engine call, no replay). `seatOrder`
 * is the variant's seat order, so seats always list in playing order.
 */
export function presentGame(game: GameRecord, seatOrder: readonly string[], callerId: string | null): GameDto {
  const bySeat = new Map(game.seats.map((s) => [s.seat, s]));
  const seats = presentSeats(game.seats, seatOrder, callerId, game.createdBy.id);
  const view = game.view;
  return {
    id: game.id,
    variant: game.variant,
    rulesEdition: game.rulesEdition,
    options: game.options,
    timeControl: game.timeControl,
    press: game.press,
    pressReveal: game.pressReveal,
    abandoned: game.abandoned.mode,
    abandonedLevel: game.abandoned.mode === 'resign' ? null : game.abandoned.level,
    analysis: game.analysis,
    rated: game.rated,
    joinRequirements: game.joinRequirements,
    status: game.status,
    version: game.version,
    createdBy: game.createdBy,
    seats,
    yourSeats: yourSeats(seats, callerId),
    toMove: (view?.toMove ?? []).map((t) => ({
      seat: t.seat,
      color: t.color,
      part: t.part,
      of: t.of,
      reason: t.reason,
      player: bySeat.get(t.seat)?.computer ? null : player(bySeat.get(t.seat)),
      computer: bySeat.get(t.seat)?.computer ?? null,
    })),
    // The board and the legal moves are the largest parts of an answer (a half-move's answer among
    // them): handed on as read or computed, not copied, since nothing changes a record or an
    // answer once made.
    position:
      view && game.state !== null
        ? { board: view.board as PieceDto[], text: game.state, plies: view.plies, round: view.round }
        : null,
    legalMoves: view && (game.status === 'active' || game.status === 'setup') ? (view.legalMoves as string[]) : [],
    coalitions: (view?.coalitions ?? []).map((c) => ({ seats: [...c.seats], round: c.round, by: c.by })),
    eliminated: [...(view?.eliminated ?? [])],
    drawOffer: view?.drawOffer ? { by: view.drawOffer.by, agreed: [...view.drawOffer.agreed] } : null,
    drawClaimable: view?.drawClaimable ?? false,
    // A proposal left when the game ended lapsed with it: a finished game never changes edition.
    editionUpgrade:
      game.editionUpgrade && (game.status === 'active' || game.status === 'setup')
        ? {
            edition: game.editionUpgrade.edition,
            from: game.editionUpgrade.from,
            proposedBy: game.editionUpgrade.proposedBy,
            accepted: [...game.editionUpgrade.accepted],
            waitingFor: seatOrder.filter((seat) => seatsToAnswer(game, game.editionUpgrade!).includes(seat)),
          }
        : null,
    result: game.result
      ? { winners: [...game.result.winners], reason: game.result.reason, points: { ...game.result.points } }
      : null,
    createdAt: game.createdAt.toISOString(),
    updatedAt: game.updatedAt.toISOString(),
    startedAt: game.startedAt?.toISOString() ?? null,
    finishedAt: game.finishedAt?.toISOString() ?? null,
    deadlineAt: game.deadlineAt?.toISOString() ?? null,
    tournament: game.tournament
      ? { id: game.tournament.id, name: game.tournament.name, round: game.tournament.round }
      : null,
    rematchOf: game.rematchOf,
    rematch: game.rematch,
  };
}
