import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboxMessage } from './outbox-message.entity';
import { OutboxWriter } from './outbox.writer';

@Module({
  imports: [TypeOrmModule.forFeature([OutboxMessage])],
  providers: [OutboxWriter],
  exports: [OutboxWriter, TypeOrmModule],
})
export class OutboxModule {}
