'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { useUnreadCount } from '../api/use-unread-count';
import { isUnauthorized } from '../../../lib/query/api-error';
import { useI18n } from '../../../lib/i18n/provider';
import { useSession } from '../../account/components/session';

/**
 * A link to /notifications with the number of unread ones, kept current without a reload: read
 * on every navigation, when the tab gets focus, after any mutation that marks notifications read
 * (they invalidate this query), and every 30 s while visible.
 * Rendered for signed-in users only, so signed-out pages make no request that would fail.
 */
export function NotificationBell() {
  const { t } = useI18n();
  const { refresh: refreshSession } = useSession();
  const pathname = usePathname();
  const count = useUnreadCount();
  const { refetch } = count;
  useEffect(() => {
    void refetch();
  }, [pathname, refetch]);
  // Signed out in another tab, or the session expired: the header should stop showing the account.
  const signedOut = isUnauthorized(count.error);
  useEffect(() => {
    if (signedOut) void refreshSession();
  }, [signedOut, refreshSession]);
  // Offline or the dashboard restarting: the last count stays; the next poll tries again.
  const unread = count.data ?? 0;

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
