// An application list under its filter bar. The filters apply on the client (the api sends whole lists,
// docs/product.md §7), memoised so that typing in the search box over thousands of rows stays fast.
import type { LeaveDto } from '@leave/domain';
import { useMemo, useState } from 'react';
import { DataTable, type Column } from '@/components/ui/data-table/DataTable';
import { Spinner } from '@/components/ui/spinner/Spinner';
import { EMPTY_LEAVE_FILTERS, filterLeaves, type SearchField } from '../leave-filters';
import { LeaveFilterBar, type LeaveFilterBarProps } from './LeaveFilterBar';

export interface FilteredLeaveTableProps extends Omit<LeaveFilterBarProps, 'value' | 'onChange'> {
  leaves: readonly LeaveDto[];
  isLoading: boolean;
  loadingLabel: string;
  /** What the search box looks in; keep it a constant, the filtering is memoised on it. */
  searchIn: readonly SearchField[];
  caption: string;
  columns: Column<LeaveDto>[];
  emptyMessage: string;
}

export function FilteredLeaveTable({ leaves, isLoading, loadingLabel, searchIn, caption, columns, emptyMessage, ...filterBar }: FilteredLeaveTableProps) {
  const [filters, setFilters] = useState(EMPTY_LEAVE_FILTERS);
  const rows = useMemo(() => filterLeaves(leaves, filters, searchIn), [leaves, filters, searchIn]);
  return (
    <>
      <LeaveFilterBar value={filters} onChange={setFilters} {...filterBar} />
      {isLoading ? (
        <Spinner label={loadingLabel} />
      ) : (
        <DataTable caption={caption} columns={columns} rows={rows} rowKey={(leave) => leave._id} emptyMessage={emptyMessage} />
      )}
    </>
  );
}
