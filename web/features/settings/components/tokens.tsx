'use client';
import { useState, type FormEvent } from 'react';
import { ProblemNote } from '../../../components/problem';
import type { CreatedToken, Problem, TokenScope } from '../../../lib/api/client';
import { formatDate } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import { problemOf } from '../../../lib/query/api-error';
import { useCreateToken } from '../api/use-create-token';
import { useRevokeToken } from '../api/use-revoke-token';
import { useTokens } from '../api/use-tokens';

const SCOPES: TokenScope[] = [
  'account:read',
  'account:write',
  'games:read',
  'games:play',
  'games:create',
  'ladders:read',
  'ladders:write',
];

/** My API tokens: a new one with its scopes (its secret shown once), and each one's use, revocable. */
export function TokensPanel() {
  const { t, locale } = useI18n();
  const list = useTokens({ enabled: true });
  const tokens = list.data ?? null;
  const { mutate: createToken } = useCreateToken();
  const { mutate: revokeToken } = useRevokeToken();
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<TokenScope[]>(['games:read', 'games:play']);
  const [refused, setRefused] = useState<Problem | null>(null);
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

  return (
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
  );
}
