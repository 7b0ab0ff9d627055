'use client';
import { useEffect, useState } from 'react';
import { useVerification } from '../api/use-verification';
import type { Game, GameEvent } from '../../../lib/api/client';
import { formatDate } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import { problemOf } from '../../../lib/query/api-error';
import { ProblemNote } from '../../../components/problem';

/**
 * The event log and its verification: the server re-hashes the chain and replays it through the
 * engine (GET /games/{id}/verify); the result is shown with the first mismatch, if any. The rows
 * render only when the log is opened, so a long game's page stays light.
 */
export function EventLog({ game, events }: { game: Game; events: readonly GameEvent[] | null }) {
  const { t, locale } = useI18n();
  const [open, setOpen] = useState(false);
  const count = events?.length ?? 0;
  // Verified when the log has loaded and again when it grows, a moment after the last change.
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(count), 800);
    return () => clearTimeout(timer);
  }, [count]);
  const check = useVerification(game.id, asked);
  const verification = check.data ?? null;
  const problem = problemOf(check.error);
  const verify = () => void check.refetch();
  return (
    <section className="panel" data-testid="event-log">
      <h2>{t('game.events')}</h2>
      {verification && verification.events < count && (
        // The log grew since the last check: say so rather than show an older count as current.
        <p className="verify pending" data-testid="verification-pending">
          {t('game.verifyPending')}
        </p>
      )}
      {verification && verification.events >= count && (
        <p
          className={verification.ok ? 'verify ok' : 'verify bad'}
          data-testid="verification"
          data-ok={verification.ok}
        >
          {verification.ok
            ? t('game.verifyOk', { n: verification.events })
            : t('game.verifyBad', {
                seq: verification.firstMismatch?.seq ?? '?',
                kind: verification.firstMismatch?.kind ?? '?',
                message: verification.firstMismatch?.message ?? '',
              })}
        </p>
      )}
      <ProblemNote problem={problem} />
      <button type="button" className="button small secondary" onClick={verify}>
        {t('game.verify')}
      </button>
      <details onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
        <summary>
          {events?.length ?? 0} · {events?.at(-1)?.hash.slice(0, 16)}…
        </summary>
        {open && events && (
          <div className="event-scroll">
            <table className="table compact mono">
              <tbody>
                {events.map((e) => (
                  <tr key={e.seq}>
                    <td className="num">{e.seq}</td>
                    <td>{e.type}</td>
                    <td>{e.seat ?? ''}</td>
                    <td>{formatDate(locale, e.createdAt)}</td>
                    <td title={e.hash}>{e.hash.slice(0, 10)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </details>
    </section>
  );
}
