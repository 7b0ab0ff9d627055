import { createHash, timingSafeEqual } from 'node:crypto';
import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { isLoopbackAddress } from '../dev-mail/loopback';
import { DomainError } from '../errors/domain-error';
import { MetricsService } from './metrics.service';

/** Headers a proxy adds when it relays a request; the dashboard's /api proxy sets them all. */
const RELAYED = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto'];

/**
 * Prometheus' scrape endpoint. Off (404) unless METRICS=on; then it answers a scraper on this
 * machine — the socket's address decides, and a request a proxy relayed (the dashboard's own
 * included) is not one — or anyone presenting METRICS_TOKEN as a bearer. Not part of the public
 * API, hence not in openapi.yaml.
 */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController {
  private readonly token?: Buffer;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: MetricsService,
  ) {
    if (config.metricsToken) this.token = digest(config.metricsToken);
  }

  @Get()
  async scrape(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (!this.config.metrics)
      throw new DomainError('NOT_FOUND', 'Metrics are off on this server (METRICS=on turns them on).');
    if (!this.allowed(req))
      throw new DomainError('UNAUTHENTICATED', 'Metrics are shown to this machine or with the metrics token only.');
    const { contentType, text } = await this.metrics.scrape();
    res.setHeader('Cache-Control', 'no-store');
    // As the client writes it (Prometheus reads the version from it); express would reorder it.
    res.setHeader('Content-Type', contentType);
    res.end(text);
  }

  private allowed(req: Request): boolean {
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (this.token && bearer !== undefined) return timingSafeEqual(digest(bearer), this.token);
    return isLoopbackAddress(req.socket.remoteAddress) && !RELAYED.some((h) => req.headers[h] !== undefined);
  }
}

const digest = (s: string) => createHash('sha256').update(s).digest();
