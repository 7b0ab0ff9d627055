import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RatingRole } from '../../play/reputation/reputation';

/** A player's reliability row as stored, with the time-outs of the window asked for. */
export interface ReliabilityRow {
  readonly userId: string;
  /** The last obligations' bits (bigint, as text), null without a row. */
  readonly recent: string | null;
  readonly recentCount: number;
  readonly turnsOnTime: number;
  readonly turnsMissed: number;
  readonly gamesFinished: number;
  readonly gamesAbandoned: number;
  readonly gamesRescued: number;
  readonly excused: number;
  readonly missedDeadlines: number;
}

/**
 * Reputations read for many players at once — the seated players of a lobby page, of a game, a
 * profile: their reliability and their ratings, each read by primary key (so a page costs the
 * same whatever the size of the server).
 */
@Injectable()
export class ReputationRepository {
  /** The players' reliability, and their time-outs (not excused) since `since`. */
  async reliability(m: EntityManager, userIds: readonly string[], since: Date): Promise<ReliabilityRow[]> {
    const rows: Record<string, unknown>[] = await m.query(
      `SELECT u.id AS user_id, r.recent::text AS recent, coalesce(r.recent_count, 0) AS recent_count,
              coalesce(r.turns_on_time, 0) AS turns_on_time, coalesce(r.turns_missed, 0) AS turns_missed,
              coalesce(r.games_finished, 0) AS games_finished, coalesce(r.games_abandoned, 0) AS games_abandoned,
              coalesce(r.games_rescued, 0) AS games_rescued, coalesce(r.excused, 0) AS excused,
              (SELECT count(*)::int FROM reliability_misses x
                WHERE x.user_id = u.id AND x.at > $2 AND x.kind = 'timeout' AND NOT x.excused) AS missed
         FROM unnest($1::uuid[]) AS u(id) LEFT JOIN player_reliability r ON r.user_id = u.id`,
      [userIds, since],
    );
    return rows.map((r) => ({
      userId: r.user_id as string,
      recent: (r.recent as string | null) ?? null,
      recentCount: r.recent_count as number,
      turnsOnTime: r.turns_on_time as number,
      turnsMissed: r.turns_missed as number,
      gamesFinished: r.games_finished as number,
      gamesAbandoned: r.games_abandoned as number,
      gamesRescued: r.games_rescued as number,
      excused: r.excused as number,
      missedDeadlines: r.missed as number,
    }));
  }

  /** The players' Coalition Chess ratings, every track they were rated in. */
  async coalitionRatings(
    m: EntityManager,
    userIds: readonly string[],
  ): Promise<{ userId: string; role: RatingRole; ordinal: number; games: number }[]> {
    const rows: { user_id: string; role: RatingRole; ordinal: number; games: number }[] = await m.query(
      `SELECT user_id, role, ordinal, games FROM coalition_ratings WHERE user_id = ANY($1::uuid[]) AND games > 0`,
      [userIds],
    );
    return rows.map((r) => ({ userId: r.user_id, role: r.role, ordinal: r.ordinal, games: r.games }));
  }

  /** The players' 007 ratings. */
  async glickoRatings(
    m: EntityManager,
    userIds: readonly string[],
  ): Promise<{ userId: string; rating: number; games: number }[]> {
    const rows: { user_id: string; rating: number; games: number }[] = await m.query(
      `SELECT user_id, rating, games FROM ratings WHERE user_id = ANY($1::uuid[]) AND games > 0`,
      [userIds],
    );
    return rows.map((r) => ({ userId: r.user_id, rating: r.rating, games: r.games }));
  }
}
