import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiSecurity,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiProblems } from '../../platform/http/api-problems.decorator';
import { AuthenticatedGuard } from '../../identity/access/authenticated.guard';
import { CurrentPrincipal } from '../../identity/access/current-principal.decorator';
import type { Principal } from '../../identity/access/principal';
import { RequireScope } from '../../identity/access/require-scope.decorator';
import { PageQuery } from '../../platform/http/page-query.dto';
import { ApiBudget } from '../../platform/rate-limit/rate-limit.decorators';
import { RateLimitGuard } from '../../platform/rate-limit/rate-limit.guard';
import {
  AnnulGameDto,
  ExportQuery,
  LadderEventPageDto,
  LadderGameDto,
  LadderGamePageDto,
  ListLadderGamesQuery,
  RebuildResultDto,
  StandingsDto,
  StandingsQuery,
} from './dto/ladder-game.dto';
import { ChallengeDto, CreateLadderDto, LadderDto, SeasonDto, SeasonInputDto, UpdateLadderDto } from './dto/ladder.dto';
import { LadderGamesService } from './ladder-games.service';
import { LaddersService } from './ladders.service';
import { StandingsService } from './standings.service';

/** Ladders inside a club: creating and listing them. */
@ApiTags('ladders')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiSecurity('apiToken')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@Controller('clubs/:clubId/ladders')
export class ClubLaddersController {
  constructor(private readonly ladders: LaddersService) {}

  @Post()
  @RequireScope('ladders:write')
  @ApiOperation({ summary: 'Create a ladder with its first season (club owners and admins)' })
  @ApiCreatedResponse({ type: LadderDto })
  @ApiProblems(
    'CLUB_NOT_FOUND',
    'NOT_A_MEMBER',
    'CLUB_ADMIN_REQUIRED',
    'BAD_OPTIONS',
    'BAD_TIME_CONTROL',
    'BAD_POINTS_TABLE',
    'BAD_SEASON',
    'STRAWMEN_NOT_ALLOWED',
    'LADDER_NAME_TAKEN',
  )
  create(
    @CurrentPrincipal() p: Principal,
    @Param('clubId', ParseUUIDPipe) clubId: string,
    @Body() body: CreateLadderDto,
  ): Promise<LadderDto> {
    return this.ladders.create(p.userId, clubId, body);
  }

  @Get()
  @RequireScope('ladders:read')
  @ApiOperation({ summary: 'The club’s ladders, by name' })
  @ApiOkResponse({ type: [LadderDto] })
  @ApiProblems('CLUB_NOT_FOUND')
  list(@CurrentPrincipal() p: Principal, @Param('clubId', ParseUUIDPipe) clubId: string): Promise<LadderDto[]> {
    return this.ladders.listForClub(p.userId, clubId);
  }
}

/** A ladder: settings, seasons, challenges, games, standings and their export, annulment, audit log. */
@ApiTags('ladders')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiSecurity('apiToken')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@Controller('ladders')
export class LaddersController {
  constructor(
    private readonly ladders: LaddersService,
    private readonly games: LadderGamesService,
    private readonly standingsService: StandingsService,
  ) {}

  @Get(':id')
  @RequireScope('ladders:read')
  @ApiOperation({ summary: 'A ladder: variant, options, time control, points table, current season' })
  @ApiOkResponse({ type: LadderDto })
  @ApiProblems('LADDER_NOT_FOUND')
  get(@CurrentPrincipal() p: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<LadderDto> {
    return this.ladders.get(p.userId, id);
  }

  @Patch(':id')
  @RequireScope('ladders:write')
  @ApiOperation({ summary: 'Change a ladder (admins); the points table only before its first game' })
  @ApiOkResponse({ type: LadderDto })
  @ApiProblems(
    'LADDER_NOT_FOUND',
    'NOT_A_MEMBER',
    'CLUB_ADMIN_REQUIRED',
    'BAD_OPTIONS',
    'BAD_TIME_CONTROL',
    'BAD_POINTS_TABLE',
    'STRAWMEN_NOT_ALLOWED',
    'LADDER_NAME_TAKEN',
    'POINTS_TABLE_LOCKED',
  )
  update(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateLadderDto,
  ): Promise<LadderDto> {
    return this.ladders.update(p.userId, id, body);
  }

  @Get(':id/seasons')
  @RequireScope('ladders:read')
  @ApiOperation({ summary: 'The ladder’s seasons, latest first' })
  @ApiOkResponse({ type: [SeasonDto] })
  @ApiProblems('LADDER_NOT_FOUND')
  seasons(@CurrentPrincipal() p: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<SeasonDto[]> {
    return this.ladders.seasons(p.userId, id);
  }

  @Post(':id/seasons')
  @RequireScope('ladders:write')
  @ApiOperation({ summary: 'Add a season (admins); seasons do not overlap' })
  @ApiCreatedResponse({ type: SeasonDto })
  @ApiProblems('LADDER_NOT_FOUND', 'NOT_A_MEMBER', 'CLUB_ADMIN_REQUIRED', 'BAD_SEASON', 'SEASON_OVERLAP')
  addSeason(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: SeasonInputDto,
  ): Promise<SeasonDto> {
    return this.ladders.addSeason(p.userId, id, body);
  }

  @Post(':id/challenges')
  @RequireScope('ladders:write')
  @ApiOperation({ summary: 'Challenge members: a game with every seat named; the others accept through the games API' })
  @ApiCreatedResponse({ type: LadderGameDto })
  @ApiProblems(
    'LADDER_NOT_FOUND',
    'NOT_A_MEMBER',
    'NO_CURRENT_SEASON',
    'LADDER_OPTIONS_FIXED',
    'UNKNOWN_SEAT',
    'LADDER_SEATS_INCOMPLETE',
    'INVITEE_NOT_FOUND',
    'NOT_A_CLUB_MEMBER',
    'CHALLENGER_MUST_PLAY',
    'STRAWMEN_NOT_ALLOWED',
    'SEAT_NOT_ALLOWED',
    'BAD_OPTIONS',
    'PLAYER_UNAVAILABLE',
  )
  challenge(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: ChallengeDto,
  ): Promise<LadderGameDto> {
    return this.games.challenge(p.userId, id, body);
  }

  @Get(':id/games')
  @RequireScope('ladders:read')
  @ApiOperation({ summary: 'The ladder’s games, newest first (cursor-paged)' })
  @ApiOkResponse({ type: LadderGamePageDto })
  @ApiProblems('LADDER_NOT_FOUND', 'BAD_CURSOR')
  listGames(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Query() q: ListLadderGamesQuery,
  ): Promise<LadderGamePageDto> {
    return this.games.list(p.userId, id, { season: q.season, state: q.state, limit: q.limit ?? 20, cursor: q.cursor });
  }

  @Post(':id/games/:gameId/annul')
  @HttpCode(200)
  @RequireScope('ladders:write')
  @ApiOperation({
    summary: 'Annul a game (admins): its points leave the standings; the reason is recorded in the audit log',
  })
  @ApiOkResponse({ type: LadderGameDto })
  @ApiProblems(
    'LADDER_NOT_FOUND',
    'NOT_A_MEMBER',
    'CLUB_ADMIN_REQUIRED',
    'LADDER_GAME_NOT_FOUND',
    'GAME_ALREADY_ANNULLED',
    'GAME_NOT_COUNTED',
  )
  annul(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('gameId', ParseUUIDPipe) gameId: string,
    @Body() body: AnnulGameDto,
  ): Promise<LadderGameDto> {
    return this.standingsService.annul(p.userId, id, gameId, body.reason);
  }

  @Get(':id/events')
  @RequireScope('ladders:read')
  @ApiOperation({ summary: 'The ladder’s audit log (creation, changes, seasons, annulments, rebuilds), newest first' })
  @ApiOkResponse({ type: LadderEventPageDto })
  @ApiProblems('LADDER_NOT_FOUND', 'BAD_CURSOR')
  events(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Query() q: PageQuery,
  ): Promise<LadderEventPageDto> {
    return this.ladders.events(p.userId, id, { limit: q.limit ?? 20, cursor: q.cursor });
  }

  @Get(':id/standings')
  @RequireScope('ladders:read')
  @ApiOperation({ summary: 'The standings of a season, ranked by the stated tie-break order (the whole table)' })
  @ApiOkResponse({ type: StandingsDto })
  @ApiProblems('LADDER_NOT_FOUND', 'SEASON_NOT_FOUND')
  standings(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Query() q: StandingsQuery,
  ): Promise<StandingsDto> {
    return this.standingsService.standings(p.userId, id, q.season);
  }

  @Get(':id/standings/export')
  @RequireScope('ladders:read')
  @Header('Cache-Control', 'no-store')
  @ApiExtraModels(StandingsDto)
  @ApiOperation({ summary: 'The standings as a file: CSV (default) or JSON, as an attachment' })
  @ApiOkResponse({
    description:
      'CSV: a header line, then one line per player in rank order (007 adds rating and rd); JSON: the standings',
    content: {
      'text/csv': {
        schema: {
          type: 'string',
          example:
            'rank,username,display_name,points,games,wins,draws,losses,aborts,neutral,head_to_head\r\n1,ann,Ann,14,3,2,1,0,0,0,\r\n',
        },
      },
      'application/json': { schema: { $ref: getSchemaPath(StandingsDto) } },
    },
  })
  @ApiProblems('LADDER_NOT_FOUND', 'SEASON_NOT_FOUND')
  async export(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Query() q: ExportQuery,
    @Res() res: Response,
  ): Promise<void> {
    const s = await this.standingsService.standings(p.userId, id, q.season);
    const base = `standings-${slug(s.ladderName)}-${slug(s.season.name)}`;
    if (q.format === 'json') {
      res.setHeader('Content-Disposition', `attachment; filename="${base}.json"`);
      res.type('application/json').send(JSON.stringify(s, null, 2));
    } else {
      res.setHeader('Content-Disposition', `attachment; filename="${base}.csv"`);
      res.type('text/csv; charset=utf-8').send(this.standingsService.toCsv(s));
    }
  }

  @Post(':id/seasons/:seasonId/standings/rebuild')
  @HttpCode(200)
  @RequireScope('ladders:write')
  @ApiOperation({
    summary: 'Recompute a season’s tallies from the games’ results (admins); says whether they differed',
  })
  @ApiOkResponse({ type: RebuildResultDto })
  @ApiProblems('LADDER_NOT_FOUND', 'NOT_A_MEMBER', 'CLUB_ADMIN_REQUIRED', 'SEASON_NOT_FOUND')
  rebuild(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('seasonId', ParseUUIDPipe) seasonId: string,
  ): Promise<RebuildResultDto> {
    return this.standingsService.rebuild(p.userId, id, seasonId);
  }
}

/** ASCII-only file names: no header injection, no encoding trouble. */
function slug(s: string): string {
  return (
    s
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'ladder'
  );
}
