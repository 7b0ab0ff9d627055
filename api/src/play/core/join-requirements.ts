import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsNumber, ValidateIf } from 'class-validator';
import { DomainError } from '../../platform/errors/domain-error';

/**
 * What a person must meet to join a game (or, later, a tournament) by their own choice: a
 * minimum reliability and a range of the variant's rating (docs/ratings.md, "Entry limits"). A
 * creator sets them once, at creation; they hold for every `join` — an open seat or a seat offered
 * to a substitute — but not for those the creator invites by name, whom the creator chose.
 */
export interface JoinRequirements {
  /** Least reliability score, in percent (0–100). */
  readonly minReliability?: number;
  /** The rating's range, inclusive: Coalition Chess's ordinal (μ − 3σ), 007's Glicko-2 rating. */
  readonly minRating?: number;
  readonly maxRating?: number;
}

/** The range a rating limit may name, per variant (a limit outside it could never be met, or always is). */
export const RATING_LIMITS: Record<'007' | 'coalition', { readonly min: number; readonly max: number }> = {
  coalition: { min: -50, max: 100 },
  '007': { min: 0, max: 4000 },
};

/** Only a missing field is skipped: `null` is checked, and refused as not a number. */
const given = (field: keyof JoinRequirements) => ValidateIf((o: JoinRequirementsDto) => o[field] !== undefined);

export class JoinRequirementsDto implements JoinRequirements {
  @ApiPropertyOptional({
    minimum: 0,
    maximum: 100,
    example: 80,
    description:
      'Least reliability score (percent of the last 50 obligations met, docs/ratings.md). A player with no ' +
      'obligation yet has no score and is not refused by it.',
  })
  @given('minReliability')
  @IsInt()
  minReliability?: number;

  @ApiPropertyOptional({
    example: 5,
    description:
      'Least rating of the variant: Coalition Chess’s conservative ordinal μ − 3σ (from −50 to 100; a new player ' +
      'counts as 0), 007’s Glicko-2 rating (0 to 4000; a new player counts as 1500)',
  })
  @given('minRating')
  @IsNumber({ allowNaN: false, allowInfinity: false })
  minRating?: number;

  @ApiPropertyOptional({ example: 30, description: 'Greatest rating of the variant, on the same scale as minRating' })
  @given('maxRating')
  @IsNumber({ allowNaN: false, allowInfinity: false })
  maxRating?: number;
}

/**
 * The requirements a creation body asks for, checked against the variant's scale; null when it
 * asks for none (absent, or an empty object). Throws BAD_JOIN_REQUIREMENTS naming the field.
 */
export function parseJoinRequirements(
  variant: '007' | 'coalition',
  input: JoinRequirements | undefined,
): JoinRequirements | null {
  if (input === undefined) return null;
  const out: { -readonly [K in keyof JoinRequirements]: number } = {};
  const bad = (field: string, why: string) =>
    new DomainError('BAD_JOIN_REQUIREMENTS', `joinRequirements.${field} ${why}`, {
      field: `joinRequirements.${field}`,
    });
  if (input.minReliability !== undefined) {
    if (!Number.isInteger(input.minReliability) || input.minReliability < 0 || input.minReliability > 100)
      throw bad('minReliability', 'must be a whole percentage from 0 to 100.');
    out.minReliability = input.minReliability;
  }
  const { min, max } = RATING_LIMITS[variant];
  for (const field of ['minRating', 'maxRating'] as const) {
    const value = input[field];
    if (value === undefined) continue;
    if (!Number.isFinite(value) || value < min || value > max)
      throw bad(
        field,
        `must be from ${min} to ${max} for ${variant} (${variant === 'coalition' ? 'μ − 3σ' : 'Glicko-2'}).`,
      );
    out[field] = value;
  }
  if (out.minRating !== undefined && out.maxRating !== undefined && out.minRating > out.maxRating)
    throw bad('maxRating', 'must not be below minRating.');
  return Object.keys(out).length === 0 ? null : out;
}
