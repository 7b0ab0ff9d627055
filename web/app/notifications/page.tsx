import { NotificationsView } from '../../features/notifications/components/notifications-view';

/** My in-app notifications (features/notifications). */
export default function NotificationsPage() {
  return <NotificationsView />;
}
