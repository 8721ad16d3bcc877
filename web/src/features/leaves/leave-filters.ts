// Client-side filtering of application lists (the api returns whole lists, docs/product.md §7). Pages
// memoise the result so that typing in a search box over thousands of rows stays fast.
import type { LeaveDto } from '@leave/domain';
import { yearOf } from '@/lib/dates';

export interface LeaveFilterValues {
  search: string;
  status: string;
  leaveType: string;
  department: string;
  year: string;
}

export const EMPTY_LEAVE_FILTERS: LeaveFilterValues = { search: '', status: '', leaveType: '', department: '', year: '' };

export type SearchField = 'name' | 'employeeId' | 'reason';

function haystack(leave: LeaveDto, fields: readonly SearchField[]): string {
  return fields
    .map((field) => (field === 'name' ? leave.employee.name : field === 'employeeId' ? (leave.employee.employeeId ?? '') : leave.reason))
    .join('\u0000')
    .toLowerCase();
}

export function filterLeaves(leaves: readonly LeaveDto[], filters: LeaveFilterValues, searchIn: readonly SearchField[]): LeaveDto[] {
  const query = filters.search.trim().toLowerCase();
  return leaves.filter(
    (leave) =>
      (query === '' || haystack(leave, searchIn).includes(query)) &&
      (filters.status === '' || leave.status === filters.status) &&
      (filters.leaveType === '' || leave.leaveType === filters.leaveType) &&
      (filters.department === '' || leave.department === filters.department) &&
      (filters.year === '' || String(yearOf(leave.fromDate)) === filters.year),
  );
}
