import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiToken } from './api-token.entity';
import { DataExportSections } from '../users/data-export-sections';
import { UsersModule } from '../users/users.module';
import { ApiTokenRepository } from './api-token.repository';
import { toTokenDto } from './dto/token.dto';
import { TokensController } from './tokens.controller';
import { TokensService } from './tokens.service';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';

@Module({
  imports: [TypeOrmModule.forFeature([ApiToken]), RateLimitModule, UsersModule],
  controllers: [TokensController],
  providers: [ApiTokenRepository, TokensService],
  exports: [TokensService],
})
export class TokensModule implements OnModuleInit {
  constructor(
    private readonly exports: DataExportSections,
    private readonly tokens: TokensService,
  ) {}

  /** The export lists the tokens as `GET /tokens` does: names and scopes, never a secret; for people only. */
  onModuleInit(): void {
    this.exports.register({
      key: 'tokens',
      order: 80,
      scope: 'people',
      value: async ({ userId }) => (await this.tokens.list(userId)).map(toTokenDto),
    });
  }
}
