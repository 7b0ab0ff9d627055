import { Delete, Get, HttpCode, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentPrincipal } from '../access/current-principal.decorator';
import { OwnCredentials, RevokesOwn } from '../access/own-credentials.decorator';
import type { Principal } from '../access/principal';
import { RevokedSessionsDto, SessionListDto, toSessionInfoDto } from './dto/session-list.dto';
import { SessionsService } from './sessions.service';

/** My signed-in sessions: where I am signed in, and ending any of them. */
@OwnCredentials('auth', 'me/sessions')
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Get()
  @ApiOperation({ summary: 'My signed-in sessions: device, address, last use; `current` marks this one' })
  @ApiOkResponse({ type: SessionListDto })
  async list(@CurrentPrincipal() p: Principal): Promise<SessionListDto> {
    return { items: (await this.sessions.list(p.userId)).map((r) => toSessionInfoDto(r, p.sessionId)) };
  }

  @Delete()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Sign out everywhere else: ends every session but this one (called with a JWT, every session); JWTs run out by themselves within 15 minutes',
  })
  @ApiOkResponse({ type: RevokedSessionsDto })
  async revokeOthers(@CurrentPrincipal() p: Principal): Promise<RevokedSessionsDto> {
    return { revoked: await this.sessions.revokeOthers(p.userId, p.sessionId ?? null) };
  }

  @RevokesOwn('id', 'End one of my sessions: that browser is signed out at its next request', 'SESSION_NOT_FOUND')
  async revoke(@CurrentPrincipal() p: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    await this.sessions.revokeOwn(p.userId, id);
  }
}
