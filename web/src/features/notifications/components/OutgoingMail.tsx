// The admin's 'Outgoing mail' screen: every notification e-mail, newest first, 25 a page from the server,
// with its state (sent; held because SMTP_URL is unset; being sent; failed with its reason). Opening one
// shows its text.
import { useState } from 'react';
import { Badge } from '@/components/ui/badge/Badge';
import { Button } from '@/components/ui/button/Button';
import { Pager } from '@/components/ui/pager/Pager';
import { EmptyState } from '@/components/ui/empty-state/EmptyState';
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { Spinner } from '@/components/ui/spinner/Spinner';
import { formatDateTime } from '@/lib/dates';
import { useGetOutgoingMailQuery, type OutgoingMail as Mail } from '../api/get-outgoing-mail';
import './notifications.css';

const PAGE = 25;
const STATUS_LABEL: Record<Mail['status'], string> = { held: 'Not sent (no mail server)', sending: 'Sending', sent: 'Sent', failed: 'Failed' };

export function OutgoingMail() {
  const [page, setPage] = useState(0);
  const { data, isLoading, refetch } = useGetOutgoingMailQuery({ limit: PAGE, offset: page * PAGE });
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE));
  return (
    <section aria-labelledby="outgoing-mail-title">
      <PageHeader
        title={<span id="outgoing-mail-title">Outgoing mail</span>}
        subtitle="The e-mails of notifications, newest first. Without SMTP_URL nothing is sent: they are kept here."
        actions={
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            Refresh
          </Button>
        }
      />
      {isLoading ? (
        <Spinner label="Loading outgoing mail..." />
      ) : !data || data.mails.length === 0 ? (
        <EmptyState message="No mail yet." />
      ) : (
        <>
          <ul className="inbox__list" aria-label="Outgoing mail">
            {data.mails.map((mail) => (
              <li key={mail._id} className="inbox__item outgoing-mail__item">
                <details>
                  <summary>
                    <span className="outgoing-mail__subject">{mail.subject}</span>
                    <span className="outgoing-mail__meta">
                      To {mail.recipientName} &lt;{mail.to}&gt; · {formatDateTime(mail.createdAt)} · <Badge tone={mail.status === 'failed' ? 'danger' : mail.status === 'sent' ? 'success' : 'warning'}>{STATUS_LABEL[mail.status]}</Badge>
                      {mail.attempts > 0 && ` · ${mail.attempts} ${mail.attempts === 1 ? 'attempt' : 'attempts'}`}
                    </span>
                    {mail.lastError && <span className="outgoing-mail__error">{mail.lastError}</span>}
                  </summary>
                  <pre className="outgoing-mail__text">{mail.text}</pre>
                </details>
              </li>
            ))}
          </ul>
          <Pager className="inbox__pager" label="Outgoing mail pages" page={page + 1} pageCount={pages} onPageChange={(next) => setPage(next - 1)} />
        </>
      )}
    </section>
  );
}
