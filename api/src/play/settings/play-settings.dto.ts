import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';

/** How I play: what the dashboard asks before it sends. */
export class PlaySettingsDto {
  @ApiProperty({
    description:
      'Ask before a single half-move is sent (Coalition Chess moves; a 007 turn is always shown for review before it is submitted)',
    default: false,
  })
  confirmMoves!: boolean;
}

export class UpdatePlaySettingsDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  confirmMoves?: boolean;
}
