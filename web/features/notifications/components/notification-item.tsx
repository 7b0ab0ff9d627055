'use client';
import Link from 'next/link';
import type { Notification } from '../../../lib/api/client';
import { formatDate } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import { notificationText } from '../lib/notification-text';

/**
 * One notification: its sentence, linking to the game where there is one (following the link
 * marks it read), and its time. An unread one is set off and says so to screen readers; one
 * without a game has a button to mark it read instead.
 */
export function NotificationItem({
  notification: n,
  earlier = [],
  onRead,
}: {
  notification: Notification;
  /** Earlier calls to move of the same game, shown as a count on this line and read with it. */
  earlier?: readonly Notification[];
  onRead: (n: Notification) => void;
}) {
  const { t, locale } = useI18n();
  const read = n.readAt !== null && earlier.every((e) => e.readAt !== null);
  const readAll = () => [n, ...earlier].forEach(onRead);
  const text = notificationText(t, locale, n);
  return (
    <li
      className={`notification${read ? '' : ' unread'}`}
      data-testid="notification"
      data-id={n.id}
      data-kind={n.kind}
      data-read={String(read)}
    >
      {!read && <span className="sr-only">{t('notifications.unread')}: </span>}
      <span className="notification-text">
        {n.gameId ? (
          <Link href={`/games/${n.gameId}${n.kind === 'message' ? '#negotiation' : ''}`} onClick={readAll}>
            {text}
          </Link>
        ) : n.kind === 'challenge' ? (
          // A challenge has no game yet: it is answered on the challenges page.
          <Link href="/challenges" onClick={readAll}>
            {text}
          </Link>
        ) : n.kind === 'tournament-round' && typeof n.payload.tournamentId === 'string' ? (
          <Link href={`/tournaments/${n.payload.tournamentId}`} onClick={readAll}>
            {text}
          </Link>
        ) : (
          text
        )}
        {earlier.length > 0 && (
          <span className="muted small" data-testid="notification-earlier">
            {' '}
            {t('notifications.earlierTurns', { n: earlier.length })}
          </span>
        )}
      </span>
      <time className="muted small" dateTime={n.createdAt}>
        {formatDate(locale, n.createdAt)}
      </time>
      {!read && !n.gameId && (
        <button type="button" className="link small" onClick={() => onRead(n)}>
          {t('notifications.markRead')}
        </button>
      )}
    </li>
  );
}
