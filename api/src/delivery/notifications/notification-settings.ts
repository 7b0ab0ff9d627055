import type { Language } from '../../platform/i18n/language';
import { type NotificationKind, USER_KINDS } from '../../platform/outbox/notification-kind';
import { localClock } from './local-clock';

/** A player's quiet hours for pushes: local times `HH:MM`, the window [start, end), across midnight when end < start. */
export interface QuietHours {
  readonly enabled: boolean;
  readonly start: string;
  readonly end: string;
}

export const DEFAULT_QUIET_HOURS: QuietHours = { enabled: false, start: '22:00', end: '07:00' };

export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** How a user wants one kind of notification by email. In-app notifications are always kept. */
export const DELIVERY_MODES = ['immediately', 'digest', 'never'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

/**
 * Kinds a user may choose for; account mail (verification, reset, deletion), the moderators' word
 * and the digest itself always go out.
 */
export const CONFIGURABLE_KINDS: NotificationKind[] = USER_KINDS.filter((k) => k !== 'moderation');

export interface NotificationSettings {
  readonly language: Language;
  readonly timeZone: string;
  /** Local hour (0–23) at which the daily digest is sent. */
  readonly digestHour: number;
  /** Reminder points before a deadline: `half` (half the time left) or `<n>h` (n hours before). */
  readonly reminders: readonly string[];
  readonly kinds: Readonly<Record<string, DeliveryMode>>;
  /** Web Push per kind (PUSH_KINDS): on unless turned off; only devices subscribed receive any. */
  readonly push: Readonly<Record<string, boolean>>;
  /** When pushes wait (in `timeZone`); off by default. */
  readonly quietHours: QuietHours;
}

export const DEFAULT_SETTINGS: NotificationSettings = {
  language: 'en',
  timeZone: 'UTC',
  digestHour: 8,
  reminders: ['half', '24h'],
  kinds: {},
  push: {},
  quietHours: DEFAULT_QUIET_HOURS,
};

/**
 * The kinds a push may be sent for: the calls to act and what a player answers soon. The outbox
 * trigger (migrations/1796169500000-tournament-round-notices.ts) fans out exactly these.
 */
export const PUSH_KINDS: readonly NotificationKind[] = [
  'your-turn',
  'check-to-answer',
  'message',
  'draw-offered',
  'seat-offered',
  'game-over',
  'challenge',
  'tournament-round',
];

export function pushWanted(settings: Pick<NotificationSettings, 'push'>, kind: NotificationKind): boolean {
  return PUSH_KINDS.includes(kind) && (settings.push?.[kind] ?? true);
}

export function modeFor(settings: Pick<NotificationSettings, 'kinds'>, kind: NotificationKind): DeliveryMode {
  if (!CONFIGURABLE_KINDS.includes(kind)) return 'immediately';
  return settings.kinds[kind] ?? 'immediately';
}

export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export const REMINDER_SPEC = /^(half|([1-9]\d{0,2})h)$/;

/**
 * The instant of a reminder point for a seat that must act from `since` until `deadline`, or
 * null when that point lies outside the turn (a 24h reminder for a 12h-old, 1-day clock: none).
 */
export function reminderInstant(spec: string, since: number, deadline: number): number | null {
  const m = REMINDER_SPEC.exec(spec);
  if (!m) return null;
  const at = m[1] === 'half' ? since + (deadline - since) / 2 : deadline - Number(m[2]) * 3_600_000;
  return at > since && at < deadline ? at : null;
}

/** The calendar day and hour at an instant in a time zone. */
export function localDayAndHour(at: Date, timeZone: string): { day: string; hour: number } {
  const l = localClock(at, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return { day: `${l.y}-${two(l.mo)}-${two(l.d)}`, hour: Math.floor(l.minute / 60) };
}
