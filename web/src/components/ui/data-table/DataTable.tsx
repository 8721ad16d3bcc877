// A table for lists that may hold thousands of rows: only one page (25 rows by default) is rendered.
// The page goes back to the first whenever the rows change (a new filter, a reload). With `server`, the
// rows are already the page the server answered, and the page is the caller's (kept in the address).
import { t } from '@lingui/core/macro';
import { useState, type ReactNode } from 'react';
import { TABLE_PAGE_SIZE } from '@/config/constants';
import { EmptyState } from '../empty-state/EmptyState';
import { Pager } from '../pager/Pager';
import './data-table.css';

export interface Column<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  className?: string;
}

export interface DataTableProps<Row> {
  caption: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  emptyMessage: string;
  pageSize?: number;
  rowClassName?: (row: Row) => string | undefined;
  /** Paged on the server: `rows` is page `page` of `total` rows; the pager asks for another page. */
  server?: { total: number; page: number; onPageChange: (page: number) => void };
}

/** A row's actions stay in view at the right edge of a table wider than its box (data-table.css). */
function cellClass(column: { id: string; className?: string | undefined }): string | undefined {
  return column.id === 'actions' ? ['data-table__actions', column.className].filter(Boolean).join(' ') : column.className;
}

export function DataTable<Row>({ caption, columns, rows, rowKey, emptyMessage, pageSize = TABLE_PAGE_SIZE, rowClassName, server }: DataTableProps<Row>) {
  const [localPage, setLocalPage] = useState(1);
  const [shownRows, setShownRows] = useState(rows);
  if (!server && shownRows !== rows) {
    setShownRows(rows);
    setLocalPage(1);
  }

  if (rows.length === 0 && (!server || server.page === 1)) return <EmptyState message={emptyMessage} />;

  const count = server ? server.total : rows.length;
  const pageCount = Math.max(1, Math.ceil(count / pageSize));
  const current = server ? server.page : Math.min(localPage, pageCount);
  const setPage = server ? server.onPageChange : setLocalPage;
  const start = (current - 1) * pageSize;
  const visible = server ? rows : rows.slice(start, start + pageSize);
  const first = Math.min(start + 1, count);
  const last = Math.min(start + pageSize, count);

  return (
    <div className="data-table">
      <div className="data-table__scroll" role="region" aria-label={caption} tabIndex={0}>
        <table>
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col" className={cellClass(column)}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.map((row) => (
              <tr key={rowKey(row)} className={rowClassName?.(row)}>
                {columns.map((column) => (
                  <td key={column.id} className={cellClass(column)} data-label={typeof column.header === 'string' ? column.header : undefined}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {(pageCount > 1 || current > 1) && (
        <Pager
          className="data-table__pager"
          label={t`${caption} pages`}
          page={current}
          pageCount={pageCount}
          onPageChange={setPage}
          detail={` ${t`(${first}-${last} of ${count})`}`}
        />
      )}
    </div>
  );
}
