// POST /leaves/:id/withdraw, POST /leaves/:id/cancellation and PUT /leaves/:id/cancellation, each with
// the version the user saw (If-Match). The answer replaces the application in the cached lists; the
// history, the counts and the applicant's balance (an accepted cancellation credits it) fetch again.
import type { ApiSuccess, CancellationDecision, LeaveDto } from '@leave/domain';
import { api, type ApiTag } from '@/lib/api';
import { replaceInCachedLists } from './replace-in-cached-lists';

type Change = { kind: 'withdraw'; leave: LeaveDto } | { kind: 'request'; leave: LeaveDto; reason: string } | { kind: 'decide'; leave: LeaveDto; decision: CancellationDecision; reason?: string };

function request(change: Change) {
  const id = encodeURIComponent(change.leave._id);
  const headers = { 'If-Match': `"${change.leave.version}"` };
  switch (change.kind) {
    case 'withdraw':
      return { url: `/leaves/${id}/withdraw`, method: 'POST', headers };
    case 'request':
      return { url: `/leaves/${id}/cancellation`, method: 'POST', headers, body: { reason: change.reason } };
    case 'decide':
      return { url: `/leaves/${id}/cancellation`, method: 'PUT', headers, body: { decision: change.decision, ...(change.reason ? { reason: change.reason } : {}) } };
  }
}

const leaveCancellationApi = api.injectEndpoints({
  endpoints: (build) => ({
    changeLeave: build.mutation<LeaveDto | null, Change>({
      query: request,
      transformResponse: (response: Partial<ApiSuccess<{ leave?: LeaveDto }>> | null) => response?.data?.leave ?? null,
      async onQueryStarted(_change, { dispatch, getState, queryFulfilled }) {
        const changed = await queryFulfilled.then(({ data }) => data).catch(() => null);
        if (!changed) return;
        replaceInCachedLists(dispatch, getState, changed);
      },
      invalidatesTags: (_changed, _error, change): ApiTag[] => [
        { type: 'Leave', id: change.leave._id },
        { type: 'LeaveEvents', id: change.leave._id },
        'Stats',
        'Charts',
        'Balance',
        'Calendar',
        { type: 'User', id: change.leave.employee._id },
      ],
    }),
  }),
});

export const { useChangeLeaveMutation } = leaveCancellationApi;
