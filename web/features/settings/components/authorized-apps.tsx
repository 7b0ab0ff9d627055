'use client';
import { useState } from 'react';
import { useAuthorizations } from '../api/use-authorizations';
import { useRevokeAuthorization } from '../api/use-revoke-authorization';
import type { Problem } from '../../../lib/api/client';
import { formatDate } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import { problemOf } from '../../../lib/query/api-error';
import { ProblemNote } from '../../../components/problem';

/** The apps the user has let act for them (OAuth), each with its scopes and a revoke button. */
export function AuthorizedAppsPanel() {
  const { t, locale } = useI18n();
  const list = useAuthorizations();
  const items = list.data ?? null;
  const { mutate: revokeApp } = useRevokeAuthorization();
  const [refused, setRefused] = useState<Problem | null>(null);
  const problem = refused ?? problemOf(list.error);
  const revoke = (clientId: string) => {
    setRefused(null);
    revokeApp(clientId, { onError: (error) => setRefused(problemOf(error)) });
  };
  return (
    <section className="panel" id="authorized-apps" data-testid="authorized-apps">
      <h2>{t('settings.authorizedApps')}</h2>
      <p className="muted">{t('settings.authorizedAppsHelp')}</p>
      <ProblemNote problem={problem} />
      {items && items.length === 0 && <p className="muted">{t('settings.authorizedAppsNone')}</p>}
      {items && items.length > 0 && (
        <table className="table compact">
          <tbody>
            {items.map((app) => (
              <tr key={app.clientId} data-testid="authorized-app" data-client-id={app.clientId}>
                <td>
                  <strong>{app.name}</strong>{' '}
                  <span className="muted small">{t('settings.authorizedAppBy', { owner: app.owner })}</span>
                  <ul className="small" style={{ margin: '0.3rem 0 0', paddingLeft: '1.1rem' }}>
                    {app.scopes.map((s) => (
                      <li key={s}>{t(`scope.${s}`)}</li>
                    ))}
                  </ul>
                </td>
                <td className="small muted">
                  {t('settings.authorizedAppSince', { when: formatDate(locale, app.grantedAt) })}
                  <br />
                  {t('settings.tokenLastUsed', {
                    when: app.lastUsedAt ? formatDate(locale, app.lastUsedAt) : t('common.never'),
                  })}
                </td>
                <td className="num">
                  <button
                    type="button"
                    className="button small danger"
                    data-testid="authorized-app-revoke"
                    onClick={() => revoke(app.clientId)}
                  >
                    {t('settings.authorizedAppRevoke')}
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
