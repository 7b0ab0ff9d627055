'use client';
import { useHealth } from '../api/use-health';
import { useI18n } from '../../../lib/i18n/provider';

/** The API's health, read live: the landing page doubles as an "is everything up" check. */
export function ServerStatus() {
  const { t } = useI18n();
  const query = useHealth();
  // undefined while asking; null when the API does not answer (or answers without a health).
  const health = query.isPending ? undefined : (query.data ?? null);
  return (
    <section className="card" data-testid="server-status">
      <h2>{t('server.title')}</h2>
      {health === undefined ? (
        <p className="muted">{t('common.loading')}</p>
      ) : health ? (
        <p className={health.status === 'ok' ? 'status-up' : 'status-down'}>
          API {health.version}: {health.status === 'ok' ? 'running' : 'degraded'}, database {health.database.status}
        </p>
      ) : (
        <p className="status-down">The API does not answer.</p>
      )}
    </section>
  );
}
