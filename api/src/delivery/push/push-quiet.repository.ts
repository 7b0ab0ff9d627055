import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { QuietHours } from '../notifications/notification-settings';

/** Whose pushes may wait: the quiet hours (when on) and time zone of each of some users. */
@Injectable()
export class PushQuietRepository {
  /** The users among `userIds` with quiet hours on, by id. */
  async quietOf(
    manager: EntityManager,
    userIds: readonly string[],
  ): Promise<Map<string, { quiet: QuietHours; timeZone: string }>> {
    if (userIds.length === 0) return new Map();
    const rows: { user_id: string; quiet: QuietHours; time_zone: string }[] = await manager.query(
      `SELECT user_id, quiet_hours AS quiet, time_zone FROM notification_settings
        WHERE user_id = ANY($1::uuid[]) AND (quiet_hours->>'enabled')::boolean`,
      [userIds],
    );
    return new Map(rows.map((r) => [r.user_id, { quiet: r.quiet, timeZone: r.time_zone }]));
  }

  /** Deliveries that wait until `until`: released from their lease, the attempt not counted. */
  async hold(manager: EntityManager, ids: readonly string[], until: Date): Promise<void> {
    await manager.query(
      `UPDATE push_deliveries SET available_at = $2, lease_until = NULL, attempts = attempts - 1
        WHERE id = ANY($1::bigint[]) AND delivered_at IS NULL`,
      [ids, until],
    );
  }
}
