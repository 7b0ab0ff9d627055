import { Injectable } from '@nestjs/common';
import type { GameRowAdjustment, RowEffect } from '../core/game-change';
import type { GameRecord } from '../core/game-record';
import { Clock } from '../../platform/time/clock';
import { recordedPauses } from '../core/recorded-pauses';
import { type SeatClocks, settleClocks } from '../core/seat-clocks';

/**
 * A change's effect on the seats' clocks and the game's indexed `deadline_at` (GameChangeService's
 * row effect): it overrides the use case's provisional deadline with the real one, in the
 * snapshot's own UPDATE.
 */
@Injectable()
export class GameClockEffect implements RowEffect {
  readonly kind = 'row';
  readonly name = 'seat clocks and deadline';

  constructor(private readonly clock: Clock) {}

  /**
   * The seats' clocks and the game's deadline after a change, from the two records alone (they
   * carry the clocks and the holders' vacations). Per seat: bank or per-move, vacations of the
   * seat's user added unless the game forbids them. Null when no clock changes.
   */
  adjust(before: GameRecord, after: GameRecord): GameRowAdjustment | null {
    const running = after.status === 'active' || after.status === 'setup';
    const wasRunning = before.status === 'active' || before.status === 'setup';
    if (!running && !wasRunning) return null;
    // An own half-move inside a turn changes nothing on any clock.
    if (running && wasRunning && sameSeats(before.toMove, after.toMove)) return null;
    const settled = settleClocks({
      timeControl: after.timeControl,
      clocks: after.clocks as SeatClocks,
      before: wasRunning ? before.toMove : [],
      after: after.toMove,
      running,
      // The instant of the change as the snapshot records it (the start, or the update).
      now: this.clock.readingAt((before.status === 'open' ? after.startedAt : null) ?? after.updatedAt).getTime(),
      pausesOf: (seat) => recordedPauses(after, seat),
    });
    return { clocks: settled.clocks, deadlineAt: settled.deadline === null ? null : new Date(settled.deadline) };
  }
}

function sameSeats(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((s, i) => s === b[i]);
}
