import type { OutboxRow } from '../../platform/outbox/outbox-row';
import type { QuietHours } from '../notifications/notification-settings';
import { pushHeldUntil } from './quiet-hours';

/** The calls to act, whose payload's `deadline` is the game's clock when the event happened. */
const CALLS_TO_ACT: readonly string[] = ['your-turn', 'check-to-answer'];

/**
 * Until when a claimed push waits for its reader's quiet hours to end (null: send it now). A call
 * to act waits at most until 12 h of the deadline its event carried remain.
 */
export function heldUntil(row: OutboxRow, now: number, quiet: QuietHours, timeZone: string): number | null {
  const raw = CALLS_TO_ACT.includes(row.kind) ? (row.payload as { deadline?: unknown }).deadline : undefined;
  const deadline = typeof raw === 'string' && !Number.isNaN(Date.parse(raw)) ? Date.parse(raw) : null;
  return pushHeldUntil(now, quiet, timeZone, deadline);
}
