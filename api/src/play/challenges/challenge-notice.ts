import type { OutboxEntry } from '../../platform/outbox/outbox.repository';
import type { PlannedSeat } from './challenge.repository';

/**
 * The payload of a `challenge` notification (docs/api/notifications.md): everything its sentence
 * and e-mail say, composed when the challenge is made — the challenger, the game it proposes (the
 * options it sets apart from the variant's defaults, the time control), the reader's seat and who
 * else is asked or plays a seat (Coalition Chess). `status` is added when the challenge closes.
 */
export interface ChallengePayload {
  readonly challengeId: string;
  readonly variant: '007' | 'coalition';
  readonly by: string;
  readonly byName: string;
  readonly byBot: boolean;
  readonly seat: string;
  readonly options: Record<string, unknown>;
  readonly timeControl: Record<string, unknown>;
  readonly others: readonly { readonly username: string; readonly bot: boolean; readonly seat: string }[];
  readonly computers: readonly { readonly seat: string; readonly computer: string }[];
  readonly expiresAt: string;
}

export interface ChallengeNoticeFacts {
  readonly challengeId: string;
  readonly variant: '007' | 'coalition';
  readonly challenger: { readonly username: string; readonly displayName: string; readonly bot: boolean };
  /** The options as stored with a game (defaults filled in), and the variant's defaults. */
  readonly options: Record<string, unknown>;
  readonly defaults: Readonly<Record<string, unknown>>;
  readonly timeControl: Record<string, unknown>;
  readonly seats: readonly PlannedSeat[];
  readonly challenged: readonly { readonly id: string; readonly username: string; readonly bot: boolean }[];
  readonly expiresAt: Date;
}

/** One outbox row per person challenged; a bot hears of it on its stream instead. */
export function challengeNotices(f: ChallengeNoticeFacts): OutboxEntry[] {
  const options = Object.fromEntries(
    Object.entries(f.options).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(f.defaults[k])),
  );
  const seatOf = (id: string) => f.seats.find((s) => s.userId === id)?.seat ?? '';
  const computers = f.seats.flatMap((s) => (s.computer ? [{ seat: s.seat, computer: s.computer }] : []));
  return f.challenged
    .filter((c) => !c.bot)
    .map((c) => {
      const payload: ChallengePayload = {
        challengeId: f.challengeId,
        variant: f.variant,
        by: f.challenger.username,
        byName: f.challenger.displayName,
        byBot: f.challenger.bot,
        seat: seatOf(c.id),
        options,
        timeControl: f.timeControl,
        others: f.challenged
          .filter((o) => o.id !== c.id)
          .map((o) => ({ username: o.username, bot: o.bot, seat: seatOf(o.id) })),
        computers,
        expiresAt: f.expiresAt.toISOString(),
      };
      return { kind: 'challenge' as const, userId: c.id, payload: { ...payload } };
    });
}
