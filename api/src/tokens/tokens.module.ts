import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { registerErrorCodes } from '../common/error-codes';
import { ApiToken } from './api-token.entity';
import { TokensController } from './tokens.controller';
import { TokensService } from './tokens.service';

registerErrorCodes({ TOKEN_NOT_FOUND: 404 });

@Module({
  imports: [TypeOrmModule.forFeature([ApiToken])],
  controllers: [TokensController],
  providers: [TokensService],
  exports: [TokensService],
})
export class TokensModule {}
