import { AccountStandingService } from '../standing/account-standing.service';
import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountClosureListeners } from './account-closure-listeners';
import { AddressVerifiedListeners } from './address-verified-listeners';
import { DataExportSections } from './data-export-sections';
import { toMe } from './public-user.dto';
import { User } from './user.entity';
import { UserRepository } from './user.repository';
import { MeController, UsersController } from './users.controller';
import { UsersService } from './users.service';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';

@Module({
  imports: [TypeOrmModule.forFeature([User]), RateLimitModule],
  controllers: [UsersController, MeController],
  providers: [UsersService, AddressVerifiedListeners, AccountClosureListeners, DataExportSections, UserRepository],
  exports: [
    UsersService,
    AddressVerifiedListeners,
    AccountClosureListeners,
    DataExportSections,
    UserRepository,
    TypeOrmModule,
  ],
})
export class UsersModule implements OnModuleInit {
  constructor(
    private readonly exports: DataExportSections,
    private readonly users: UsersService,
    private readonly standing: AccountStandingService,
  ) {}

  /** The export's first part: the account as `GET /users/me` shows it. */
  onModuleInit(): void {
    this.exports.register({
      key: 'account',
      order: 10,
      scope: 'account:read',
      value: async ({ userId }) => toMe(await this.users.byId(userId), await this.standing.of(userId)),
    });
  }
}
