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
  /** Entrants' notices per statement of `write` (tests make it smaller). */
  writeBatch = 10;

  /** Every paired seat and bye of a round (null: of every round), with its entrant's names. */
  async seats(m: EntityManager, tournamentId: string, round: number | null): Promise<NoticeSeat[]> {
    const rows: Record<string, unknown>[] = await m.query(
      `SELECT ts.round, tg.board, ts.game_id, ts.seat, ts.user_id, u.username, u.display_name, coalesce(u.bot, false) AS bot
         FROM tournament_seats ts
         LEFT JOIN tournament_games tg ON tg.game_id = ts.game_id
         LEFT JOIN users u ON u.id = ts.user_id
        WHERE ts.tournament_id = $1 AND ($2::int IS NULL OR ts.round = $2)
        ORDER BY ts.round, tg.board NULLS LAST, ts.id`,
      [tournamentId, round],
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

  /**
   * The notices, in the caller's transaction; one already written for an entrant and round is
   * kept. In statements of `writeBatch` entrants: a 100-entrant round robin's notices list 99 games
   * each (about 2.5 MB of JSON), and one statement for all of them held the event loop for ~45 ms
   * preparing its parameter, with the garbage collector's pauses after it (bench:tournament).
   */
  async write(m: EntityManager, notices: readonly { userId: string; payload: TournamentRoundPayload }[]) {
    for (let i = 0; i < notices.length; i += this.writeBatch) {
      const batch = notices.slice(i, i + this.writeBatch);
      // One jsonb parameter, not a jsonb[]: an array's elements are escaped again in JavaScript.
      await m.query(
        `INSERT INTO outbox (kind, user_id, payload)
         SELECT 'tournament-round', (n->>'userId')::uuid, n->'payload' FROM jsonb_array_elements($1::jsonb) AS n
         ON CONFLICT (user_id, (payload->>'tournamentId'), (payload->>'round')) WHERE kind = 'tournament-round' DO NOTHING`,
        [JSON.stringify(batch)],
      );
    }
  }
}
