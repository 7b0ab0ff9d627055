import { ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { LEVELS, type Level } from '@entente/engine';
import { ABANDONED_VALUES, type AbandonedMode, DEFAULT_ABANDONED_LEVEL } from '../abandoned-option';

/**
 * The variants' options as the OpenAPI document describes them (the rules engine validates them:
 * rules/chess007/options.ts, rules/coalition/options.ts; an unknown or wrong one is BAD_OPTIONS).
 * Every option is optional in a request; a game's `options` has each one filled in.
 */
export class Options007Dto {
  @ApiPropertyOptional({
    enum: ['strict', 'lax'],
    default: 'strict',
    description: '007.md §3: strict permits only half-moves after which the turn can be completed',
  })
  completion?: 'strict' | 'lax';

  @ApiPropertyOptional({ default: false, description: '007.md §5.1 Détente' })
  detente?: boolean;

  @ApiPropertyOptional({ default: false, description: '007.md §5.2 Balanced' })
  balanced?: boolean;

  @ApiPropertyOptional({ default: false, description: '007.md §5.3 Fast' })
  fast?: boolean;

  @ApiPropertyOptional({
    default: false,
    description: '007.md §5.4 Progressive (not with Détente or Balanced; always lax)',
  })
  progressive?: boolean;
}

export class CoalitionOptionsDto {
  @ApiPropertyOptional({
    enum: ['YBGR', 'YGBR'],
    default: 'YBGR',
    description: 'coalition.md §5: the order of the parties in a round',
  })
  order?: 'YBGR' | 'YGBR';

  @ApiPropertyOptional({
    enum: ['immediate', 'own-turn'],
    default: 'immediate',
    description: 'coalition.md §7: a check is answered at once out of turn, or on the own regular turn',
  })
  checkResponse?: 'immediate' | 'own-turn';

  @ApiPropertyOptional({
    enum: ['draw', 'pass'],
    default: 'draw',
    description: 'coalition.md §7: a stalemated great power draws the game, or passes',
  })
  stalemate?: 'draw' | 'pass';

  @ApiPropertyOptional({
    default: false,
    description: 'coalition.md §6: Red and Green may ally against Yellow + Black',
  })
  smallPowerCoalition?: boolean;

  @ApiPropertyOptional({ default: false, description: 'coalition.md §5: a party may pass in rounds 1–3' })
  openingPasses?: boolean;

  @ApiPropertyOptional({
    default: false,
    description: 'coalition.md §9: Yellow and Black may once move their cyclist to the other colour',
  })
  cyclistColourChange?: boolean;

  @ApiPropertyOptional({
    default: false,
    description: 'coalition.md §2: a plane needs an empty intermediate square on at least one route',
  })
  planeNeedsEmptyIntermediate?: boolean;

  @ApiPropertyOptional({
    default: true,
    description: 'coalition.md §4: the game starts with the set-up phase, or on the default array',
  })
  setupPhase?: boolean;
}

/** `options` of a request or a game: the variant’s options (which one, `variant` says; `{}` is every default). */
export const VARIANT_OPTIONS_SCHEMA = {
  anyOf: [{ $ref: getSchemaPath(Options007Dto) }, { $ref: getSchemaPath(CoalitionOptionsDto) }],
} satisfies SchemaObject;

/** The game option `abandoned` with its level, which a ladder keeps among its games' options. */
export class AbandonedOptionsDto {
  @ApiPropertyOptional({
    enum: ABANDONED_VALUES,
    default: 'resign',
    description: 'docs/abandoned-seats.md: resign, computer or substitute',
  })
  abandoned?: AbandonedMode;

  @ApiPropertyOptional({
    enum: LEVELS,
    description: `The computer player's level for computer or substitute (default ${DEFAULT_ABANDONED_LEVEL})`,
  })
  abandonedLevel?: Level | null;
}

/** A ladder's `options`: the variant's options and, beside them, `abandoned` and `abandonedLevel`. */
export const LADDER_OPTIONS_SCHEMA = {
  anyOf: [
    { allOf: [{ $ref: getSchemaPath(Options007Dto) }, { $ref: getSchemaPath(AbandonedOptionsDto) }] },
    { allOf: [{ $ref: getSchemaPath(CoalitionOptionsDto) }, { $ref: getSchemaPath(AbandonedOptionsDto) }] },
  ],
} satisfies SchemaObject;
