import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AddressVerifiedListeners } from './address-verified-listeners';
import { User } from './user.entity';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';

@Module({
  imports: [TypeOrmModule.forFeature([User]), RateLimitModule],
  controllers: [UsersController],
  providers: [UsersService, AddressVerifiedListeners],
  exports: [UsersService, AddressVerifiedListeners, TypeOrmModule],
})
export class UsersModule {}
