'use client';
import type { Problem } from '../../lib/api/client';
import { useI18n } from '../../lib/i18n/provider';

/** An API problem shown to the user: the server's detail, with its stable code for reports. */
export function ProblemNote({ problem }: { problem: Problem | null | undefined }) {
  const { t } = useI18n();
  if (!problem) return null;
  return (
    <p className="problem" role="alert" data-testid="problem" data-code={problem.code}>
      {t('common.error', { detail: problem.detail ?? problem.title })} <code>{problem.code}</code>
    </p>
  );
}
