import type { Game, GameSummary, SeatName, TimeControl } from './api/client';
import type { MessageKey, Translate } from './i18n/translate';

/** Display names of seats and pieces through the dictionary (their API names are its keys). */
export const seatLabel = (t: Translate, seat: string): string => t(`seat.${seat}` as MessageKey);
export const pieceLabel = (t: Translate, piece: string): string => t(`piece.${piece}` as MessageKey);

/** Why a game ended, in words; a reason the dictionary lacks is shown as the API names it. */
export function resultReason(t: Translate, reason: string): string {
  const key = `reason.${reason}`;
  const text = t(key as MessageKey);
  return text === key ? reason : text;
}

/** "2 d 4 h", "3 h 10 min", "5 min": the two largest units of a duration. */
export function formatDuration(t: Translate, ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60000));
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  if (d > 0) return `${t('time.d', { n: d })} ${t('time.h', { n: h })}`;
  if (h > 0) return `${t('time.h', { n: h })} ${t('time.m', { n: m })}`;
  return t('time.m', { n: m });
}

export function formatDate(locale: string, iso: string | null | undefined): string {
  if (!iso) return '';
  return new Date(iso).toLocaleString(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

/** Whether one of my seats must act now (in a game, or in a list's summary of one). */
export const myTurn = (g: Game | GameSummary): boolean =>
  'toAct' in g
    ? g.toAct.some((seat) => g.yourSeats.includes(seat))
    : g.toMove.some((m) => g.yourSeats.includes(m.seat));

/** The seats of a game with who holds them, e.g. "Alice (White), Bob (Black)". */
export function playersOf(t: Translate, g: Game): string {
  return g.seats.map((s) => `${s.player?.displayName ?? t('common.open')} (${seatLabel(t, s.seat)})`).join(', ');
}

export const SEAT_ORDER: Record<string, readonly SeatName[]> = {
  '007': ['white', 'black'],
  coalition: ['yellow', 'black', 'green', 'red'],
};

/** A time control in words: "3 days per move", "time bank: 10 days, +1 per move, at most 30". */
export function timeControlText(t: Translate, tc: TimeControl): string {
  return tc.type === 'per-move'
    ? t('tc.perMove', { days: tc.days ?? 3 })
    : t('tc.bank', { initial: tc.initialDays ?? 0, increment: tc.incrementDays ?? 0, max: tc.maxDays ?? 0 });
}
