import { Body, Controller, Get, Patch, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { AuthenticatedGuard } from '../../identity/access/authenticated.guard';
import { CurrentPrincipal } from '../../identity/access/current-principal.decorator';
import type { Principal } from '../../identity/access/principal';
import { RequireScope } from '../../identity/access/require-scope.decorator';
import { PlaySettingsDto, UpdatePlaySettingsDto } from './play-settings.dto';
import { PlaySettingsService } from './play-settings.service';
import { ApiBudget } from '../../platform/rate-limit/rate-limit.decorators';
import { RateLimitGuard } from '../../platform/rate-limit/rate-limit.guard';

/** My play settings, kept on the server with my other settings, so every device asks alike. */
@ApiTags('settings')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiSecurity('apiToken')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@Controller('me/play-settings')
export class PlaySettingsController {
  constructor(private readonly settings: PlaySettingsService) {}

  @Get()
  @RequireScope('account:read')
  @ApiOperation({
    summary: 'My play settings (ask before a single half-move is sent: in correspondence games, in practice)',
  })
  @ApiOkResponse({ type: PlaySettingsDto })
  get(@CurrentPrincipal() p: Principal): Promise<PlaySettingsDto> {
    return this.settings.get(p.userId);
  }

  @Patch()
  @RequireScope('account:write')
  @ApiOperation({ summary: 'Change some of my play settings' })
  @ApiOkResponse({ type: PlaySettingsDto })
  update(@CurrentPrincipal() p: Principal, @Body() body: UpdatePlaySettingsDto): Promise<PlaySettingsDto> {
    return this.settings.update(p.userId, body);
  }
}
