'use client';
import Link from 'next/link';
import { useParams } from 'next/navigation';
import { ProblemNote } from '../../../components/problem';
import { SignInRequired } from '../../../components/sign-in-required';
import { formatDate } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey } from '../../../lib/i18n/translate';
import { problemOf } from '../../../lib/query/api-error';
import { useSession } from '../../account/components/session';
import { useReportDetail } from '../api/use-moderation';
import { ModerationActForm } from './moderation-act-form';
import { ReportContext } from './report-context';

/** One report for a moderator: who reported what and why, the item in context, what was done, and the actions. */
export function ReportView() {
  const { t, locale } = useI18n();
  const { id } = useParams<{ id: string }>();
  const { me } = useSession();
  const detail = useReportDetail(id, { enabled: !!me });
  if (me === null) return <SignInRequired />;
  const problem = problemOf(detail.error);
  if (problem) return <ProblemNote problem={problem} />;
  if (!me || !detail.data) return <p className="muted">{t('common.loading')}</p>;
  const { report, context, actions } = detail.data;
  return (
    <>
      <p>
        <Link href="/moderation">{t('moderation.backToQueue')}</Link>
      </p>
      <h1 data-testid="report-title">
        {t(`report.subject.${report.subject}` as MessageKey)} · {t(`report.reason.${report.reason}` as MessageKey)}
      </h1>
      <p>
        <span className="muted">
          {t('moderation.reportedBy', { name: report.reporter.username })} · {formatDate(locale, report.createdAt)} ·{' '}
          {t(`moderation.status.${report.status}` as MessageKey)}
        </span>
        {report.reportedUser && <> · {t('moderation.concerns', { name: report.reportedUser.username })}</>}
      </p>
      {report.text && <blockquote className="card">{report.text}</blockquote>}
      <ReportContext context={context} />
      {actions.length > 0 && (
        <section className="panel">
          <h2>{t('moderation.history')}</h2>
          <ul data-testid="report-actions">
            {actions.map((a) => (
              <li key={a.id} className="small">
                {t('moderation.historyLine', {
                  when: formatDate(locale, a.createdAt),
                  action: t(`moderation.action.${a.action}` as MessageKey),
                  moderator: a.moderator?.username ?? t('moderation.commandLine'),
                  reason: a.reason,
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
      {report.status !== 'dismissed' && <ModerationActForm reportId={report.id} namesPerson={!!report.reportedUser} />}
    </>
  );
}
