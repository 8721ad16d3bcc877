// An application list paged, filtered and searched on the server (GET /leaves with `limit`), with the
// page and filters in the address and pushed changes applied to the page in place: `usePagedLeaves` reads
// it, `PagedLeaveView` shows it (the review queues add their own columns, dialog and counts around it), and
// `PagedLeaveTable` is both for a list with nothing around it.
import type { LeaveDto, LeaveStatus } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { useMemo, type ReactNode } from 'react';
import { DataTable, type Column } from '@/components/ui/data-table/DataTable';
import { Spinner } from '@/components/ui/spinner/Spinner';
import { useUrlList } from '@/lib/use-url-list';
import { EMPTY_LEAVE_LIST_FILTERS, leavePageArgs, useGetLeavesPageQuery } from '../api/get-leaves-page';
import { LeaveFilterBar } from './LeaveFilterBar';

/** The page the address asks for, read from the server. */
export function usePagedLeaves(statuses: readonly LeaveStatus[], showDepartment: boolean) {
  const list = useUrlList(EMPTY_LEAVE_LIST_FILTERS);
  const args = useMemo(() => leavePageArgs(list, { statuses, showDepartment }), [list.applied, list.limit, list.offset, statuses, showDepartment]);
  const { data, isLoading } = useGetLeavesPageQuery(args);
  return { list, data, isLoading };
}

export type PagedLeaves = ReturnType<typeof usePagedLeaves>;

export interface PagedLeaveTableProps {
  caption: string;
  columns: Column<LeaveDto>[];
  statuses: readonly LeaveStatus[];
  searchPlaceholder?: string | undefined;
  showDepartment?: boolean;
  loadingLabel: string;
  emptyMessage: string;
}

/** The filter bar and the page of `paged`. */
/** `beforeTable`: what a queue puts between the filters and the table (the bulk approval's bar). */
export function PagedLeaveView({ paged, caption, columns, statuses, searchPlaceholder, showDepartment = false, loadingLabel, emptyMessage, beforeTable }: PagedLeaveTableProps & { paged: PagedLeaves; beforeTable?: ReactNode }) {
  const { list, data, isLoading } = paged;
  return (
    <>
      <LeaveFilterBar
        value={{ ...list.filters, year: '' }}
        onChange={({ search, status, leaveType, department }) => list.setFilters({ search, status, leaveType, department })}
        searchLabel={t`Search`}
        searchPlaceholder={searchPlaceholder}
        statuses={statuses}
        showDepartment={showDepartment}
      />
      {beforeTable}
      {isLoading ? (
        <Spinner label={loadingLabel} />
      ) : (
        <DataTable
          caption={caption}
          columns={columns}
          rows={data?.leaves ?? []}
          rowKey={(leave) => leave._id}
          emptyMessage={emptyMessage}
          server={{ total: data?.total ?? 0, page: list.page, onPageChange: list.setPage }}
        />
      )}
    </>
  );
}

export function PagedLeaveTable(props: PagedLeaveTableProps) {
  const paged = usePagedLeaves(props.statuses, props.showDepartment ?? false);
  return <PagedLeaveView paged={paged} {...props} />;
}
