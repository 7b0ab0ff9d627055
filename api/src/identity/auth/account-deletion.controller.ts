import { Body, Controller, Delete, HttpCode, Inject, Req, Res, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBearerAuth, ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { ApiProblems } from '../../platform/http/api-problems.decorator';
import { ApiBudget } from '../../platform/rate-limit/rate-limit.decorators';
import { RateLimitGuard } from '../../platform/rate-limit/rate-limit.guard';
import { AuthenticatedGuard } from '../access/authenticated.guard';
import { CurrentPrincipal } from '../access/current-principal.decorator';
import { PeopleOnly } from '../access/people-only.decorator';
import type { Principal } from '../access/principal';
import { AccountDeletionService, DELETION_GRACE_DAYS } from './account-deletion.service';
import { AccountDeletionDto, DeleteAccountDto } from './dto/account-deletion.dto';
import { clearSessionCookie } from './session-cookie';

/** Leaving: the deletion of the caller's own account (docs/safety.md, "Leaving, and your data"). */
@ApiTags('users')
@ApiBearerAuth('jwt')
@ApiCookieAuth('session')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@PeopleOnly()
@Controller('me')
export class AccountDeletionController {
  private readonly secureCookie: boolean;

  constructor(
    private readonly deletion: AccountDeletionService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.secureCookie = config.publicUrl.startsWith('https:');
  }

  @Delete()
  @HttpCode(202)
  @ApiOperation({
    summary: `Delete my account, ${DELETION_GRACE_DAYS} days from now; signing in before then cancels it`,
    description:
      'Needs the password (`password`), or for an account without one a sign-in of the last 10 minutes. Signs the ' +
      `account out everywhere and emails its owner. ${DELETION_GRACE_DAYS} days later the account is closed: its ` +
      'name becomes `deleted-…`, its email address is freed, its sessions, tokens, app authorisations, webhooks and ' +
      "settings go, its seats in unfinished games are given up as each game's `abandoned` option says; finished " +
      'games, messages and results stay under the new name. Signing in before then cancels the deletion; ' +
      '`GET /me` (and `GET /users/me`) shows it while it is pending. Asked again while pending, answers the pending one.',
  })
  @ApiAcceptedResponse({ type: AccountDeletionDto })
  @ApiProblems('PASSWORD_REQUIRED', 'WRONG_PASSWORD', 'FRESH_SIGN_IN_REQUIRED', 'USER_NOT_FOUND')
  async delete(
    @CurrentPrincipal() principal: Principal,
    @Body() body: DeleteAccountDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AccountDeletionDto> {
    const pending = await this.deletion.request(principal, body.password, req.ip ?? '');
    clearSessionCookie(res, this.secureCookie);
    return { requestedAt: pending.requestedAt.toISOString(), dueAt: pending.dueAt.toISOString() };
  }
}
