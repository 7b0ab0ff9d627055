'use client';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from '../api/use-sessions';
import { formatDate } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import { problemOf } from '../../../lib/query/api-error';
import { ProblemNote } from '../../../components/problem';

/** Where the user is signed in: each session's device, address and last use; sign out one or all others. */
export function SessionsPanel() {
  const { t, locale } = useI18n();
  const list = useSessions();
  const revoke = useRevokeSession();
  const others = useRevokeOtherSessions();
  const items = list.data ?? null;
  const problem = problemOf(list.error ?? revoke.error ?? others.error);
  return (
    <section className="panel" id="sessions" data-testid="sessions">
      <h2>{t('settings.sessions')}</h2>
      <p className="muted">{t('settings.sessionsHelp')}</p>
      <ProblemNote problem={problem} />
      {items && items.length > 0 && (
        <table className="table compact">
          <tbody>
            {items.map((s) => (
              <tr key={s.id} data-testid="session" data-current={s.current}>
                <td>
                  <strong>{s.device ?? t('settings.sessionUnknownDevice')}</strong>
                  {s.current && <span className="ok small"> · {t('settings.sessionCurrent')}</span>}
                  <br />
                  <span className="muted small">{s.address ?? '—'}</span>
                </td>
                <td className="small muted">
                  {t('settings.sessionSince', { when: formatDate(locale, s.createdAt) })}
                  <br />
                  {t('settings.tokenLastUsed', {
                    when: s.lastSeenAt ? formatDate(locale, s.lastSeenAt) : t('common.never'),
                  })}
                </td>
                <td className="num">
                  {!s.current && (
                    <button
                      type="button"
                      className="button small danger"
                      data-testid="session-revoke"
                      onClick={() => revoke.mutate(s.id)}
                    >
                      {t('settings.sessionRevoke')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {items && items.some((s) => !s.current) && (
        <button
          type="button"
          className="button small"
          data-testid="sessions-revoke-others"
          onClick={() => others.mutate()}
        >
          {t('settings.sessionsRevokeOthers')}
        </button>
      )}
    </section>
  );
}
