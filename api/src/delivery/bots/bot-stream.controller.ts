import { Controller, Get, Inject, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCookieAuth,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiSecurity,
  ApiTags,
} from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { AuthenticatedGuard } from '../../identity/access/authenticated.guard';
import { CurrentPrincipal } from '../../identity/access/current-principal.decorator';
import type { Principal } from '../../identity/access/principal';
import { RequireScope } from '../../identity/access/require-scope.decorator';
import { BotProfileRepository } from '../../identity/bots/bot-profile.repository';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { DomainError } from '../../platform/errors/domain-error';
import { ApiProblems } from '../../platform/http/api-problems.decorator';
import { ApiBudget } from '../../platform/rate-limit/rate-limit.decorators';
import { RateLimitGuard } from '../../platform/rate-limit/rate-limit.guard';
import { SseConnection } from '../../platform/streams/sse-connection';
import { StreamHub } from '../../platform/streams/stream-hub';
import { type BotFrame, BotStreamService } from './bot-stream.service';

/**
 * A wake-up can be missed (an invitation whose in-app notification the bot turned off): the
 * stream looks again this often all the same. Three indexed reads per bot.
 */
const LOOK_AGAIN_MS = 10_000;

/**
 * The stream a bot plays from (docs/bots.md, "The stream"). Every frame reports state, not a
 * change: each connection starts with everything pending (invitations, running games, turns),
 * then `ready`, then what changes. A reconnect therefore loses nothing, and a frame's id names
 * the state (`turn:<game>:<version>:<seat>`) so a client that reconnects skips what it has done.
 */
@ApiTags('bots')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiSecurity('apiToken')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@RequireScope('bot:play')
@Controller()
export class BotStreamController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly hub: StreamHub,
    private readonly profiles: BotProfileRepository,
    private readonly frames: BotStreamService,
  ) {}

  @Get('bot/stream')
  @ApiOperation({
    summary:
      'My bot’s events (SSE, or NDJSON with Accept: application/x-ndjson): challenge (a challenge, POST /challenges, or an invitation to a seat), gameStart, turn (position, legal actions, deadline, clocks, version), gameFinish; each connection starts with all that is pending, then ready',
  })
  @ApiProduces('text/event-stream', 'application/x-ndjson')
  @ApiOkResponse({
    description:
      'text/event-stream, or application/x-ndjson when asked for: one {"id", "event", "data"} object a line, an empty line to keep alive',
  })
  @ApiProblems('NOT_A_BOT', 'TOO_MANY_STREAMS')
  async stream(@CurrentPrincipal() p: Principal, @Req() req: Request, @Res() res: Response): Promise<void> {
    if (!(await this.profiles.find(this.db.manager, p.userId)))
      throw new DomainError('NOT_A_BOT', 'This account is not a bot; POST /me/bot makes it one.');
    // Counted with the user's other streams (STREAMS_PER_USER): a reconnecting client cannot pile them up.
    const release = this.hub.admit(p.userId, this.config.streamsPerUser);
    // Lines of JSON for a client that asks for them before SSE (docs/bots.md, "The stream").
    const ndjson = req.accepts(['text/event-stream', 'application/x-ndjson']) === 'application/x-ndjson';
    const conn = new SseConnection(req, res, this.config.streamKeepAliveMs ?? 15_000, ndjson);
    this.hub.track(conn, release);
    const botId = p.userId;
    let sent = new Set<string>();
    let running: Set<string> | null = null;
    const watched = new Map<string, () => void>();
    const wake = () => conn.serial(pump);
    const watch = (ids: Iterable<string>) => {
      const keep = new Set(ids);
      for (const [id, stop] of watched)
        if (!keep.has(id)) {
          stop();
          watched.delete(id);
        }
      for (const id of keep) if (!watched.has(id)) watched.set(id, this.hub.onGame(id, wake));
    };
    const pump = async () => {
      const now = new Set<string>();
      const send = (f: BotFrame | null) => {
        if (!f) return;
        now.add(f.id);
        if (!sent.has(f.id)) conn.send(f.id, f.event, f.data);
      };
      const invitations = await this.frames.invitations(botId);
      invitations.forEach(send);
      (await this.frames.challenges(botId)).forEach(send);
      const current = new Set(await this.frames.running(botId));
      for (const id of current) send(await this.frames.gameStart(id, botId));
      for (const id of running ?? []) if (!current.has(id)) send(await this.frames.gameFinish(id));
      (await this.frames.turns(botId)).forEach(send);
      if (running === null) conn.send('ready', 'ready', { games: [...current] });
      running = current;
      // Only what still holds is remembered: a frame of a past state cannot come again.
      sent = now;
      watch([...current, ...invitations.map((f) => String(f.data.gameId))]);
    };
    const timer = setInterval(wake, LOOK_AGAIN_MS);
    conn.onClose(() => {
      clearInterval(timer);
      watch([]);
    });
    conn.onClose(this.hub.onUser(botId, wake));
    wake();
  }
}
