'use client';
import { useEffect, useState } from 'react';
import { useI18n } from '../../../lib/i18n/provider';
import { useSession } from '../../account/components/session';
import { useEnablePush } from '../api/use-enable-push';
import { currentSubscription, pushSupported } from '../lib/push-device';
import { PUSH_PROMPT_EVENT, promptAnswered, promptDue } from '../lib/push-prompt';

/**
 * "Get told on this device when it is your move": offered once, after the player's first game
 * began on this device (lib/push-prompt.ts), never on a page load by itself. Not offered where
 * the browser cannot receive pushes or this device receives them already. Turning on is the same
 * flow as Settings' button (the browser's permission prompt comes from this click).
 */
export function PushPrompt() {
  const { t } = useI18n();
  const { me } = useSession();
  const enable = useEnablePush();
  const [due, setDue] = useState(false);
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    const look = () => {
      if (!promptDue() || !pushSupported()) return setDue(false);
      void currentSubscription()
        .then((s) => {
          if (s) promptAnswered(); // Already on here (Settings): nothing to offer.
          setDue(!s);
        })
        .catch(() => setDue(false));
    };
    look();
    window.addEventListener(PUSH_PROMPT_EVENT, look);
    window.addEventListener('storage', look);
    return () => {
      window.removeEventListener(PUSH_PROMPT_EVENT, look);
      window.removeEventListener('storage', look);
    };
  }, []);
  const answered = enable.data !== undefined || enable.isError;
  if (!me || closed || (!due && !answered)) return null;
  const turnOn = () =>
    enable.mutate(undefined, {
      onSettled: () => promptAnswered(),
    });
  return (
    <aside className="panel push-prompt" data-testid="push-prompt" aria-labelledby="push-prompt-title">
      <p id="push-prompt-title">
        <strong>{t('push.prompt.title')}</strong>
      </p>
      {enable.data === 'subscribed' && <p className="ok">{t('push.onHere')}</p>}
      {enable.data === 'denied' && <p className="note">{t('push.denied')}</p>}
      {enable.isError && <p className="note">{t('push.failed')}</p>}
      {answered && (
        <button type="button" className="button small secondary" onClick={() => setClosed(true)}>
          {t('common.ok')}
        </button>
      )}
      {!answered && (
        <div className="row wrap">
          <button type="button" className="button" disabled={enable.isPending} onClick={turnOn}>
            {t('push.prompt.turnOn')}
          </button>
          <button
            type="button"
            className="button secondary"
            disabled={enable.isPending}
            onClick={() => {
              promptAnswered();
              setDue(false);
            }}
          >
            {t('push.prompt.notNow')}
          </button>
        </div>
      )}
    </aside>
  );
}
