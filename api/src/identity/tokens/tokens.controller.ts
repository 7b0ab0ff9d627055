import { Body, Get, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentPrincipal } from '../access/current-principal.decorator';
import { OwnCredentials, RevokesOwn } from '../access/own-credentials.decorator';
import type { Principal } from '../access/principal';
import { CreatedTokenDto, TokenListDto, toTokenDto } from './dto/token.dto';
import { CreateTokenDto } from './dto/create-token.dto';
import { TokensService } from './tokens.service';

/** Personal API tokens. Managed by people only: a token cannot mint or revoke tokens. */
@OwnCredentials('tokens', 'tokens')
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

  @RevokesOwn('id', 'Revoke a token; it stops working at once', 'TOKEN_NOT_FOUND')
  async revoke(@CurrentPrincipal() principal: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    await this.tokens.revoke(principal.userId, id);
  }
}
