'use client';
import { useEffect, useState } from 'react';
import { useI18n } from '../../../lib/i18n/provider';
import { problemOf } from '../../../lib/query/api-error';
import { ProblemNote } from '../../../components/problem';
import { useEnablePush } from '../api/use-enable-push';
import { usePushSubscriptions } from '../api/use-push-subscriptions';
import { useRemovePushSubscription } from '../api/use-remove-push-subscription';
import { currentSubscription, pushSupported } from '../lib/push-device';
import { QuietHours } from './quiet-hours';

/**
 * Push notifications in Settings: one button turns them on for this browser (the browser's
 * permission prompt comes from that click, never on its own); the devices that receive them,
 * each removable. Which kinds are pushed is chosen with the email choices (notification settings).
 */
export function PushPanel() {
  const { t } = useI18n();
  const list = usePushSubscriptions();
  const devices = list.data ?? [];
  const enable = useEnablePush();
  const { mutate: remove } = useRemovePushSubscription();
  const [supported, setSupported] = useState<boolean | null>(null);
  const [here, setHere] = useState<string | null>(null);
  useEffect(() => {
    setSupported(pushSupported());
    void currentSubscription()
      .then((s) => setHere(s?.endpoint ?? null))
      .catch(() => setHere(null));
  }, [enable.data]);
  const thisDeviceOn = here !== null && devices.some((d) => d.endpoint === here);
  return (
    <section className="panel" data-testid="push">
      <h2>{t('push.title')}</h2>
      <p className="muted">{t('push.help')}</p>
      {supported === false && <p className="note">{t('push.unsupported')}</p>}
      {supported && !thisDeviceOn && (
        <button
          type="button"
          className="button"
          data-testid="push-enable"
          disabled={enable.isPending}
          onClick={() => enable.mutate()}
        >
          {t('push.enable')}
        </button>
      )}
      {thisDeviceOn && <p className="ok">{t('push.onHere')}</p>}
      {enable.data === 'denied' && <p className="note">{t('push.denied')}</p>}
      {enable.error && !problemOf(enable.error) && <p className="note">{t('push.failed')}</p>}
      <ProblemNote problem={problemOf(enable.error) ?? problemOf(list.error)} />
      {devices.length > 0 && (
        <ul className="seat-list" style={{ margin: '0.8rem 0' }} data-testid="push-devices">
          {devices.map((d) => (
            <li key={d.id} className="row wrap">
              <span style={{ flex: 1 }}>
                {d.device ?? t('push.unnamed')}
                {d.endpoint === here && <span className="muted"> · {t('push.thisDevice')}</span>}
              </span>
              <button
                type="button"
                className="button small danger"
                onClick={() => remove({ id: d.id, endpoint: d.endpoint })}
              >
                {t('push.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <QuietHours />
    </section>
  );
}
