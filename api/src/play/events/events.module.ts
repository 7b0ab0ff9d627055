import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventRepository } from './event.repository';
import { GameEvent } from './game-event.entity';

@Module({
  imports: [TypeOrmModule.forFeature([GameEvent])],
  providers: [EventRepository],
  exports: [EventRepository],
})
export class EventsModule {}
