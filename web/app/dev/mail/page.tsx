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
  let messages: CaughtMail[] | undefined;
  try {
    const { status, body } = await apiGet<{ messages: CaughtMail[] }>('/dev/mail');
    if (status === 200 && body) messages = body.messages;
  } catch {
    messages = undefined;
  }
  return (
    <>
      <h1>Development mail</h1>
      {messages === undefined ? (
        <p>The mail catcher is not enabled: it runs only with the start command&apos;s embedded mail server.</p>
      ) : messages.length === 0 ? (
        <p>No mail yet. Messages the server sends appear here.</p>
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
