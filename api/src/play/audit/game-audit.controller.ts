import { Readable } from 'node:stream';
import { Controller, Get, Header, Param, ParseUUIDPipe, Query, Res, StreamableFile, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCookieAuth,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiSecurity,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiProblems } from '../../platform/http/api-problems.decorator';
import { AuthenticatedGuard } from '../../identity/access/authenticated.guard';
import { RequireScope } from '../../identity/access/require-scope.decorator';
import { ApiBudget } from '../../platform/rate-limit/rate-limit.decorators';
import { RateLimitGuard } from '../../platform/rate-limit/rate-limit.guard';
import { EventPageDto, GameRecordDto, VerificationDto } from './event.dto';
import { EventsQuery } from '../games/list-games.query';
import { GameAuditService } from './game-audit.service';
import { attachment } from './pgn-file-name';

/** A game's history: its events, the verification of their chain, and exports. */
@ApiTags('audit')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiSecurity('apiToken')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@RequireScope('games:read')
@Controller('games/:id')
export class GameAuditController {
  constructor(private readonly audit: GameAuditService) {}

  @Get('events')
  @ApiOperation({ summary: 'The events of a game in seq order, paged with `after`' })
  @ApiOkResponse({ type: EventPageDto })
  @ApiProblems('GAME_NOT_FOUND')
  events(@Param('id', ParseUUIDPipe) id: string, @Query() q: EventsQuery): Promise<EventPageDto> {
    return this.audit.events(id, q.after ?? 0, q.limit ?? 100);
  }

  @Get('verify')
  @ApiOperation({ summary: 'Re-hash the event chain and replay it through the engine; reports the first mismatch' })
  @ApiOkResponse({ type: VerificationDto })
  @ApiProblems('GAME_NOT_FOUND', 'SERVICE_UNAVAILABLE')
  verify(@Param('id', ParseUUIDPipe) id: string): Promise<VerificationDto> {
    return this.audit.verify(id);
  }

  @Get('record')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ApiOperation({ summary: 'The full event list as JSON (both variants), verifiable offline' })
  @ApiOkResponse({ type: GameRecordDto })
  @ApiProblems('GAME_NOT_FOUND')
  async record(@Param('id', ParseUUIDPipe) id: string): Promise<StreamableFile> {
    // The JSON text of a GameRecordDto in pieces as PostgreSQL builds them (GameAuditService.record).
    return new StreamableFile(Readable.from(await this.audit.record(id)), { type: 'application/json; charset=utf-8' });
  }

  @Get('record.txt')
  @ApiProduces('text/plain')
  @ApiOperation({
    summary:
      'The game as readable text: Coalition Chess by rounds (seat, piece letter, squares, `x`, `+`), 007 by turns in SAN',
  })
  @ApiOkResponse({
    description: 'The record as text, UTF-8',
    schema: { type: 'string' },
    headers: {
      'Content-Disposition': {
        description: 'An attachment named `<variant>-<date>-<first 8 characters of the game id>.txt`',
        schema: { type: 'string', example: 'attachment; filename="coalition-2026-12-01-0b1c2d3e.txt"' },
      },
    },
  })
  @ApiProblems('GAME_NOT_FOUND', 'SERVICE_UNAVAILABLE')
  async recordText(@Param('id', ParseUUIDPipe) id: string, @Res({ passthrough: true }) res: Response): Promise<string> {
    const { text, fileName } = await this.audit.recordText(id);
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Content-Disposition', attachment(fileName));
    return text;
  }

  @Get('pgn')
  @ApiProduces('application/x-chess-pgn')
  @ApiOperation({ summary: 'A 007 game as ordinary PGN (007.md §6), as a file `<white>-<black>-<date>.pgn`' })
  @ApiOkResponse({
    description: 'PGN text',
    schema: { type: 'string' },
    headers: {
      'Content-Disposition': {
        description:
          'An attachment named `<white>-<black>-<date>.pgn`: the players as the game shows them (letters and digits, ' +
          'every other run of characters `_`), the day it started (UTC); `filename*` (RFC 6266) for names beyond ASCII',
        schema: { type: 'string', example: 'attachment; filename="Ann_Smith-Ben-2026-12-01.pgn"' },
      },
    },
  })
  @ApiProblems('GAME_NOT_FOUND', 'PGN_UNAVAILABLE', 'SERVICE_UNAVAILABLE')
  async pgn(@Param('id', ParseUUIDPipe) id: string, @Res({ passthrough: true }) res: Response): Promise<string> {
    const { text, fileName } = await this.audit.pgn(id);
    res.setHeader('Content-Type', 'application/x-chess-pgn; charset=utf-8');
    res.setHeader('Content-Disposition', attachment(fileName));
    return text;
  }
}
