import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';

/** How I play: what the dashboard asks before it sends. */
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
}

export class UpdatePlaySettingsDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  confirmMoves?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  confirmMovesPractice?: boolean;
}
