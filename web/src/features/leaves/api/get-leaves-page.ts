// GET /leaves with `limit`: one page of the applications the reviewer may see (all for the admin, the
// department's for a HOD), filtered, searched and counted on the server. Pushed changes update the
// page in place: an application on it is replaced by its newer version; a new one that matches the
// filters is counted, and shown at the top of the first page.
import { LEAVE_STATUSES, LEAVE_TYPES, matchesLeaveFilter, normaliseDepartment, type ApiSuccess, type ArrangementChangePayload, type LeaveChangePayload, type LeaveDto, type LeaveListFilter, type LeaveStatus, type LeaveType } from '@leave/domain';
import { api, LEAVE_LIST } from '@/lib/api';
import { followLive, refetchOn } from '@/lib/live/follow-live';
import { readUrlList } from '@/lib/use-url-list';
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
        // Issue 45: a changed arrangement of an application on the page changes its coverage ('3 of 4
        // periods covered'): that application's page is fetched again.
        const arrangementChanged = ({ arrangement }: ArrangementChangePayload) => {
          const leaveId = arrangement?.leaveId;
          if (leaveId && entry.getCacheEntry().data?.leaves.some((leave) => leave._id === leaveId)) entry.dispatch(api.util.invalidateTags([{ type: 'Leave', id: leaveId }]));
        };
        return followLive(entry, { 'leave:created': apply(true), 'leave:updated': apply(false), 'arrangement:changed': arrangementChanged });
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

// What a review queue's page asks for, derived from its address once: the screen's hook (usePagedLeaves) and
// the request started beside the session check (portals' startList, app/portal-chunks.ts) both use it, so the screen finds that
// request in RTK Query's cache under the same arguments.
export const EMPTY_LEAVE_LIST_FILTERS = { search: '', status: '', leaveType: '', department: '' };
export type LeaveListFilters = typeof EMPTY_LEAVE_LIST_FILTERS;

/** A review queue's configuration: the statuses it filters by, and whether it has the department filter. */
export interface LeaveQueue {
  statuses: readonly LeaveStatus[];
  showDepartment: boolean;
}

/** The admin's queue: every application of the college, every status, by department. */
export const ADMIN_QUEUE: LeaveQueue = { statuses: LEAVE_STATUSES, showDepartment: true };
/** The HOD's queue: their department's (the server sends a HOD only theirs), the statuses a HOD filters by. */
export const HOD_QUEUE: LeaveQueue = { statuses: ['pending', 'approved', 'rejected', 'cancellationRequested', 'cancelled'], showDepartment: false };

/** What the address asks for, reduced to values the server accepts (a hand-edited address is not an error). */
export function serverFilters(applied: Partial<LeaveListFilters>, statuses: readonly LeaveStatus[], showDepartment: boolean): LeaveFilterArgs {
  const status = statuses.find((s) => s === applied.status);
  const leaveType = LEAVE_TYPES.find((t) => t === applied.leaveType) as LeaveType | undefined;
  const department = showDepartment && applied.department ? (normaliseDepartment(applied.department) ?? undefined) : undefined;
  const search = applied.search?.slice(0, 100);
  // A withdrawn application is nobody's to review: it leaves the queue (the applicant's history keeps it).
  return { ...(status ? { status } : { excludeStatus: 'withdrawn' as const }), ...(leaveType ? { leaveType } : {}), ...(department ? { department } : {}), ...(search ? { search } : {}) };
}

/** The page of `queue` a list (its applied filters, limit and offset) asks for. */
export function leavePageArgs(list: { applied: Partial<LeaveListFilters>; limit: number; offset: number }, queue: LeaveQueue): LeavePageArgs {
  return { ...serverFilters(list.applied, queue.statuses, queue.showDepartment), limit: list.limit, offset: list.offset };
}

/** The page of `queue` that the address's query string asks for. */
export function leavePageArgsOf(params: URLSearchParams, queue: LeaveQueue): LeavePageArgs {
  return leavePageArgs(readUrlList(params, EMPTY_LEAVE_LIST_FILTERS), queue);
}

/** Starts the request of the page of `queue` that the address's query string `search` asks for. */
export function prefetchLeavePage(search: string, queue: LeaveQueue) {
  return getLeavesPageApi.util.prefetch('getLeavesPage', leavePageArgsOf(new URLSearchParams(search), queue), {});
}
