import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { LockedEffect } from '../../play/core/game-change';
import type { GameRecord } from '../../play/core/game-record';
import { RatingsService } from '../ratings/ratings.service';
import { playerResults, type PlayerResult } from '../../play/core/seat-outcome';
import { creditedHolders, hadComputer, type Holding, type HolderCredit } from './ladder-credit';
import { LadderGameRepository } from './ladder-game.repository';
import type { PointsTable } from '../../play/core/points-table';
import { SeasonRepository } from './season.repository';
import { StandingsRepository } from './standings.repository';

const OVER = ['finished', 'aborted'];

/**
 * A game's results under a ladder's table, from the game as the engine left it and its record of
 * holders, credited by the ladder's `holderCredit` (ladder-credit.ts).
 */
export function resultsOf(
  game: Pick<GameRecord, 'variant' | 'result' | 'view' | 'seats'>,
  table: PointsTable,
  holdings: readonly Holding[] = [],
  credit: HolderCredit = 'final',
): PlayerResult[] {
  if (!game.result) return [];
  const holders = creditedHolders(game, holdings, credit);
  return playerResults(
    game.variant,
    game.result,
    game.view?.coalitions ?? [],
    game.view?.eliminated ?? [],
    holders,
    table,
  );
}

/**
 * Counts a ladder game when it ends, in the transaction that ends it (a locked effect of
 * GameChangeService): its players' results, the season's tallies and, for a rated 007 ladder,
 * both ratings.
 */
@Injectable()
export class LadderRecorder implements LockedEffect {
  readonly kind = 'locked';
  readonly name = 'ladder results, standings and ratings';

  constructor(
    private readonly ladderGames: LadderGameRepository,
    private readonly ladderSeasons: SeasonRepository,
    private readonly tallies: StandingsRepository,
    private readonly ratings: RatingsService,
  ) {}

  /** Only the change that ends a game counts (and it may not be a ladder game). */
  appliesTo(before: GameRecord, after: GameRecord): boolean {
    return !OVER.includes(before.status) && OVER.includes(after.status);
  }

  async run(m: EntityManager, before: GameRecord, after: GameRecord): Promise<void> {
    // The season row's key-share lock keeps a rebuild (which takes it FOR UPDATE) from running across this count.
    const game = await this.ladderGames.lockToCount(m, after.id);
    if (game === null || game.state !== 'playing') return;
    const { seasonId, pointsTable: table, rated, holderCredit: credit, computerGames } = game;
    const now = after.finishedAt ?? after.updatedAt;
    const holdings = await this.ladderGames.holdings(m, after.id);
    // Aborted before the first move: no result, nothing was played, nothing counts. Nor does a
    // game a computer played a seat of, on a ladder that does not count those.
    if (!after.result || (!computerGames && hadComputer(after, holdings))) {
      await this.ladderGames.setVoid(m, after.id, now);
      return;
    }
    // The season's row first, then players' rows in id order: every writer locks in this order.
    await this.ladderSeasons.countOneMore(m, seasonId);
    const results = resultsOf(after, table, holdings, credit);
    for (const r of results) await this.tallies.addResult(m, after.id, seasonId, r);
    await this.tallies.tally(m, seasonId, results, 1);
    await this.ladderGames.setCounted(m, after.id, now);
    // A rating is between two people: not when a computer played either side at any time.
    if (rated && after.variant === '007' && !hadComputer(after, holdings)) {
      const white = after.seats.find((s) => s.seat === 'white')?.userId;
      const black = after.seats.find((s) => s.seat === 'black')?.userId;
      if (white && black && white !== black) {
        const winners = after.result.winners;
        const whiteScore = winners.includes('white') ? 1 : winners.includes('black') ? 0 : 0.5;
        await this.ratings.record(m, { gameId: after.id, whiteId: white, blackId: black, whiteScore, at: now });
      }
    }
  }
}
