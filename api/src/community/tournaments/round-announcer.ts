import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { roundNotices } from './round-notice';
import { RoundNoticeRepository } from './round-notice.repository';
import type { TournamentRow } from './tournament.repository';

/**
 * Tells each entrant that a round has begun (`tournament-round`), once every game of it exists,
 * in the transaction that created the last of them: the notice names games that are there.
 */
@Injectable()
export class RoundAnnouncer {
  constructor(private readonly notices: RoundNoticeRepository) {}

  /**
   * Entrants told per step (tests make it smaller): each step reads their seats, composes and
   * writes their notices. A 100-entrant round robin's notices list 99 games each (9,900 seats,
   * about 2.5 MB of JSON); read, composed and written at once they held the event loop for over
   * 100 ms with the garbage collector's pauses (bench:tournament).
   */
  batchSize = 10;

  /** `round` null: every round of a round robin, which all begin at the start. */
  async announce(m: EntityManager, t: TournamentRow, round: number | null): Promise<void> {
    const event = {
      id: t.id,
      name: t.name,
      variant: t.variant,
      format: t.format,
      rounds: t.rounds,
      computerLevel: String(t.formatOptions.computerLevel ?? 'greedy'),
    };
    const people = await this.notices.people(m, t.id, round);
    for (let i = 0; i < people.length; i += this.batchSize) {
      const batch = people.slice(i, i + this.batchSize);
      const seats = await this.notices.seats(m, t.id, round, batch);
      await this.notices.write(m, roundNotices(event, round, seats, new Set(batch)));
    }
  }
}
