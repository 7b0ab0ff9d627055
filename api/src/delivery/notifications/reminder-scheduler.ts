import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../platform/time/clock';
import type { SeatClocks } from '../../play/core/seat-clocks';
import { OutboxRepository } from '../../platform/outbox/outbox.repository';
import { DEFAULT_SETTINGS, reminderInstant } from './notification-settings';
import { type ReminderCandidateRow, ReminderRepository } from './reminder.repository';

/**
 * Reminders before a deadline at each user's points (default: half the time left, and 24 hours
 * before). A point is due once the seat's turn has run that far; each point is sent at most once
 * per turn (recorded in the seat clock's `reminded` under the game's row lock), and only while the
 * seat still must act — the email deliverer checks that again before sending.
 */
@Injectable()
export class ReminderScheduler {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly outbox: OutboxRepository,
    private readonly reminders: ReminderRepository,
  ) {}

  /** Games read per page of candidates (tests make it smaller). */
  pageSize = 500;

  async run(): Promise<number> {
    const now = this.clock.now().getTime();
    let sent = 0;
    for (let after: { deadline: string; id: string } | null = null; ;) {
      const games = await this.reminders.candidates(this.db.manager, new Date(now), after, this.pageSize);
      for (const g of games) sent += await this.remind(g, now);
      if (games.length < this.pageSize) return sent;
      const last = games[games.length - 1];
      after = { deadline: last.deadline_key, id: last.id };
    }
  }

  /** The reminders of one game that are due, written under its row lock; how many. */
  private async remind(g: ReminderCandidateRow, now: number): Promise<number> {
    if (this.due(g, now).length === 0) return 0;
    return this.db.transaction(async (m) => {
      const fresh = await this.reminders.lockClocks(m, g.id);
      if (fresh.status !== 'active' && fresh.status !== 'setup') return 0;
      const current: ReminderCandidateRow = { ...g, clocks: fresh.clocks, to_move: fresh.to_move };
      const due = this.due(current, now);
      if (due.length === 0) return 0;
      const clocks: Record<string, SeatClocks[string]> = { ...fresh.clocks };
      const entries = due.map(({ seat, userId, points }) => {
        const c = clocks[seat];
        clocks[seat] = { ...c, reminded: [...(c.reminded ?? []), ...points] };
        return {
          kind: 'reminder' as const,
          userId,
          gameId: g.id,
          payload: { gameId: g.id, variant: g.variant, seat, since: c.since, deadline: c.deadline, points },
        };
      });
      await this.reminders.saveClocks(m, g.id, clocks);
      await this.outbox.write(m, entries);
      return entries.length;
    });
  }

  /** Seats with reminder points passed and not yet sent this turn (several at once make one email). */
  private due(g: ReminderCandidateRow, now: number): { seat: string; userId: string; points: string[] }[] {
    const out: { seat: string; userId: string; points: string[] }[] = [];
    for (const seat of g.to_move) {
      const c = g.clocks[seat];
      const s = g.seats.find((x) => x.seat === seat);
      if (!c?.since || !c.deadline || !s?.userId) continue;
      const since = Date.parse(c.since);
      const deadline = Date.parse(c.deadline);
      if (now >= deadline) continue;
      const points = (s.reminders ?? DEFAULT_SETTINGS.reminders).filter((spec) => {
        const at = reminderInstant(spec, since, deadline);
        return at !== null && at <= now && !(c.reminded ?? []).includes(spec);
      });
      if (points.length > 0) out.push({ seat, userId: s.userId, points });
    }
    return out;
  }
}
