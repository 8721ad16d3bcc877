// PUT /leaves/:id/status, the one endpoint of a decision: 'Approve as HOD' (hodApproved), the admin's final
// approval (approved), or a rejection with its reason, from a review queue or (given to it by the portal)
// the stand-in's queue. The request carries the version the reviewer saw (If-Match), so that of two
// reviewers acting at once the second gets 409 instead of deciding on what they never saw. The answer is
// the application as it now stands: it replaces the old one in the cached lists, and only the figures it
// changes and the stand-in's queue (which it leaves or enters) are fetched again.
import type { ApiSuccess, LeaveDto, LeaveStatus } from '@leave/domain';
import { api, STAND_IN_QUEUE, type ApiTag } from '@/lib/api';
import { errorStatus } from '@/lib/api-error';
import { replaceInCachedLists } from './replace-in-cached-lists';

export type LeaveDecision =
  | { leave: LeaveDto; status: Extract<LeaveStatus, 'hodApproved' | 'approved'>; uncoveredReason?: string }
  | { leave: LeaveDto; status: 'rejected'; rejectionReason: string };

/** What else a decision changes: the history, the dashboards' counts, the stand-in's queue, and after a final approval the applicant's balance. */
function tagsChangedBy({ leave, status }: LeaveDecision): ApiTag[] {
  const changed: ApiTag[] = [{ type: 'LeaveEvents', id: leave._id }, { type: 'Leave', id: 'COUNT' }, STAND_IN_QUEUE, 'Stats', 'Charts'];
  if (status === 'approved') changed.push({ type: 'User', id: leave.employee._id });
  return changed;
}

const updateLeaveStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateLeaveStatus: build.mutation<LeaveDto | null, LeaveDecision>({
      query: ({ leave, ...body }) => ({
        url: `/leaves/${encodeURIComponent(leave._id)}/status`,
        method: 'PUT',
        headers: { 'If-Match': `"${leave.version}"` },
        body,
      }),
      transformResponse: (response: Partial<ApiSuccess<{ leave?: LeaveDto }>> | null) => response?.data?.leave ?? null,
      async onQueryStarted(_decision, { dispatch, getState, queryFulfilled }) {
        const decided = await queryFulfilled.then(({ data }) => data).catch(() => null);
        if (!decided) return;
        replaceInCachedLists(dispatch, getState, decided);
      },
      invalidatesTags: (decided, error, decision) => {
        const application: ApiTag = { type: 'Leave', id: decision.leave._id };
        // 409: someone decided first; the lists show what they did.
        if (error) return errorStatus(error) === 409 ? [application, { type: 'LeaveEvents', id: decision.leave._id }, STAND_IN_QUEUE] : [];
        // An answer without the application (not this server's): the lists that hold it reload instead.
        return decided ? tagsChangedBy(decision) : [application, ...tagsChangedBy(decision)];
      },
    }),
  }),
});

export const { useUpdateLeaveStatusMutation } = updateLeaveStatusApi;
