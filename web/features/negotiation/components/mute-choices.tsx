'use client';
import { seatLabel } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import type { Negotiation } from '../types';

/** A box per other seat of the channel, to mute (and unmute) that seat's messages. */
export function MuteChoices({
  others,
  muted,
  setMuted,
}: {
  others: readonly string[];
  muted: Negotiation['muted'];
  setMuted: Negotiation['setMuted'];
}) {
  const { t } = useI18n();
  return (
    <details className="talk-mutes">
      <summary className="small">{t('talk.mutes')}</summary>
      {others.map((s) => (
        <label key={s} className="row small">
          <input
            type="checkbox"
            checked={muted.includes(s)}
            onChange={(e) => void setMuted(s, e.target.checked)}
            data-testid={`mute-${s}`}
          />
          {t('talk.mute', { seat: seatLabel(t, s) })}
        </label>
      ))}
    </details>
  );
}
