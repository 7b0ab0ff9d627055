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
import { ApiProblems } from '../auth/api-problems.decorator';
import { AuthenticatedGuard } from '../auth/authenticated.guard';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import type { Principal } from '../auth/principal';
import { RequireScope } from '../auth/require-scope.decorator';
import { DomainError } from '../common/domain-error';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { InboxService } from '../notifications/inbox.service';
import { SseConnection } from './sse-connection';
import { StreamHub } from './stream-hub';

const LastEventId = () =>
  ApiHeader({
    name: 'Last-Event-ID',
    required: false,
    description: 'Resume after this event id (browsers send it on reconnect)',
  });

/**
 * Live streams as server-sent events. Every frame's id is a position in a table (a game event's
 * seq; an in-app notification's id), so resuming with Last-Event-ID replays exactly what was
 * missed, from whichever instance the client reconnects to.
 */
@ApiTags('streams')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiSecurity('apiToken')
@UseGuards(AuthenticatedGuard)
@Controller()
export class StreamsController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly hub: StreamHub,
    private readonly inbox: InboxService,
  ) {}

  @Get('games/:id/stream')
  @RequireScope('games:read')
  @ApiOperation({
    summary: 'Live events of a game (SSE): one frame per appended event, id = its seq, event = its type',
  })
  @ApiProduces('text/event-stream')
  @LastEventId()
  @ApiQuery({ name: 'lastEventId', required: false, description: 'Same as the header, for clients that cannot set it' })
  @ApiOkResponse({ description: 'text/event-stream' })
  @ApiProblems(401, 403, 404)
  async game(
    @Param('id', ParseUUIDPipe) id: string,
    @Headers('last-event-id') header: string | undefined,
    @Query('lastEventId') query: string | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const [game] = await this.db.query(`SELECT id FROM games WHERE id = $1`, [id]);
    if (!game) throw new DomainError('GAME_NOT_FOUND', `No game ${id}`);
    // Without a cursor the stream starts at the game as it is now (read the game, then stream).
    let last =
      (header ?? query)
        ? parseCursor(header ?? query)
        : ((await this.db.query(`SELECT version FROM games WHERE id = $1`, [id]))[0].version as number);
    const conn = this.open(req, res);
    const pump = async () => {
      for (;;) {
        const rows: {
          seq: number;
          type: string;
          seat: string | null;
          user_id: string | null;
          payload: unknown;
          created_at: Date;
        }[] = await this.db.query(
          `SELECT seq, type, seat, user_id, payload, created_at FROM game_events WHERE game_id = $1 AND seq > $2 ORDER BY seq LIMIT 500`,
          [id, last],
        );
        for (const r of rows) {
          conn.send(String(r.seq), r.type, {
            gameId: id,
            seq: r.seq,
            type: r.type,
            seat: r.seat,
            userId: r.user_id,
            payload: r.payload,
            createdAt: r.created_at.toISOString(),
          });
          last = r.seq;
        }
        if (rows.length < 500) return;
      }
    };
    conn.onClose(this.hub.onGame(id, () => conn.serial(pump)));
    conn.serial(pump);
  }

  @Get('me/stream')
  @RequireScope('account:read')
  @ApiOperation({ summary: 'My live notifications (SSE): id = notification id, event = its kind' })
  @ApiProduces('text/event-stream')
  @LastEventId()
  @ApiQuery({ name: 'lastEventId', required: false })
  @ApiOkResponse({ description: 'text/event-stream' })
  @ApiProblems(401, 403)
  me(
    @CurrentPrincipal() p: Principal,
    @Headers('last-event-id') header: string | undefined,
    @Query('lastEventId') query: string | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ): void {
    const conn = this.open(req, res);
    const given = header ?? query;
    let last: string | null = given !== undefined && /^\d{1,18}$/.test(given) ? given : null;
    const pump = async () => {
      if (last === null) {
        // A fresh stream starts now: only what arrives from here on.
        const [{ max }] = await this.db.query(
          `SELECT coalesce(max(id), 0)::text AS max FROM user_notifications WHERE user_id = $1`,
          [p.userId],
        );
        last = max as string;
        return;
      }
      for (;;) {
        const items = await this.inbox.after(p.userId, last, 500);
        for (const n of items) {
          conn.send(n.id, n.kind, n);
          last = n.id;
        }
        if (items.length < 500) return;
      }
    };
    conn.onClose(this.hub.onUser(p.userId, () => conn.serial(pump)));
    conn.serial(pump);
  }

  private open(req: Request, res: Response): SseConnection {
    const conn = new SseConnection(req, res, this.config.streamKeepAliveMs ?? 15_000);
    this.hub.track(conn);
    return conn;
  }
}

function parseCursor(raw: string | undefined): number {
  return raw !== undefined && /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
}
