import { DomainError } from '../../platform/errors/domain-error';
import type { JoinRequirements } from '../core/join-requirements';
import { overallRating, type Reputation } from './reputation';

/**
 * Whether `reputation` meets the requirements for `variant`; throws the 403 of the first one it
 * fails (RELIABILITY_TOO_LOW, RATING_TOO_LOW, RATING_TOO_HIGH), with what was required and what
 * the player has. The rating checked is the variant's overall one (`all`); a player without one
 * counts as a new player.
 */
export function checkJoinRequirements(
  requirements: JoinRequirements | null,
  reputation: Reputation,
  variant: '007' | 'coalition',
): void {
  if (!requirements) return;
  const score = reputation.reliability.score;
  if (requirements.minReliability !== undefined && score !== null && score < requirements.minReliability)
    throw new DomainError(
      'RELIABILITY_TOO_LOW',
      `This game asks for a reliability of at least ${requirements.minReliability} %; yours is ${score} %.`,
      { requirement: 'minReliability', required: requirements.minReliability, actual: score },
    );
  const rating = overallRating(reputation, variant);
  if (requirements.minRating !== undefined && rating < requirements.minRating)
    throw new DomainError(
      'RATING_TOO_LOW',
      `This game asks for a ${variant} rating of at least ${requirements.minRating}; yours is ${round(rating)}.`,
      { requirement: 'minRating', required: requirements.minRating, actual: round(rating) },
    );
  if (requirements.maxRating !== undefined && rating > requirements.maxRating)
    throw new DomainError(
      'RATING_TOO_HIGH',
      `This game asks for a ${variant} rating of at most ${requirements.maxRating}; yours is ${round(rating)}.`,
      { requirement: 'maxRating', required: requirements.maxRating, actual: round(rating) },
    );
}

function round(x: number): number {
  return Math.round(x * 10) / 10;
}
