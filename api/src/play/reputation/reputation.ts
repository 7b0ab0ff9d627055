import type { EntityManager } from 'typeorm';

/**
 * A player's reputation as the games, the lobby and the entry limits show and check it: their
 * ratings and their reliability. The community area keeps both (community/ratings,
 * community/reliability) and provides the reader; this area declares what it reads, so that it
 * never imports an area above it (the reader is bound in api/src/reputation.module.ts).
 */

/** Coalition Chess rates every seat (`all`) and each role apart; 007 has one rating (`all`). */
export const RATING_ROLES = ['all', 'great', 'small'] as const;
export type RatingRole = (typeof RATING_ROLES)[number];

/** The role of a Coalition Chess seat: the great powers have kings, the small powers none. */
export function roleOfSeat(seat: string): Exclude<RatingRole, 'all'> {
  return seat === 'yellow' || seat === 'black' ? 'great' : 'small';
}

/** One rating as shown: Coalition Chess's conservative ordinal (μ − 3σ), 007's Glicko-2 rating. */
export interface ShownRating {
  readonly value: number;
  /** Rated games it counts. */
  readonly games: number;
}

/** A player's reliability (docs/ratings.md, "Reliability"). */
export interface Reliability {
  /** Share of the last 50 obligations met, in percent (0–100); null before the first obligation. */
  readonly score: number | null;
  /** How many obligations the score counts (at most 50). */
  readonly obligations: number;
  readonly gamesFinished: number;
  readonly gamesAbandoned: number;
  /** Abandoned seats taken over as a substitute and held to the game's end. */
  readonly gamesRescued: number;
  readonly turnsOnTime: number;
  readonly turnsMissed: number;
  /** Time-outs (whatever came of the seat) in the last twelve months, excused ones not counted. */
  readonly missedDeadlines: number;
  /** Misses excused by a declared vacation, never counted against the score. */
  readonly excused: number;
}

export interface Reputation {
  /** By role; a role without a rating is absent (the player was never rated there). */
  readonly ratings: Partial<Record<RatingRole, ShownRating>>;
  readonly reliability: Reliability;
}

/** Reads reputations, many players at once (a lobby page's seated players in one query). */
export interface ReputationReader {
  of(
    manager: EntityManager,
    userIds: readonly string[],
    variant: '007' | 'coalition',
  ): Promise<Map<string, Reputation>>;
}

export const REPUTATION_READER = Symbol('REPUTATION_READER');

/** A player the reader has no row of: never rated, no obligation yet. */
export const NO_RELIABILITY: Reliability = {
  score: null,
  obligations: 0,
  gamesFinished: 0,
  gamesAbandoned: 0,
  gamesRescued: 0,
  turnsOnTime: 0,
  turnsMissed: 0,
  missedDeadlines: 0,
  excused: 0,
};

/**
 * The rating a player without one is checked as: a new player's — Coalition Chess's ordinal of
 * μ 25, σ 25/3 (0), 007's Glicko-2 1500.
 */
export const NEW_PLAYER_RATING: Record<'007' | 'coalition', number> = { '007': 1500, coalition: 0 };

/**
 * The variant's overall rating of a player (Coalition Chess's ordinal over every seat, 007's
 * Glicko-2), a new player's when they have none: what entry limits check and what a tournament
 * breaks ties by, with the reputation from ReputationReader.of.
 */
export function overallRating(reputation: Reputation, variant: '007' | 'coalition'): number {
  return reputation.ratings.all?.value ?? NEW_PLAYER_RATING[variant];
}
