import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiSecurity,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiProblems } from '../../platform/http/api-problems.decorator';
import { AuthenticatedGuard } from '../../identity/access/authenticated.guard';
import { CurrentPrincipal } from '../../identity/access/current-principal.decorator';
import type { Principal } from '../../identity/access/principal';
import { RequireScope } from '../../identity/access/require-scope.decorator';
import { DomainError } from '../../platform/errors/domain-error';
import { ApiBudget } from '../../platform/rate-limit/rate-limit.decorators';
import { RateLimitGuard } from '../../platform/rate-limit/rate-limit.guard';
import { ChannelVerifier } from './channel-verifier';
import {
  ChannelDto,
  ChannelVerificationDto,
  MessageDto,
  MessagePageDto,
  MessagesQuery,
  MutedSeatsDto,
  PostMessageDto,
  ReadMarkerDto,
} from './dto/negotiation.dto';
import { NegotiationService } from './negotiation.service';
import { SEAT_ENUM } from '../core/dto/seats';

const ChannelParam = () =>
  ApiParam({
    name: 'channel',
    example: 'yellow+green',
    description: '`table` or two seats in playing order joined by `+`',
  });

/** The negotiation of a game: its channels, their messages, read markers, mutes and verification. */
@ApiTags('diplomacy')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiSecurity('apiToken')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@Controller('games/:id')
export class ChannelsController {
  constructor(
    private readonly negotiation: NegotiationService,
    private readonly verifier: ChannelVerifier,
  ) {}

  @Get('channels')
  @RequireScope('games:read')
  @ApiOperation({
    summary:
      'The channels I may read: the table and, in Coalition Chess with full press, my private channels (all of them after a reveal)',
  })
  @ApiOkResponse({ type: [ChannelDto] })
  @ApiProblems('GAME_NOT_FOUND')
  channels(@CurrentPrincipal() p: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<ChannelDto[]> {
    return this.negotiation.channels(id, p.userId);
  }

  @Get('channels/:channel/messages')
  @RequireScope('games:read')
  @ChannelParam()
  @ApiOperation({ summary: 'A channel’s messages and system lines in seq order, paged with `after` (or `cursor`)' })
  @ApiOkResponse({ type: MessagePageDto })
  @ApiProblems('GAME_NOT_FOUND', 'BAD_CURSOR', 'CHANNEL_NOT_FOUND', 'PRESS_DISABLED', 'NOT_A_CHANNEL_MEMBER')
  messages(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('channel') channel: string,
    @Query() q: MessagesQuery,
  ): Promise<MessagePageDto> {
    const after = q.cursor !== undefined ? Number(q.cursor) : (q.after ?? 0);
    if (q.cursor !== undefined && q.after !== undefined && Number(q.cursor) !== q.after)
      throw new DomainError('BAD_CURSOR', 'Give `after` or `cursor`, not two different positions.');
    if (after > 2_147_483_647) throw new DomainError('BAD_CURSOR', 'This cursor is not one the server gave out.');
    return this.negotiation.page(id, p.userId, channel, after, q.limit ?? 50);
  }

  @Post('channels/:channel/messages')
  @RequireScope('games:play')
  @ChannelParam()
  @ApiOperation({
    summary:
      'Write a message (plain text, at most 2,000 characters) to a channel of mine; its other members are told in the app, by email, webhook and stream',
  })
  @ApiCreatedResponse({ type: MessageDto })
  @ApiProblems(
    'GAME_NOT_FOUND',
    'BAD_MESSAGE',
    'MESSAGE_RATE_LIMITED',
    'CHANNEL_NOT_FOUND',
    'PRESS_DISABLED',
    'NOT_A_CHANNEL_MEMBER',
    'BOT_TABLE_ONLY',
    'NOT_YOUR_SEAT',
    'GAME_NOT_STARTED',
    'CHANNEL_CLOSED',
    'PLAYER_UNAVAILABLE',
    'ACCOUNT_MUTED',
  )
  async post(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('channel') channel: string,
    @Body() body: PostMessageDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MessageDto> {
    try {
      return await this.negotiation.post(id, p.userId, channel, body.text, body.seat);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'MESSAGE_RATE_LIMITED')
        res.setHeader('Retry-After', String(error.extensions.retryAfter ?? 60));
      throw error;
    }
  }

  @Put('channels/:channel/read')
  @HttpCode(204)
  @RequireScope('games:read')
  @ChannelParam()
  @ApiOperation({ summary: 'Move my read marker of a channel forward (unread counts are after it)' })
  @ApiNoContentResponse()
  @ApiProblems('GAME_NOT_FOUND', 'CHANNEL_NOT_FOUND', 'PRESS_DISABLED', 'NOT_A_CHANNEL_MEMBER')
  async read(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('channel') channel: string,
    @Body() body: ReadMarkerDto,
  ): Promise<void> {
    await this.negotiation.markRead(id, p.userId, channel, body.seq);
  }

  @Get('channels/:channel/verify')
  @RequireScope('games:read')
  @ChannelParam()
  @ApiOperation({
    summary: 'Re-hash a channel’s chain and check its system lines against the game’s events (its readers only)',
  })
  @ApiOkResponse({ type: ChannelVerificationDto })
  @ApiProblems('GAME_NOT_FOUND', 'CHANNEL_NOT_FOUND', 'PRESS_DISABLED', 'NOT_A_CHANNEL_MEMBER')
  verify(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('channel') channel: string,
  ): Promise<ChannelVerificationDto> {
    return this.verifier.verify(id, p.userId, channel);
  }

  @Get('muted-seats')
  @RequireScope('games:read')
  @ApiOperation({ summary: 'The seats whose messages I muted in this game' })
  @ApiOkResponse({ type: MutedSeatsDto })
  @ApiProblems('GAME_NOT_FOUND')
  muted(@CurrentPrincipal() p: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<MutedSeatsDto> {
    return this.negotiation.mutedSeats(id, p.userId);
  }

  @Put('muted-seats/:seat')
  @RequireScope('games:play')
  @ApiParam({ name: 'seat', ...SEAT_ENUM, example: 'red' })
  @ApiOperation({
    summary: 'Mute the messages written from a seat, for me: shown collapsed, never notified, not counted unread',
  })
  @ApiOkResponse({ type: MutedSeatsDto })
  @ApiProblems('GAME_NOT_FOUND', 'UNKNOWN_SEAT', 'NOT_A_PLAYER', 'CANNOT_MUTE_OWN_SEAT')
  mute(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('seat') seat: string,
  ): Promise<MutedSeatsDto> {
    return this.negotiation.mute(id, p.userId, seat, true);
  }

  @Delete('muted-seats/:seat')
  @RequireScope('games:play')
  @ApiParam({ name: 'seat', ...SEAT_ENUM, example: 'red' })
  @ApiOperation({ summary: 'Hear a muted seat again' })
  @ApiOkResponse({ type: MutedSeatsDto })
  @ApiProblems('GAME_NOT_FOUND', 'UNKNOWN_SEAT', 'NOT_A_PLAYER', 'CANNOT_MUTE_OWN_SEAT')
  unmute(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('seat') seat: string,
  ): Promise<MutedSeatsDto> {
    return this.negotiation.mute(id, p.userId, seat, false);
  }
}
