'use client';
import { useEffect, useState } from 'react';
import { useI18n } from '../../../lib/i18n/provider';
import { pushSupported, serviceWorker } from '../lib/push-device';

/**
 * The installable app's part of every page: the service worker registered (it keeps the shell and
 * "My games" for offline reading and shows pushes; registering asks nothing of the person), and a
 * clear note while the browser is offline — what is shown then is the last copy, and nothing can
 * be sent.
 */
export function AppShellWorker() {
  const { t } = useI18n();
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    if (pushSupported() || (typeof navigator !== 'undefined' && 'serviceWorker' in navigator))
      serviceWorker().catch(() => undefined);
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  if (!offline) return null;
  return (
    <p className="note" role="status" data-testid="offline-note">
      {t('app.offline')}
    </p>
  );
}
