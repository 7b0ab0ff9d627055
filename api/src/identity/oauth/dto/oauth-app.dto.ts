import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsString, Length, MaxLength } from 'class-validator';
import type { ClientRow } from '../oauth.repository';

export class CreateOAuthAppDto {
  @ApiProperty({ example: 'Club pairing tool', description: 'Shown to users on the consent page.' })
  @IsString()
  @Length(1, 100)
  name!: string;

  @ApiProperty({
    type: [String],
    example: ['https://pairing.example.org/oauth/callback', 'http://127.0.0.1:53682/callback'],
    description:
      'Where users are sent back; authorization requests must name one exactly. https, http on loopback, ' +
      'or a reverse-domain scheme (org.example.app:/cb); no query, no fragment.',
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(10)
  @IsString({ each: true })
  @MaxLength(2000, { each: true })
  redirectUris!: string[];

  @ApiProperty({
    description:
      'A confidential app (a server) gets a secret and must authenticate at the token endpoint; ' +
      'a public app (mobile, desktop, browser) has none and relies on PKCE alone.',
  })
  @IsBoolean()
  confidential!: boolean;
}

/** A registered app as its owner sees it: everything but the secret. */
export class OAuthAppDto {
  @ApiProperty({ format: 'uuid', description: 'The `client_id`.' })
  clientId!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ type: [String] })
  redirectUris!: string[];

  @ApiProperty()
  confidential!: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

/** The answer to registering an app: the only time a confidential app's secret is shown. */
export class CreatedOAuthAppDto extends OAuthAppDto {
  @ApiPropertyOptional({
    description: 'The `client_secret` of a confidential app. Shown once, stored only as a hash.',
    example: 'entcs_Qm9…',
  })
  clientSecret?: string;
}

export class OAuthAppListDto {
  @ApiProperty({ type: [OAuthAppDto] })
  items!: OAuthAppDto[];
}

export function toOAuthAppDto(row: ClientRow): OAuthAppDto {
  return {
    clientId: row.id,
    name: row.name,
    redirectUris: row.redirectUris,
    confidential: row.confidential,
    createdAt: row.createdAt.toISOString(),
  };
}
