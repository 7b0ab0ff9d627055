import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../platform/time/clock';
import { OutboxRepository } from '../../platform/outbox/outbox.repository';
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
  ) {}

  async run(): Promise<number> {
    const now = this.clock.now();
    const users: { user_id: string; time_zone: string; digest_hour: number; message_mode: string | null }[] =
      await this.db.query(
        `SELECT user_id, time_zone, digest_hour, s.kinds->>'message' AS message_mode FROM notification_settings s
        WHERE EXISTS (SELECT 1 FROM jsonb_each_text(s.kinds) k WHERE k.value = 'digest') ORDER BY user_id`,
      );
    let sent = 0;
    for (const u of users) {
      const local = localDayAndHour(now, u.time_zone);
      if (local.hour < u.digest_hour) continue;
      sent += await this.db.transaction(async (m) => {
        const claimed = await m.query(
          `INSERT INTO digest_log (user_id, day) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING day`,
          [u.user_id, local.day],
        );
        if (claimed.length === 0) return 0;
        const games: { gameId: string; variant: string; opponents: string | null; deadline: Date | null }[] =
          await m.query(
            `SELECT g.id AS "gameId", g.variant, g.deadline_at AS deadline,
                  (SELECT string_agg(DISTINCT u.display_name, ', ') FROM game_seats o JOIN users u ON u.id = o.user_id
                    WHERE o.game_id = g.id AND o.user_id <> $1) AS opponents
             FROM games g
            WHERE g.status IN ('active', 'setup')
              AND EXISTS (SELECT 1 FROM game_seats s WHERE s.game_id = g.id AND s.user_id = $1 AND s.seat = ANY (g.to_move))
              AND NOT EXISTS (SELECT 1 FROM muted_games mg WHERE mg.user_id = $1 AND mg.game_id = g.id)
            ORDER BY g.deadline_at NULLS LAST, g.id`,
            [u.user_id],
          );
        // With messages set to `digest`: the games with messages since the last digest (muted games left out).
        const messages: { gameId: string; variant: string; count: number }[] =
          u.message_mode === 'digest'
            ? await m.query(
                `SELECT o.game_id AS "gameId", g.variant, count(*)::int AS count
                   FROM outbox o JOIN games g ON g.id = o.game_id
                  WHERE o.user_id = $1 AND o.kind = 'message'
                    AND o.created_at > coalesce((SELECT max(created_at) FROM outbox WHERE user_id = $1 AND kind = 'digest'), now() - interval '1 day')
                    AND NOT EXISTS (SELECT 1 FROM muted_games mg WHERE mg.user_id = $1 AND mg.game_id = o.game_id)
                  GROUP BY o.game_id, g.variant ORDER BY min(o.id)`,
                [u.user_id],
              )
            : [];
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
