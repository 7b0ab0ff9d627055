'use client';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useConfirmPasswordReset, useRequestPasswordReset } from '../api/use-password-reset';
import { useI18n } from '../../../lib/i18n/provider';
import { problemOf } from '../../../lib/query/api-error';
import { ProblemNote } from '../../../components/problem';

/** Without a token: ask for the link. With the emailed `?token=…`: choose the new password. */
export function ResetPasswordForm() {
  const { t } = useI18n();
  const token = useSearchParams().get('token');
  const [value, setValue] = useState('');
  const request = useRequestPasswordReset();
  const confirm = useConfirmPasswordReset();
  const done = token ? confirm.isSuccess : request.isSuccess;
  const problem = problemOf(token ? confirm.error : request.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (token) confirm.mutate({ token, password: value });
    else request.mutate(value);
  };
  return (
    <section className="auth card">
      <h1>{t('auth.reset.title')}</h1>
      {done ? (
        <p className="ok" data-testid="reset-done">
          {token ? (
            <>
              {t('auth.reset.done')} <Link href="/signin">{t('nav.signIn')}</Link>
              <br />
              <span data-testid="reset-ended">
                {t('auth.reset.ended', { tokens: confirm.data?.tokensRevoked ?? 0 })}
              </span>
              {confirm.data && confirm.data.apps.length > 0 ? (
                <>
                  <br />
                  <span data-testid="reset-apps">
                    {t('auth.reset.apps', { apps: confirm.data.apps.map((a) => a.name).join(', ') })}{' '}
                    <Link href="/settings#authorized-apps">{t('auth.reset.reviewApps')}</Link>
                  </span>
                </>
              ) : null}
            </>
          ) : (
            t('auth.reset.sent')
          )}
        </p>
      ) : (
        <form onSubmit={submit} className="form">
          <label>
            {token ? t('auth.reset.newPassword') : t('auth.reset.email')}
            <input
              name={token ? 'password' : 'email'}
              type={token ? 'password' : 'email'}
              autoComplete={token ? 'new-password' : 'email'}
              minLength={token ? 10 : undefined}
              required
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
          </label>
          <ProblemNote problem={problem} />
          <button type="submit" className="button">
            {token ? t('auth.reset.confirm') : t('auth.reset.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
