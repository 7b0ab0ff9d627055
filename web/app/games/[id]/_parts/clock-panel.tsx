'use client';
import { useEffect, useState } from 'react';
import { api, type Game } from '../../../../lib/api/client';
import { formatDuration, seatLabel } from '../../../../lib/format';
import { useI18n } from '../../../../lib/i18n/provider';
import { useNow } from '../../../_components/use-now';

type Clock = NonNullable<Awaited<ReturnType<typeof readClock>>>;
const readClock = async (id: string) => (await api.GET('/games/{id}/clock', { params: { path: { id } } })).data;

/**
 * The seat clocks (deadline or bank left, vacations) and muting the game's emails. Read again
 * whenever the game's version changes; the countdown ticks locally.
 */
export function ClockPanel({ game }: { game: Game }) {
  const { t } = useI18n();
  const now = useNow(1000);
  const [clock, setClock] = useState<Clock | null>(null);
  const [muted, setMuted] = useState<boolean | null>(null);
  useEffect(() => {
    void readClock(game.id).then((c) => setClock(c ?? null));
  }, [game.id, game.version]);
  useEffect(() => {
    if (game.yourSeats.length === 0) return;
    void api
      .GET('/me/notification-settings')
      .then(({ data }) => setMuted(data ? data.mutedGames.includes(game.id) : null));
  }, [game.id, game.yourSeats.length]);
  const toggleMute = async () => {
    const r = muted
      ? await api.DELETE('/me/muted-games/{gameId}', { params: { path: { gameId: game.id } } })
      : await api.PUT('/me/muted-games/{gameId}', { params: { path: { gameId: game.id } } });
    if (r.response.ok) setMuted(!muted);
  };
  if (!clock || game.status === 'finished' || game.status === 'aborted') return null;
  return (
    <section className="panel" data-testid="clock">
      <h2>{t('clock.title')}</h2>
      <ul className="seat-list">
        {clock.seats.map((s) => {
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
          <input type="checkbox" checked={muted} onChange={() => void toggleMute()} data-testid="mute" />
          {t('clock.mute')}
        </label>
      )}
    </section>
  );
}
