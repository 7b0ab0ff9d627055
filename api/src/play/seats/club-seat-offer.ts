import type { EntityManager } from 'typeorm';
import type { ClubSeatOfferedPayload, HolderLabel } from '../../platform/outbox/notification-payloads';
import type { OutboxEntry } from '../../platform/outbox/outbox.repository';
import type { GameRecord } from '../core/game-record';

export type { HolderLabel };

/**
 * A seat of a club's game offered to anyone (issue 21: "offered in the lobby and to the game's
 * club"): a `club-seat-offered` notification to each member of the club whose ladder the game
 * belongs to, except those already in the game and the person who gave the seat up — composed
 * from the offer as it happens: the club's and the ladder's names, whose seat it was (`from`) and
 * who plays it until someone takes it over (`keeper`: the computer of a `substitute` seat, or the
 * holder who offers it). A game of no club gets none; its seat is in the lobby only. Written in the
 * offer's own transaction, so the notices go out exactly when the offer is committed.
 */
export async function clubSeatOfferNotices(
  m: EntityManager,
  game: GameRecord,
  /** The game's version right after the offer's event. */
  version: number,
  seat: string,
  from: HolderLabel,
  keeper: HolderLabel,
  left: readonly string[],
): Promise<OutboxEntry[]> {
  const inGame = [...game.seats.map((s) => s.userId), ...left].filter((id): id is string => id !== null);
  const members = (await m.query(
    `SELECT cm.user_id, c.name AS club, l.name AS ladder
       FROM ladder_games lg JOIN ladders l ON l.id = lg.ladder_id JOIN clubs c ON c.id = l.club_id
       JOIN club_members cm ON cm.club_id = c.id
      WHERE lg.game_id = $1 AND cm.user_id <> ALL($2::uuid[])
      ORDER BY cm.user_id`,
    [game.id, inGame],
  )) as { user_id: string; club: string; ladder: string }[];
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
