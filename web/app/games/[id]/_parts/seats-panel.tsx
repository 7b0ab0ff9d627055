'use client';
import Link from 'next/link';
import { useState } from 'react';
import { api, asProblem, type Game, type Problem } from '../../../../lib/api/client';
import { seatLabel } from '../../../../lib/format';
import { useI18n } from '../../../../lib/i18n/provider';
import { ProblemNote } from '../../../_components/problem';
import { useSession } from '../../../_components/session';

/** The seats: who plays which colour, open seats to take, invitations to answer. */
export function SeatsPanel({ game, onJoined }: { game: Game; onJoined: (g: Game) => void }) {
  const { t } = useI18n();
  const { me } = useSession();
  const [problem, setProblem] = useState<Problem | null>(null);
  const act = async (seat: string, action: 'join' | 'accept' | 'decline') => {
    const { data, error, response } = await api.POST(`/games/{id}/seats/{seat}/${action}`, {
      params: { path: { id: game.id, seat } },
    });
    if (data) onJoined(data);
    else setProblem(asProblem(error, response));
  };
  const isGreat = (seat: string) => seat === 'yellow' || seat === 'black';
  return (
    <section className="panel" data-testid="seats">
      <h2>{t('game.seats')}</h2>
      <ul className="seat-list">
        {game.seats.map((s) => (
          <li key={s.seat} data-seat={s.seat} className={game.eliminated.includes(s.seat) ? 'eliminated' : ''}>
            <i className={`dot ${s.seat}`} aria-hidden="true" />
            <span className="seat-name">
              {seatLabel(t, s.seat)}
              {game.variant === 'coalition' && (
                <small className="muted"> · {isGreat(s.seat) ? t('coalition.great') : t('coalition.small')}</small>
              )}
            </span>
            <span className="seat-player">
              {s.state === 'taken' && s.player ? (
                <Link href={`/players/${encodeURIComponent(s.player.username)}`}>{s.player.displayName}</Link>
              ) : s.state === 'invited' ? (
                <em>{t('game.seatInvited', { name: s.player?.displayName ?? '' })}</em>
              ) : (
                <em>{t('game.seatOpen')}</em>
              )}
            </span>
            {me && s.state === 'open' && game.status === 'open' && (
              <button
                type="button"
                className="button small"
                onClick={() => act(s.seat, 'join')}
                data-testid={`join-${s.seat}`}
              >
                {t('game.join')}
              </button>
            )}
            {me && s.state === 'invited' && s.player?.id === me.id && (
              <>
                <button type="button" className="button small" onClick={() => act(s.seat, 'accept')}>
                  {t('home.accept')}
                </button>
                <button type="button" className="button small secondary" onClick={() => act(s.seat, 'decline')}>
                  {t('home.decline')}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
      <ProblemNote problem={problem} />
    </section>
  );
}
