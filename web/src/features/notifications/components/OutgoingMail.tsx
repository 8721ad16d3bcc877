// The admin's 'Outgoing mail' screen: every notification e-mail, newest first, 25 a page from the server,
// with its state (sent; held because SMTP_URL is unset; being sent; failed with its reason). Opening one
// shows its text.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge/Badge';
import { Button } from '@/components/ui/button/Button';
import { Pager } from '@/components/ui/pager/Pager';
import { EmptyState } from '@/components/ui/empty-state/EmptyState';
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { Spinner } from '@/components/ui/spinner/Spinner';
import { formatDateTime } from '@/lib/dates';
import { i18n } from '@/lib/i18n/i18n';
import { useGetOutgoingMailQuery, type OutgoingMail as Mail } from '../api/get-outgoing-mail';
import './notifications.css';

const PAGE = 25;
const STATUS_LABEL: Record<Mail['status'], MessageDescriptor> = { held: msg`Not sent (no mail server)`, sending: msg`Sending`, sent: msg`Sent`, failed: msg`Failed` };

export function OutgoingMail() {
  const [page, setPage] = useState(0);
  const { data, isLoading, refetch } = useGetOutgoingMailQuery({ limit: PAGE, offset: page * PAGE });
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE));
  return (
    <section aria-labelledby="outgoing-mail-title">
      <PageHeader
        title={<span id="outgoing-mail-title">{t`Outgoing mail`}</span>}
        subtitle={t`The e-mails of notifications, newest first. Without SMTP_URL nothing is sent: they are kept here.`}
        actions={
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            {t`Refresh`}
          </Button>
        }
      />
      {isLoading ? (
        <Spinner label={t`Loading outgoing mail...`} />
      ) : !data || data.mails.length === 0 ? (
        <EmptyState message={t`No mail yet.`} />
      ) : (
        <>
          {/* A mail's subject, text and error are as they were sent (in the recipient's language) and stay so. */}
          <ul className="row-list inbox__list" aria-label={t`Outgoing mail`}>
            {data.mails.map((mail) => {
              const recipient = mail.recipientName;
              const attempts = mail.attempts;
              return (
                <li key={mail._id} className="row-list__item inbox__item outgoing-mail__item">
                  <details>
                    <summary>
                      <span className="outgoing-mail__subject">{mail.subject}</span>
                      <span className="outgoing-mail__meta">
                        {t`To ${recipient}`} &lt;{mail.to}&gt; · {formatDateTime(mail.createdAt)} · <Badge tone={mail.status === 'failed' ? 'danger' : mail.status === 'sent' ? 'success' : 'warning'}>{i18n._(STATUS_LABEL[mail.status])}</Badge>
                        {attempts > 0 && ` · ${plural(attempts, { one: '# attempt', other: '# attempts' })}`}
                      </span>
                      {mail.lastError && <span className="outgoing-mail__error">{mail.lastError}</span>}
                    </summary>
                    <pre className="outgoing-mail__text">{mail.text}</pre>
                  </details>
                </li>
              );
            })}
          </ul>
          <Pager className="inbox__pager" label={t`Outgoing mail pages`} page={page + 1} pageCount={pages} onPageChange={(next) => setPage(next - 1)} />
        </>
      )}
    </section>
  );
}
