import { Readable } from 'node:stream';
import { Controller, Get, Res, StreamableFile, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCookieAuth,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiSecurity,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { AuthenticatedGuard } from '../../identity/access/authenticated.guard';
import { CurrentPrincipal } from '../../identity/access/current-principal.decorator';
import type { Principal } from '../../identity/access/principal';
import { RequireScope } from '../../identity/access/require-scope.decorator';
import { ApiProblems } from '../../platform/http/api-problems.decorator';
import { ApiBudget } from '../../platform/rate-limit/rate-limit.decorators';
import { RateLimitGuard } from '../../platform/rate-limit/rate-limit.guard';
import { attachment } from '../../play/audit/pgn-file-name';
import { DataExportDto } from './data-export.dto';
import { DataExportService, EXPORTS_PER_HOUR } from './data-export.service';

/** Leaving, and your data: everything the account has, as one JSON document. */
@ApiTags('users')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiSecurity('apiToken')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@Controller('me')
export class DataExportController {
  constructor(private readonly exports: DataExportService) {}

  @Get('export')
  @RequireScope('account:read')
  @ApiProduces('application/json')
  @ApiOperation({
    summary: 'Download everything of my account as one JSON document',
    description:
      'A download (`Content-Disposition: attachment`): the account, play and notification settings, vacations, ' +
      'webhooks, ladder results, API tokens and app authorisations (names and scopes, never a secret), and every ' +
      'game whose seat the account holds with its record (as `GET /games/{id}/record` gives it) and what of it is ' +
      "the account's own: notes, the messages it wrote, its plans. A session or JWT gets every part; a token gets " +
      'the parts its scopes cover (`account:read`: the account and its settings; `games:read`: the games; ' +
      '`ladders:read`: the ladder results; tokens and app authorisations: people only) and `omitted` names the ' +
      `others with what each needs. At most ${EXPORTS_PER_HOUR} exports an hour.`,
  })
  @ApiOkResponse({ type: DataExportDto })
  @ApiProblems('RATE_LIMITED')
  async export(
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const { fileName, body } = await this.exports.export(principal);
    res.setHeader('Content-Disposition', attachment(fileName));
    res.setHeader('Cache-Control', 'no-store');
    return new StreamableFile(Readable.from(body), { type: 'application/json; charset=utf-8' });
  }
}
