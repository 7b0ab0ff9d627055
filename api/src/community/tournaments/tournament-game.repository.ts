import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A seat of a tournament game as paired (userId null: a computer seat), or a bye (gameId null). */
export interface PairedSeat {
  readonly round: number;
  readonly board: number | null;
  readonly gameId: string | null;
  readonly seat: string | null;
  readonly userId: string | null;
  /** Set once the game counts (or at once for a bye). */
  readonly outcome: string | null;
  readonly points: number | null;
  readonly forfeit: boolean;
  /** The game's own status (null for a bye). */
  readonly status: string | null;
}

/** What counting a game needs: its tournament and round, the row locked. */
export interface GameToCount {
  readonly tournamentId: string;
  readonly round: number;
  readonly state: string;
}

/** A game of a round, as the round's page shows it. */
export interface RoundGameRow {
  readonly gameId: string;
  readonly board: number;
  readonly state: string;
  readonly status: string;
  readonly result: unknown;
  readonly seats: readonly {
    seat: string;
    userId: string | null;
    username: string | null;
    displayName: string | null;
    bot: boolean | null;
    outcome: string | null;
    points: number | null;
    forfeit: boolean;
  }[];
}

/** The games of tournaments (`tournament_games`) and who was paired to which seat (`tournament_seats`). */
@Injectable()
export class TournamentGameRepository {
  async insertGame(m: EntityManager, g: { gameId: string; tournamentId: string; round: number; board: number }) {
    await m.query(`INSERT INTO tournament_games (game_id, tournament_id, round, board) VALUES ($1, $2, $3, $4)`, [
      g.gameId,
      g.tournamentId,
      g.round,
      g.board,
    ]);
  }

  /** The seats of one game as paired; a computer seat has no user. */
  async insertSeats(
    m: EntityManager,
    tournamentId: string,
    round: number,
    gameId: string,
    seats: readonly { seat: string; userId: string | null }[],
  ): Promise<void> {
    await m.query(
      `INSERT INTO tournament_seats (tournament_id, round, game_id, seat, user_id)
       SELECT $1, $2, $3, s.seat, s.user_id FROM unnest($4::text[], $5::uuid[]) AS s (seat, user_id)`,
      [tournamentId, round, gameId, seats.map((s) => s.seat), seats.map((s) => s.userId)],
    );
  }

  /** A bye: the round's odd player out, scored at once. */
  async insertBye(m: EntityManager, b: { tournamentId: string; round: number; userId: string; points: number }) {
    await m.query(
      `INSERT INTO tournament_seats (tournament_id, round, user_id, outcome, points) VALUES ($1, $2, $3, 'bye', $4)`,
      [b.tournamentId, b.round, b.userId, b.points],
    );
  }

  /** The game's row under FOR UPDATE, or null for a game of no tournament. */
  async lockToCount(m: EntityManager, gameId: string): Promise<GameToCount | null> {
    const rows: { tournament_id: string; round: number; state: string }[] = await m.query(
      `SELECT tournament_id, round, state FROM tournament_games WHERE game_id = $1 FOR UPDATE`,
      [gameId],
    );
    return rows.length > 0 ? { tournamentId: rows[0].tournament_id, round: rows[0].round, state: rows[0].state } : null;
  }

  /** Who was paired to each seat of the game. */
  async seatsOf(
    m: EntityManager,
    gameId: string,
  ): Promise<{ seat: string; userId: string | null; forfeit: boolean }[]> {
    const rows: { seat: string; user_id: string | null; forfeit: boolean }[] = await m.query(
      `SELECT seat, user_id, forfeit FROM tournament_seats WHERE game_id = $1 ORDER BY seat`,
      [gameId],
    );
    return rows.map((r) => ({ seat: r.seat, userId: r.user_id, forfeit: r.forfeit }));
  }

  /** The game counts: each seat's outcome and points (a computer's or a departed entrant's: none). */
  async setCounted(
    m: EntityManager,
    gameId: string,
    at: Date,
    seats: readonly { seat: string; outcome: string | null; points: number | null }[],
  ): Promise<void> {
    await m.query(`UPDATE tournament_games SET state = 'counted', counted_at = $2 WHERE game_id = $1`, [gameId, at]);
    await m.query(
      `UPDATE tournament_seats ts SET outcome = s.outcome, points = s.points
         FROM unnest($2::text[], $3::text[], $4::float8[]) AS s (seat, outcome, points)
        WHERE ts.game_id = $1 AND ts.seat = s.seat`,
      [gameId, seats.map((s) => s.seat), seats.map((s) => s.outcome), seats.map((s) => s.points)],
    );
  }

  /** Ended without a result (aborted before its first move): counts nothing. */
  async setVoid(m: EntityManager, gameId: string, at: Date): Promise<void> {
    await m.query(`UPDATE tournament_games SET state = 'void', counted_at = $2 WHERE game_id = $1`, [gameId, at]);
  }

  /** The seat its entrant left by withdrawing: the game is a forfeit for them. */
  async markForfeit(m: EntityManager, gameId: string, userId: string): Promise<void> {
    await m.query(`UPDATE tournament_seats SET forfeit = true WHERE game_id = $1 AND user_id = $2`, [gameId, userId]);
  }

  /** Games of the round still being played. */
  async playingInRound(m: EntityManager, tournamentId: string, round: number): Promise<number> {
    const rows: { n: number }[] = await m.query(
      `SELECT count(*)::int AS n FROM tournament_games WHERE tournament_id = $1 AND round = $2 AND state = 'playing'`,
      [tournamentId, round],
    );
    return rows[0].n;
  }

  /** The user's games of the event still being played, in id order (the order every writer locks games in). */
  async playingOf(m: EntityManager, tournamentId: string, userId: string): Promise<string[]> {
    const rows: { game_id: string }[] = await m.query(
      `SELECT tg.game_id FROM tournament_seats ts JOIN tournament_games tg ON tg.game_id = ts.game_id
        WHERE ts.tournament_id = $1 AND ts.user_id = $2 AND tg.state = 'playing'
        ORDER BY tg.game_id`,
      [tournamentId, userId],
    );
    return rows.map((r) => r.game_id);
  }

  /** Every paired seat and bye of the event, by round and board (standings, crosstables, pairings). */
  async allSeats(m: EntityManager, tournamentId: string): Promise<PairedSeat[]> {
    const rows: Record<string, unknown>[] = await m.query(
      `SELECT ts.round, tg.board, ts.game_id, ts.seat, ts.user_id, ts.outcome, ts.points, ts.forfeit, g.status
         FROM tournament_seats ts LEFT JOIN tournament_games tg ON tg.game_id = ts.game_id LEFT JOIN games g ON g.id = ts.game_id
        WHERE ts.tournament_id = $1
        ORDER BY ts.round, tg.board NULLS LAST, ts.id`,
      [tournamentId],
    );
    return rows.map((r) => ({
      round: r.round as number,
      board: (r.board as number | null) ?? null,
      gameId: (r.game_id as string | null) ?? null,
      seat: (r.seat as string | null) ?? null,
      userId: (r.user_id as string | null) ?? null,
      outcome: (r.outcome as string | null) ?? null,
      points: (r.points as number | null) ?? null,
      forfeit: r.forfeit as boolean,
      status: (r.status as string | null) ?? null,
    }));
  }

  /** The games of one round with their seats, their entrants and their games' status. */
  async round(m: EntityManager, tournamentId: string, round: number): Promise<RoundGameRow[]> {
    const rows: Record<string, unknown>[] = await m.query(
      `SELECT tg.game_id, tg.board, tg.state, g.status, g.result,
              (SELECT json_agg(json_build_object('seat', ts.seat, 'userId', ts.user_id, 'username', u.username,
                        'displayName', u.display_name, 'bot', u.bot, 'outcome', ts.outcome, 'points', ts.points, 'forfeit', ts.forfeit) ORDER BY ts.id)
                 FROM tournament_seats ts LEFT JOIN users u ON u.id = ts.user_id WHERE ts.game_id = tg.game_id) AS seats
         FROM tournament_games tg JOIN games g ON g.id = tg.game_id
        WHERE tg.tournament_id = $1 AND tg.round = $2
        ORDER BY tg.board`,
      [tournamentId, round],
    );
    return rows.map((r) => ({
      gameId: r.game_id as string,
      board: r.board as number,
      state: r.state as string,
      status: r.status as string,
      result: r.result,
      seats: r.seats as RoundGameRow['seats'],
    }));
  }

  /** The byes of one round. */
  async byes(m: EntityManager, tournamentId: string, round: number): Promise<{ userId: string; points: number }[]> {
    const rows: { user_id: string; points: number }[] = await m.query(
      `SELECT user_id, points FROM tournament_seats WHERE tournament_id = $1 AND round = $2 AND game_id IS NULL ORDER BY user_id`,
      [tournamentId, round],
    );
    return rows.map((r) => ({ userId: r.user_id, points: r.points }));
  }

  /** Every game of the event in round and board order (the exports). */
  async gameIds(m: EntityManager, tournamentId: string): Promise<{ gameId: string; round: number; board: number }[]> {
    const rows: { game_id: string; round: number; board: number }[] = await m.query(
      `SELECT game_id, round, board FROM tournament_games WHERE tournament_id = $1 ORDER BY round, board`,
      [tournamentId],
    );
    return rows.map((r) => ({ gameId: r.game_id, round: r.round, board: r.board }));
  }
}
