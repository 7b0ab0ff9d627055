import { ApiProperty } from '@nestjs/swagger';
import { GameChallengeDto, toGameChallengeDto } from '../challenges/challenge.dto';
import type { RematchState } from './rematch.service';

export class RematchDto {
  @ApiProperty({
    nullable: true,
    type: String,
    format: 'uuid',
    description: 'The rematch game, once there (also the game’s `rematch`)',
  })
  gameId!: string | null;

  @ApiProperty({
    type: GameChallengeDto,
    nullable: true,
    description:
      'Before the game: the offer, a challenge naming the rotated seats, as the latest asker made it (pending, ' +
      'declined or expired; a new ask replaces a closed one). Shown to its challenger and those it asks only',
  })
  offer!: GameChallengeDto | null;
}

export function toRematchDto(s: RematchState): RematchDto {
  return { gameId: s.gameId, offer: s.offer ? toGameChallengeDto(s.offer) : null };
}
