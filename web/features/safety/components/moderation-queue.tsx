'use client';
import Link from 'next/link';
import { useState } from 'react';
import { MoreButton } from '../../../components/more-button';
import { ProblemNote } from '../../../components/problem';
import { SignInRequired } from '../../../components/sign-in-required';
import { formatDate } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey } from '../../../lib/i18n/translate';
import { problemOf } from '../../../lib/query/api-error';
import { useSession } from '../../account/components/session';
import { useModerationQueue } from '../api/use-moderation';

/** The moderators' queue: open reports (oldest first) or closed ones, each linking to it in context. */
export function ModerationQueue() {
  const { t, locale } = useI18n();
  const { me } = useSession();
  const [status, setStatus] = useState<'open' | 'closed'>('open');
  const queue = useModerationQueue(status, { enabled: !!me });
  if (me === null) return <SignInRequired />;
  if (!me) return null;
  const reports = queue.data?.pages.flatMap((p) => p.items) ?? null;
  return (
    <>
      <h1>{t('moderation.title')}</h1>
      <p className="muted">{t('moderation.help')}</p>
      <div className="row" role="group" aria-label={t('moderation.title')} style={{ marginBottom: '0.8rem' }}>
        {(['open', 'closed'] as const).map((s) => (
          <button
            key={s}
            type="button"
            className={`button small${s === status ? '' : ' secondary'}`}
            aria-pressed={s === status}
            onClick={() => setStatus(s)}
          >
            {t(`moderation.${s}`)}
          </button>
        ))}
      </div>
      <ProblemNote problem={problemOf(queue.error)} />
      {reports && reports.length === 0 && <p className="muted">{t('moderation.none')}</p>}
      {reports && reports.length > 0 && (
        <table className="table compact" data-testid="moderation-queue">
          <tbody>
            {reports.map((r) => (
              <tr key={r.id} data-testid="report-row">
                <td>
                  <Link href={`/moderation/${r.id}`}>
                    {t(`report.subject.${r.subject}` as MessageKey)} · {t(`report.reason.${r.reason}` as MessageKey)}
                  </Link>
                  {r.reportedUser && (
                    <span className="muted small"> {t('moderation.concerns', { name: r.reportedUser.username })}</span>
                  )}
                  {r.text && <div className="small">{r.text}</div>}
                </td>
                <td className="small muted">
                  {t('moderation.reportedBy', { name: r.reporter.username })}
                  <br />
                  {formatDate(locale, r.createdAt)}
                </td>
                <td className="small">
                  {t(`moderation.status.${r.status}` as MessageKey)}
                  {r.openOnSubject > 1 && (
                    <div className="muted">{t('moderation.sameItem', { n: r.openOnSubject })}</div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <MoreButton query={queue} />
    </>
  );
}
