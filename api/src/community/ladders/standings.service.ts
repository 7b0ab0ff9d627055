import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { toPlayerRef } from '../../identity/users/public-user.dto';
import { DomainError } from '../../platform/errors/domain-error';
import type { GameRecord } from '../../play/core/game-record';
import { GameRepository } from '../../play/core/game.repository';
import { RatingAnnulments } from '../ratings/rating-annulments';
import { RatingsService } from '../ratings/ratings.service';
import type { LadderGameDto, StandingRowDto, StandingsDto } from './dto/ladder-game.dto';
import { LadderAccess } from './ladder-access';
import { LadderGameRepository } from './ladder-game.repository';
import { LadderGamesService } from './ladder-games.service';
import { resultsOf } from './ladder-recorder';
import { LadderRepository } from './ladder.repository';
import { SeasonRepository } from './season.repository';
import { StandingsRepository } from './standings.repository';
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
    private readonly ladders: LadderRepository,
    private readonly ladderSeasons: SeasonRepository,
    private readonly ladderGames: LadderGameRepository,
    private readonly tallies: StandingsRepository,
    private readonly games: LadderGamesService,
    private readonly store: GameRepository,
    private readonly ratings: RatingsService,
    private readonly ratingAnnulments: RatingAnnulments,
  ) {}

  async standings(userId: string, ladderId: string, seasonId?: string): Promise<StandingsDto> {
    const { ladder } = await this.access.visible(ladderId, userId);
    const season = await this.ladderSeasons.meant(this.db.manager, ladderId, seasonId);
    if (!season)
      throw new DomainError(
        'SEASON_NOT_FOUND',
        seasonId ? `No season ${seasonId} in this ladder.` : 'The ladder has no season.',
      );
    const withRating = ladder.variant === '007';
    const rows = await this.tallies.table(this.db.manager, season.id, withRating);
    // A rated player's deviation as it stands now (grown by idle months); none if never rated.
    const tallies = rows.map((r) => {
      const stored = r.rating;
      const rated =
        stored === null
          ? null
          : this.ratings.standingNow(
              { rating: stored.rating, rd: stored.rd, volatility: stored.volatility },
              stored.ratedAt,
            );
      return {
        userId: r.userId,
        username: r.username,
        displayName: r.displayName,
        bot: r.bot,
        points: r.points,
        games: r.games,
        wins: r.wins,
        draws: r.draws,
        losses: r.losses,
        aborts: r.aborts,
        neutral: r.neutral,
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
          user: toPlayerRef({ id: row.userId, username: row.username, displayName: row.displayName, bot: row.bot }),
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
    const pairs = await this.tallies.headToHead(this.db.manager, seasonId, tied);
    for (const p of pairs) map.set(`${p.userId}|${p.opponentId}`, p.points);
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
      const game = await this.ladderGames.lockOfLadder(m, gameId, ladderId);
      if (game === null) throw new DomainError('LADDER_GAME_NOT_FOUND', `Game ${gameId} is not a game of this ladder.`);
      if (game.state === 'annulled') throw new DomainError('GAME_ALREADY_ANNULLED', 'This game is annulled already.');
      if (game.state === 'void')
        throw new DomainError('GAME_NOT_COUNTED', 'This game was aborted before its first move and never counted.');
      await this.takeBack(m, ladderId, gameId, game, userId, { reason });
      return this.games.one(m, gameId);
    });
  }

  /**
   * Annulment by the moderators (community/moderation), in their transaction, after the game's own
   * `game-annulled` event: a ladder game that counted is taken back as above; one that had not
   * counted yet (it ended by the annulment, void) is marked annulled, with nothing to take back.
   * False for a game of no ladder.
   */
  async annulByModerators(m: EntityManager, gameId: string, moderatorId: string, reason: string): Promise<boolean> {
    const row = await this.ladderGames.find(m, gameId);
    if (row === null) return false;
    const game = await this.ladderGames.lockOfLadder(m, gameId, row.ladderId);
    if (game === null || game.state === 'annulled') return true;
    await this.takeBack(m, row.ladderId, gameId, game, moderatorId, { reason, by: 'moderators' });
    return true;
  }

  /**
   * The game's points leave the season's tallies (a rated game's ratings are recomputed without
   * it) and the annulment goes to the ladder's audit log with the results removed.
   */
  private async takeBack(
    m: EntityManager,
    ladderId: string,
    gameId: string,
    { seasonId, state }: { seasonId: string; state: string },
    actorId: string,
    why: { reason: string; by?: 'moderators' },
  ): Promise<void> {
    // Same lock order as counting a game: the season's row, then the players' rows in id order.
    await this.ladderSeasons.shareLock(m, seasonId);
    if (state === 'counted') await this.ladderSeasons.countOneLess(m, seasonId);
    const removed = state === 'counted' ? await this.tallies.results(m, gameId) : [];
    await this.tallies.tally(m, seasonId, removed, -1);
    const ratingsRecomputed = await this.ratingAnnulments.annul(m, gameId);
    await this.ladderGames.setAnnulled(m, gameId);
    await this.ladders.appendEvent(m, {
      ladderId,
      seasonId,
      gameId,
      type: 'game-annulled',
      actorId,
      payload: {
        ...why,
        wasCounted: state === 'counted',
        removed: removed.map((r) => ({ userId: r.userId, outcome: r.outcome, points: r.points })),
        ratingsRecomputed,
      },
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
      const season = await this.ladderSeasons.meant(m, ladderId, seasonId);
      if (!season || season.id !== seasonId)
        throw new DomainError('SEASON_NOT_FOUND', `No season ${seasonId} in this ladder.`);
      // Waits for games being counted in this season right now, and keeps new ones out until done.
      await this.ladderSeasons.lock(m, seasonId);
      const before = await this.snapshotTallies(m, seasonId);
      const ids = await this.ladderGames.lockCounted(m, seasonId);
      const games: GameRecord[] = await this.store.findMany(m, ids);
      await this.tallies.clear(m, seasonId);
      for (const game of games) {
        const holdings = await this.ladderGames.holdings(m, game.id);
        const results = resultsOf(game, ladder.pointsTable, holdings, ladder.holderCredit);
        for (const r of results) await this.tallies.addResult(m, game.id, seasonId, r);
        await this.tallies.tally(m, seasonId, results, 1);
      }
      await this.ladderSeasons.setCounted(m, seasonId, games.length);
      const after = await this.snapshotTallies(m, seasonId);
      const changed = before !== after;
      await this.ladders.appendEvent(m, {
        ladderId,
        seasonId,
        type: 'standings-rebuilt',
        actorId: userId,
        payload: { games: games.length, changed },
      });
      return { changed, games: games.length };
    });
  }

  private async snapshotTallies(m: EntityManager, seasonId: string): Promise<string> {
    const { standings, headToHead } = await this.tallies.snapshot(m, seasonId);
    return JSON.stringify([standings, headToHead]);
  }
}

const round = (n: number) => Math.round(n * 10) / 10;

function csvCell(v: string | number | null): string {
  if (v === null) return '';
  let s = String(v);
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n']/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
