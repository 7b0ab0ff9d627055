'use client';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useResendVerification } from '../api/use-resend-verification';
import { useVerifyEmail } from '../api/use-verify-email';
import type { Problem } from '../../../lib/api/client';
import { problemSentence } from '../../../lib/i18n/problem-text';
import { useI18n } from '../../../lib/i18n/provider';
import { problemOf } from '../../../lib/query/api-error';
import { useSession } from './session';

type Outcome = { isSuccess: boolean; isError: boolean; error: unknown };

/** What the page says: the last resend's outcome once there is one, else the verification's. */
function pageState(
  hasToken: boolean,
  verify: Outcome,
  resend: Outcome,
): 'resent' | 'idle' | 'ok' | 'working' | Problem | null {
  if (resend.isSuccess) return 'resent';
  if (resend.isError) return problemOf(resend.error);
  if (!hasToken) return 'idle';
  if (verify.isSuccess) return 'ok';
  if (verify.isError) return problemOf(verify.error);
  return 'working';
}

/** The emailed link lands here: `/verify-email?token=…` confirms the address once. */
export function VerifyEmailView() {
  const { t, locale } = useI18n();
  const { me, refresh } = useSession();
  const token = useSearchParams().get('token');
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  // The token is single-use: sent once per page, though React's strict mode runs an effect twice
  // (the ref survives that; a second POST would answer that the token is spent).
  const sent = useRef<string | null>(null);
  const { mutate } = verify;
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate(token, { onSuccess: () => refresh() });
  }, [token, mutate, refresh]);
  const state = pageState(!!token, verify, resend);
  const sendAgain = () => resend.mutate();
  return (
    <section className="auth card">
      <h1>{t('auth.verify.title')}</h1>
      <div data-testid="verify-state">
        {state === 'working' && <p>{t('auth.verify.working')}</p>}
        {state === 'ok' && <p className="ok">{t('auth.verify.ok')}</p>}
        {state === 'resent' && <p className="ok">{t('auth.verify.resent')}</p>}
        {state === 'idle' && me && !me.emailVerified && <p>{t('auth.verify.unverified')}</p>}
        {state !== null && typeof state === 'object' && (
          <p className="problem">{t('auth.verify.failed', { detail: problemSentence(locale, state.code) })}</p>
        )}
      </div>
      {me && !me.emailVerified && state !== 'ok' && (
        <button type="button" className="button secondary" onClick={sendAgain}>
          {t('auth.verify.resend')}
        </button>
      )}
    </section>
  );
}
