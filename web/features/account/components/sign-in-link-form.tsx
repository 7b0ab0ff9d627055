'use client';
import { useRouter, useSearchParams } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useRequestSignInLink, useSignInWithLink } from '../api/use-sign-in-link';
import { useI18n } from '../../../lib/i18n/provider';
import { problemOf } from '../../../lib/query/api-error';
import { ProblemNote } from '../../../components/problem';
import { useSession } from './session';

/**
 * Without a token: ask for a one-time sign-in link (the way past the sign-in limits). With the
 * emailed `?token=…`: a button signs in — never on opening the page, so a mail scanner that
 * follows the link does not use it up.
 */
export function SignInLinkForm() {
  const { t } = useI18n();
  const { refresh } = useSession();
  const router = useRouter();
  const token = useSearchParams().get('token');
  const [email, setEmail] = useState('');
  const request = useRequestSignInLink();
  const confirm = useSignInWithLink();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (token)
      confirm.mutate(token, {
        onSuccess: async () => {
          await refresh();
          router.push('/');
        },
      });
    else request.mutate(email);
  };
  return (
    <section className="auth card">
      <h1>{t('auth.link.title')}</h1>
      {!token && request.isSuccess ? (
        <p className="ok" data-testid="link-sent">
          {t('auth.link.sent')}
        </p>
      ) : (
        <form onSubmit={submit} className="form">
          {token ? (
            <p>{t('auth.link.confirmText')}</p>
          ) : (
            <>
              <p className="muted">{t('auth.link.intro')}</p>
              <label>
                {t('auth.link.email')}
                <input
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              </label>
            </>
          )}
          <ProblemNote problem={problemOf(token ? confirm.error : request.error)} />
          <button type="submit" className="button" disabled={confirm.isPending || request.isPending}>
            {token ? t('auth.link.confirm') : t('auth.link.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
