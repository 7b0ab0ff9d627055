import { Body, Controller, Post, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiCreatedResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AuthenticatedGuard } from '../../identity/access/authenticated.guard';
import { CurrentPrincipal } from '../../identity/access/current-principal.decorator';
import type { Principal } from '../../identity/access/principal';
import { RequireScope } from '../../identity/access/require-scope.decorator';
import { DomainError } from '../../platform/errors/domain-error';
import { ApiProblems } from '../../platform/http/api-problems.decorator';
import { ApiBudget } from '../../platform/rate-limit/rate-limit.decorators';
import { RateLimitGuard } from '../../platform/rate-limit/rate-limit.guard';
import { CreateReportDto, ReportCreatedDto } from './dto/report.dto';
import { ReportsService } from './reports.service';

/** Reporting abuse to the moderators (docs/safety.md, "Reports and moderation"). */
@ApiTags('safety')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiSecurity('apiToken')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@Controller('reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Post()
  @RequireScope('account:write')
  @ApiOperation({
    summary:
      'Report a message, a person, a game or a club to the moderators; the person reported is never told who reported them',
  })
  @ApiCreatedResponse({ type: ReportCreatedDto })
  @ApiProblems('REPORT_SUBJECT_NOT_FOUND', 'CANNOT_REPORT_YOURSELF', 'ALREADY_REPORTED', 'REPORT_RATE_LIMITED')
  async create(
    @CurrentPrincipal() p: Principal,
    @Body() body: CreateReportDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ReportCreatedDto> {
    try {
      return await this.reports.file(p.userId, body);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'REPORT_RATE_LIMITED')
        res.setHeader('Retry-After', String(error.extensions.retryAfter ?? 3600));
      throw error;
    }
  }
}
