import { Module } from '@nestjs/common';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { UsersModule } from '../../identity/users/users.module';
import { BlocksModule } from '../../identity/blocks/blocks.module';
import { ClubAccess } from './club-access';
import { ClubRepository } from './club.repository';
import { ClubsController } from './clubs.controller';
import { ClubsService } from './clubs.service';

@Module({
  imports: [UsersModule, RateLimitModule, BlocksModule],
  controllers: [ClubsController],
  providers: [ClubsService, ClubAccess, ClubRepository],
  exports: [ClubAccess, ClubRepository],
})
export class ClubsModule {}
