'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useSignIn } from '../api/use-sign-in';
import { useI18n } from '../../../lib/i18n/provider';
import { problemOf } from '../../../lib/query/api-error';
import { returnPath } from '../../../lib/return-path';
import { ProblemNote } from '../../../components/problem';
import { useSession } from './session';

export function SignInForm() {
  const { t } = useI18n();
  const { refresh } = useSession();
  const router = useRouter();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useSignIn();
  // A sign-in that cancelled the account's deletion says so before going on.
  const [cancelled, setCancelled] = useState(false);
  const next = () => router.push(returnPath(window.location.search, window.location.origin));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    signIn.mutate(
      { login, password },
      {
        onSuccess: async (session) => {
          await refresh();
          if (session.deletionCancelled) setCancelled(true);
          else next();
        },
      },
    );
  };
  if (cancelled)
    return (
      <section className="auth card">
        <h1>{t('auth.signIn.title')}</h1>
        <p role="status" data-testid="deletion-cancelled">
          {t('auth.signIn.deletionCancelled')}
        </p>
        <button type="button" className="button" onClick={next}>
          {t('auth.signIn.continue')}
        </button>
      </section>
    );
  return (
    <section className="auth card">
      <h1>{t('auth.signIn.title')}</h1>
      <form onSubmit={submit} className="form">
        <label>
          {t('auth.signIn.login')}
          <input
            name="login"
            autoComplete="username"
            required
            value={login}
            onChange={(e) => setLogin(e.target.value)}
          />
        </label>
        <label>
          {t('auth.signIn.password')}
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        <ProblemNote problem={problemOf(signIn.error)} />
        <button type="submit" className="button" disabled={signIn.isPending}>
          {t('auth.signIn.submit')}
        </button>
      </form>
      <p className="muted">
        <Link href="/reset-password">{t('auth.signIn.forgot')}</Link> ·{' '}
        <Link href="/signin-link">{t('auth.signIn.byLink')}</Link> · {t('auth.signIn.noAccount')}{' '}
        <Link href="/signup">{t('nav.signUp')}</Link>
      </p>
    </section>
  );
}
