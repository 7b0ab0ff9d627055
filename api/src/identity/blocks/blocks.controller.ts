import { Controller, Delete, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCookieAuth,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiSecurity,
  ApiTags,
} from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/api-problems.decorator';
import { PageQuery } from '../../platform/http/page-query.dto';
import { ApiBudget } from '../../platform/rate-limit/rate-limit.decorators';
import { RateLimitGuard } from '../../platform/rate-limit/rate-limit.guard';
import { AuthenticatedGuard } from '../access/authenticated.guard';
import { CurrentPrincipal } from '../access/current-principal.decorator';
import type { Principal } from '../access/principal';
import { RequireScope } from '../access/require-scope.decorator';
import { BlocksService } from './blocks.service';
import { BlockDto, BlockPageDto } from './dto/block.dto';

const UsernameParam = () => ApiParam({ name: 'username', example: 'mallory', description: 'The person’s username' });

/**
 * People I blocked (docs/safety.md, "Blocking"): they cannot invite me, offer me a seat, write to
 * me in a pair channel or sit down at my table; their table messages are collapsed for me. Nobody
 * learns of a block from any route.
 */
@ApiTags('safety')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiSecurity('apiToken')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@Controller('me/blocks')
export class BlocksController {
  constructor(private readonly blocks: BlocksService) {}

  @Get()
  @RequireScope('account:read')
  @ApiOperation({ summary: 'The people I blocked, newest first (cursor-paged)' })
  @ApiOkResponse({ type: BlockPageDto })
  @ApiProblems('BAD_CURSOR')
  list(@CurrentPrincipal() p: Principal, @Query() q: PageQuery): Promise<BlockPageDto> {
    return this.blocks.list(p.userId, q.limit ?? 20, q.cursor);
  }

  @Post(':username')
  @HttpCode(200)
  @RequireScope('account:write')
  @UsernameParam()
  @ApiOperation({
    summary:
      'Block a person: they can no longer invite me, offer me a seat, write to me in a pair channel or join my table; blocking again changes nothing',
  })
  @ApiOkResponse({ type: BlockDto })
  @ApiProblems('USER_NOT_FOUND', 'CANNOT_BLOCK_YOURSELF', 'BLOCK_LIMIT')
  block(@CurrentPrincipal() p: Principal, @Param('username') username: string): Promise<BlockDto> {
    return this.blocks.block(p.userId, username);
  }

  @Delete(':username')
  @HttpCode(204)
  @RequireScope('account:write')
  @UsernameParam()
  @ApiOperation({ summary: 'Unblock a person (unblocking someone not blocked changes nothing)' })
  @ApiNoContentResponse()
  @ApiProblems('USER_NOT_FOUND')
  async unblock(@CurrentPrincipal() p: Principal, @Param('username') username: string): Promise<void> {
    await this.blocks.unblock(p.userId, username);
  }
}
