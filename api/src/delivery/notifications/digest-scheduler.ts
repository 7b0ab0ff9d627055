import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../platform/time/clock';
import { OutboxRepository } from '../../platform/outbox/outbox.repository';
import { DigestRepository } from './digest.repository';
import { localDayAndHour } from './notification-settings';

/**
 * The daily digest: for each user who chose `digest` for any kind, once per local calendar day at
 * or after their chosen hour in their time zone, one email listing every game waiting for their
 * move (muted games left out). The (user, day) row in `digest_log` makes it once a day even when
 * several instances run the job at the same moment.
 */
@Injectable()
export class DigestScheduler {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly outbox: OutboxRepository,
    private readonly digests: DigestRepository,
  ) {}

  async run(): Promise<number> {
    const now = this.clock.now();
    const users = await this.digests.subscribers(this.db.manager);
    let sent = 0;
    for (const u of users) {
      const local = localDayAndHour(now, u.time_zone);
      if (local.hour < u.digest_hour) continue;
      sent += await this.db.transaction(async (m) => {
        if (!(await this.digests.claimDay(m, u.user_id, local.day))) return 0;
        const games = await this.digests.gamesToMove(m, u.user_id);
        // With messages set to `digest`: the games with messages since the last digest (muted games left out).
        const messages = u.message_mode === 'digest' ? await this.digests.messagesSinceLastDigest(m, u.user_id) : [];
        if (games.length === 0 && messages.length === 0) return 0;
        await this.outbox.write(m, [
          {
            kind: 'digest',
            userId: u.user_id,
            payload: {
              day: local.day,
              games: games.map((g) => ({
                ...g,
                opponents: g.opponents ?? '',
                deadline: g.deadline ? g.deadline.toISOString() : null,
              })),
              messages,
            },
          },
        ]);
        return 1;
      });
    }
    return sent;
  }
}
