'use client';
import { useI18n } from '../../../lib/i18n/provider';
import { problemOf } from '../../../lib/query/api-error';
import { ProblemNote } from '../../../components/problem';
import { useNotificationSettings } from '../../settings/api/use-notification-settings';
import { useUpdateNotificationSettings } from '../../settings/api/use-update-notification-settings';

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Quiet hours for pushes, in the notification settings' time zone: pushes wait until they end,
 * a call to act no longer than until 12 h before its deadline (the server decides; see
 * docs/api/notifications.md).
 */
export function QuietHours() {
  const { t } = useI18n();
  const query = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const settings = query.data;
  if (!settings) return null;
  const quiet = settings.quietHours;
  const save = (patch: Partial<typeof quiet>) => update.mutate({ quietHours: { ...quiet, ...patch } });
  const time = (field: 'start' | 'end') => (
    <label className="field">
      {t(field === 'start' ? 'push.quietFrom' : 'push.quietUntil')}
      <input
        type="time"
        data-testid={`quiet-${field}`}
        defaultValue={quiet[field]}
        disabled={!quiet.enabled}
        onBlur={(e) =>
          CLOCK_TIME.test(e.target.value) && e.target.value !== quiet[field] && save({ [field]: e.target.value })
        }
      />
    </label>
  );
  return (
    <div data-testid="quiet-hours" style={{ marginTop: '0.8rem' }}>
      <h3>{t('push.quietTitle')}</h3>
      <label className="row">
        <input
          type="checkbox"
          data-testid="quiet-enabled"
          checked={quiet.enabled}
          onChange={(e) => save({ enabled: e.target.checked })}
        />
        {t('push.quietOn')}
      </label>
      <div className="row wrap">
        {time('start')}
        {time('end')}
      </div>
      <p className="muted small">{t('push.quietHelp', { zone: settings.timeZone })}</p>
      <ProblemNote problem={problemOf(update.error)} />
      {update.isSuccess && (
        <p className="ok small" role="status">
          {t('settings.saved')}
        </p>
      )}
    </div>
  );
}
