import type { ClubSeatOfferedPayload, HolderLabel } from '../../platform/outbox/notification-payloads';
import type { OutboxEntry } from '../../platform/outbox/outbox.repository';
import type { GameRecord } from '../core/game-record';
import type { ClubMemberRow } from './seat-handover.repository';

export type { HolderLabel };

/** Whom a club's notice of an offer leaves out: those in the game, and those who just left it (`left`). */
export function notToldOfClubOffer(game: GameRecord, left: readonly string[]): string[] {
  return [...game.seats.map((s) => s.userId), ...left].filter((id): id is string => id !== null);
}

/**
 * A seat of a club's game offered to anyone (offered in the lobby and to the game's club): a
 * `club-seat-offered` notification to each member of the club whose ladder the game belongs to,
 * except those already in the game and the person who gave the seat up (`members`, read by
 * SeatHandoverRepository.clubMembers) — composed from the offer as it happens: the club's and the
 * ladder's names, whose seat it was (`from`) and who plays it until someone takes it over
 * (`keeper`: the computer of a `substitute` seat, or the holder who offers it). A game of no club
 * gets none; its seat is in the lobby only. Written in the offer's own transaction, so the
 * notices go out exactly when the offer is committed.
 */
export function clubSeatOfferNotices(
  members: readonly ClubMemberRow[],
  game: GameRecord,
  /** The game's version right after the offer's event. */
  version: number,
  seat: string,
  from: HolderLabel,
  keeper: HolderLabel,
): OutboxEntry[] {
  return members.map((member) => ({
    kind: 'club-seat-offered',
    userId: member.user_id,
    gameId: game.id,
    payload: {
      gameId: game.id,
      variant: game.variant,
      version,
      seat,
      club: member.club,
      ladder: member.ladder,
      from,
      keeper,
    } satisfies ClubSeatOfferedPayload,
  }));
}
