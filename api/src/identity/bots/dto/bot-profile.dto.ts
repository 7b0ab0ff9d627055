import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsInt, IsObject, Max, Min } from 'class-validator';
import {
  BOT_VARIANTS,
  type BotProfile,
  type BotVariant,
  MAX_OPTION_SETS,
  TIME_CONTROL_TYPES,
  type TimeControlType,
} from '../bot-profile';

/** What a bot accepts; `PUT /bot/profile` replaces it whole (docs/bots.md, "The profile"). */
export class BotProfileDto {
  @ApiProperty({ enum: BOT_VARIANTS, isArray: true, example: ['007', 'coalition'] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(BOT_VARIANTS.length)
  @IsIn(BOT_VARIANTS, { each: true })
  variants!: BotVariant[];

  @ApiProperty({
    type: 'object',
    properties: {
      '007': { type: 'array', items: { type: 'object', additionalProperties: true } },
      coalition: { type: 'array', items: { type: 'object', additionalProperties: true } },
    },
    additionalProperties: false,
    example: { '007': [{ fast: false, progressive: false }], coalition: [{ setupPhase: false }] },
    description:
      `Per variant, the option sets it plays (at most ${MAX_OPTION_SETS}): a challenge's options, with every default ` +
      'filled in, must have all the values of one set (Options007Dto or CoalitionOptionsDto names). A variant without ' +
      'sets, or with an empty set, accepts any options.',
  })
  @IsObject()
  optionSets!: Record<string, Record<string, unknown>[]>;

  @ApiProperty({ enum: TIME_CONTROL_TYPES, isArray: true, example: ['per-move'] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(TIME_CONTROL_TYPES.length)
  @IsIn(TIME_CONTROL_TYPES, { each: true })
  timeControls!: TimeControlType[];

  @ApiProperty({
    minimum: 1,
    maximum: 180,
    example: 1,
    description: 'Fewest days of a time control it takes (per move: the days; bank: the initial days)',
  })
  @IsInt()
  @Min(1)
  @Max(180)
  minDays!: number;

  @ApiProperty({ minimum: 1, maximum: 180, example: 30, description: 'Most days of a time control it takes' })
  @IsInt()
  @Min(1)
  @Max(180)
  maxDays!: number;

  @ApiProperty({
    minimum: 1,
    maximum: 100,
    example: 4,
    description: 'Games it plays at once: with as many running it is busy, and challenges are declined (busy)',
  })
  @IsInt()
  @Min(1)
  @Max(100)
  maxGames!: number;

  @ApiProperty({ example: false, description: 'Whether it takes challenges from other bots' })
  @IsBoolean()
  acceptBots!: boolean;
}

export function toBotProfileDto(profile: BotProfile): BotProfileDto {
  return {
    variants: [...profile.variants],
    optionSets: Object.fromEntries(
      Object.entries(profile.optionSets).map(([variant, sets]) => [variant, (sets ?? []).map((s) => ({ ...s }))]),
    ),
    timeControls: [...profile.timeControls],
    minDays: profile.minDays,
    maxDays: profile.maxDays,
    maxGames: profile.maxGames,
    acceptBots: profile.acceptBots,
  };
}
