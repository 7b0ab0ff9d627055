import type { Metadata, Viewport } from 'next';
import { cookies, headers } from 'next/headers';
import type { ReactNode } from 'react';
import { LOCALE_COOKIE, pickLocale } from '../lib/i18n/locale';
import { I18nProvider } from '../lib/i18n/provider';
import { QueryProvider } from '../lib/query/query-provider';
import { Header } from '../features/navigation/components/header';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { SessionProvider } from '../features/account/components/session';
import { AppShellWorker } from '../features/push/components/app-shell-worker';
import { PushPrompt } from '../features/push/components/push-prompt';
import { BoardLookSync } from '../features/settings/components/board-look-sync';
import './globals.css';

export const metadata: Metadata = {
  title: 'Entente',
  description: 'Correspondence play of Coalition Chess and 007 Chess',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#2f5d8a' };

/** The language comes from the cookie the switch sets, else from the browser's Accept-Language. */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = pickLocale((await cookies()).get(LOCALE_COOKIE)?.value, (await headers()).get('accept-language'));
  return (
    <html lang={locale}>
      <body>
        <I18nProvider locale={locale}>
          <QueryProvider>
            <SessionProvider>
              <Header bell={<NotificationBell />} />
              <AppShellWorker />
              <BoardLookSync />
              <main>
                <PushPrompt />
                {children}
              </main>
            </SessionProvider>
          </QueryProvider>
        </I18nProvider>
      </body>
    </html>
  );
}
