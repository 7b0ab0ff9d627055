'use client';
import { useState } from 'react';
import { useMarkAllRead, useMarkRead } from '../api/use-mark-read';
import { useNotifications } from '../api/use-notifications';
import type { Notification } from '../../../lib/api/client';
import { useI18n } from '../../../lib/i18n/provider';
import { problemOf } from '../../../lib/query/api-error';
import { MoreButton } from '../../../components/more-button';
import { ProblemNote } from '../../../components/problem';
import { useSession } from '../../account/components/session';
import { NotificationItem } from './notification-item';
import { groupTurns } from '../lib/group-turns';
import { SignInRequired } from '../../../components/sign-in-required';

const PAGE_SIZE = 20;

/** My in-app notifications: what happened in my games while I was away. */
export function NotificationsView() {
  const { me } = useSession();
  if (me === null) return <SignInRequired />;
  if (!me) return null;
  return <Inbox />;
}

/** Newest first, a page at a time; unread ones marked, all or only those shown; all marked read at once. */
function Inbox() {
  const { t } = useI18n();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const list = useNotifications({ unreadOnly, limit: PAGE_SIZE });
  const read = useMarkRead();
  const readAll = useMarkAllRead();
  const items = list.data?.pages.flatMap((p) => p.items) ?? null;
  // The count of the newest answer: the first page is read again after every mark.
  const unread = list.data?.pages[0]?.unread ?? 0;
  const problem = problemOf(read.error ?? readAll.error ?? list.error);
  const markRead = (n: Notification) => {
    if (n.readAt === null) read.mutate(n.id);
  };
  const markAllRead = () => readAll.mutate(undefined);

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
            {groupTurns(items).map(({ latest, earlier }) => (
              <NotificationItem key={latest.id} notification={latest} earlier={earlier} onRead={markRead} />
            ))}
          </ul>
        )}
        <MoreButton query={list} label="notifications.older" testId="notifications-older" />
      </section>
    </>
  );
}
