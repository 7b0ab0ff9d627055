import { Body, Controller, Get, Param, ParseUUIDPipe, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/api-problems.decorator';
import { AuthenticatedGuard } from '../../identity/access/authenticated.guard';
import { CurrentPrincipal } from '../../identity/access/current-principal.decorator';
import type { Principal } from '../../identity/access/principal';
import { RequireScope } from '../../identity/access/require-scope.decorator';
import { ApiBudget } from '../../platform/rate-limit/rate-limit.decorators';
import { RateLimitGuard } from '../../platform/rate-limit/rate-limit.guard';
import { NotesDto, PutNotesDto } from './dto/negotiation.dto';
import { NotesService } from './notes.service';

/** My private notes on a game: nobody else ever reads them. */
@ApiTags('diplomacy')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiSecurity('apiToken')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@Controller('games/:id/notes')
export class NotesController {
  constructor(private readonly notes: NotesService) {}

  @Get()
  @RequireScope('games:read')
  @ApiOperation({ summary: 'My own notes on a game I play (empty when I wrote none)' })
  @ApiOkResponse({ type: NotesDto })
  @ApiProblems('GAME_NOT_FOUND', 'NOT_A_PLAYER')
  get(@CurrentPrincipal() p: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<NotesDto> {
    return this.notes.get(id, p.userId);
  }

  @Put()
  @RequireScope('games:play')
  @ApiOperation({ summary: 'Replace my notes on this game (plain text, at most 20,000 characters; empty deletes)' })
  @ApiOkResponse({ type: NotesDto })
  @ApiProblems('GAME_NOT_FOUND', 'NOT_A_PLAYER', 'BAD_NOTES')
  put(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: PutNotesDto,
  ): Promise<NotesDto> {
    return this.notes.put(id, p.userId, body.text);
  }
}
