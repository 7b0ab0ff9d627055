'use client';
import { useState, type FormEvent } from 'react';
import { useDeleteOAuthApp } from '../api/use-delete-oauth-app';
import { useOAuthApps } from '../api/use-oauth-apps';
import { useRegisterOAuthApp } from '../api/use-register-oauth-app';
import type { CreatedOAuthApp, Problem } from '../../../lib/api/client';
import { formatDate } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import { problemOf } from '../../../lib/query/api-error';
import { ProblemNote } from '../../../components/problem';

/** The OAuth apps the user registered: register (a confidential app's secret is shown once), list, delete. */
export function OAuthAppsPanel() {
  const { t, locale } = useI18n();
  const list = useOAuthApps();
  const apps = list.data ?? null;
  const { mutate: registerApp } = useRegisterOAuthApp();
  const { mutate: deleteApp } = useDeleteOAuthApp();
  const [created, setCreated] = useState<CreatedOAuthApp | null>(null);
  const [name, setName] = useState('');
  const [redirects, setRedirects] = useState('');
  const [confidential, setConfidential] = useState(false);
  const [refused, setRefused] = useState<Problem | null>(null);
  const problem = refused ?? problemOf(list.error);
  const onError = (error: unknown) => setRefused(problemOf(error));
  const register = (e: FormEvent) => {
    e.preventDefault();
    setRefused(null);
    const redirectUris = redirects
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    registerApp(
      { name, redirectUris, confidential },
      {
        onSuccess: (app) => {
          setCreated(app);
          setName('');
          setRedirects('');
        },
        onError,
      },
    );
  };
  const remove = (clientId: string) => {
    setRefused(null);
    if (created?.clientId === clientId) setCreated(null);
    deleteApp(clientId, { onError });
  };
  return (
    <section className="panel" data-testid="oauth-apps">
      <h2>{t('settings.oauthApps')}</h2>
      <p className="muted">{t('settings.oauthAppsHelp')}</p>
      {created && (
        <div className="note" data-testid="oauth-app-created">
          {t('settings.oauthAppClientId')}: <code data-testid="oauth-app-client-id">{created.clientId}</code>
          {created.clientSecret && (
            <>
              <br />
              {t('settings.oauthAppSecret')}
              <pre
                className="mono"
                data-testid="oauth-app-secret"
                style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: '0.4rem 0 0' }}
              >
                {created.clientSecret}
              </pre>
            </>
          )}
        </div>
      )}
      <form className="form" onSubmit={register} style={{ margin: '0.8rem 0' }}>
        <label>
          {t('settings.oauthAppName')}
          <input
            name="oauth-app-name"
            required
            maxLength={100}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <label>
          {t('settings.oauthAppRedirects')}
          <textarea
            name="oauth-app-redirects"
            required
            rows={2}
            className="mono"
            placeholder="https://app.example.org/oauth/callback"
            value={redirects}
            onChange={(e) => setRedirects(e.target.value)}
          />
        </label>
        <label className="row">
          <input
            type="checkbox"
            name="oauth-app-confidential"
            checked={confidential}
            onChange={(e) => setConfidential(e.target.checked)}
          />
          {t('settings.oauthAppConfidential')}
        </label>
        <div>
          <button type="submit" className="button">
            {t('settings.oauthAppRegister')}
          </button>
        </div>
      </form>
      <ProblemNote problem={problem} />
      {apps && apps.length === 0 && <p className="muted">{t('settings.oauthAppNone')}</p>}
      {apps && apps.length > 0 && (
        <table className="table compact">
          <tbody>
            {apps.map((app) => (
              <tr key={app.clientId} data-testid="oauth-app" data-client-id={app.clientId}>
                <td>
                  <strong>{app.name}</strong>{' '}
                  <span className="muted small">
                    {app.confidential ? t('settings.oauthAppConfidentialShort') : t('settings.oauthAppPublic')}
                  </span>
                  <br />
                  <span className="mono small muted">{app.clientId}</span>
                  {app.redirectUris.map((uri) => (
                    <div key={uri} className="mono small" style={{ wordBreak: 'break-all' }}>
                      {uri}
                    </div>
                  ))}
                </td>
                <td className="small muted">{formatDate(locale, app.createdAt)}</td>
                <td className="num">
                  <button type="button" className="button small danger" onClick={() => remove(app.clientId)}>
                    {t('settings.oauthAppDelete')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
