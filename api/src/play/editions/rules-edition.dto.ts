import { ApiProperty } from '@nestjs/swagger';

export class EditionChangesDto {
  @ApiProperty({ example: 'Repetition also compares whether each guard and machine gun has moved …' })
  en!: string;

  @ApiProperty({ example: 'Die Wiederholung vergleicht auch, ob jeder Schütze …' })
  de!: string;
}

/** One edition of a variant's rules (docs/rules/editions.md). */
export class RulesEditionDto {
  @ApiProperty({ example: 'coalition/2', description: '`<variant>/<number>`: what a game names as its rulesEdition' })
  id!: string;

  @ApiProperty({ example: 2, description: 'The edition’s number within its variant, from 1' })
  number!: number;

  @ApiProperty({ example: '2026-12-07', format: 'date', description: 'The day it took effect' })
  date!: string;

  @ApiProperty({ type: EditionChangesDto, description: 'What changed from the edition before it, in one line' })
  changes!: EditionChangesDto;
}

/** Every variant's editions, oldest first: a new game gets the last of its variant. */
export class RulesEditionsDto {
  @ApiProperty({ type: [RulesEditionDto], description: '007 Chess, oldest first' })
  '007'!: RulesEditionDto[];

  @ApiProperty({ type: [RulesEditionDto], description: 'Coalition Chess, oldest first' })
  coalition!: RulesEditionDto[];
}
