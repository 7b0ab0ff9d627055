'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { PlayerName } from '../../../components/player-name';
import { ProblemNote } from '../../../components/problem';
import { levelWords } from '../../../lib/computer-level';
import { formatDate, seatLabel, timeControlText } from '../../../lib/format';
import { changedOptions } from '../../../lib/game-options';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey } from '../../../lib/i18n/translate';
import { problemOf } from '../../../lib/query/api-error';
import { type Challenge, useAnswerChallenge } from '../api/use-challenges';

/**
 * One challenge: who and what (variant, seats, options, time control), its status, and what I
 * may do — accept or decline (with an optional reason) one to me, withdraw one of mine. A closed
 * one is greyed with its outcome, an accepted one links to its game.
 */
export function ChallengeRow({ challenge: c, me, incoming }: { challenge: Challenge; me: string; incoming: boolean }) {
  const { t, locale } = useI18n();
  const router = useRouter();
  const answering = useAnswerChallenge();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const mine = c.to.find((i) => i.username === me);
  const open = c.status === 'pending';
  const options = changedOptions(t, c.variant, c.options);
  const answer = (a: 'accept' | 'decline' | 'withdraw', why?: string) =>
    answering.mutate(
      { id: c.id, answer: a, reason: why },
      { onSuccess: (after) => after?.gameId && router.push(`/games/${after.gameId}`) },
    );
  const decline = (e: FormEvent) => {
    e.preventDefault();
    answer('decline', reason.trim() || undefined);
  };
  return (
    <li className={`challenge panel${open ? '' : ' closed'}`} data-testid="challenge" data-status={c.status}>
      <p>
        {incoming ? (
          <PlayerName player={{ username: c.by, displayName: c.by, bot: c.byBot }} />
        ) : (
          c.to.map((i, n) => (
            <span key={i.username}>
              {n > 0 && ', '}
              <PlayerName player={{ username: i.username, displayName: i.username, bot: i.bot }} />
            </span>
          ))
        )}{' '}
        — <strong>{t(`variant.${c.variant}` as MessageKey)}</strong>
        {mine && <> ({t('challenges.yourSeat', { seat: seatLabel(t, mine.seat) })})</>}
      </p>
      <p className="muted small">
        {[
          timeControlText(t, c.timeControl),
          options.length > 0 ? options.join(', ') : t('challenges.standardRules'),
          ...c.seats
            .filter((s) => s.computer)
            .map((s) => `${seatLabel(t, s.seat)}: ${t('seat.computer', { level: levelWords(t, s.computer) })}`),
        ].join(' · ')}
      </p>
      <p className="small">
        <span className="status-chip">{t(`challenges.status.${c.status}` as MessageKey)}</span>{' '}
        {open && <span className="muted">{t('challenges.expires', { date: formatDate(locale, c.expiresAt) })}</span>}
        {c.reason && <span>{t('challenges.reason', { reason: c.reason })}</span>}
      </p>
      {c.gameId && (
        <p>
          <Link href={`/games/${c.gameId}`} className="button small">
            {t('challenges.toGame')}
          </Link>
        </p>
      )}
      {open && mine?.answer === 'accepted' && <p className="small">{t('challenges.waiting')}</p>}
      {open && incoming && mine?.answer === null && !declining && (
        <div className="row wrap">
          <button
            type="button"
            className="button small"
            disabled={answering.isPending}
            onClick={() => answer('accept')}
          >
            {t('challenges.accept')}
          </button>
          <button type="button" className="button small secondary" onClick={() => setDeclining(true)}>
            {t('challenges.decline')}
          </button>
        </div>
      )}
      {open && declining && (
        <form className="row wrap" onSubmit={decline}>
          <label className="row">
            {t('challenges.declineReason')}
            <input name="reason" maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
          <button type="submit" className="button small" disabled={answering.isPending}>
            {t('challenges.confirmDecline')}
          </button>
        </form>
      )}
      {open && !incoming && (
        <button
          type="button"
          className="button small secondary"
          disabled={answering.isPending}
          onClick={() => answer('withdraw')}
        >
          {t('challenges.withdraw')}
        </button>
      )}
      <ProblemNote problem={problemOf(answering.error)} />
    </li>
  );
}
