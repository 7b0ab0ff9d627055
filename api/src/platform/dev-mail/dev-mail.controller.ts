import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { DomainError } from '../errors/domain-error';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { CaughtMail, readCaughtMail } from './caught-mail';
import { isLoopbackAddress } from './loopback';

/** Headers a proxy adds when it relays a request; the dashboard's /api proxy sets them all. */
const RELAYED = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto'];

/**
 * Lists the messages of the local mail catcher, for the dashboard's `/dev/mail` page. Caught mail
 * holds password-reset links, so only a person at this machine may read it:
 * - it exists only in the start command's embedded mode (DEV_MAIL_DIR set, which the start
 *   command does only while HOST is loopback or DEV_MAIL=on); everywhere else it answers 404;
 * - it answers only a client whose TCP connection comes from loopback — the socket's address,
 *   never a header, decides. Headers can only refuse: a request relayed by a proxy (the
 *   dashboard's own included) arrives from loopback on someone else's behalf, so it is refused too.
 * The dashboard's page therefore fetches it from the browser, straight from the API (CORS for
 * the dashboard's origins only). Not part of the public API, hence not in openapi.yaml.
 */
@ApiExcludeController()
@Controller('dev/mail')
export class DevMailController {
  private readonly dashboardOrigins: ReadonlySet<string>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.dashboardOrigins = new Set([new URL(config.publicUrl).origin, ...config.trustedOrigins]);
  }

  @Get()
  list(@Req() req: Request, @Res({ passthrough: true }) res: Response): { messages: CaughtMail[] } {
    if (!this.config.devMailDir) {
      throw new DomainError('NOT_FOUND', 'The mail catcher is only available with the start command’s embedded mail.');
    }
    const origin = req.headers.origin;
    if (origin && this.dashboardOrigins.has(origin)) res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
    res.setHeader('Cache-Control', 'no-store');
    if (!isLoopbackAddress(req.socket.remoteAddress) || RELAYED.some((h) => req.headers[h] !== undefined)) {
      throw new DomainError('FORBIDDEN', 'Caught mail is shown only to a browser on this machine (loopback).');
    }
    return { messages: readCaughtMail(this.config.devMailDir).reverse() };
  }
}
