'use client';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import {
  api,
  asProblem,
  type CreatedWebhook,
  type Problem,
  type Webhook,
  type WebhookDelivery,
} from '../../../lib/api/client';
import { formatDate } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import { ProblemNote } from '../../_components/problem';

/** Webhooks: register (the signing secret is shown once), see deliveries, remove. */
export function WebhooksPanel() {
  const { t, locale } = useI18n();
  const [hooks, setHooks] = useState<Webhook[]>([]);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [url, setUrl] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const [deliveries, setDeliveries] = useState<WebhookDelivery[]>([]);
  const [problem, setProblem] = useState<Problem | null>(null);
  const load = useCallback(async () => {
    const r = await api.GET('/me/webhooks');
    if (r.data) setHooks(Array.isArray(r.data) ? r.data : ((r.data as { items?: Webhook[] }).items ?? []));
    else setProblem(asProblem(r.error, r.response));
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  const add = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const { data, error, response } = await api.POST('/me/webhooks', { body: { url } });
    if (!data) return setProblem(asProblem(error, response));
    setCreated(data);
    setUrl('');
    await load();
  };
  const remove = async (id: string) => {
    await api.DELETE('/me/webhooks/{id}', { params: { path: { id } } });
    await load();
  };
  const show = async (id: string) => {
    if (open === id) return setOpen(null);
    const r = await api.GET('/me/webhooks/{id}/deliveries', { params: { path: { id } } });
    setDeliveries(r.data?.items ?? []);
    setOpen(id);
  };
  return (
    <section className="panel" data-testid="webhooks">
      <h2>{t('settings.webhooks')}</h2>
      <p className="muted">{t('settings.webhooksHelp')}</p>
      {created && (
        <div className="note">
          {t('settings.webhookSecret')}
          <pre className="mono" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: '0.4rem 0 0' }}>
            {created.secret}
          </pre>
        </div>
      )}
      <ul className="seat-list" style={{ margin: '0.8rem 0' }}>
        {hooks.map((h) => (
          <li key={h.id} style={{ display: 'block' }}>
            <div className="row wrap">
              <span className="mono small" style={{ flex: 1, wordBreak: 'break-all' }}>
                {h.url}
              </span>
              <button type="button" className="link" onClick={() => void show(h.id)}>
                {t('settings.webhookDeliveries')}
              </button>
              <button type="button" className="button small danger" onClick={() => void remove(h.id)}>
                {t('settings.webhookRemove')}
              </button>
            </div>
            {open === h.id &&
              (deliveries.length === 0 ? (
                <p className="muted small">{t('settings.webhookNoDeliveries')}</p>
              ) : (
                <table className="table compact">
                  <tbody>
                    {deliveries.map((d) => (
                      <tr key={d.id}>
                        <td>{d.kind}</td>
                        <td>{d.state}</td>
                        <td className="num">{d.lastStatus ?? '—'}</td>
                        <td className="num">{d.attempts}</td>
                        <td>{formatDate(locale, d.deliveredAt ?? d.createdAt)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ))}
          </li>
        ))}
      </ul>
      <form className="row wrap" onSubmit={add}>
        <input
          type="url"
          required
          placeholder="https://example.org/entente"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          style={{ flex: 1, minWidth: '14rem' }}
        />
        <button type="submit" className="button small">
          {t('settings.webhookAdd')}
        </button>
      </form>
      <ProblemNote problem={problem} />
    </section>
  );
}
