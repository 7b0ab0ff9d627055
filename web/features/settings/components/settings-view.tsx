'use client';
import type { Locale } from '../../../lib/i18n/locale';
import { useSwitchLanguage } from '../../../hooks/use-switch-language';
import { useI18n } from '../../../lib/i18n/provider';
import { useSession } from '../../account/components/session';
import { AuthorizedAppsPanel } from './authorized-apps';
import { NotificationSettingsPanel } from './notification-settings';
import { OAuthAppsPanel } from './oauth-apps';
import { BoardLookSettings } from './board-look-settings';
import { PlaySettingsPanel } from './play-settings';
import { SessionsPanel } from './sessions';
import { TokensPanel } from './tokens';
import { VacationPanel } from './vacation';
import { WebhooksPanel } from './webhooks';
import { YourDataPanel } from './your-data';
import { SignInRequired } from '../../../components/sign-in-required';
import { BlocksPanel } from '../../safety/components/blocks-panel';
import { PushPanel } from '../../push/components/push-panel';

/**
 * Settings: language, account, playing (confirm before sending), notifications, vacation, signed-in sessions, blocked
 * people, API tokens (shown once, revocable), the apps authorised to act for the user, webhooks, the OAuth apps the user
 * registered, and their data (export, deletion).
 */
export function SettingsView() {
  const { t, locale } = useI18n();
  const { me } = useSession();
  const switchLanguage = useSwitchLanguage(!!me);
  if (me === null) return <SignInRequired />;
  if (!me) return null;
  const chooseLanguage = (l: Locale) => void switchLanguage(l);

  return (
    <>
      <h1>{t('settings.title')}</h1>
      <div className="cards" style={{ marginBottom: '1rem' }}>
        <section className="card">
          <h2>{t('settings.account')}</h2>
          <p>
            <strong>{me.displayName}</strong> <span className="muted">@{me.username}</span>
            <br />
            {me.email}{' '}
            {me.emailVerified ? (
              <span className="ok">✓</span>
            ) : (
              <a href="/verify-email">{t('auth.verify.unverified')}</a>
            )}
          </p>
        </section>
        <section className="card">
          <h2>{t('settings.language')}</h2>
          <div className="row">
            {(['en', 'de'] as const).map((l) => (
              <label key={l} className="row">
                <input
                  type="radio"
                  name="language"
                  value={l}
                  checked={locale === l}
                  onChange={() => chooseLanguage(l)}
                  data-testid={`language-${l}`}
                />
                {l === 'en' ? 'English' : 'Deutsch'}
              </label>
            ))}
          </div>
        </section>
      </div>
      <PlaySettingsPanel />
      <BoardLookSettings />
      <NotificationSettingsPanel />
      <PushPanel />
      <VacationPanel />
      <SessionsPanel />
      <BlocksPanel />
      <TokensPanel />
      <AuthorizedAppsPanel />
      <WebhooksPanel />
      <OAuthAppsPanel />
      <YourDataPanel />
    </>
  );
}
