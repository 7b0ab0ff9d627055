'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { api } from '../lib/api/client';
import { setLocaleCookie, type Locale } from '../lib/i18n/locale';
import { useI18n } from '../lib/i18n/provider';

/** The cache key of GET /me/notification-settings (the settings feature's). */
const NOTIFICATION_SETTINGS = ['me', 'notification-settings'] as const;

/**
 * Switches the dashboard's language (the header, the settings). A signed-in player's e-mail
 * language follows it while the two were the same; one the player set apart stays as chosen.
 */
export function useSwitchLanguage(signedIn: boolean): (next: Locale) => Promise<void> {
  const { locale } = useI18n();
  const router = useRouter();
  const client = useQueryClient();
  return async (next) => {
    setLocaleCookie(next);
    if (signedIn && next !== locale) {
      try {
        const { data } = await api.GET('/me/notification-settings');
        if (data && data.language === locale) {
          const saved = await api.PATCH('/me/notification-settings', { body: { language: next } });
          if (saved.data) client.setQueryData(NOTIFICATION_SETTINGS, saved.data);
        }
      } catch {
        // The dashboard's language is switched whatever the e-mails' did.
      }
    }
    router.refresh();
  };
}
