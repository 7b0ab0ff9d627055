import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, ValidateIf } from 'class-validator';

/** The body of a join: empty, or a confirmation that I want to sit with someone I blocked. */
export class JoinSeatDto {
  @ApiPropertyOptional({
    description:
      'Join although someone I blocked holds or is invited to another seat of the game (otherwise 409 BLOCKED_PLAYER_SEATED)',
    default: false,
  })
  // Absent is false; null is no answer and is refused, like any wrong type.
  @ValidateIf((_, value) => value !== undefined)
  @IsBoolean()
  confirmBlocked?: boolean;
}
