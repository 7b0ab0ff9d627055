import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { FurtherChanges, GameChange, LockedEffect } from '../../play/core/game-change';
import type { GameRecord } from '../../play/core/game-record';
import { add, type Miss, missesOf, noObligations, type Obligations } from './obligations';
import { ReliabilityRepository } from './reliability.repository';

const OVER = new Set(['finished', 'aborted']);

/**
 * The obligations a change settles besides the turns kept (TurnsKeptEffect), under the game's
 * row lock: seats people lose — a time-out, a departure, a hand-over to a computer — and, when
 * the game ends, the games held to the end and the seats rescued by a substitute. A loss on a day
 * of the person's declared vacation is excused: recorded, never counted against them.
 */
@Injectable()
export class ReliabilityRecorder implements LockedEffect {
  readonly kind = 'locked';
  readonly name = 'reliability: seats lost, games held to the end';

  constructor(private readonly reliability: ReliabilityRepository) {}

  appliesTo(before: GameRecord, after: GameRecord, change: GameChange): boolean {
    return ends(before, after) || missesOf(change, before).length > 0;
  }

  async run(
    m: EntityManager,
    before: GameRecord,
    after: GameRecord,
    _changes: FurtherChanges,
    change: GameChange,
  ): Promise<void> {
    const at = after.updatedAt;
    const misses = missesOf(change, before);
    const excusedOn = await this.reliability.onVacation(
      m,
      [...new Set(misses.map((x) => x.userId))],
      at.toISOString().slice(0, 10),
    );
    const judged = misses.map((x) => ({ ...x, excused: excusedOn.has(x.userId) }));
    await this.reliability.addMisses(m, after.id, judged, at);

    const byUser = new Map<string, Obligations>();
    const more = (userId: string, o: Parameters<typeof add>[1]) =>
      byUser.set(userId, add(byUser.get(userId) ?? noObligations(userId), o));
    for (const x of judged) more(x.userId, missed(x));
    if (ends(before, after) && after.result) {
      // Everyone who still holds a seat at the end held it to the end — save a seat whose own
      // time-out (under `resign`, the person stays on the eliminated seat) ended their part.
      const timedOut = [
        ...(await this.reliability.timedOutSeats(m, after.id)),
        ...judged.filter((x) => x.kind === 'timeout'),
      ];
      const lost = (userId: string, seat: string) => timedOut.some((x) => x.userId === userId && x.seat === seat);
      const finished = new Set(
        after.seats
          .filter((s) => s.state === 'taken' && s.userId && !s.computer && !lost(s.userId, s.seat))
          .map((s) => s.userId as string),
      );
      const rescuers = new Set(
        (await this.reliability.rescuedSeats(m, after.id)).filter((r) => finished.has(r.userId)).map((r) => r.userId),
      );
      for (const userId of finished) more(userId, { results: [true], gamesFinished: 1 });
      for (const userId of rescuers) more(userId, { results: [true], gamesRescued: 1 });
    }
    await this.reliability.addObligations(m, [...byUser.values()], at);
  }
}

function ends(before: GameRecord, after: GameRecord): boolean {
  return !OVER.has(before.status) && OVER.has(after.status);
}

/** What a lost seat counts: excused, nothing but that; a time-out, the turn and the game; else the game. */
function missed(x: Miss & { excused: boolean }): Parameters<typeof add>[1] {
  if (x.excused) return { excused: 1 };
  return x.kind === 'timeout'
    ? { results: [false, false], turnsMissed: 1, gamesAbandoned: 1 }
    : { results: [false], gamesAbandoned: 1 };
}
