import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { NoticeSeat, TournamentRoundPayload } from './round-notice';

/**
 * The `tournament-round` notices: the seats of the round(s) they tell of, and the outbox rows,
 * at most one per entrant and round (the unique index outbox_tournament_round_key), so a retried
 * or repeated write adds none.
 */
@Injectable()
export class RoundNoticeRepository {
  /** The people (not bots, not computer seats) paired in a round (null: in every round), in a stable order. */
  async people(m: EntityManager, tournamentId: string, round: number | null): Promise<string[]> {
    const rows: { user_id: string }[] = await m.query(
      `SELECT DISTINCT ts.user_id FROM tournament_seats ts JOIN users u ON u.id = ts.user_id
        WHERE ts.tournament_id = $1 AND ($2::int IS NULL OR ts.round = $2) AND NOT coalesce(u.bot, false)
        ORDER BY ts.user_id`,
      [tournamentId, round],
    );
    return rows.map((r) => r.user_id);
  }

  /**
   * The seats a notice to one of `people` names: every seat of their games of the round (null: of
   * every round) and their byes, with the entrants' names.
   */
  async seats(
    m: EntityManager,
    tournamentId: string,
    round: number | null,
    people: readonly string[],
  ): Promise<NoticeSeat[]> {
    const rows: Record<string, unknown>[] = await m.query(
      `WITH theirs AS (
         SELECT ts.game_id, ts.id FROM tournament_seats ts
          WHERE ts.tournament_id = $1 AND ($2::int IS NULL OR ts.round = $2) AND ts.user_id = ANY($3::uuid[]))
       SELECT ts.round, tg.board, ts.game_id, ts.seat, ts.user_id, u.username, u.display_name, coalesce(u.bot, false) AS bot
         FROM tournament_seats ts
         LEFT JOIN tournament_games tg ON tg.game_id = ts.game_id
         LEFT JOIN users u ON u.id = ts.user_id
        WHERE ts.game_id IN (SELECT game_id FROM theirs)
           OR ts.id IN (SELECT id FROM theirs WHERE game_id IS NULL)
        ORDER BY ts.round, tg.board NULLS LAST, ts.id`,
      [tournamentId, round, people],
    );
    return rows.map((r) => ({
      round: r.round as number,
      board: (r.board as number | null) ?? null,
      gameId: (r.game_id as string | null) ?? null,
      seat: (r.seat as string | null) ?? null,
      userId: (r.user_id as string | null) ?? null,
      username: (r.username as string | null) ?? null,
      displayName: (r.display_name as string | null) ?? null,
      bot: r.bot as boolean,
    }));
  }

  /** The notices, in the caller's transaction; one already written for an entrant and round is kept. */
  async write(m: EntityManager, notices: readonly { userId: string; payload: TournamentRoundPayload }[]) {
    if (notices.length === 0) return;
    // One jsonb parameter, not a jsonb[]: an array's elements are escaped again in JavaScript.
    await m.query(
      `INSERT INTO outbox (kind, user_id, payload)
       SELECT 'tournament-round', (n->>'userId')::uuid, n->'payload' FROM jsonb_array_elements($1::jsonb) AS n
       ON CONFLICT (user_id, (payload->>'tournamentId'), (payload->>'round')) WHERE kind = 'tournament-round' DO NOTHING`,
      [JSON.stringify(notices)],
    );
  }
}
