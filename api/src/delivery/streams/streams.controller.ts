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
import { hasScope, type Principal } from '../../identity/access/principal';
import { RequireScope } from '../../identity/access/require-scope.decorator';
import { DomainError, ValidationFailedError } from '../../platform/errors/domain-error';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { NotificationDto } from '../notifications/dto/notification.dto';
import { InboxService } from '../notifications/inbox.service';
import { SseConnection } from '../../platform/streams/sse-connection';
import { StreamHub } from '../../platform/streams/stream-hub';
import { ApiBudget } from '../../platform/rate-limit/rate-limit.decorators';
import { RateLimitGuard } from '../../platform/rate-limit/rate-limit.guard';
import { EVENTS_PAGE, GameStreamRepository } from './game-stream.repository';
import { GamePresence } from './game-presence';

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
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@Controller()
export class StreamsController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly hub: StreamHub,
    private readonly inbox: InboxService,
    private readonly games: GameStreamRepository,
    private readonly presence: GamePresence,
  ) {}

  @Get('games/:id/stream')
  @RequireScope('games:read')
  @ApiOperation({
    summary:
      'Live events of a game (SSE): one frame per appended event, id = its seq, event = its type, data = the event as GET /games/{id}/events lists it (with its hashes) and the gameId',
  })
  @ApiProduces('text/event-stream')
  @LastEventId()
  @ApiQuery({ name: 'lastEventId', required: false, description: 'Same as the header, for clients that cannot set it' })
  @ApiQuery({
    name: 'present',
    required: false,
    enum: ['true', 'false'],
    description:
      'true: the game is open and visible on the reader’s screen while this stream lasts, so no push is sent ' +
      'to the reader’s devices for this game meanwhile (the in-app notifications stay). A page closes the ' +
      'stream when it is hidden and opens it again when shown.',
  })
  @ApiOkResponse({ description: 'text/event-stream' })
  @ApiProblems('GAME_NOT_FOUND', 'TOO_MANY_STREAMS')
  async game(
    @CurrentPrincipal() p: Principal,
    @Param('id', ParseUUIDPipe) id: string,
    @Headers('last-event-id') header: string | undefined,
    @Query('lastEventId') query: string | undefined,
    @Query('present') present: unknown,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    if (present !== undefined && present !== 'true' && present !== 'false')
      throw new ValidationFailedError([{ field: 'present', messages: ['present must be true or false'] }]);
    if (!(await this.games.gameExists(this.db.manager, id))) throw new DomainError('GAME_NOT_FOUND', `No game ${id}`);
    // Without a cursor the stream starts at the game as it is now (read the game, then stream).
    let last = (header ?? query) ? parseCursor(header ?? query) : await this.games.version(this.db.manager, id);
    const conn = this.open(req, res, p.userId);
    const pump = async () => {
      for (;;) {
        const rows = await this.games.eventsAfter(this.db.manager, id, last);
        for (const r of rows) {
          conn.send(String(r.seq), r.type, {
            gameId: id,
            seq: r.seq,
            type: r.type,
            seat: r.seat,
            userId: r.user_id,
            payload: r.payload,
            createdAt: r.created_at.toISOString(),
            prevHash: r.prev_hash,
            hash: r.hash,
          });
          last = r.seq;
        }
        if (rows.length < EVENTS_PAGE) return;
      }
    };
    conn.onClose(this.hub.onGame(id, () => conn.serial(pump)));
    if (present === 'true') this.presence.keep(conn, p.userId, id);
    conn.serial(pump);
  }

  @Get('me/stream')
  @RequireScope('account:read')
  @ApiOperation({
    summary: 'My live notifications (SSE): id = notification id, event = its kind',
    description:
      'Each frame is the notification as GET /me/notifications gives it: without the scope `games:read` a game ' +
      'notification’s payload is withheld.',
  })
  @ApiProduces('text/event-stream')
  @LastEventId()
  @ApiQuery({ name: 'lastEventId', required: false })
  @ApiOkResponse({ description: 'text/event-stream' })
  @ApiProblems('TOO_MANY_STREAMS')
  me(
    @CurrentPrincipal() p: Principal,
    @Headers('last-event-id') header: string | undefined,
    @Query('lastEventId') query: string | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ): void {
    const conn = this.open(req, res, p.userId);
    const gameData = hasScope(p, 'games:read');
    const given = header ?? query;
    let last: string | null = given !== undefined && /^\d{1,18}$/.test(given) ? given : null;
    // Recent ids the stream knows (sent, or there before it started): a late commit (below) is
    // sent once, and only if it was not known.
    const known = new Map<string, number>();
    let started = false;
    const remember = async (upTo: string) => {
      started = true;
      for (const n of await this.inbox.lateUpTo(p.userId, upTo, LATE_COMMIT_SECONDS, gameData))
        known.set(n.id, Date.now());
    };
    const pump = async () => {
      if (last === null) {
        // A fresh stream starts now: only what arrives from here on.
        last = await this.inbox.newestId(p.userId);
        await remember(last);
        return;
      }
      if (!started) await remember(last);
      const send = (n: NotificationDto) => {
        if (known.has(n.id)) return;
        conn.send(n.id, n.kind, n);
        known.set(n.id, Date.now());
      };
      for (;;) {
        const items = await this.inbox.after(p.userId, last, gameData, 500);
        for (const n of items) {
          send(n);
          last = n.id;
        }
        if (items.length < 500) break;
      }
      // Ids are taken at insert, not at commit: of two writers, the later id may commit first and
      // be read before the earlier one exists. Such a late row is at most a transaction old.
      for (const n of await this.inbox.lateUpTo(p.userId, last, LATE_COMMIT_SECONDS, gameData)) send(n);
      const forget = Date.now() - 2 * LATE_COMMIT_SECONDS * 1000;
      for (const [id, at] of known) if (at < forget) known.delete(id);
    };
    conn.onClose(this.hub.onUser(p.userId, () => conn.serial(pump)));
    conn.serial(pump);
  }

  private open(req: Request, res: Response, userId: string): SseConnection {
    const release = this.hub.admit(userId, this.config.streamsPerUser);
    const conn = new SseConnection(req, res, this.config.streamKeepAliveMs ?? 15_000);
    this.hub.track(conn, release);
    return conn;
  }
}

/** How long a writing transaction may run: a notification can commit at most this late. */
const LATE_COMMIT_SECONDS = 10;

function parseCursor(raw: string | undefined): number {
  return raw !== undefined && /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
}
