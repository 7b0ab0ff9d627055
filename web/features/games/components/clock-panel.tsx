'use client';
import { useGameClock } from '../api/use-game-clock';
import { useMuteGame } from '../../settings/api/use-mute-game';
import { useNotificationSettings } from '../../settings/api/use-notification-settings';
import type { Game } from '../../../lib/api/client';
import { formatDuration, SEAT_ORDER, seatLabel } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import { useNow } from '../../../hooks/use-now';

/**
 * The seat clocks (deadline or bank left, vacations) and muting the game's emails. The clock is
 * read at each version of the game; the countdown ticks locally.
 */
export function ClockPanel({ game }: { game: Game }) {
  const { t } = useI18n();
  const now = useNow(1000);
  const over = game.status === 'finished' || game.status === 'aborted';
  const clock = useGameClock(game, { enabled: !over }).data;
  const player = game.yourSeats.length > 0;
  const settings = useNotificationSettings({ enabled: player }).data;
  const muted = player && settings ? settings.mutedGames.includes(game.id) : null;
  const mute = useMuteGame(game.id);
  const toggleMute = () => mute.mutate(!muted);
  if (!clock || game.status === 'finished' || game.status === 'aborted') return null;
  return (
    <section className="panel" data-testid="clock">
      <h2>{t('clock.title')}</h2>
      <ul className="seat-list">
        {inPlayingOrder(game.variant, clock.seats).map((s) => {
          const left = s.running && s.deadline && now !== null ? new Date(s.deadline).getTime() - now : null;
          return (
            <li key={s.seat} className={s.running ? 'running' : ''}>
              <i className={`dot ${s.seat}`} aria-hidden="true" />
              <span className="seat-name">{seatLabel(t, s.seat)}</span>
              <span className="muted small">
                {s.onVacation
                  ? t('clock.vacation', { until: s.vacationUntil ?? '' })
                  : left !== null
                    ? t('home.deadline', { left: formatDuration(t, left) })
                    : s.bankMs != null
                      ? t('clock.bank', { left: formatDuration(t, s.bankMs) })
                      : '—'}
              </span>
            </li>
          );
        })}
      </ul>
      {muted !== null && (
        <label className="row small" style={{ marginTop: '0.6rem' }}>
          <input type="checkbox" checked={muted} onChange={toggleMute} data-testid="mute" />
          {t('clock.mute')}
        </label>
      )}
    </section>
  );
}

/** The seats in playing order, whatever order the answer lists them in: the same in every view. */
function inPlayingOrder<S extends { seat: string }>(variant: string, seats: readonly S[]): S[] {
  const order: readonly string[] = SEAT_ORDER[variant] ?? [];
  return [...seats].sort((a, b) => order.indexOf(a.seat) - order.indexOf(b.seat));
}
