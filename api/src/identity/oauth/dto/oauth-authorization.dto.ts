import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { SCOPES, type Scope } from '../../access/scopes';
import type { AuthorizationRow } from '../oauth.repository';

/** An app the signed-in user lets act for them. */
export class OAuthAuthorizationDto {
  @ApiProperty({ format: 'uuid' })
  clientId!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ description: 'Username of the account that registered the app.' })
  owner!: string;

  @ApiProperty({ enum: SCOPES, isArray: true })
  scopes!: Scope[];

  @ApiProperty({ format: 'date-time' })
  grantedAt!: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  lastUsedAt!: string | null;
}

export class OAuthAuthorizationListDto {
  @ApiProperty({ type: [OAuthAuthorizationDto] })
  items!: OAuthAuthorizationDto[];
}

export function toOAuthAuthorizationDto(row: AuthorizationRow): OAuthAuthorizationDto {
  return {
    clientId: row.clientId,
    name: row.clientName,
    owner: row.ownerUsername,
    scopes: row.scopes,
    grantedAt: row.grantedAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** The authorization request as the consent page received it (RFC 6749 §4.1.1, RFC 7636 §4.3). */
export class AuthorizationRequestDto {
  @ApiPropertyOptional({ example: 'code' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  response_type?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  client_id?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  redirect_uri?: string;

  @ApiPropertyOptional({ example: 'games:read games:play', description: 'Space-separated scopes.' })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  scope?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  state?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(200)
  code_challenge?: string;

  @ApiPropertyOptional({ example: 'S256' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  code_challenge_method?: string;
}

/** The user's answer on the consent page. */
export class AuthorizationDecisionDto extends AuthorizationRequestDto {
  @ApiProperty({ enum: ['allow', 'deny'] })
  @IsIn(['allow', 'deny'])
  decision!: 'allow' | 'deny';
}

export class ConsentClientDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ description: 'Username of the account that registered the app.' })
  owner!: string;

  @ApiProperty()
  confidential!: boolean;
}

/**
 * What the consent page does next: ask the user (`consent`, with the app and the scopes), or send
 * the browser to `location` — the app's redirect URI with a code, or with an RFC 6749 error.
 */
export class AuthorizationOutcomeDto {
  @ApiProperty({ enum: ['consent', 'redirect'] })
  kind!: 'consent' | 'redirect';

  @ApiPropertyOptional({ description: 'Where to send the browser (kind `redirect`).' })
  location?: string;

  @ApiPropertyOptional({ type: ConsentClientDto })
  client?: ConsentClientDto;

  @ApiPropertyOptional({ enum: SCOPES, isArray: true })
  scopes?: Scope[];
}
