import { ApiProperty } from '@nestjs/swagger';
import { SCOPES, type Scope } from '../../access/scopes';
import type { ApiToken } from '../api-token.entity';

/** A token as listed: everything but the secret. */
export class TokenDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ enum: SCOPES, isArray: true })
  scopes!: Scope[];

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  expiresAt!: string | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  lastUsedAt!: string | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  revokedAt!: string | null;
}

/** The answer to creating a token: the only time the secret is shown. */
export class CreatedTokenDto extends TokenDto {
  @ApiProperty({
    description: 'The secret: send it as `Authorization: Bearer <token>`. Shown once.',
    example: 'ent_0f8e…_Qm9…',
  })
  token!: string;
}

export class TokenListDto {
  @ApiProperty({ type: [TokenDto] })
  items!: TokenDto[];
}

export function toTokenDto(t: ApiToken): TokenDto {
  return {
    id: t.id,
    name: t.name,
    scopes: t.scopes,
    createdAt: t.createdAt.toISOString(),
    expiresAt: t.expiresAt?.toISOString() ?? null,
    lastUsedAt: t.lastUsedAt?.toISOString() ?? null,
    revokedAt: t.revokedAt?.toISOString() ?? null,
  };
}
