import type { EntityManager } from 'typeorm';
import type { LadderOutcome, PlayerResult } from '../../play/core/seat-outcome';

const COLUMN: Record<LadderOutcome, 'wins' | 'draws' | 'losses' | 'aborts' | 'neutral'> = {
  win: 'wins',
  draw: 'draws',
  loss: 'losses',
  'coalition-abort': 'aborts',
  'no-coalition': 'aborts',
  neutral: 'neutral',
};

/**
 * Adds (sign 1) or removes (sign -1) one game's results to a season's tallies: the standings row of
 * each player and the head-to-head points of each pair. Rows are touched in user-id order, so two
 * games finishing at once lock them in the same order and cannot deadlock.
 */
export async function applyToTallies(
  m: EntityManager,
  seasonId: string,
  results: readonly PlayerResult[],
  sign: 1 | -1,
): Promise<void> {
  const sorted = [...results].sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  for (const r of sorted) {
    const col = COLUMN[r.outcome];
    await m.query(
      `INSERT INTO ladder_standings (season_id, user_id, points, games, ${col}) VALUES ($1, $2, $3, $4, $4)
       ON CONFLICT (season_id, user_id) DO UPDATE
         SET points = ladder_standings.points + EXCLUDED.points, games = ladder_standings.games + EXCLUDED.games,
             ${col} = ladder_standings.${col} + EXCLUDED.${col}`,
      [seasonId, r.userId, sign * r.points, sign],
    );
  }
  for (const r of sorted) {
    for (const o of sorted) {
      if (o.userId === r.userId) continue;
      await m.query(
        `INSERT INTO ladder_head_to_head (season_id, user_id, opponent_id, points, games) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (season_id, user_id, opponent_id) DO UPDATE
           SET points = ladder_head_to_head.points + EXCLUDED.points, games = ladder_head_to_head.games + EXCLUDED.games`,
        [seasonId, r.userId, o.userId, sign * r.points, sign],
      );
    }
  }
  if (sign < 0) {
    // A player whose only game went leaves the table rather than showing a row of zeros.
    await m.query(`DELETE FROM ladder_standings WHERE season_id = $1 AND user_id = ANY($2::uuid[]) AND games = 0`, [
      seasonId,
      sorted.map((r) => r.userId),
    ]);
  }
}
