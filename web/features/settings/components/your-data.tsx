'use client';
import { useState, type FormEvent } from 'react';
import { ProblemNote } from '../../../components/problem';
import type { Problem } from '../../../lib/api/client';
import { formatDate } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import { problemOf } from '../../../lib/query/api-error';
import { useSession } from '../../account/components/session';
import { useDeleteAccount } from '../api/use-delete-account';

/**
 * Your data: the export as a download, and the deletion of the account — confirmed with the
 * password, carried out seven days later, cancelled by signing in before then. Asking signs out
 * every session; the page keeps saying when, until it is left.
 */
export function YourDataPanel() {
  const { t, locale } = useI18n();
  const { me } = useSession();
  const { mutate: deleteAccount, isPending } = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [dueAt, setDueAt] = useState<string | null>(null);
  const [refused, setRefused] = useState<Problem | null>(null);
  const pending = dueAt ?? me?.deletion?.dueAt ?? null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setRefused(null);
    deleteAccount(password, {
      onSuccess: (answer) => {
        setDueAt(answer.dueAt);
        setPassword('');
        setConfirming(false);
      },
      onError: (error) => setRefused(problemOf(error)),
    });
  };

  return (
    <section className="panel" data-testid="your-data">
      <h2>{t('settings.data')}</h2>
      <p className="muted">{t('settings.dataHelp')}</p>
      <p>
        <a href="/api/me/export" download data-testid="export">
          {t('settings.dataExport')}
        </a>
      </p>
      <h3>{t('settings.deleteAccount')}</h3>
      {pending ? (
        <p className="note" role="status" data-testid="deletion-pending">
          {t('settings.deletionPending', { date: formatDate(locale, pending) })}
        </p>
      ) : (
        <>
          <p className="muted">{t('settings.deleteAccountHelp')}</p>
          {!confirming ? (
            <button
              type="button"
              className="button danger"
              onClick={() => setConfirming(true)}
              data-testid="delete-account"
            >
              {t('settings.deleteAccount')}
            </button>
          ) : (
            <form onSubmit={submit} data-testid="delete-account-form">
              <p>{t('settings.deleteAccountConfirm')}</p>
              <label className="field">
                {t('settings.deleteAccountPassword')}
                <input
                  type="password"
                  autoComplete="current-password"
                  required
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </label>
              <div className="row">
                <button type="submit" className="button danger" disabled={isPending}>
                  {t('settings.deleteAccountSubmit')}
                </button>
                <button type="button" className="button secondary" onClick={() => setConfirming(false)}>
                  {t('common.cancel')}
                </button>
              </div>
            </form>
          )}
        </>
      )}
      <ProblemNote problem={refused} />
    </section>
  );
}
