'use client';

import { useEffect, useState } from 'react';
import { useI18n } from '../../../lib/i18n/provider';

interface CaughtMail {
  id: string;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
}

type State = { kind: 'loading' } | { kind: 'off' } | { kind: 'refused' } | { kind: 'list'; messages: CaughtMail[] };

/** Fetches the caught mail from the API itself (not through this dashboard's /api proxy). */
export function CaughtMailList({ apiUrl }: { apiUrl: string }) {
  const { t } = useI18n();
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    fetch(`${apiUrl}/dev/mail`, { cache: 'no-store', credentials: 'omit' })
      .then(async (res) => {
        if (!live) return;
        if (res.status === 403) setState({ kind: 'refused' });
        else if (!res.ok) setState({ kind: 'off' });
        else setState({ kind: 'list', messages: ((await res.json()) as { messages: CaughtMail[] }).messages });
      })
      .catch(() => live && setState({ kind: 'off' }));
    return () => {
      live = false;
    };
  }, [apiUrl]);
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
              <pre>{m.text}</pre>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
