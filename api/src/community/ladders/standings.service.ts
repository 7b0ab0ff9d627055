import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import type { GameRecord } from '../../play/core/game-record';
import { GameRepository } from '../../play/core/game.repository';
import { RatingsService } from '../ratings/ratings.service';
import type { LadderGameDto, StandingRowDto, StandingsDto } from './dto/ladder-game.dto';
import { LadderAccess } from './ladder-access';
import { appendLadderEvent } from './ladder-audit';
import type { LadderOutcome, PlayerResult } from '../../play/core/seat-outcome';
import { LadderGamesService } from './ladder-games.service';
import { holdingsOf } from './ladder-credit';
import { resultsOf } from './ladder-recorder';
import { seasonFor } from './seasons';
import { applyToTallies } from './standings-tally';
import { rankStandings, TIE_BREAKS } from './tie-breaks';

/**
 * Standings: read from the season's tallies (one indexed read of a row per player, whatever the
 * number of games), ranked by the tie-break order; corrected by annulment; checkable by a rebuild
 * from the games' results.
 */
@Injectable()
export class StandingsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly access: LadderAccess,
    private readonly games: LadderGamesService,
    private readonly store: GameRepository,
    private readonly ratings: RatingsService,
  ) {}

  async standings(userId: string, ladderId: string, seasonId?: string): Promise<StandingsDto> {
    const { ladder } = await this.access.visible(ladderId, userId);
    const season = await seasonFor(this.db.manager, ladderId, seasonId);
    if (!season)
      throw new DomainError(
        'SEASON_NOT_FOUND',
        seasonId ? `No season ${seasonId} in this ladder.` : 'The ladder has no season.',
      );
    const withRating = ladder.variant === '007';
    const rows: Record<string, unknown>[] = await this.db.query(
      `SELECT s.user_id, u.username, u.display_name, s.points, s.games, s.wins, s.draws, s.losses, s.aborts, s.neutral
              ${withRating ? ', r.rating, r.rd, r.volatility, r.updated_at AS rated_at' : ''}
         FROM ladder_standings s JOIN users u ON u.id = s.user_id ${withRating ? 'LEFT JOIN ratings r ON r.user_id = s.user_id' : ''}
        WHERE s.season_id = $1 AND s.games > 0
        ORDER BY s.points DESC, s.wins DESC, s.games ASC`,
      [season.id],
    );
    // A rated player's deviation as it stands now (grown by idle months); none if never rated.
    const ratingOf = (r: Record<string, unknown>) =>
      r.rating === null || r.rating === undefined
        ? null
        : this.ratings.standingNow(
            { rating: r.rating as number, rd: r.rd as number, volatility: r.volatility as number },
            r.rated_at as Date,
          );
    const tallies = rows.map((r) => {
      const rated = ratingOf(r);
      return {
        userId: r.user_id as string,
        username: r.username as string,
        displayName: r.display_name as string,
        points: r.points as number,
        games: r.games as number,
        wins: r.wins as number,
        draws: r.draws as number,
        losses: r.losses as number,
        aborts: r.aborts as number,
        neutral: r.neutral as number,
        rating: rated?.rating,
        rd: rated?.rd,
      };
    });
    const h2h = await this.headToHead(season.id, tallies);
    const ranked = rankStandings(tallies, (a, b) => h2h.get(`${a}|${b}`) ?? 0);
    return {
      ladderId,
      ladderName: ladder.name,
      variant: ladder.variant,
      season,
      tieBreaks: [...TIE_BREAKS],
      countedGames: season.countedGames,
      rows: ranked.map(({ rank, headToHead, row }): StandingRowDto => {
        const out: StandingRowDto = {
          rank,
          user: { id: row.userId, username: row.username, displayName: row.displayName },
          points: row.points,
          games: row.games,
          wins: row.wins,
          draws: row.draws,
          losses: row.losses,
          aborts: row.aborts,
          neutral: row.neutral,
          headToHead,
        };
        if (withRating) {
          // A player whose games were all unrated (or annulled) shows a new player's rating.
          out.rating = row.rating ?? 1500;
          out.rd = row.rd ?? 350;
        }
        return out;
      }),
    };
  }

  /** Head-to-head points, read only for players level on points, wins and games. */
  private async headToHead(
    seasonId: string,
    rows: readonly { userId: string; points: number; wins: number; games: number }[],
  ): Promise<Map<string, number>> {
    const key = (r: { points: number; wins: number; games: number }) => `${r.points}/${r.wins}/${r.games}`;
    const counts = new Map<string, number>();
    for (const r of rows) counts.set(key(r), (counts.get(key(r)) ?? 0) + 1);
    const tied = rows.filter((r) => (counts.get(key(r)) ?? 0) > 1).map((r) => r.userId);
    const map = new Map<string, number>();
    if (tied.length === 0) return map;
    const pairs: { user_id: string; opponent_id: string; points: number }[] = await this.db.query(
      `SELECT user_id, opponent_id, points FROM ladder_head_to_head WHERE season_id = $1 AND user_id = ANY($2::uuid[]) AND opponent_id = ANY($2::uuid[])`,
      [seasonId, tied],
    );
    for (const p of pairs) map.set(`${p.user_id}|${p.opponent_id}`, p.points);
    return map;
  }

  /** CSV with a header line; cells that a spreadsheet would run as a formula are quoted as text. */
  toCsv(s: StandingsDto): string {
    const header = [
      'rank',
      'username',
      'display_name',
      'points',
      'games',
      'wins',
      'draws',
      'losses',
      'aborts',
      'neutral',
      'head_to_head',
    ];
    if (s.variant === '007') header.push('rating', 'rd');
    const lines = [header.join(',')];
    for (const r of s.rows) {
      const cells: (string | number | null)[] = [
        r.rank,
        r.user.username,
        r.user.displayName,
        r.points,
        r.games,
        r.wins,
        r.draws,
        r.losses,
        r.aborts,
        r.neutral,
        r.headToHead,
      ];
      if (s.variant === '007') cells.push(round(r.rating!), round(r.rd!));
      lines.push(cells.map(csvCell).join(','));
    }
    return lines.join('\r\n') + '\r\n';
  }

  /**
   * Annulment by a club owner or admin: the game's points leave the season's tallies (and, for a
   * rated game, the ratings are recomputed without it), and the reason goes to the ladder's audit
   * log with the results removed. A game still being played is annulled before it can count.
   */
  async annul(userId: string, ladderId: string, gameId: string, reason: string): Promise<LadderGameDto> {
    await this.access.admin(ladderId, userId);
    return this.db.transaction(async (m) => {
      const rows: { season_id: string; state: string }[] = await m.query(
        `SELECT season_id, state FROM ladder_games WHERE game_id = $1 AND ladder_id = $2 FOR UPDATE`,
        [gameId, ladderId],
      );
      if (rows.length === 0)
        throw new DomainError('LADDER_GAME_NOT_FOUND', `Game ${gameId} is not a game of this ladder.`);
      const { season_id: seasonId, state } = rows[0];
      if (state === 'annulled') throw new DomainError('GAME_ALREADY_ANNULLED', 'This game is annulled already.');
      if (state === 'void')
        throw new DomainError('GAME_NOT_COUNTED', 'This game was aborted before its first move and never counted.');
      // Same lock order as counting a game: the season's row, then the players' rows in id order.
      await m.query(`SELECT 1 FROM ladder_seasons WHERE id = $1 FOR KEY SHARE`, [seasonId]);
      if (state === 'counted')
        await m.query(`UPDATE ladder_seasons SET counted_games = counted_games - 1 WHERE id = $1`, [seasonId]);
      const removed = state === 'counted' ? await this.resultsStored(m, gameId) : [];
      await applyToTallies(m, seasonId, removed, -1);
      const ratingsRecomputed = await this.ratings.annul(m, gameId);
      await m.query(`UPDATE ladder_games SET state = 'annulled', annulled_at = now() WHERE game_id = $1`, [gameId]);
      await appendLadderEvent(m, {
        ladderId,
        seasonId,
        gameId,
        type: 'game-annulled',
        actorId: userId,
        payload: {
          reason,
          wasCounted: state === 'counted',
          removed: removed.map((r) => ({ userId: r.userId, outcome: r.outcome, points: r.points })),
          ratingsRecomputed,
        },
      });
      return this.games.one(m, gameId);
    });
  }

  /**
   * Recomputes a season's tallies from the games' results (the snapshot's `result` and view) under
   * the ladder's table, replaces them, and reports whether they differed. The tallies are a cache of
   * this computation; the rebuild is how anyone can check that they still are.
   */
  async rebuild(userId: string, ladderId: string, seasonId: string): Promise<{ changed: boolean; games: number }> {
    const { ladder } = await this.access.admin(ladderId, userId);
    return this.db.transaction(async (m) => {
      await this.access.row(ladderId, m, true);
      const season = await seasonFor(m, ladderId, seasonId);
      if (!season || season.id !== seasonId)
        throw new DomainError('SEASON_NOT_FOUND', `No season ${seasonId} in this ladder.`);
      // Waits for games being counted in this season right now, and keeps new ones out until done.
      await m.query(`SELECT 1 FROM ladder_seasons WHERE id = $1 FOR UPDATE`, [seasonId]);
      const before = await this.snapshotTallies(m, seasonId);
      const ids: { game_id: string }[] = await m.query(
        `SELECT game_id FROM ladder_games WHERE season_id = $1 AND state = 'counted' ORDER BY game_id FOR UPDATE`,
        [seasonId],
      );
      const games: GameRecord[] = await this.store.findMany(
        m,
        ids.map((r) => r.game_id),
      );
      await m.query(`DELETE FROM ladder_standings WHERE season_id = $1`, [seasonId]);
      await m.query(`DELETE FROM ladder_head_to_head WHERE season_id = $1`, [seasonId]);
      await m.query(`DELETE FROM ladder_results WHERE season_id = $1`, [seasonId]);
      for (const game of games) {
        const results = resultsOf(game, ladder.pointsTable, await holdingsOf(m, game.id), ladder.holderCredit);
        for (const r of results) {
          await m.query(
            `INSERT INTO ladder_results (game_id, user_id, season_id, seats, outcome, points) VALUES ($1, $2, $3, $4, $5, $6)`,
            [game.id, r.userId, seasonId, r.seats, r.outcome, r.points],
          );
        }
        await applyToTallies(m, seasonId, results, 1);
      }
      await m.query(`UPDATE ladder_seasons SET counted_games = $2 WHERE id = $1`, [seasonId, games.length]);
      const after = await this.snapshotTallies(m, seasonId);
      const changed = before !== after;
      await appendLadderEvent(m, {
        ladderId,
        seasonId,
        type: 'standings-rebuilt',
        actorId: userId,
        payload: { games: games.length, changed },
      });
      return { changed, games: games.length };
    });
  }

  private async resultsStored(m: EntityManager, gameId: string): Promise<PlayerResult[]> {
    const rows: { user_id: string; seats: string[]; outcome: LadderOutcome; points: number }[] = await m.query(
      `SELECT user_id, seats, outcome, points FROM ladder_results WHERE game_id = $1 ORDER BY user_id`,
      [gameId],
    );
    return rows.map((r) => ({ userId: r.user_id, seats: r.seats, outcome: r.outcome, points: r.points }));
  }

  private async snapshotTallies(m: EntityManager, seasonId: string): Promise<string> {
    const s = await m.query(
      `SELECT user_id, points, games, wins, draws, losses, aborts, neutral FROM ladder_standings WHERE season_id = $1 AND games > 0 ORDER BY user_id`,
      [seasonId],
    );
    const h = await m.query(
      `SELECT user_id, opponent_id, points, games FROM ladder_head_to_head WHERE season_id = $1 AND games > 0 ORDER BY user_id, opponent_id`,
      [seasonId],
    );
    return JSON.stringify([s, h]);
  }
}

const round = (n: number) => Math.round(n * 10) / 10;

function csvCell(v: string | number | null): string {
  if (v === null) return '';
  let s = String(v);
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n']/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
