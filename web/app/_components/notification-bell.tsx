'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api/client';
import { useI18n } from '../../lib/i18n/provider';
import { useSession } from './session';

/**
 * How often the bell asks for the unread count. A poll, not a stream: a game page already holds
 * one server-sent event connection, and a browser allows only six HTTP/1.1 connections per origin
 * across all its tabs.
 */
const POLL_MS = 30_000;
const CHANGED = 'entente:notifications-changed';

/** Tells the header's bell to read the unread count now, e.g. after a page marked notifications read. */
export function refreshNotificationBell(): void {
  window.dispatchEvent(new Event(CHANGED));
}

/**
 * A link to /notifications with the number of unread ones, kept current without a reload: read
 * on every navigation, when the tab becomes visible, on request, and every 30 s while visible.
 * Rendered for signed-in users only, so signed-out pages make no request that would fail.
 */
export function NotificationBell() {
  const { t } = useI18n();
  const { refresh: refreshSession } = useSession();
  const pathname = usePathname();
  const [unread, setUnread] = useState(0);
  // Answers may arrive out of order (a poll and a navigation at once): only the latest request counts.
  const latest = useRef(0);
  const load = useCallback(async () => {
    const request = ++latest.current;
    try {
      const { data, response } = await api.GET('/me/notifications', { params: { query: { limit: 1 } } });
      if (request !== latest.current) return;
      if (data) setUnread(data.unread);
      // Signed out in another tab, or the session expired: the header should stop showing the account.
      else if (response.status === 401) await refreshSession();
    } catch {
      // Offline or the dashboard restarting: keep the last count; the next poll tries again.
    }
  }, [refreshSession]);

  useEffect(() => {
    void load();
  }, [load, pathname]);

  useEffect(() => {
    const loadNow = () => void load();
    const loadIfVisible = () => {
      if (document.visibilityState === 'visible') loadNow();
    };
    const timer = setInterval(loadIfVisible, POLL_MS);
    document.addEventListener('visibilitychange', loadIfVisible);
    window.addEventListener(CHANGED, loadNow);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', loadIfVisible);
      window.removeEventListener(CHANGED, loadNow);
    };
  }, [load]);

  return (
    <Link
      href="/notifications"
      className="bell"
      data-testid="notification-bell"
      aria-label={unread > 0 ? t('nav.notificationsUnread', { n: unread }) : t('nav.notifications')}
    >
      <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true">
        <path
          d="M12 3.5a5 5 0 0 0-5 5v3.3c0 .9-.3 1.7-.9 2.3L5 15.3v1.2h14v-1.2l-1.1-1.2a3.3 3.3 0 0 1-.9-2.3V8.5a5 5 0 0 0-5-5ZM10 18.5a2 2 0 0 0 4 0"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.7}
          strokeLinejoin="round"
        />
      </svg>
      {unread > 0 && (
        <span className="bell-count" data-testid="notification-count">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
