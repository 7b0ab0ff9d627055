'use client';
import type { Problem } from '../lib/api/client';
import { problemSentence, problemSpecifics } from '../lib/i18n/problem-text';
import { useI18n } from '../lib/i18n/provider';
import { SignInRequired } from './sign-in-required';

/**
 * An API problem shown to the user: what its code means, in the dashboard's language; the API's
 * own detail (English, for developers) under it when it names something the sentence cannot (the
 * move, the field), and behind "Details" with the code and request id otherwise, for reports.
 * Being signed out is no error to read about: the visitor gets the way to sign in.
 */
export function ProblemNote({ problem }: { problem: Problem | null | undefined }) {
  const { t, locale } = useI18n();
  if (!problem) return null;
  if (problem.code === 'UNAUTHENTICATED') return <SignInRequired />;
  const specifics = problemSpecifics(problem);
  return (
    <div className="problem" role="alert" data-testid="problem" data-code={problem.code}>
      <p>{problemSentence(locale, problem.code)}</p>
      {specifics.length > 0 && (
        <ul className="problem-specifics">
          {specifics.map((s, i) => (
            <li key={i}>{s}</li>
          ))}
        </ul>
      )}
      <details className="problem-details">
        <summary>{t('problem.details')}</summary>
        <p>
          {problem.detail ?? problem.title} <code>{problem.code}</code>
          {problem.requestId ? <code> {problem.requestId}</code> : null}
        </p>
      </details>
    </div>
  );
}
