import { ApiProperty } from '@nestjs/swagger';
import { PublicUserDto } from '../../../identity/users/public-user.dto';
import { ReliabilityDto, ShownRatingDto } from '../../../play/reputation/reputation.dto';

export class CoalitionRolesDto {
  @ApiProperty({ type: ShownRatingDto, nullable: true, description: 'Over every seat; null: never rated' })
  all!: ShownRatingDto | null;

  @ApiProperty({ type: ShownRatingDto, nullable: true, description: 'As a great power (Yellow, Black)' })
  great!: ShownRatingDto | null;

  @ApiProperty({ type: ShownRatingDto, nullable: true, description: 'As a small power (Green, Red)' })
  small!: ShownRatingDto | null;
}

export class ProfileRatingsDto {
  @ApiProperty({
    type: CoalitionRolesDto,
    description: 'OpenSkill, shown as μ − 3σ (GET /ratings/coalition/{username} for the history)',
  })
  coalition!: CoalitionRolesDto;

  @ApiProperty({
    type: ShownRatingDto,
    nullable: true,
    description: 'Glicko-2 of rated 007 ladders (GET /ratings/007/{username}); null: never rated',
  })
  '007'!: ShownRatingDto | null;
}

/** A player as everyone else sees them: who they are, how reliable, how strong. */
export class PlayerProfileDto extends PublicUserDto {
  @ApiProperty({ type: ReliabilityDto })
  reliability!: ReliabilityDto;

  @ApiProperty({ type: ProfileRatingsDto })
  ratings!: ProfileRatingsDto;
}
