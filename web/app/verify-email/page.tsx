'use client';
import { useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef, useState } from 'react';
import { api, asProblem, type Problem } from '../../lib/api/client';
import { problemSentence } from '../../lib/i18n/problem-text';
import { useI18n } from '../../lib/i18n/provider';
import { useSession } from '../_components/session';

/** The emailed link lands here: `/verify-email?token=…` confirms the address once. */
function Verify() {
  const { t, locale } = useI18n();
  const { me, refresh } = useSession();
  const token = useSearchParams().get('token');
  const [state, setState] = useState<'working' | 'ok' | Problem | 'resent' | 'idle'>(token ? 'working' : 'idle');
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void api.POST('/auth/verify-email', { body: { token } }).then(async ({ error, response }) => {
      if (response.ok) {
        setState('ok');
        await refresh();
      } else setState(asProblem(error, response));
    });
  }, [token, refresh]);
  const resend = async () => {
    const { error, response } = await api.POST('/auth/verify-email/resend');
    setState(response.ok ? 'resent' : asProblem(error, response));
  };
  return (
    <section className="auth card">
      <h1>{t('auth.verify.title')}</h1>
      <div data-testid="verify-state">
        {state === 'working' && <p>{t('auth.verify.working')}</p>}
        {state === 'ok' && <p className="ok">{t('auth.verify.ok')}</p>}
        {state === 'resent' && <p className="ok">{t('auth.verify.resent')}</p>}
        {state === 'idle' && me && !me.emailVerified && <p>{t('auth.verify.unverified')}</p>}
        {typeof state === 'object' && (
          <p className="problem">{t('auth.verify.failed', { detail: problemSentence(locale, state.code) })}</p>
        )}
      </div>
      {me && !me.emailVerified && state !== 'ok' && (
        <button type="button" className="button secondary" onClick={resend}>
          {t('auth.verify.resend')}
        </button>
      )}
    </section>
  );
}

export default function VerifyEmailPage() {
  return (
    <Suspense>
      <Verify />
    </Suspense>
  );
}
