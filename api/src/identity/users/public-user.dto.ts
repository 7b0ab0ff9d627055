import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** How a user appears to everyone else: never the email, never a hash. */
export class PublicUserDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'alice' })
  username!: string;

  @ApiProperty({ example: 'Alice Liddell' })
  displayName!: string;

  @ApiPropertyOptional({
    enum: [true],
    description: 'Present (true) on a bot account, a program playing (docs/bots.md); absent for a person',
  })
  bot?: true;
}

/** A deletion of the account that is asked for and not yet carried out. */
export class PendingDeletionDto {
  @ApiProperty({ format: 'date-time' })
  requestedAt!: string;

  @ApiProperty({
    format: 'date-time',
    description: 'When the account is closed, unless its owner signs in before then (which cancels the deletion)',
  })
  dueAt!: string;
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
  @ApiProperty({
    type: PendingDeletionDto,
    nullable: true,
    description: 'The deletion asked for with `DELETE /me`, or null when none is pending',
  })
  deletion!: PendingDeletionDto | null;
}

export function toPublicUser(user: { id: string; username: string; displayName: string }): PublicUserDto {
  return { id: user.id, username: user.username, displayName: user.displayName };
}

/** A player as lists show one: a bot is marked (`bot: true`); a person's object is as it always was. */
export function toPlayerRef(user: {
  id: string;
  username: string;
  displayName: string;
  bot?: boolean | null;
}): PublicUserDto {
  const ref = toPublicUser(user);
  return user.bot ? { ...ref, bot: true } : ref;
}

/** The account as its owner sees it (`GET /users/me`, the export's `account`). */
export function toMe(
  user: {
    id: string;
    username: string;
    displayName: string;
    email: string | null;
    emailVerifiedAt: Date | null;
    createdAt: Date;
    deletionRequestedAt: Date | null;
    deletionDueAt: Date | null;
  },
  standing: { moderator: boolean; mutedUntil: Date | null } | null,
): MeDto {
  return {
    ...toPublicUser(user),
    // Only a closed account has no address, and a closed account signs nothing in.
    email: user.email ?? '',
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
    moderator: standing?.moderator ?? false,
    mutedUntil: standing?.mutedUntil?.toISOString() ?? null,
    deletion:
      user.deletionRequestedAt && user.deletionDueAt
        ? { requestedAt: user.deletionRequestedAt.toISOString(), dueAt: user.deletionDueAt.toISOString() }
        : null,
  };
}
