import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiSecurity,
  ApiTags,
} from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/api-problems.decorator';
import { AuthenticatedGuard } from '../../identity/access/authenticated.guard';
import { CurrentPrincipal } from '../../identity/access/current-principal.decorator';
import type { Principal } from '../../identity/access/principal';
import { RequireScope } from '../../identity/access/require-scope.decorator';
import { CreateVacationDto, VacationDto, VacationsDto } from './vacation.dto';
import { VacationsService } from './vacations.service';
import { ApiBudget } from '../../platform/rate-limit/rate-limit.decorators';
import { RateLimitGuard } from '../../platform/rate-limit/rate-limit.guard';

@ApiTags('vacation')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiSecurity('apiToken')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@Controller('me/vacations')
export class VacationsController {
  constructor(private readonly vacations: VacationsService) {}

  @Get()
  @RequireScope('account:read')
  @ApiOperation({ summary: 'My vacations and the days left per year' })
  @ApiOkResponse({ type: VacationsDto })
  list(@CurrentPrincipal() p: Principal): Promise<VacationsDto> {
    return this.vacations.list(p.userId);
  }

  @Post()
  @RequireScope('games:play')
  @ApiOperation({ summary: 'Take a vacation (today or later): pauses my clocks in every game that allows it' })
  @ApiCreatedResponse({ type: VacationDto })
  @ApiProblems('BAD_VACATION', 'VACATION_IN_PAST', 'VACATION_OVERLAP', 'VACATION_ALLOWANCE_EXCEEDED')
  create(@CurrentPrincipal() p: Principal, @Body() body: CreateVacationDto): Promise<VacationDto> {
    return this.vacations.create(p.userId, body.from, body.to);
  }

  @Delete(':id')
  @HttpCode(204)
  @RequireScope('games:play')
  @ApiOperation({ summary: 'Cancel a future vacation, or end a running one yesterday' })
  @ApiNoContentResponse()
  @ApiProblems('VACATION_NOT_FOUND', 'VACATION_PAST')
  async cancel(@CurrentPrincipal() p: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    await this.vacations.cancel(p.userId, id);
  }
}
