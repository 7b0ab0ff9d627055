import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AddressVerifiedListeners } from './address-verified-listeners';
import { User } from './user.entity';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User])],
  controllers: [UsersController],
  providers: [UsersService, AddressVerifiedListeners],
  exports: [UsersService, AddressVerifiedListeners, TypeOrmModule],
})
export class UsersModule {}
