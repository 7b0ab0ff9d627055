import { Module } from '@nestjs/common';
import { registerErrorCodes } from '../common/error-codes';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { UsersModule } from '../users/users.module';
import { ClubAccess } from './club-access';
import { ClubsController } from './clubs.controller';
import { ClubsService } from './clubs.service';

registerErrorCodes({
  BAD_CURSOR: 400,
  INVITEE_NOT_FOUND: 400,
  CLUB_NOT_FOUND: 404,
  MEMBER_NOT_FOUND: 404,
  NOT_A_MEMBER: 403,
  CLUB_ADMIN_REQUIRED: 403,
  CLUB_OWNER_REQUIRED: 403,
  INVITATION_REQUIRED: 403,
  CLUB_NAME_TAKEN: 409,
  ALREADY_A_MEMBER: 409,
  LAST_OWNER: 409,
});

@Module({
  imports: [UsersModule, RateLimitModule],
  controllers: [ClubsController],
  providers: [ClubsService, ClubAccess],
  exports: [ClubAccess],
})
export class ClubsModule {}
