'use client';
import { useId, useState, type FormEvent } from 'react';
import { ProblemNote } from '../../../components/problem';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey } from '../../../lib/i18n/translate';
import { problemOf } from '../../../lib/query/api-error';
import { useReport, type ReportReason, type ReportSubject } from '../api/use-report';

const REASONS: ReportReason[] = ['spam', 'harassment', 'cheating', 'inappropriate', 'other'];

/**
 * "Report" on a message, a player, a game or a club: opens a small form (reason, words) in place
 * and sends it to the moderators. The person reported is never told who reported them.
 */
export function ReportButton({ subject, id, small = true }: { subject: ReportSubject; id: string; small?: boolean }) {
  const { t } = useI18n();
  const formId = useId();
  const report = useReport();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason>('harassment');
  const [text, setText] = useState('');

  const send = (e: FormEvent) => {
    e.preventDefault();
    report.mutate({ subject, id, reason, text: text.trim() });
  };

  return (
    <span className="report" data-testid={`report-${subject}`}>
      <button
        type="button"
        className={`link${small ? ' small' : ''}`}
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen(!open)}
      >
        {t('report.action')}
      </button>
      {open && (
        <div id={formId} className="card" style={{ marginTop: '0.4rem' }}>
          {report.isSuccess ? (
            <p className="ok" role="status" data-testid="report-sent">
              {t('report.sent')}
            </p>
          ) : (
            <form className="form" onSubmit={send} aria-label={t('report.title')}>
              <strong>{t('report.title')}</strong>
              <label>
                {t('report.reason')}
                <select name="report-reason" value={reason} onChange={(e) => setReason(e.target.value as ReportReason)}>
                  {REASONS.map((r) => (
                    <option key={r} value={r}>
                      {t(`report.reason.${r}` as MessageKey)}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                {t('report.text')}
                <textarea
                  name="report-text"
                  maxLength={2000}
                  rows={3}
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                />
              </label>
              <div>
                <button type="submit" className="button small" disabled={report.isPending}>
                  {t('report.send')}
                </button>
              </div>
              <ProblemNote problem={problemOf(report.error)} />
            </form>
          )}
        </div>
      )}
    </span>
  );
}
