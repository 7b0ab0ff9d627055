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

/** The signed-in user's own account. */
export class MeDto extends PublicUserDto {
  @ApiProperty({ format: 'email' })
  email!: string;

  @ApiProperty()
  emailVerified!: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

export function toPublicUser(user: { id: string; username: string; displayName: string }): PublicUserDto {
  return { id: user.id, username: user.username, displayName: user.displayName };
}
