import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  ParseIntPipe,
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
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiSecurity,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { AuthenticatedGuard } from '../../identity/access/authenticated.guard';
import { CurrentPrincipal } from '../../identity/access/current-principal.decorator';
import type { Principal } from '../../identity/access/principal';
import { RequireScope } from '../../identity/access/require-scope.decorator';
import { ApiProblems } from '../../platform/http/api-problems.decorator';
import { PageQuery } from '../../platform/http/page-query.dto';
import { ApiBudget } from '../../platform/rate-limit/rate-limit.decorators';
import { RateLimitGuard } from '../../platform/rate-limit/rate-limit.guard';
import {
  CrossGameDto,
  CrosstableDto,
  RoundDto,
  StandingsExportQuery,
  TournamentStandingsDto,
} from './dto/standings.dto';
import {
  CreateTournamentDto,
  EntryDto,
  EntryInputDto,
  EntryPageDto,
  TournamentDto,
  TournamentEventPageDto,
  TournamentPageDto,
  UpdateTournamentDto,
  WithdrawQuery,
} from './dto/tournament.dto';
import { TournamentExports } from './tournament-exports';
import { TournamentStandingsService } from './tournament-standings.service';
import { TournamentsService } from './tournaments.service';

/** A club's tournaments: creating and listing them. */
@ApiTags('tournaments')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiSecurity('apiToken')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@Controller('clubs/:id/tournaments')
export class ClubTournamentsController {
  constructor(private readonly tournaments: TournamentsService) {}

  @Post()
  @RequireScope('ladders:write')
  @ApiOperation({ summary: 'Create a tournament (club owners and admins)' })
  @ApiCreatedResponse({ type: TournamentDto })
  @ApiProblems(
    'CLUB_NOT_FOUND',
    'NOT_A_MEMBER',
    'CLUB_ADMIN_REQUIRED',
    'FORMAT_NOT_FOR_VARIANT',
    'BAD_TOURNAMENT',
    'BAD_OPTIONS',
    'BAD_TIME_CONTROL',
    'BAD_POINTS_TABLE',
    'TOURNAMENT_NAME_TAKEN',
  )
  create(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: CreateTournamentDto,
  ): Promise<TournamentDto> {
    return this.tournaments.create(p.userId, id, body);
  }

  @Get()
  @RequireScope('ladders:read')
  @ApiOperation({ summary: 'The club’s tournaments, newest first (cursor-paged)' })
  @ApiOkResponse({ type: TournamentPageDto })
  @ApiProblems('CLUB_NOT_FOUND', 'BAD_CURSOR')
  list(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Query() q: PageQuery,
  ): Promise<TournamentPageDto> {
    return this.tournaments.list(p.userId, id, { limit: q.limit ?? 20, cursor: q.cursor });
  }
}

/** A tournament: settings, entries, the start, rounds, standings, crosstable, exports and its log. */
@ApiTags('tournaments')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiSecurity('apiToken')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@ApiExtraModels(CrossGameDto)
@Controller('tournaments')
export class TournamentsController {
  constructor(
    private readonly tournaments: TournamentsService,
    private readonly standingsService: TournamentStandingsService,
    private readonly exports: TournamentExports,
  ) {}

  @Get(':id')
  @RequireScope('ladders:read')
  @ApiOperation({ summary: 'A tournament: settings, rules, state, entrants, the caller’s entry' })
  @ApiOkResponse({ type: TournamentDto })
  @ApiProblems('TOURNAMENT_NOT_FOUND')
  get(@CurrentPrincipal() p: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<TournamentDto> {
    return this.tournaments.get(p.userId, id);
  }

  @Patch(':id')
  @RequireScope('ladders:write')
  @ApiOperation({ summary: 'Change a tournament (admins), until it starts' })
  @ApiOkResponse({ type: TournamentDto })
  @ApiProblems(
    'TOURNAMENT_NOT_FOUND',
    'NOT_A_MEMBER',
    'CLUB_ADMIN_REQUIRED',
    'TOURNAMENT_STARTED',
    'BAD_TOURNAMENT',
    'BAD_OPTIONS',
    'BAD_TIME_CONTROL',
    'BAD_POINTS_TABLE',
    'TOURNAMENT_NAME_TAKEN',
  )
  update(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateTournamentDto,
  ): Promise<TournamentDto> {
    return this.tournaments.update(p.userId, id, body);
  }

  @Get(':id/entries')
  @RequireScope('ladders:read')
  @ApiOperation({ summary: 'The entries, in the order they came (cursor-paged)' })
  @ApiOkResponse({ type: EntryPageDto })
  @ApiProblems('TOURNAMENT_NOT_FOUND', 'BAD_CURSOR')
  entries(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Query() q: PageQuery,
  ): Promise<EntryPageDto> {
    return this.tournaments.entries(p.userId, id, { limit: q.limit ?? 20, cursor: q.cursor });
  }

  @Post(':id/entries')
  @RequireScope('ladders:write')
  @ApiOperation({ summary: 'Enter the tournament (members of its club), or enter a member (admins)' })
  @ApiCreatedResponse({ type: EntryDto })
  @ApiProblems(
    'TOURNAMENT_NOT_FOUND',
    'NOT_A_MEMBER',
    'NOT_A_CLUB_MEMBER',
    'CLUB_ADMIN_REQUIRED',
    'INVITATION_ONLY',
    'TOURNAMENT_STARTED',
    'ENTRIES_CLOSED',
    'ALREADY_ENTERED',
    'TOURNAMENT_FULL',
    'BOTS_NOT_ALLOWED',
  )
  enter(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: EntryInputDto,
  ): Promise<EntryDto> {
    return this.tournaments.enter(p.userId, id, body.player);
  }

  @Delete(':id/entries')
  @HttpCode(204)
  @RequireScope('ladders:write')
  @ApiOperation({
    summary:
      'Withdraw (yourself, or an entrant: admins). Before the start the entry goes; after it the remaining games are scored by the event’s rules',
  })
  @ApiNoContentResponse({ description: 'Withdrawn' })
  @ApiProblems('TOURNAMENT_NOT_FOUND', 'NOT_A_MEMBER', 'CLUB_ADMIN_REQUIRED', 'NOT_ENTERED', 'TOURNAMENT_NOT_RUNNING')
  async withdraw(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Query() q: WithdrawQuery,
  ): Promise<void> {
    await this.tournaments.withdraw(p.userId, id, q.player);
  }

  @Post(':id/start')
  @HttpCode(200)
  @RequireScope('ladders:write')
  @ApiOperation({
    summary: 'Start (admins): seeds, pairs or seats every entrant and creates the games, in one transaction',
  })
  @ApiOkResponse({ type: TournamentDto })
  @ApiProblems('TOURNAMENT_NOT_FOUND', 'NOT_A_MEMBER', 'CLUB_ADMIN_REQUIRED', 'TOURNAMENT_STARTED', 'TOO_FEW_ENTRANTS')
  start(@CurrentPrincipal() p: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<TournamentDto> {
    return this.tournaments.start(p.userId, id);
  }

  @Get(':id/rounds/:n')
  @RequireScope('ladders:read')
  @ApiOperation({ summary: 'A round: its pairings or tables with the game ids, live status and results, and byes' })
  @ApiOkResponse({ type: RoundDto })
  @ApiProblems('TOURNAMENT_NOT_FOUND', 'ROUND_NOT_FOUND')
  round(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('n', ParseIntPipe) n: number,
  ): Promise<RoundDto> {
    return this.standingsService.round(p.userId, id, n);
  }

  @Get(':id/standings')
  @RequireScope('ladders:read')
  @ApiOperation({
    summary: 'The standings: rank, player, points, games and each tie-break’s value, in the stated order',
  })
  @ApiOkResponse({ type: TournamentStandingsDto })
  @ApiProblems('TOURNAMENT_NOT_FOUND')
  standings(@CurrentPrincipal() p: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<TournamentStandingsDto> {
    return this.standingsService.standings(p.userId, id);
  }

  @Get(':id/standings/export')
  @RequireScope('ladders:read')
  @Header('Cache-Control', 'no-store')
  @ApiExtraModels(TournamentStandingsDto)
  @ApiOperation({ summary: 'The standings as a file: CSV (default) or JSON, as an attachment' })
  @ApiOkResponse({
    description: 'CSV: a header line, then one line per entrant in rank order; JSON: the standings',
    content: {
      'text/csv': {
        schema: {
          type: 'string',
          example:
            'rank,username,display_name,points,games,withdrawn,wins,sonneborn_berger,direct_encounter,rating\r\n1,ann,Ann,3.5,4,false,3,6.25,,\r\n',
        },
      },
      'application/json': { schema: { $ref: getSchemaPath(TournamentStandingsDto) } },
    },
  })
  @ApiProblems('TOURNAMENT_NOT_FOUND')
  async exportStandings(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Query() q: StandingsExportQuery,
    @Res() res: Response,
  ): Promise<void> {
    const s = await this.standingsService.standings(p.userId, id);
    const base = `standings-${await this.exports.slugOf(p.userId, id)}`;
    if (q.format === 'json') {
      res.setHeader('Content-Disposition', `attachment; filename="${base}.json"`);
      res.type('application/json').send(JSON.stringify(s, null, 2));
    } else {
      res.setHeader('Content-Disposition', `attachment; filename="${base}.csv"`);
      res.type('text/csv; charset=utf-8').send(this.standingsService.toCsv(s));
    }
  }

  @Get(':id/games/export')
  @RequireScope('ladders:read')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Every game of the event as one file: 007, one PGN (Event and Round tags); Coalition, a ZIP of records',
  })
  @ApiOkResponse({
    description: 'An attachment: `<event>.pgn` or `<event>.zip` (one `round-<n>-table-<b>.json` record per game)',
    content: {
      'application/x-chess-pgn': { schema: { type: 'string' } },
      'application/zip': { schema: { type: 'string', format: 'binary' } },
    },
  })
  @ApiProblems('TOURNAMENT_NOT_FOUND')
  async exportGames(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Res() res: Response,
  ): Promise<void> {
    const file = await this.exports.games(p.userId, id);
    res.setHeader('Content-Disposition', `attachment; filename="${file.name}"`);
    res.type(file.type).send(file.body);
  }

  @Get(':id/crosstable')
  @RequireScope('ladders:read')
  @ApiOperation({
    summary:
      'The crosstable (007: each pair’s games) or role table (Coalition: who played which colour at which table)',
  })
  @ApiOkResponse({ type: CrosstableDto })
  @ApiProblems('TOURNAMENT_NOT_FOUND')
  crosstable(@CurrentPrincipal() p: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<CrosstableDto> {
    return this.standingsService.crosstable(p.userId, id);
  }

  @Get(':id/events')
  @RequireScope('ladders:read')
  @ApiOperation({ summary: 'The tournament’s log of changes, newest first (cursor-paged)' })
  @ApiOkResponse({ type: TournamentEventPageDto })
  @ApiProblems('TOURNAMENT_NOT_FOUND', 'BAD_CURSOR')
  events(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Query() q: PageQuery,
  ): Promise<TournamentEventPageDto> {
    return this.tournaments.events(p.userId, id, { limit: q.limit ?? 20, cursor: q.cursor });
  }
}
