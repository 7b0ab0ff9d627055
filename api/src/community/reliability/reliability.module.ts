import { Module } from '@nestjs/common';
import { ReliabilityRecorder } from './reliability-recorder';
import { ReliabilityRepository } from './reliability.repository';
import { TurnsKeptEffect } from './turns-kept.effect';

/** Reliability, kept as the games change (docs/ratings.md, "Reliability"); read through community/reputation. */
@Module({
  providers: [ReliabilityRepository, TurnsKeptEffect, ReliabilityRecorder],
  // Both are effects of a game's change (api/src/game-change-effects.module.ts).
  exports: [TurnsKeptEffect, ReliabilityRecorder],
})
export class ReliabilityModule {}
