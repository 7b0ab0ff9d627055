'use client';
import Link from 'next/link';
import { useState } from 'react';
import { api, asProblem, type Game, type Problem } from '../../../../lib/api/client';
import { seatLabel } from '../../../../lib/format';
import { useI18n } from '../../../../lib/i18n/provider';
import { ProblemNote } from '../../../_components/problem';
import { useSession } from '../../../_components/session';

/**
 * The seats: who plays which colour, open seats to take, invitations to answer; before the start
 * a seat of one's own to leave and, for the creator, invitations to withdraw.
 */
export function SeatsPanel({ game, onJoined }: { game: Game; onJoined: (g: Game) => void }) {
  const { t } = useI18n();
  const { me } = useSession();
  const [problem, setProblem] = useState<Problem | null>(null);
  const act = async (seat: string, action: 'join' | 'accept' | 'decline' | 'leave' | 'withdraw') => {
    const params = { path: { id: game.id, seat } };
    const { data, error, response } =
      action === 'withdraw'
        ? await api.DELETE('/games/{id}/seats/{seat}/invitation', { params })
        : await api.POST(`/games/{id}/seats/{seat}/${action}`, { params });
    if (data) onJoined(data);
    else setProblem(asProblem(error, response));
  };
  const isCreator = !!me && game.createdBy.id === me.id;
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
              {s.state === 'taken' && s.computer ? (
                <em data-testid={`computer-${s.seat}`} data-level={s.computer}>
                  {t('game.seatComputer', { level: t(`computer.level.${s.computer}`) })}
                </em>
              ) : s.state === 'taken' && s.player ? (
                <Link href={`/players/${encodeURIComponent(s.player.username)}`}>{s.player.displayName}</Link>
              ) : s.state === 'invited' && s.player ? (
                <em>{t('game.seatInvited', { name: s.player.displayName })}</em>
              ) : s.state === 'invited' ? (
                // Invited by email, no account yet: only the creator is shown the address.
                <em data-testid={`invited-email-${s.seat}`}>
                  {s.invitedEmail
                    ? t('game.seatInvitedEmail', { email: s.invitedEmail })
                    : t('game.seatInvitedByEmail')}
                </em>
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
            {me && s.state === 'taken' && s.player?.id === me.id && game.status === 'open' && (
              <button
                type="button"
                className="button small secondary"
                onClick={() => act(s.seat, 'leave')}
                data-testid={`leave-${s.seat}`}
              >
                {t('game.leave')}
              </button>
            )}
            {isCreator && s.state === 'invited' && game.status === 'open' && (
              <button
                type="button"
                className="button small secondary"
                onClick={() => act(s.seat, 'withdraw')}
                data-testid={`withdraw-${s.seat}`}
              >
                {t('game.withdrawInvitation')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <ProblemNote problem={problem} />
    </section>
  );
}
