import { Body, Controller, Get, HttpCode, Post, Put, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiSecurity,
  ApiTags,
} from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/api-problems.decorator';
import { ApiBudget } from '../../platform/rate-limit/rate-limit.decorators';
import { RateLimitGuard } from '../../platform/rate-limit/rate-limit.guard';
import { AuthenticatedGuard } from '../access/authenticated.guard';
import { CurrentPrincipal } from '../access/current-principal.decorator';
import type { Principal } from '../access/principal';
import { RequireScope } from '../access/require-scope.decorator';
import { BotAccountsService } from './bot-accounts.service';
import { BotProfileDto, toBotProfileDto } from './dto/bot-profile.dto';

/** A bot account: becoming one, and what it accepts (docs/bots.md). */
@ApiTags('bots')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiSecurity('apiToken')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@RequireScope('bot:play')
@Controller()
export class BotsController {
  constructor(private readonly bots: BotAccountsService) {}

  @Post('me/bot')
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Turn my account into a bot, for good: only an account that has never held or been invited to a seat. Answers its profile',
  })
  @ApiCreatedResponse({ type: BotProfileDto })
  @ApiProblems('USER_NOT_FOUND', 'ALREADY_A_BOT', 'BOT_UPGRADE_REFUSED')
  async upgrade(@CurrentPrincipal() p: Principal): Promise<BotProfileDto> {
    return toBotProfileDto(await this.bots.upgrade(p.userId));
  }

  @Get('bot/profile')
  @ApiOperation({ summary: 'What my bot accepts' })
  @ApiOkResponse({ type: BotProfileDto })
  @ApiProblems('NOT_A_BOT')
  async profile(@CurrentPrincipal() p: Principal): Promise<BotProfileDto> {
    return toBotProfileDto(await this.bots.profile(p.userId));
  }

  @Put('bot/profile')
  @ApiOperation({
    summary:
      'Say what my bot accepts (variants, option sets, time controls, games at once, other bots); challenges outside it are declined for it',
  })
  @ApiOkResponse({ type: BotProfileDto })
  @ApiProblems('NOT_A_BOT', 'BAD_BOT_PROFILE')
  async update(@CurrentPrincipal() p: Principal, @Body() body: BotProfileDto): Promise<BotProfileDto> {
    return toBotProfileDto(await this.bots.updateProfile(p.userId, body));
  }
}
