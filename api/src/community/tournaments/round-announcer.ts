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

  /** `round` null: every round of a round robin, which all begin at the start. */
  async announce(m: EntityManager, t: TournamentRow, round: number | null): Promise<void> {
    const seats = await this.notices.seats(m, t.id, round);
    const event = {
      id: t.id,
      name: t.name,
      variant: t.variant,
      format: t.format,
      rounds: t.rounds,
      computerLevel: String(t.formatOptions.computerLevel ?? 'greedy'),
    };
    await this.notices.write(m, roundNotices(event, round, seats));
  }
}
