'use client';
import { seatLabel } from '../../../../lib/format';
import { useI18n } from '../../../../lib/i18n/provider';
import type { SeatChoice, SeatMode, Variant } from './types';

/**
 * How each seat is filled: me, open, an invitation (with whom to invite), or — in Coalition Chess,
 * once I hold a seat — a strawman seat of mine.
 */
export function SeatRows({
  variant,
  seatNames,
  seatOf,
  onSeat,
}: {
  variant: Variant;
  seatNames: readonly string[];
  seatOf: (seat: string, i: number) => SeatChoice;
  onSeat: (seat: string, i: number, patch: Partial<SeatChoice>) => void;
}) {
  const { t } = useI18n();
  const meCount = seatNames.filter((s, i) => seatOf(s, i).mode === 'me' || seatOf(s, i).mode === 'strawman').length;
  return (
    <section className="panel">
      <h2>{t('new.seats')}</h2>
      <div className="seat-rows">
        {seatNames.map((s, i) => {
          const seat = seatOf(s, i);
          return (
            <div key={s} className="seat-row" data-seat={s}>
              <span>
                <i className={`dot ${s}`} aria-hidden="true" />
                <strong>{seatLabel(t, s)}</strong>
              </span>
              <select
                aria-label={seatLabel(t, s)}
                name={`seat-${s}`}
                value={seat.mode}
                onChange={(e) => onSeat(s, i, { mode: e.target.value as SeatMode })}
              >
                <option value="me">
                  {meCount > 0 && seat.mode !== 'me' && variant === 'coalition'
                    ? t('new.seatStrawman')
                    : t('new.seatMe')}
                </option>
                <option value="open">{t('new.seatOpen')}</option>
                <option value="invite">{t('new.seatInvite')}</option>
              </select>
              {seat.mode === 'invite' && (
                <input
                  name={`invite-${s}`}
                  placeholder={t('new.seatInvitePlaceholder')}
                  value={seat.invite}
                  onChange={(e) => onSeat(s, i, { invite: e.target.value })}
                />
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
