import { Module } from '@nestjs/common';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { UsersModule } from '../users/users.module';
import { BlockRepository } from './block.repository';
import { BlocksController } from './blocks.controller';
import { BlocksService } from './blocks.service';
import { Reachability } from './reachability';

/** Blocks between people, and whether one person may reach another (Reachability). */
@Module({
  imports: [UsersModule, RateLimitModule],
  controllers: [BlocksController],
  providers: [BlockRepository, BlocksService, Reachability],
  exports: [BlockRepository, Reachability],
})
export class BlocksModule {}
