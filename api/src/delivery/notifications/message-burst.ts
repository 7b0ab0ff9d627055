import type { EntityManager } from 'typeorm';
import type { OutboxRow } from '../../platform/outbox/outbox-row';
import type { BurstMessage, BurstRow, EmailOutboxRepository } from './email-outbox.repository';

/** A burst that goes on for longer than this is mailed anyway, so a long talk is not held back. */
export const MESSAGE_BURST_MAX_MS = 30 * 60_000;

/** What becomes of one `message` row's email: covered by another row's email, or the burst it carries. */
export type BurstDecision = { readonly coalesced: true } | { readonly messages: readonly BurstMessage[] };

const SENT = new Set(['sent', 'logged']);

/**
 * One email per burst of messages, per recipient and game. A `message` row comes due a quiet
 * spell after its message; then:
 *
 * - if a later message's email has gone out, that email carried this one: coalesced;
 * - if a later message is still waiting, its email will carry this one — unless the burst (the
 *   messages since the last email) already spans MESSAGE_BURST_MAX_MS: then this row mails now;
 * - otherwise this row's email carries every message since the last email, oldest first.
 *
 * Decided from the outbox rows themselves, so several dispatchers agree without coordinating: a
 * row is only ever covered by a row after it.
 */
export async function decideBursts(
  m: EntityManager,
  outbox: EmailOutboxRepository,
  rows: readonly OutboxRow[],
): Promise<Map<string, BurstDecision>> {
  const out = new Map<string, BurstDecision>();
  const groups = new Map<string, OutboxRow[]>();
  for (const row of rows) {
    if (row.kind !== 'message' || !row.user_id || !row.game_id) continue;
    const key = `${row.user_id}:${row.game_id}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  for (const group of groups.values()) {
    const { user_id: userId, game_id: gameId } = group[0];
    const first = group.reduce((a, b) => (BigInt(a.id) < BigInt(b.id) ? a : b));
    // Every message row of this recipient and game from the last mailed one before the batch on.
    const all = await outbox.burst(m, userId as string, gameId as string, first.id, [...SENT]);
    for (const row of group) out.set(row.id, decide(row, all));
  }
  return out;
}

function decide(row: OutboxRow, all: readonly BurstRow[]): BurstDecision {
  const id = BigInt(row.id);
  const later = all.filter((r) => BigInt(r.id) > id);
  if (later.some((r) => r.email_status !== null && SENT.has(r.email_status))) return { coalesced: true };
  const lastSent = [...all].reverse().find((r) => BigInt(r.id) < id && r.email_status && SENT.has(r.email_status));
  const burst = all.filter((r) => BigInt(r.id) <= id && (!lastSent || BigInt(r.id) > BigInt(lastSent.id)));
  const waiting = later.some((r) => r.delivered_at === null && r.failed_at === null);
  const own = all.find((r) => r.id === row.id);
  const span = own && burst[0] ? own.available_at.getTime() - burst[0].available_at.getTime() : 0;
  if (waiting && span < MESSAGE_BURST_MAX_MS) return { coalesced: true };
  return { messages: burst.map((r) => r.payload) };
}
