'use client';
import { useCallback, useEffect, useState } from 'react';
import { api, asProblem, type Notification, type Problem } from '../../lib/api/client';
import { useI18n } from '../../lib/i18n/provider';
import { refreshNotificationBell } from '../_components/notification-bell';
import { ProblemNote } from '../_components/problem';
import { useSession } from '../_components/session';
import { NotificationItem } from './_parts/notification-item';
import { SignInRequired } from '../_components/sign-in-required';

const PAGE_SIZE = 20;

/** My in-app notifications: what happened in my games while I was away. */
export default function NotificationsPage() {
  const { me } = useSession();
  if (me === null) return <SignInRequired />;
  if (!me) return null;
  return <Inbox />;
}

/** Newest first, a page at a time; unread ones marked, all or only those shown; all marked read at once. */
function Inbox() {
  const { t } = useI18n();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [items, setItems] = useState<Notification[] | null>(null);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [unread, setUnread] = useState(0);
  const [problem, setProblem] = useState<Problem | null>(null);

  /** The first page, or with `before` the page older than it, appended. */
  const load = useCallback(
    async (before?: string) => {
      const { data, error, response } = await api.GET('/me/notifications', {
        params: {
          query: { limit: PAGE_SIZE, unread: unreadOnly || undefined, before: before ? Number(before) : undefined },
        },
      });
      if (!data) return setProblem(asProblem(error, response));
      setProblem(null);
      setItems((shown) => (before && shown ? [...shown, ...data.items] : data.items));
      setNextCursor(data.nextCursor);
      setUnread(data.unread);
    },
    [unreadOnly],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const markRead = async (n: Notification) => {
    if (n.readAt !== null) return;
    const { error, response } = await api.POST('/me/notifications/{id}/read', { params: { path: { id: n.id } } });
    if (!response.ok) return setProblem(asProblem(error, response));
    const now = new Date().toISOString();
    setItems((shown) => shown?.map((x) => (x.id === n.id ? { ...x, readAt: now } : x)) ?? null);
    setUnread((count) => Math.max(0, count - 1));
    refreshNotificationBell();
  };
  const markAllRead = async () => {
    const { error, response } = await api.POST('/me/notifications/read-all');
    if (!response.ok) return setProblem(asProblem(error, response));
    refreshNotificationBell();
    await load();
  };

  return (
    <>
      <div className="page-head">
        <h1>
          {t('notifications.title')}{' '}
          {unread > 0 && <span className="status-chip">{t('notifications.unreadCount', { n: unread })}</span>}
        </h1>
        <div className="row wrap">
          <label className="row">
            <input
              type="checkbox"
              name="unread-only"
              checked={unreadOnly}
              onChange={(e) => setUnreadOnly(e.target.checked)}
            />
            {t('notifications.unreadOnly')}
          </label>
          <button
            type="button"
            className="button small secondary"
            data-testid="mark-all-read"
            disabled={unread === 0}
            onClick={markAllRead}
          >
            {t('notifications.markAllRead')}
          </button>
        </div>
      </div>
      <ProblemNote problem={problem} />
      <section className="panel" data-testid="notifications">
        {items === null ? (
          <p className="muted">{t('common.loading')}</p>
        ) : items.length === 0 ? (
          <p className="muted">{t(unreadOnly ? 'notifications.noneUnread' : 'notifications.none')}</p>
        ) : (
          <ul className="notification-list">
            {items.map((n) => (
              <NotificationItem key={n.id} notification={n} onRead={markRead} />
            ))}
          </ul>
        )}
        {nextCursor && (
          <button
            type="button"
            className="button small secondary"
            data-testid="notifications-older"
            onClick={() => load(nextCursor)}
          >
            {t('notifications.older')}
          </button>
        )}
      </section>
    </>
  );
}
