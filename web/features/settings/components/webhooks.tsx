'use client';
import { useState, type FormEvent } from 'react';
import { useCreateWebhook } from '../api/use-create-webhook';
import { useDeleteWebhook } from '../api/use-delete-webhook';
import { useWebhookDeliveries } from '../api/use-webhook-deliveries';
import { useWebhooks } from '../api/use-webhooks';
import type { CreatedWebhook, Problem } from '../../../lib/api/client';
import { formatDate } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import { problemOf } from '../../../lib/query/api-error';
import { ProblemNote } from '../../../components/problem';

/** Webhooks: register (the signing secret is shown once), see deliveries, remove. */
export function WebhooksPanel() {
  const { t, locale } = useI18n();
  const list = useWebhooks();
  const hooks = list.data ?? [];
  const create = useCreateWebhook();
  const { mutate: remove } = useDeleteWebhook();
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [url, setUrl] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const deliveries = useWebhookDeliveries(open).data ?? [];
  const [refused, setRefused] = useState<Problem | null>(null);
  const problem = refused ?? problemOf(list.error);
  const add = (e: FormEvent) => {
    e.preventDefault();
    setRefused(null);
    create.mutate(url, {
      onSuccess: (hook) => {
        setCreated(hook);
        setUrl('');
      },
      onError: (error) => setRefused(problemOf(error)),
    });
  };
  const show = (id: string) => setOpen(open === id ? null : id);
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
              <button type="button" className="link" onClick={() => show(h.id)}>
                {t('settings.webhookDeliveries')}
              </button>
              <button type="button" className="button small danger" onClick={() => remove(h.id)}>
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
