import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsString, Length } from 'class-validator';
import { booleanQuery } from '../../../platform/http/boolean-query';
import { PublicUserDto } from '../../../identity/users/public-user.dto';
import { CLUB_ROLES, type ClubRole } from '../club-role';
import { PageQuery } from '../../../platform/http/page-query.dto';
import { Optional } from '../../../platform/http/optional';

export class CreateClubDto {
  @ApiProperty({ example: 'Wiener Koalitionsschachklub' })
  @IsString()
  @Length(1, 80)
  name!: string;

  @ApiPropertyOptional({ example: 'Correspondence Coalition Chess since 1920' })
  @Optional()
  @IsString()
  @Length(0, 2000)
  description?: string;

  @ApiProperty({
    enum: ['public', 'private'],
    description: 'private: members, ladders, games and tables are visible to members only',
  })
  @IsIn(['public', 'private'])
  visibility!: 'public' | 'private';
}

export class InviteToClubDto {
  @ApiProperty({ example: 'bob', description: 'Username or email of an existing account' })
  @IsString()
  @Length(1, 254)
  invite!: string;
}

export class SetClubRoleDto {
  @ApiProperty({ enum: CLUB_ROLES })
  @IsIn(CLUB_ROLES)
  role!: ClubRole;
}

export class ListClubsQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Only clubs I am a member of' })
  @Optional()
  @Transform(booleanQuery)
  @IsBoolean()
  mine?: boolean;
}

export class ClubDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty()
  description!: string;

  @ApiProperty({ enum: ['public', 'private'] })
  visibility!: 'public' | 'private';

  @ApiProperty({ description: 'Number of members' })
  members!: number;

  @ApiProperty({
    enum: [...CLUB_ROLES],
    nullable: true,
    type: String,
    description: 'My role, or null when I am not a member',
  })
  myRole!: ClubRole | null;

  @ApiProperty({ description: 'Whether I hold an invitation to join' })
  invited!: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

export class ClubPageDto {
  @ApiProperty({ type: [ClubDto] })
  items!: ClubDto[];

  @ApiProperty({ type: String, nullable: true })
  nextCursor!: string | null;
}

export class ClubMemberDto {
  @ApiProperty({ type: PublicUserDto })
  user!: PublicUserDto;

  @ApiProperty({ enum: CLUB_ROLES })
  role!: ClubRole;

  @ApiProperty({ format: 'date-time' })
  joinedAt!: string;
}

export class ClubMemberPageDto {
  @ApiProperty({ type: [ClubMemberDto] })
  items!: ClubMemberDto[];

  @ApiProperty({ type: String, nullable: true })
  nextCursor!: string | null;
}

export class ClubInvitationDto {
  @ApiProperty({ format: 'uuid' })
  clubId!: string;

  @ApiProperty()
  clubName!: string;

  @ApiProperty({ type: PublicUserDto })
  user!: PublicUserDto;

  @ApiProperty({ type: PublicUserDto })
  invitedBy!: PublicUserDto;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}
