import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RatingRole } from '../../play/reputation/reputation';
import { rateCoalitionGame, type TrackChange, tracksOf } from './coalition-game-rating';
import { CoalitionRatingRepository } from './coalition-rating.repository';
import { RatingAnnulmentRepository } from './rating-annulment.repository';
import type { RatedTeamInput } from './coalition-teams';
import { NEW_SKILL, type Skill } from './openskill';

/** Rows of a replay written per statement: a few thousand games' changes each. */
const REPLAY_BATCH = 2_000;

/**
 * Coalition Chess ratings (OpenSkill, docs/ratings.md): a rated game updates every person in it,
 * in each of their tracks, in the transaction that ends it; an annulment replays the games rated
 * after it, in order, from the teams they were rated with.
 */
@Injectable()
export class CoalitionRatingsService {
  constructor(
    private readonly ratings: CoalitionRatingRepository,
    private readonly annulments: RatingAnnulmentRepository,
  ) {}

  /**
   * Rates a finished game: `teams` as coalitionTeams made them. Under the rows' locks, taken in
   * (user, role) order so games ending at once neither deadlock nor lose an update. Nothing
   * happens for a game annulled for the ratings meanwhile (checked once this transaction's first
   * write has waited out any annulment's replay). Returns whether the game was rated.
   */
  async record(m: EntityManager, gameId: string, teams: readonly RatedTeamInput[], at: Date): Promise<boolean> {
    const tracks = tracksOf(teams);
    await this.ratings.addMissing(m, tracks, NEW_SKILL, at);
    if (await this.annulments.has(m, gameId)) return false;
    const rows = await this.ratings.lock(m, [...new Set(tracks.map((t) => t.userId))]);
    const stored = new Map(rows.map((r) => [`${r.userId}:${r.role}`, { mu: r.mu, sigma: r.sigma }]));
    const changes = rateCoalitionGame(teams, (userId, role) => stored.get(`${userId}:${role}`) ?? NEW_SKILL);
    await this.ratings.save(
      m,
      changes.map((c) => ({ userId: c.userId, role: c.role, skill: c.after })),
      1,
      at,
    );
    await this.ratings.addRatedGame(m, gameId, teams, changes, at);
    return true;
  }

  /**
   * Takes a rated game out of the ratings and replays every game rated after it, in order. Each
   * track of the annulled game goes back to its rating before it; a later game is rated again
   * only if one of its tracks has changed (the others' ratings before it are still the stored
   * ones), and then all its tracks have. So the work grows with the games rated after the annulled
   * one, not with the whole history (`npm run bench:ratings`). The caller holds the table's lock
   * (RatingAnnulments). False when the game was not rated.
   */
  async annul(m: EntityManager, gameId: string): Promise<boolean> {
    const annulled = await this.ratings.annulRatedGame(m, gameId);
    if (!annulled) return false;
    const current = new Map<string, Skill>();
    const games = new Map<string, number>();
    for (const c of annulled.changes) {
      current.set(key(c), c.before);
      games.set(key(c), -1);
    }
    const later = await this.ratings.gamesAfter(m, annulled.seq);
    const rerated: { seq: string; change: TrackChange }[] = [];
    for (const game of later) {
      if (!game.changes.some((c) => current.has(key(c)))) continue;
      const stored = new Map(game.changes.map((c) => [key(c), c.before]));
      const changes = rateCoalitionGame(
        game.teams,
        (userId, role) => current.get(`${userId}:${role}`) ?? stored.get(`${userId}:${role}`) ?? NEW_SKILL,
      );
      for (const c of changes) {
        current.set(key(c), c.after);
        if (!games.has(key(c))) games.set(key(c), 0);
        rerated.push({ seq: game.seq, change: c });
      }
      // Long replays are written as they go, a batch at a time.
      if (rerated.length >= REPLAY_BATCH) await this.ratings.rerate(m, rerated.splice(0));
    }
    await this.ratings.rerate(m, rerated);
    for (const delta of [-1, 0]) {
      const tracks = [...current]
        .filter(([k]) => games.get(k) === delta)
        .map(([k, skill]) => ({ ...splitKey(k), skill }));
      await this.ratings.save(m, tracks, delta, null);
    }
    return true;
  }
}

function key(c: { userId: string; role: RatingRole }): string {
  return `${c.userId}:${c.role}`;
}

function splitKey(k: string): { userId: string; role: RatingRole } {
  const i = k.lastIndexOf(':');
  return { userId: k.slice(0, i), role: k.slice(i + 1) as RatingRole };
}
