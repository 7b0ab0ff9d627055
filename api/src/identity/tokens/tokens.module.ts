import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiToken } from './api-token.entity';
import { ApiTokenRepository } from './api-token.repository';
import { TokensController } from './tokens.controller';
import { TokensService } from './tokens.service';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';

@Module({
  imports: [TypeOrmModule.forFeature([ApiToken]), RateLimitModule],
  controllers: [TokensController],
  providers: [ApiTokenRepository, TokensService],
  exports: [TokensService],
})
export class TokensModule {}
