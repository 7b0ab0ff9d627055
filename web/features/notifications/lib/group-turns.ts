import type { Notification } from '../../../lib/api/client';

/** A line of the inbox: a notification, and the earlier calls to move of the same game it stands for. */
export interface NotificationGroup {
  readonly latest: Notification;
  readonly earlier: readonly Notification[];
}

/**
 * The inbox's items (newest first) with every "it is your move" of a game after its newest one
 * folded into that one: five turns of one game read as one line, not five.
 */
export function groupTurns(items: readonly Notification[]): NotificationGroup[] {
  const groups: { latest: Notification; earlier: Notification[] }[] = [];
  const turns = new Map<string, { latest: Notification; earlier: Notification[] }>();
  for (const n of items) {
    if (n.kind !== 'your-turn' || !n.gameId) {
      groups.push({ latest: n, earlier: [] });
      continue;
    }
    const group = turns.get(n.gameId);
    if (group) group.earlier.push(n);
    else {
      const fresh = { latest: n, earlier: [] };
      turns.set(n.gameId, fresh);
      groups.push(fresh);
    }
  }
  return groups;
}
