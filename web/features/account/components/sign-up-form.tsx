'use client';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useRegister } from '../api/use-register';
import { useSignIn } from '../api/use-sign-in';
import { useI18n } from '../../../lib/i18n/provider';
import { isUnauthorized, problemOf } from '../../../lib/query/api-error';
import { ProblemNote } from '../../../components/problem';
import { useSession } from './session';

/**
 * Registration, then an immediate sign-in: the verification email confirms the address later.
 * The API answers registration alike whether or not the address already has an account (so nobody
 * can probe addresses); when the sign-in then fails, no account was made and the page says where
 * the message went, which tells the address's owner how to sign in.
 * `/signup?email=…` (the link of an invitation by email) fills in the invited address.
 */
export function SignUpForm() {
  const { t } = useI18n();
  const { refresh } = useSession();
  const router = useRouter();
  const invited = useSearchParams().get('email') ?? '';
  const [form, setForm] = useState({ username: '', displayName: '', email: invited, password: '' });
  const register = useRegister();
  const signIn = useSignIn();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });
  // A refused sign-in after registration (401) is no error to show: the page says where the mail went.
  const problem = problemOf(register.error ?? (isUnauthorized(signIn.error) ? null : signIn.error));
  const busy = register.isPending || signIn.isPending;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    signIn.reset();
    const body = {
      username: form.username,
      email: form.email,
      password: form.password,
      ...(form.displayName ? { displayName: form.displayName } : {}),
    };
    register.mutate(body, {
      onSuccess: (registered) =>
        signIn.mutate(
          { login: form.username, password: form.password },
          {
            onSuccess: async () => {
              await refresh();
              router.push('/?welcome=1');
            },
            onError: (error) => {
              if (isUnauthorized(error)) setSentTo(registered.email ?? form.email);
            },
          },
        ),
    });
  };
  if (sentTo)
    return (
      <section className="auth card">
        <h1>{t('auth.signUp.title')}</h1>
        <p role="status" data-testid="signup-check-mail">
          {t('auth.signUp.checkMail', { email: sentTo })}
        </p>
        <p className="muted">
          <Link href="/signin">{t('nav.signIn')}</Link> · <Link href="/reset-password">{t('auth.signIn.forgot')}</Link>
        </p>
      </section>
    );
  return (
    <section className="auth card">
      <h1>{t('auth.signUp.title')}</h1>
      <form onSubmit={submit} className="form">
        <label>
          {t('auth.signUp.username')}
          <input
            name="username"
            autoComplete="username"
            required
            pattern="[A-Za-z0-9_\-]{3,32}"
            value={form.username}
            onChange={set('username')}
          />
          <small>{t('auth.signUp.usernameHint')}</small>
        </label>
        <label>
          {t('auth.signUp.displayName')}
          <input name="displayName" autoComplete="nickname" value={form.displayName} onChange={set('displayName')} />
        </label>
        <label>
          {t('auth.signUp.email')}
          <input name="email" type="email" autoComplete="email" required value={form.email} onChange={set('email')} />
        </label>
        <label>
          {t('auth.signUp.password')}
          <input
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={10}
            value={form.password}
            onChange={set('password')}
          />
        </label>
        <ProblemNote problem={problem} />
        <button type="submit" className="button" disabled={busy}>
          {t('auth.signUp.submit')}
        </button>
      </form>
      <p className="muted">
        {t('auth.signUp.haveAccount')} <Link href="/signin">{t('nav.signIn')}</Link>
      </p>
    </section>
  );
}
