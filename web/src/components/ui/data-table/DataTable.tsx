// A table for lists that may hold thousands of rows: only one page (25 rows by default) is rendered.
// The page goes back to the first whenever the rows change (a new filter, a reload).
import { useState, type ReactNode } from 'react';
import { TABLE_PAGE_SIZE } from '@/config/constants';
import { EmptyState } from '../empty-state/EmptyState';
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
}

export function DataTable<Row>({ caption, columns, rows, rowKey, emptyMessage, pageSize = TABLE_PAGE_SIZE, rowClassName }: DataTableProps<Row>) {
  const [page, setPage] = useState(1);
  const [shownRows, setShownRows] = useState(rows);
  if (shownRows !== rows) {
    setShownRows(rows);
    setPage(1);
  }

  if (rows.length === 0) return <EmptyState message={emptyMessage} />;

  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(page, pageCount);
  const start = (current - 1) * pageSize;
  const visible = rows.slice(start, start + pageSize);

  return (
    <div className="data-table">
      <div className="data-table__scroll" role="region" aria-label={caption} tabIndex={0}>
        <table>
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col" className={column.className}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.map((row) => (
              <tr key={rowKey(row)} className={rowClassName?.(row)}>
                {columns.map((column) => (
                  <td key={column.id} className={column.className} data-label={typeof column.header === 'string' ? column.header : undefined}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pageCount > 1 && (
        <nav className="data-table__pager" aria-label={`${caption} pages`}>
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => setPage(current - 1)} disabled={current === 1}>
            Previous
          </button>
          <span aria-live="polite">
            Page {current} of {pageCount} ({start + 1}-{Math.min(start + pageSize, rows.length)} of {rows.length})
          </span>
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => setPage(current + 1)} disabled={current === pageCount}>
            Next
          </button>
        </nav>
      )}
    </div>
  );
}
