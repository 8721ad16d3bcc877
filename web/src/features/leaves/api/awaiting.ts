// An office holder's approvals (issue 43): GET /leaves?awaiting=me, one page of what waits for the caller's
// decision (their offices' steps, a HOD's and a stand-in's), refetched whenever an application changes
// (leave:created / leave:updated, as the stand-in's queue is; arrangement:changed too, for the coverage of issue 45); and POST /leaves/:id/decisions, deciding the
// waiting step. The decision's answer replaces the application in the cached lists; the server's 403 (not
// your step: it names the one that waits) and 409 (someone decided first) are the screen's to show.
import type { ApiSuccess, LeaveDto } from '@leave/domain';
import { api, STAND_IN_QUEUE, type ApiTag } from '@/lib/api';
import { errorStatus } from '@/lib/api-error';
import { refetchOn } from '@/lib/live/follow-live';
import { replaceInCachedLists } from './replace-in-cached-lists';

export const AWAITING = { type: 'Leave', id: 'AWAITING' } as const;

export interface AwaitingPageArgs {
  limit: number;
  offset: number;
}

export interface AwaitingPage {
  leaves: LeaveDto[];
  total: number;
}

/** `uncoveredReason`: why the classes of the leave may stay uncovered (issue 45), when a HOD step is approved so. */
export type StepDecision = { leave: LeaveDto; decision: 'approve'; uncoveredReason?: string } | { leave: LeaveDto; decision: 'reject'; reason: string };

const awaitingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAwaitingPage: build.query<AwaitingPage, AwaitingPageArgs>({
      query: ({ limit, offset }) => `/leaves?awaiting=me&limit=${limit}&offset=${offset}`,
      transformResponse: (response: ApiSuccess<{ leaves: LeaveDto[]; total?: number }>) => ({ leaves: response.data.leaves, total: response.data.total ?? response.data.leaves.length }),
      providesTags: (page) => [AWAITING, ...(page?.leaves ?? []).map((leave) => ({ type: 'Leave' as const, id: leave._id }))],
      onCacheEntryAdded: (_args, entry) => refetchOn(entry, ['leave:created', 'leave:updated', 'arrangement:changed'], [AWAITING]),
    }),
    decideStep: build.mutation<LeaveDto | null, StepDecision>({
      query: ({ leave, ...body }) => ({
        url: `/leaves/${encodeURIComponent(leave._id)}/decisions`,
        method: 'POST',
        headers: { 'If-Match': `"${leave.version}"` },
        body,
      }),
      transformResponse: (response: Partial<ApiSuccess<{ leave?: LeaveDto }>> | null) => response?.data?.leave ?? null,
      async onQueryStarted(_decision, { dispatch, getState, queryFulfilled }) {
        const decided = await queryFulfilled.then(({ data }) => data).catch(() => null);
        if (decided) replaceInCachedLists(dispatch, getState, decided);
      },
      invalidatesTags: (_decided, error, { leave }) => {
        const changed: ApiTag[] = [AWAITING, { type: 'Leave', id: leave._id }, { type: 'LeaveEvents', id: leave._id }, STAND_IN_QUEUE];
        if (error) return errorStatus(error) === 403 || errorStatus(error) === 409 ? changed : [];
        return [...changed, { type: 'Leave', id: 'COUNT' }, 'Stats', 'Charts', { type: 'User', id: leave.employee._id }];
      },
    }),
  }),
});

export const { useGetAwaitingPageQuery, useDecideStepMutation } = awaitingApi;
