import { cookies, headers } from 'next/headers';
import { LOCALE_COOKIE, pickLocale } from '../../../lib/i18n/locale';
import { translator } from '../../../lib/i18n/translate';
import { apiGet } from '../../../lib/server-api';

export const dynamic = 'force-dynamic';

interface CaughtMail {
  id: string;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
}

/**
 * The local mail catcher's inbox. Only the start command's embedded mode has one; elsewhere the
 * API answers 404 and this page says so.
 */
export default async function DevMailPage() {
  const t = translator(
    pickLocale((await cookies()).get(LOCALE_COOKIE)?.value, (await headers()).get('accept-language')),
  );
  let messages: CaughtMail[] | undefined;
  try {
    const { status, body } = await apiGet<{ messages: CaughtMail[] }>('/dev/mail');
    if (status === 200 && body) messages = body.messages;
  } catch {
    messages = undefined;
  }
  return (
    <>
      <h1>{t('mail.title')}</h1>
      {messages === undefined ? (
        <p className="muted">{t('mail.disabled')}</p>
      ) : messages.length === 0 ? (
        <p className="muted">{t('mail.none')}</p>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0 }} data-testid="mail-list">
          {messages.map((m) => (
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
