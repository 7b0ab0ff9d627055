import { ApiProperty } from '@nestjs/swagger';

/** How a user appears to everyone else: never the email, never a hash. */
export class PublicUserDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'alice' })
  username!: string;

  @ApiProperty({ example: 'Alice Liddell' })
  displayName!: string;
}

/** The signed-in user's own account. */
export class MeDto extends PublicUserDto {
  @ApiProperty({ format: 'email' })
  email!: string;

  @ApiProperty()
  emailVerified!: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ description: 'Holds the moderator role (docs/safety.md): the dashboard offers the moderation queue' })
  moderator!: boolean;

  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'A moderator muted the account: it writes no messages until then',
  })
  mutedUntil!: string | null;
}

export function toPublicUser(user: { id: string; username: string; displayName: string }): PublicUserDto {
  return { id: user.id, username: user.username, displayName: user.displayName };
}
