// Previous / "Page n of m" / Next under a paged list: the tables, the inbox and the outgoing mail.
import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Button } from '../button/Button';

export interface PagerProps {
  /** What is paged, for the navigation's name ('Notification pages'). */
  label: string;
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange(page: number): void;
  /** Said after "Page n of m", e.g. the rows shown. */
  detail?: ReactNode;
  className: string;
}

export function Pager({ label, page, pageCount, onPageChange, detail, className }: PagerProps) {
  return (
    <nav className={className} aria-label={label}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {t`Previous`}
      </Button>
      <span aria-live="polite">
        {t`Page ${page} of ${pageCount}`}
        {detail}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        {t`Next`}
      </Button>
    </nav>
  );
}
