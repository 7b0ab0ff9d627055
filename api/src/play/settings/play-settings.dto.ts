import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, ValidateIf } from 'class-validator';

// Left out, a setting stays as it is; given, it must be a value: null is refused with a 400 naming it.
const Given = () => ValidateIf((_: unknown, value: unknown) => value !== undefined);

export const BOARD_THEMES = ['classic', 'high-contrast'] as const;
export const PIECE_THEMES = ['standard', 'outlined'] as const;

/** How I play: what the dashboard asks before it sends, and how my boards look and sound. */
export class PlaySettingsDto {
  @ApiProperty({
    description:
      'In correspondence games (another seat held by a person): ask before a single half-move is sent (Coalition ' +
      'Chess moves; a 007 turn is always shown for review before it is submitted). On unless turned off',
    default: true,
  })
  confirmMoves!: boolean;

  @ApiProperty({
    description: 'The same in practice against the computer (every other seat a computer player). Off unless turned on',
    default: false,
  })
  confirmMovesPractice!: boolean;

  @ApiProperty({ enum: BOARD_THEMES, default: 'classic', description: "The board's colours" })
  boardTheme!: (typeof BOARD_THEMES)[number];

  @ApiProperty({ enum: PIECE_THEMES, default: 'standard', description: "The pieces' drawing" })
  pieceTheme!: (typeof PIECE_THEMES)[number];

  @ApiProperty({
    default: false,
    description: 'A short sound for each move shown (the dashboard plays none before a click or key press)',
  })
  moveSounds!: boolean;

  @ApiProperty({
    description:
      'Whether the board look (theme, pieces, sounds) was ever chosen on the account; until then the fields above ' +
      'are the defaults, and the dashboard takes up a look chosen in the browser before sign-in',
  })
  boardLookSaved!: boolean;
}

/** A change of some settings. */
export class UpdatePlaySettingsDto {
  @ApiPropertyOptional()
  @Given()
  @IsBoolean()
  confirmMoves?: boolean;

  @ApiPropertyOptional()
  @Given()
  @IsBoolean()
  confirmMovesPractice?: boolean;

  @ApiPropertyOptional({ enum: BOARD_THEMES })
  @Given()
  @IsIn(BOARD_THEMES)
  boardTheme?: (typeof BOARD_THEMES)[number];

  @ApiPropertyOptional({ enum: PIECE_THEMES })
  @Given()
  @IsIn(PIECE_THEMES)
  pieceTheme?: (typeof PIECE_THEMES)[number];

  @ApiPropertyOptional()
  @Given()
  @IsBoolean()
  moveSounds?: boolean;
}
