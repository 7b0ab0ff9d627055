import { Controller, Get, Header, HttpCode, Inject, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/api-problems.decorator';
import { DomainError } from '../../platform/errors/domain-error';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { NotificationKind } from '../../platform/outbox/notification-kind';
import { CONFIGURABLE_KINDS } from './notification-settings';
import { NotificationSettingsService } from './notification-settings.service';
import { readUnsubscribeToken } from './unsubscribe-token';
import { ApiPublic } from '../../platform/http/api-public.decorator';

/**
 * One-click unsubscribe (RFC 8058): mail clients POST `List-Unsubscribe=One-Click` to the URL of
 * the `List-Unsubscribe` header; a person who opens the link gets a page with a button doing the
 * same POST (a GET changes nothing, since link scanners follow links).
 */
@ApiTags('notifications')
@ApiPublic()
@Controller('notifications/unsubscribe')
export class UnsubscribeController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: NotificationSettingsService,
  ) {}

  @Get()
  @Header('Content-Type', 'text/html; charset=utf-8')
  @ApiOperation({ summary: 'The unsubscribe page behind an email’s link (changes nothing)' })
  @ApiQuery({ name: 'token', required: true })
  @ApiOkResponse({ description: 'HTML page with a confirm button' })
  @ApiProblems('INVALID_UNSUBSCRIBE_LINK')
  page(@Query('token') token: string): string {
    const t = this.read(token);
    const q = encodeURIComponent(token);
    return `<!doctype html><html><body><form method="post" action="?token=${q}"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<p>Stop emails of kind “${t.kind}”? / E-Mails der Art „${t.kind}“ abbestellen?</p><button type="submit">Unsubscribe / Abbestellen</button></form></body></html>`;
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'One-click unsubscribe: sets that kind of email to never' })
  @ApiQuery({ name: 'token', required: true })
  @ApiOkResponse({ description: '{ "unsubscribed": kind }' })
  @ApiProblems('INVALID_UNSUBSCRIBE_LINK')
  async unsubscribe(@Query('token') token: string): Promise<{ unsubscribed: string }> {
    const t = this.read(token);
    await this.settings.unsubscribe(t.userId, t.kind as NotificationKind);
    return { unsubscribed: t.kind };
  }

  private read(token: string | undefined): { userId: string; kind: string } {
    const t = token ? readUnsubscribeToken(this.config.sessionSecret, token) : null;
    if (!t || !CONFIGURABLE_KINDS.includes(t.kind as NotificationKind))
      throw new DomainError('INVALID_UNSUBSCRIBE_LINK', 'This unsubscribe link is not valid.');
    return t;
  }
}
