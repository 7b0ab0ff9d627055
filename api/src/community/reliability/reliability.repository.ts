import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { InsertPart } from '../../play/core/game-change.repository';
import { SqlParams, valuesOnlyWith } from '../../platform/database/sql-params';
import { type Miss, type Obligations, SCORE_WINDOW } from './obligations';

/** The bits of the last obligations: 1 met, 0 missed, newest in bit 0, at most SCORE_WINDOW of them. */
const WINDOW_MASK = (1n << BigInt(SCORE_WINDOW)) - 1n;

/**
 * Reliability as it happens (`player_reliability`: the last 50 obligations as bits and the
 * all-time counts; `reliability_misses`: each seat lost, for the last twelve months' count).
 * Kept incrementally by the effects of a game's change, so reading it is one row per player.
 * Writers of several players' rows write them in user id order.
 */
@Injectable()
export class ReliabilityRepository {
  /**
   * The obligations as part of a change's one statement (an InsertPart): each player's row
   * created or moved on — the new results shifted in, the counts added. Null without any.
   */
  obligationsPart(all: readonly Obligations[], at: Date): InsertPart {
    const rows = [...all].filter((o) => o.results.length > 0 || o.excused > 0).sort(byUser);
    return (p, onlyWith) => {
      if (rows.length === 0) return null;
      const values = rows.map((o) => {
        const [bits, count] = packed(o.results);
        return `(${p.add(o.userId)}::uuid, ${p.add(bits)}::bigint, ${p.add(count)}::smallint, ${p.add(o.turnsOnTime)}::int, ${p.add(o.turnsMissed)}::int, ${p.add(o.gamesFinished)}::int, ${p.add(o.gamesAbandoned)}::int, ${p.add(o.gamesRescued)}::int, ${p.add(o.excused)}::int, ${p.add(at)}::timestamptz)`;
      });
      return `INSERT INTO player_reliability AS r (user_id, recent, recent_count, turns_on_time, turns_missed, games_finished, games_abandoned, games_rescued, excused, updated_at)
${valuesOnlyWith(values, onlyWith)}
ON CONFLICT (user_id) DO UPDATE SET
  recent = ((r.recent << EXCLUDED.recent_count) | EXCLUDED.recent) & ${WINDOW_MASK},
  recent_count = least(r.recent_count + EXCLUDED.recent_count, ${SCORE_WINDOW}),
  turns_on_time = r.turns_on_time + EXCLUDED.turns_on_time,
  turns_missed = r.turns_missed + EXCLUDED.turns_missed,
  games_finished = r.games_finished + EXCLUDED.games_finished,
  games_abandoned = r.games_abandoned + EXCLUDED.games_abandoned,
  games_rescued = r.games_rescued + EXCLUDED.games_rescued,
  excused = r.excused + EXCLUDED.excused,
  updated_at = EXCLUDED.updated_at`;
    };
  }

  /** The same, as a statement of its own (the locked path). */
  async addObligations(m: EntityManager, all: readonly Obligations[], at: Date): Promise<void> {
    const p = new SqlParams();
    const sql = this.obligationsPart(all, at)(p, undefined);
    if (sql !== null) await m.query(sql, p.values);
  }

  /** The seats lost, each with whether a vacation excused it. */
  async addMisses(
    m: EntityManager,
    gameId: string,
    misses: readonly (Miss & { excused: boolean })[],
    at: Date,
  ): Promise<void> {
    if (misses.length === 0) return;
    await m.query(
      `INSERT INTO reliability_misses (user_id, game_id, seat, kind, excused, at)
       SELECT t.user_id, $1, t.seat, t.kind, t.excused, $2
         FROM unnest($3::uuid[], $4::text[], $5::text[], $6::boolean[]) AS t(user_id, seat, kind, excused)`,
      [
        gameId,
        at,
        misses.map((x) => x.userId),
        misses.map((x) => x.seat),
        misses.map((x) => x.kind),
        misses.map((x) => x.excused),
      ],
    );
  }

  /** The seats of the game people lost by a time-out (not excused), earlier in the game. */
  async timedOutSeats(m: EntityManager, gameId: string): Promise<{ userId: string; seat: string }[]> {
    const rows: { user_id: string; seat: string }[] = await m.query(
      `SELECT user_id, seat FROM reliability_misses WHERE game_id = $1 AND kind = 'timeout'`,
      [gameId],
    );
    return rows.map((r) => ({ userId: r.user_id, seat: r.seat }));
  }

  /** Of `userIds`, those with a declared vacation covering `day` (UTC, `YYYY-MM-DD`). */
  async onVacation(m: EntityManager, userIds: readonly string[], day: string): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const rows: { user_id: string }[] = await m.query(
      `SELECT DISTINCT user_id FROM vacations WHERE user_id = ANY($1::uuid[]) AND $2::date BETWEEN starts_on AND ends_on`,
      [userIds, day],
    );
    return new Set(rows.map((r) => r.user_id));
  }

  /**
   * The seats whose holder at the end took them over from a computer (a seat abandoned to the
   * computer, rescued by a substitute): the game's open holdings begun by a take-over whose seat's
   * holding before was a computer's.
   */
  async rescuedSeats(m: EntityManager, gameId: string): Promise<{ userId: string; seat: string }[]> {
    const rows: { user_id: string; seat: string }[] = await m.query(
      `SELECT h.user_id, h.seat FROM seat_holders h
        WHERE h.game_id = $1 AND h.until_seq IS NULL AND h.how = 'take-over' AND h.user_id IS NOT NULL
          AND EXISTS (SELECT 1 FROM seat_holders p WHERE p.game_id = h.game_id AND p.seat = h.seat
                        AND p.until_seq = h.since_seq AND p.computer IS NOT NULL)`,
      [gameId],
    );
    return rows.map((r) => ({ userId: r.user_id, seat: r.seat }));
  }
}

function byUser(a: Obligations, b: Obligations): number {
  return a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0;
}

/** The results as bits (newest in bit 0) and their number, as a decimal for the bigint column. */
function packed(results: readonly boolean[]): [string, number] {
  const last = results.slice(-SCORE_WINDOW);
  let bits = 0n;
  for (const met of last) bits = (bits << 1n) | (met ? 1n : 0n);
  return [(bits & WINDOW_MASK).toString(), last.length];
}
