// The bell in every portal's header: a link to the inbox with the unread count, kept live by the inbox's
// first page (the same cache entry the inbox screen shows).
import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon/Icon';
import { INBOX_PAGE_SIZE, useGetNotificationsQuery } from '../api/get-notifications';
import './notifications.css';

export function NotificationBell({ to }: { to: string }) {
  const { data } = useGetNotificationsQuery({ limit: INBOX_PAGE_SIZE, offset: 0 });
  const unread = data?.unread ?? 0;
  const label = unread === 0 ? t`Notifications` : t`Notifications, ${unread} unread`;
  return (
    <Link to={to} className="notification-bell" aria-label={label} title={label}>
      <Icon name="bell" />
      {unread > 0 && (
        <span className="notification-bell__count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
