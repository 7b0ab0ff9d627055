import type { NotificationKind } from './notification-kind';

/** The outbox columns the deliverer reads. */
export interface OutboxRow {
  readonly id: string;
  readonly kind: NotificationKind;
  readonly user_id: string | null;
  readonly email: string | null;
  readonly game_id: string | null;
  readonly payload: Record<string, unknown>;
  readonly created_at: Date;
  readonly attempts: number;
}
