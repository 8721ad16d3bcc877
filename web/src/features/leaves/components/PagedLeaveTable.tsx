// An application list paged, filtered and searched on the server (GET /leaves with `limit`), with the
// page and filters in the address and pushed changes applied to the page in place.
import type { LeaveDto, LeaveStatus } from '@leave/domain';
import { useMemo } from 'react';
import { DataTable, type Column } from '@/components/ui/data-table/DataTable';
import { Spinner } from '@/components/ui/spinner/Spinner';
import { useUrlList } from '@/lib/use-url-list';
import { useGetLeavesPageQuery } from '../api/get-leaves-page';
import { LeaveFilterBar } from './LeaveFilterBar';
import { serverFilters } from './ReviewQueue';

const EMPTY_FILTERS = { search: '', status: '', leaveType: '', department: '' };

export interface PagedLeaveTableProps {
  caption: string;
  columns: Column<LeaveDto>[];
  statuses: readonly LeaveStatus[];
  searchPlaceholder?: string;
  showDepartment?: boolean;
  loadingLabel: string;
  emptyMessage: string;
}

export function PagedLeaveTable({ caption, columns, statuses, searchPlaceholder, showDepartment = false, loadingLabel, emptyMessage }: PagedLeaveTableProps) {
  const list = useUrlList(EMPTY_FILTERS);
  const filters = useMemo(() => serverFilters(list.applied, statuses, showDepartment), [list.applied, statuses, showDepartment]);
  const { data, isLoading } = useGetLeavesPageQuery({ ...filters, limit: list.limit, offset: list.offset });
  return (
    <>
      <LeaveFilterBar
        value={{ ...list.filters, year: '' }}
        onChange={({ search, status, leaveType, department }) => list.setFilters({ search, status, leaveType, department })}
        searchLabel="Search"
        searchPlaceholder={searchPlaceholder}
        statuses={statuses}
        showDepartment={showDepartment}
      />
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
