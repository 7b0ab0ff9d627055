import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/api-problems.decorator';
import { AuthenticatedGuard } from '../access/authenticated.guard';
import { CurrentPrincipal } from '../access/current-principal.decorator';
import { PeopleOnly } from '../access/people-only.decorator';
import type { Principal } from '../access/principal';
import { CreatedTokenDto, TokenListDto, toTokenDto } from './dto/token.dto';
import { CreateTokenDto } from './dto/create-token.dto';
import { TokensService } from './tokens.service';
import { ApiBudget } from '../../platform/rate-limit/rate-limit.decorators';
import { RateLimitGuard } from '../../platform/rate-limit/rate-limit.guard';

/** Personal API tokens. Managed by people only: a token cannot mint or revoke tokens. */
@ApiTags('tokens')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@PeopleOnly()
@Controller('tokens')
export class TokensController {
  constructor(private readonly tokens: TokensService) {}

  @Post()
  @ApiOperation({ summary: 'Create a personal API token (the secret is in this answer only)' })
  @ApiCreatedResponse({ type: CreatedTokenDto })
  async create(@CurrentPrincipal() principal: Principal, @Body() body: CreateTokenDto): Promise<CreatedTokenDto> {
    const { token, secret } = await this.tokens.create(
      principal.userId,
      body.name,
      body.scopes,
      body.expiresAt ? new Date(body.expiresAt) : null,
    );
    return { ...toTokenDto(token), token: secret };
  }

  @Get()
  @ApiOperation({ summary: 'List my tokens (revoked ones included, secrets never)' })
  @ApiOkResponse({ type: TokenListDto })
  async list(@CurrentPrincipal() principal: Principal): Promise<TokenListDto> {
    return { items: (await this.tokens.list(principal.userId)).map(toTokenDto) };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Revoke a token; it stops working at once' })
  @ApiNoContentResponse()
  @ApiProblems('TOKEN_NOT_FOUND')
  async revoke(@CurrentPrincipal() principal: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    await this.tokens.revoke(principal.userId, id);
  }
}
