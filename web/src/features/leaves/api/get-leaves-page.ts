// GET /leaves with `limit`: one page of the applications the reviewer may see (all for the admin, the
// department's for a HOD), filtered, searched and counted on the server. Pushed changes update the
// page in place: an application on it is replaced by its newer version; a new one that matches the
// filters is counted, and shown at the top of the first page.
import { matchesLeaveFilter, type ApiSuccess, type LeaveChangePayload, type LeaveDto, type LeaveListFilter } from '@leave/domain';
import { api, LEAVE_LIST } from '@/lib/api';
import { followLive, refetchOn } from '@/lib/live/follow-live';
import { replaceLeave } from './leave-lists';

/** The filters of GET /leaves, as domain states them. */
export type LeaveFilterArgs = LeaveListFilter;

export interface LeavePageArgs extends LeaveFilterArgs {
  limit: number;
  offset: number;
}

export interface LeavePage {
  leaves: LeaveDto[];
  total: number;
}

/** The count of applications matching filters (e.g. the pending badge): a one-row page's total. */
const COUNT_TAG = { type: 'Leave', id: 'COUNT' } as const;

function queryOf(args: LeavePageArgs): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(args)) if (value !== undefined && value !== '') params.set(name, String(value));
  return `/leaves?${params.toString()}`;
}

/** Whether an application belongs under these filters, as the server decides (domain's leave-list filter). */
export function matchesLeaveFilters(leave: LeaveDto, filters: LeaveFilterArgs): boolean {
  const { employee } = leave;
  return matchesLeaveFilter(
    { status: leave.status, leaveType: leave.leaveType, department: leave.department, applicantRole: employee.role, applicantName: employee.name, applicantEmployeeId: employee.employeeId ?? '', reason: leave.reason },
    filters,
  );
}

export const getLeavesPageApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLeavesPage: build.query<LeavePage, LeavePageArgs>({
      query: queryOf,
      transformResponse: (response: ApiSuccess<{ leaves: LeaveDto[]; total?: number }>) => ({ leaves: response.data.leaves, total: response.data.total ?? response.data.leaves.length }),
      providesTags: (page) => [LEAVE_LIST, ...(page?.leaves ?? []).map((leave) => ({ type: 'Leave' as const, id: leave._id }))],
      onCacheEntryAdded: (args, entry) => {
        const apply = (created: boolean) => ({ leave }: LeaveChangePayload) =>
          entry.updateCachedData((page) => {
            if (replaceLeave(page.leaves, leave)) {
              // A row that no longer matches the view (withdrawn in a review queue, approved on a 'pending'
              // page) leaves the page at once; the next fetch of the page fills its place.
              const index = page.leaves.findIndex((item) => item._id === leave._id && item.version === leave.version);
              if (index !== -1 && !matchesLeaveFilters(leave, args)) {
                page.leaves.splice(index, 1);
                page.total = Math.max(0, page.total - 1);
              }
              return;
            }
            if (!created || !matchesLeaveFilters(leave, args)) return;
            page.total += 1;
            if (args.offset === 0) {
              page.leaves.unshift(leave);
              if (page.leaves.length > args.limit) page.leaves.pop();
            }
          });
        return followLive(entry, { 'leave:created': apply(true), 'leave:updated': apply(false) });
      },
    }),
    countLeaves: build.query<number, LeaveFilterArgs>({
      query: (filters) => queryOf({ ...filters, limit: 1, offset: 0 }),
      transformResponse: (response: ApiSuccess<{ leaves: LeaveDto[]; total?: number }>) => response.data.total ?? response.data.leaves.length,
      providesTags: [COUNT_TAG],
      onCacheEntryAdded: (_args, entry) => refetchOn(entry, ['leave:created', 'leave:updated'], [COUNT_TAG]),
    }),
  }),
});

export const { useGetLeavesPageQuery, useCountLeavesQuery } = getLeavesPageApi;
