import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MeDto } from '../../identity/users/public-user.dto';
import { OAuthAppDto } from '../../identity/oauth/dto/oauth-app.dto';
import { OAuthAuthorizationDto } from '../../identity/oauth/dto/oauth-authorization.dto';
import { TokenDto } from '../../identity/tokens/dto/token.dto';
import { GameRecordDto } from '../../play/audit/event.dto';
import { VacationsDto } from '../../play/vacation/vacation.dto';
import { WebhookDto } from '../webhooks/webhook.dto';

class ExportedUserDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  username!: string;
}

class OmittedPartDto {
  @ApiProperty({ description: 'The key of the part left out' })
  part!: string;

  @ApiProperty({ description: 'The scope a token needs for it, or `a signed-in person`' })
  needs!: string;
}

class OwnNotesDto {
  @ApiProperty()
  text!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

class OwnMessageDto {
  @ApiProperty()
  channel!: string;

  @ApiProperty()
  seq!: number;

  @ApiProperty({ nullable: true, type: String })
  seat!: string | null;

  @ApiProperty()
  text!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

class OwnPlanDto {
  @ApiProperty()
  seat!: string;

  @ApiProperty()
  version!: number;

  @ApiProperty()
  change!: string;

  @ApiProperty()
  active!: boolean;

  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } })
  lines!: Record<string, unknown>[];

  @ApiProperty()
  fromVersion!: number;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

class OwnGamePartDto {
  @ApiProperty({ type: OwnNotesDto, nullable: true })
  notes!: OwnNotesDto | null;

  @ApiProperty({ type: [OwnMessageDto], description: 'The messages the account wrote, in every channel it wrote in' })
  messages!: OwnMessageDto[];

  @ApiProperty({ type: [OwnPlanDto] })
  plans!: OwnPlanDto[];
}

class ExportedGameDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ type: GameRecordDto, description: 'As `GET /games/{id}/record` gives it' })
  record!: GameRecordDto;

  @ApiProperty({ type: OwnGamePartDto, description: "What of the game is the account's own" })
  own!: OwnGamePartDto;
}

class LadderResultDto {
  @ApiProperty({ format: 'uuid' })
  ladderId!: string;

  @ApiProperty()
  ladder!: string;

  @ApiProperty({ format: 'uuid' })
  seasonId!: string;

  @ApiProperty()
  season!: string;

  @ApiProperty({ format: 'uuid' })
  gameId!: string;

  @ApiProperty({ type: [String] })
  seats!: string[];

  @ApiProperty()
  outcome!: string;

  @ApiProperty()
  points!: number;
}

/** The data export (`GET /me/export`); each part is there when the caller may read it (`omitted`). */
export class DataExportDto {
  @ApiProperty({ example: 'entente-export/1' })
  format!: string;

  @ApiProperty({ format: 'date-time' })
  exportedAt!: string;

  @ApiProperty({ type: ExportedUserDto })
  user!: ExportedUserDto;

  @ApiProperty({ type: [OmittedPartDto], description: 'The parts left out for a token, with what each needs' })
  omitted!: OmittedPartDto[];

  @ApiPropertyOptional({ type: MeDto })
  account?: MeDto;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'As `GET /me/play-settings`' })
  playSettings?: Record<string, unknown>;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'As `GET /me/notification-settings`, with `mutedGames`',
  })
  notificationSettings?: Record<string, unknown>;

  @ApiPropertyOptional({ type: VacationsDto })
  vacations?: VacationsDto;

  @ApiPropertyOptional({ type: [WebhookDto] })
  webhooks?: WebhookDto[];

  @ApiPropertyOptional({ type: [TokenDto] })
  tokens?: TokenDto[];

  @ApiPropertyOptional({ type: [OAuthAuthorizationDto] })
  oauthAuthorizations?: OAuthAuthorizationDto[];

  @ApiPropertyOptional({ type: [OAuthAppDto] })
  oauthApps?: OAuthAppDto[];

  @ApiPropertyOptional({ type: [LadderResultDto] })
  ladderResults?: LadderResultDto[];

  @ApiPropertyOptional({ type: [ExportedGameDto] })
  games?: ExportedGameDto[];
}
