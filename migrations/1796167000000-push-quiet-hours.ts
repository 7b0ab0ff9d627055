import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Quiet hours for Web Push, in the settings' time zone: `{ enabled, start, end }` (local `HH:MM`),
 * null until set (off). A push due in them waits on its delivery's `available_at`.
 */
export class PushQuietHours1796167000000 implements MigrationInterface {
  name = 'PushQuietHours1796167000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notification_settings ADD COLUMN quiet_hours jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notification_settings DROP COLUMN quiet_hours`);
  }
}
