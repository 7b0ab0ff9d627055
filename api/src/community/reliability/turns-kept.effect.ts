import { Injectable } from '@nestjs/common';
import type { GameChange, InsertEffect } from '../../play/core/game-change';
import type { InsertPart } from '../../play/core/game-change.repository';
import type { GameRecord } from '../../play/core/game-record';
import { add, noObligations, turnsKept } from './obligations';
import { ReliabilityRepository } from './reliability.repository';

/**
 * Each turn a person completes in time is a met obligation of their reliability: an insert
 * effect, so the common half-move stays one statement (the player's row moves on in it). Misses
 * and the games' ends are the reliability recorder's, on the locked path.
 */
@Injectable()
export class TurnsKeptEffect implements InsertEffect {
  readonly kind = 'insert';
  readonly name = 'turns kept in time';

  constructor(private readonly reliability: ReliabilityRepository) {}

  insert(change: GameChange, before: GameRecord, after: GameRecord): InsertPart {
    const kept = [...turnsKept(change, before, after)].map(([userId, n]) =>
      add(noObligations(userId), { results: Array<boolean>(n).fill(true), turnsOnTime: n }),
    );
    return this.reliability.obligationsPart(kept, after.updatedAt);
  }
}
