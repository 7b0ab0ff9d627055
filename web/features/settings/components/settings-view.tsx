'use client';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useCreateToken } from '../api/use-create-token';
import { useRevokeToken } from '../api/use-revoke-token';
import { useTokens } from '../api/use-tokens';
import type { CreatedToken, Problem, TokenScope } from '../../../lib/api/client';
import { formatDate } from '../../../lib/format';
import { problemOf } from '../../../lib/query/api-error';
import { setLocaleCookie, type Locale } from '../../../lib/i18n/locale';
import { useI18n } from '../../../lib/i18n/provider';
import { ProblemNote } from '../../../components/problem';
import { useSession } from '../../../components/session';
import { AuthorizedAppsPanel } from './authorized-apps';
import { NotificationSettingsPanel } from './notification-settings';
import { OAuthAppsPanel } from './oauth-apps';
import { PlaySettingsPanel } from './play-settings';
import { VacationPanel } from './vacation';
import { WebhooksPanel } from './webhooks';
import { SignInRequired } from '../../../components/sign-in-required';

const SCOPES: TokenScope[] = [
  'account:read',
  'account:write',
  'games:read',
  'games:play',
  'games:create',
  'ladders:read',
  'ladders:write',
];

/**
 * Settings: language, account, playing (confirm before sending), notifications, vacation, API tokens (shown once, revocable), the
 * apps authorised to act for the user, webhooks, and the OAuth apps the user registered.
 */
export function SettingsView() {
  const { t, locale } = useI18n();
  const { me } = useSession();
  const router = useRouter();
  const list = useTokens({ enabled: !!me });
  const tokens = list.data ?? null;
  const { mutate: createToken } = useCreateToken();
  const { mutate: revokeToken } = useRevokeToken();
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<TokenScope[]>(['games:read', 'games:play']);
  const [refused, setRefused] = useState<Problem | null>(null);
  if (me === null) return <SignInRequired />;
  if (!me) return null;
  const problem = refused ?? problemOf(list.error);
  const onError = (error: unknown) => setRefused(problemOf(error));

  const create = (e: FormEvent) => {
    e.preventDefault();
    setRefused(null);
    createToken(
      { name, scopes },
      {
        onSuccess: (token) => {
          setCreated(token);
          setName('');
        },
        onError,
      },
    );
  };
  const revoke = (id: string) => {
    setRefused(null);
    revokeToken(id, { onError });
  };
  const chooseLanguage = (l: Locale) => {
    setLocaleCookie(l);
    router.refresh();
  };

  return (
    <>
      <h1>{t('settings.title')}</h1>
      <div className="cards" style={{ marginBottom: '1rem' }}>
        <section className="card">
          <h2>{t('settings.account')}</h2>
          <p>
            <strong>{me.displayName}</strong> <span className="muted">@{me.username}</span>
            <br />
            {me.email}{' '}
            {me.emailVerified ? (
              <span className="ok">✓</span>
            ) : (
              <a href="/verify-email">{t('auth.verify.unverified')}</a>
            )}
          </p>
        </section>
        <section className="card">
          <h2>{t('settings.language')}</h2>
          <div className="row">
            {(['en', 'de'] as const).map((l) => (
              <label key={l} className="row">
                <input
                  type="radio"
                  name="language"
                  value={l}
                  checked={locale === l}
                  onChange={() => chooseLanguage(l)}
                  data-testid={`language-${l}`}
                />
                {l === 'en' ? 'English' : 'Deutsch'}
              </label>
            ))}
          </div>
        </section>
      </div>
      <PlaySettingsPanel />
      <NotificationSettingsPanel />
      <VacationPanel />
      <section className="panel" data-testid="tokens">
        <h2>{t('settings.tokens')}</h2>
        <p className="muted">{t('settings.tokensHelp')}</p>
        {created && (
          <div className="note" data-testid="token-secret">
            {t('settings.tokenShownOnce')}
            <pre className="mono" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: '0.4rem 0 0' }}>
              {created.token}
            </pre>
          </div>
        )}
        <form className="form" onSubmit={create} style={{ margin: '0.8rem 0' }}>
          <label>
            {t('settings.tokenName')}
            <input name="token-name" required value={name} onChange={(e) => setName(e.target.value)} />
          </label>
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <legend style={{ fontWeight: 500, marginBottom: '0.3rem' }}>{t('settings.tokenScopes')}</legend>
            <div className="row wrap">
              {SCOPES.map((s) => (
                <label key={s} className="row mono small">
                  <input
                    type="checkbox"
                    checked={scopes.includes(s)}
                    onChange={(e) => setScopes(e.target.checked ? [...scopes, s] : scopes.filter((x) => x !== s))}
                  />
                  {s}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <button type="submit" className="button" disabled={scopes.length === 0}>
              {t('settings.tokenCreate')}
            </button>
          </div>
        </form>
        <ProblemNote problem={problem} />
        {tokens && tokens.length === 0 && <p className="muted">{t('settings.tokenNone')}</p>}
        {tokens && tokens.length > 0 && (
          <table className="table compact">
            <tbody>
              {tokens.map((tk) => (
                <tr key={tk.id} data-testid="token-row">
                  <td>
                    <strong>{tk.name}</strong>
                    <br />
                    <span className="mono small muted">{tk.scopes.join(' ')}</span>
                  </td>
                  <td className="small muted">
                    {formatDate(locale, tk.createdAt)}
                    <br />
                    {t('settings.tokenLastUsed', {
                      when: tk.lastUsedAt ? formatDate(locale, tk.lastUsedAt) : t('common.never'),
                    })}
                  </td>
                  <td className="num">
                    {tk.revokedAt ? (
                      <span className="muted">{t('settings.tokenRevoked')}</span>
                    ) : (
                      <button type="button" className="button small danger" onClick={() => revoke(tk.id)}>
                        {t('settings.tokenRevoke')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <AuthorizedAppsPanel />
      <WebhooksPanel />
      <OAuthAppsPanel />
    </>
  );
}
