'use client';

import { useCaughtMail } from '../api/use-caught-mail';
import { useI18n } from '../../../lib/i18n/provider';
import { LinkedText } from './linked-text';

/** The caught mail, which the browser reads from the API itself (useCaughtMail), not through this dashboard's /api proxy. */
export function CaughtMailList({ apiUrl }: { apiUrl: string }) {
  const { t } = useI18n();
  const state = useCaughtMail(apiUrl).data ?? { kind: 'loading' as const };
  return (
    <>
      <h1>{t('mail.title')}</h1>
      {state.kind === 'loading' ? null : state.kind === 'off' ? (
        <p className="muted">{t('mail.disabled')}</p>
      ) : state.kind === 'refused' ? (
        <p className="muted" data-testid="mail-refused">
          {t('mail.refused')}
        </p>
      ) : state.messages.length === 0 ? (
        <p className="muted">{t('mail.none')}</p>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0 }} data-testid="mail-list">
          {state.messages.map((m) => (
            <li key={m.id} className="mail">
              <h2>{m.subject || '(no subject)'}</h2>
              <div className="meta">
                From {m.from} to {m.to.join(', ')} · {new Date(m.receivedAt).toUTCString()}
              </div>
              <LinkedText text={m.text} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
