import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AddressVerifiedListeners } from './address-verified-listeners';
import { User } from './user.entity';
import { UserRepository } from './user.repository';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';

@Module({
  imports: [TypeOrmModule.forFeature([User]), RateLimitModule],
  controllers: [UsersController],
  providers: [UsersService, AddressVerifiedListeners, UserRepository],
  exports: [UsersService, AddressVerifiedListeners, UserRepository, TypeOrmModule],
})
export class UsersModule {}
