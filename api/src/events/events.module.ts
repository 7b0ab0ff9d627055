import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventLog } from './event-log';
import { GameEvent } from './game-event.entity';

@Module({
  imports: [TypeOrmModule.forFeature([GameEvent])],
  providers: [EventLog],
  exports: [EventLog],
})
export class EventsModule {}
