'use client';
import { useNotificationSettings } from '../api/use-notification-settings';
import { useUpdateNotificationSettings } from '../api/use-update-notification-settings';
import type { NotificationSettings } from '../../../lib/api/client';
import { problemOf } from '../../../lib/query/api-error';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey } from '../../../lib/i18n/translate';
import { ProblemNote } from '../../../components/problem';

/** The kinds a player may route (the account emails — verification, reset — always go out). */
const KINDS = [
  'invitation',
  'challenge',
  'game-started',
  'your-turn',
  'check-to-answer',
  'coalition-formed',
  'draw-offered',
  'takeback',
  'game-over',
  'reminder',
  'seat-offered',
  'seat-changed-hands',
  'club-seat-offered',
  'edition-upgrade',
  'tournament-round',
  'message',
];

/** The kinds also pushed to the devices subscribed (delivery/push on the server). */
const PUSH_KINDS = [
  'your-turn',
  'check-to-answer',
  'message',
  'draw-offered',
  'seat-offered',
  'game-over',
  'challenge',
  'tournament-round',
];
const MODES = ['immediately', 'digest', 'never'] as const;

/** Notification preferences: email language, digest hour and zone, and per kind: at once, digest, never. */
export function NotificationSettingsPanel() {
  const { t } = useI18n();
  const query = useNotificationSettings();
  const settings = query.data ?? null;
  const update = useUpdateNotificationSettings();
  const saved = update.isSuccess;
  const problem = problemOf(query.error ?? update.error);
  const save = (patch: Partial<NotificationSettings>) => update.mutate(patch);
  return (
    <section className="panel" data-testid="notification-settings">
      <h2>{t('settings.notifications')}</h2>
      <ProblemNote problem={problem} />
      {settings && (
        <>
          <div className="row wrap" style={{ marginBottom: '0.8rem' }}>
            <label className="field">
              {t('settings.emailLanguage')}
              <select value={settings.language} onChange={(e) => save({ language: e.target.value as 'en' | 'de' })}>
                <option value="en">English</option>
                <option value="de">Deutsch</option>
              </select>
              <small>{t('settings.emailLanguageHelp')}</small>
            </label>
            <label className="field">
              {t('settings.digestHour')}
              <select value={settings.digestHour} onChange={(e) => save({ digestHour: Number(e.target.value) })}>
                {Array.from({ length: 24 }, (_, h) => (
                  <option key={h} value={h}>
                    {String(h).padStart(2, '0')}:00
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              {t('settings.timeZone')}
              <input
                defaultValue={settings.timeZone}
                onBlur={(e) => e.target.value !== settings.timeZone && save({ timeZone: e.target.value })}
              />
            </label>
          </div>
          <table className="table compact">
            <tbody>
              {KINDS.map((kind) => (
                <tr key={kind}>
                  <td>{t(`notify.${kind}` as MessageKey)}</td>
                  <td>
                    <div className="row wrap">
                      {MODES.map((mode) => (
                        <label key={mode} className="row small">
                          <input
                            type="radio"
                            name={`kind-${kind}`}
                            checked={(settings.kinds[kind] ?? 'immediately') === mode}
                            onChange={() => save({ kinds: { ...settings.kinds, [kind]: mode } })}
                          />
                          {t(`settings.delivery.${mode}`)}
                        </label>
                      ))}
                    </div>
                  </td>
                  <td>
                    {PUSH_KINDS.includes(kind) && (
                      <label className="row small">
                        <input
                          type="checkbox"
                          data-testid={`push-kind-${kind}`}
                          checked={settings.push?.[kind] ?? true}
                          onChange={(e) => save({ push: { ...settings.push, [kind]: e.target.checked } })}
                        />
                        {t('settings.delivery.push')}
                      </label>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {saved && (
            <p className="ok small" role="status">
              {t('settings.saved')}
            </p>
          )}
        </>
      )}
    </section>
  );
}
