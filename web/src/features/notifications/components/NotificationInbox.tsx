// The inbox screen of every portal: what happened to me or needs me, newest first, 25 a page from the
// server, each entry a link to the thing; opening one marks it read, and 'Mark all as read' marks them all.
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button/Button';
import { Pager } from '@/components/ui/pager/Pager';
import { EmptyState } from '@/components/ui/empty-state/EmptyState';
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { Spinner } from '@/components/ui/spinner/Spinner';
import { formatDateTime } from '@/lib/dates';
import { INBOX_PAGE_SIZE, useGetNotificationsQuery } from '../api/get-notifications';
import { entryText } from '../entry-text';
import { useMarkNotificationsReadMutation } from '../api/mark-notifications-read';
import './notifications.css';

export function NotificationInbox() {
  const [page, setPage] = useState(0);
  const { data, isLoading } = useGetNotificationsQuery({ limit: INBOX_PAGE_SIZE, offset: page * INBOX_PAGE_SIZE });
  const [markRead, { isLoading: marking }] = useMarkNotificationsReadMutation();
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / INBOX_PAGE_SIZE));
  const unread = data?.unread ?? 0;

  return (
    <section className="inbox" aria-labelledby="inbox-title">
      <PageHeader
        title={<span id="inbox-title">{t`Notifications`}</span>}
        subtitle={t`${unread} unread`}
        actions={
          <Button variant="secondary" size="sm" disabled={unread === 0} busy={marking} onClick={() => void markRead({ all: true })}>
            {t`Mark all as read`}
          </Button>
        }
      />
      {isLoading ? (
        <Spinner label={t`Loading notifications...`} />
      ) : !data || data.notifications.length === 0 ? (
        <EmptyState message={t`No notifications yet.`} />
      ) : (
        <>
          <ul className="row-list inbox__list" aria-label={t`Notifications`}>
            {data.notifications.map((item) => (
              <li key={item._id} className={`row-list__item inbox__item${item.read ? '' : ' inbox__item--unread'}`}>
                <Link to={item.link} className="inbox__link" onClick={() => (item.read ? undefined : void markRead({ ids: [item._id] }))}>
                  {!item.read && <span className="sr-only">{`${t`Unread:`} `}</span>}
                  {entryText(item)}
                </Link>
                <time className="inbox__time" dateTime={item.createdAt}>
                  {formatDateTime(item.createdAt)}
                </time>
              </li>
            ))}
          </ul>
          <Pager className="inbox__pager" label={t`Notification pages`} page={page + 1} pageCount={pages} onPageChange={(next) => setPage(next - 1)} />
        </>
      )}
    </section>
  );
}
