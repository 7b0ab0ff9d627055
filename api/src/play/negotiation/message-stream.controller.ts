import { Controller, Get, Headers, Inject, Param, ParseUUIDPipe, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCookieAuth,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiQuery,
  ApiSecurity,
  ApiTags,
} from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { ApiProblems } from '../../platform/http/api-problems.decorator';
import { AuthenticatedGuard } from '../../identity/access/authenticated.guard';
import { CurrentPrincipal } from '../../identity/access/current-principal.decorator';
import type { Principal } from '../../identity/access/principal';
import { RequireScope } from '../../identity/access/require-scope.decorator';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { GameRepository } from '../core/game.repository';
import { SseConnection } from '../../platform/streams/sse-connection';
import { StreamHub } from '../../platform/streams/stream-hub';
import { ChannelLineRepository } from './channel-line.repository';
import { presentLine } from './line-presenter';
import { readableChannels } from './negotiation-access';
import { NegotiationService } from './negotiation.service';
import { ApiBudget } from '../../platform/rate-limit/rate-limit.decorators';
import { RateLimitGuard } from '../../platform/rate-limit/rate-limit.guard';

const BATCH = 500;

/**
 * A stream's position: the last seq seen in each channel the viewer reads, `table:12,yellow+green:3`.
 * Only readable channels appear in it, so a frame id tells nothing about channels one cannot read.
 */
function formatPositions(positions: ReadonlyMap<string, number>): string {
  return [...positions].map(([channel, seq]) => `${channel}:${seq}`).join(',');
}

function parsePositions(raw: string | undefined): Map<string, number> | null {
  if (raw === undefined || raw.length > 500) return null;
  const out = new Map<string, number>();
  for (const part of raw.split(',')) {
    const m = /^([a-z]+(?:\+[a-z]+)?):(\d{1,9})$/.exec(part);
    if (!m) return null;
    out.set(m[1], Number(m[2]));
  }
  return out;
}

/**
 * The live negotiation of a game (SSE), for one viewer: a frame for every new line of the
 * channels that viewer may read at that moment — their own channels while the game runs, every
 * channel once a reveal opens them. Nobody else's stream ever carries a private line: the
 * wake-up (NOTIFY) names only the game, and each stream reads with its own viewer's rights.
 * The frame id is the position in every channel the viewer reads (each channel's seqs follow its
 * commits exactly, unlike row ids of concurrent writers), so Last-Event-ID resumes exactly.
 */
@ApiTags('diplomacy')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiSecurity('apiToken')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@Controller('games/:id/channels')
export class MessageStreamController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly hub: StreamHub,
    private readonly games: GameRepository,
    private readonly lines: ChannelLineRepository,
    private readonly negotiation: NegotiationService,
  ) {}

  @Get('stream')
  @RequireScope('games:read')
  @ApiOperation({
    summary:
      'Live messages of the channels I may read (SSE): one frame per new line, event = message | system, data = the message; id = the position in each readable channel (`table:12,yellow+green:3`), for Last-Event-ID',
  })
  @ApiProduces('text/event-stream')
  @ApiHeader({
    name: 'Last-Event-ID',
    required: false,
    description: 'Resume from this position (a frame id); a channel it leaves out streams from its first line',
  })
  @ApiQuery({ name: 'lastEventId', required: false, description: 'Same as the header, for clients that cannot set it' })
  @ApiOkResponse({ description: 'text/event-stream' })
  @ApiProblems('GAME_NOT_FOUND', 'TOO_MANY_STREAMS')
  async stream(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Headers('last-event-id') header: string | undefined,
    @Query('lastEventId') query: string | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const opened = await this.games.find(this.db.manager, id); // 404 before the stream opens
    const given = parsePositions(header ?? query);
    // Where each channel stands: from the cursor, else now (a fresh stream shows only what is new).
    const positions =
      given ??
      (await this.lines.lastSeqs(
        this.db.manager,
        id,
        readableChannels(opened, p.userId).map((c) => c.id),
      ));
    const release = this.hub.admit(p.userId, this.config.streamsPerUser);
    const conn = new SseConnection(req, res, this.config.streamKeepAliveMs ?? 15_000);
    this.hub.track(conn, release);
    const pump = async () => {
      // The viewer's rights as they are now: a game that just ended may have opened every channel.
      const game = await this.games.find(this.db.manager, id);
      const readable = readableChannels(game, p.userId).map((c) => c.id);
      if (readable.length === 0) return;
      // A channel the viewer could not read before (revealed since) streams from its first line.
      const here = new Map(readable.map((c) => [c, positions.get(c) ?? 0]));
      const muted = await this.negotiation.mutedSeatsOf(id, p.userId);
      for (;;) {
        const rows = await this.lines.afterPositions(this.db.manager, id, here, BATCH);
        const blocked = await this.negotiation.blockedAuthorsOf(p.userId, rows);
        for (const row of rows) {
          here.set(row.channel, row.seq);
          positions.set(row.channel, row.seq);
          conn.send(formatPositions(here), row.kind, presentLine(row, muted, blocked));
        }
        if (rows.length < BATCH) return;
      }
    };
    conn.onClose(this.hub.onMessages(id, () => conn.serial(pump)));
    conn.serial(pump);
  }
}
