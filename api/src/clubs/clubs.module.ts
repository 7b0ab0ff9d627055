import { Module } from '@nestjs/common';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { UsersModule } from '../users/users.module';
import { ClubAccess } from './club-access';
import { ClubsController } from './clubs.controller';
import { ClubsService } from './clubs.service';

@Module({
  imports: [UsersModule, RateLimitModule],
  controllers: [ClubsController],
  providers: [ClubsService, ClubAccess],
  exports: [ClubAccess],
})
export class ClubsModule {}
