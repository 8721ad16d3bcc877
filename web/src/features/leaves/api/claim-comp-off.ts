// POST /comp-off: a claim of compensatory leave for a day worked (leaveType in lower case, the day as
// YYYY-MM-DD, 1 or 0.5 days). It waits in the approvers' queues like an application.
import type { CompOffBody } from '@leave/domain';
import { api, LEAVE_LIST, MY_LEAVE_LIST } from '@/lib/api';

const claimCompOffApi = api.injectEndpoints({
  endpoints: (build) => ({
    claimCompOff: build.mutation<void, CompOffBody>({
      query: (claim) => ({ url: '/comp-off', method: 'POST', body: { ...claim, leaveType: claim.leaveType.toLowerCase(), reason: claim.reason.trim() } }),
      transformResponse: () => undefined,
      invalidatesTags: [LEAVE_LIST, MY_LEAVE_LIST, 'Stats'],
    }),
  }),
});

export const { useClaimCompOffMutation } = claimCompOffApi;
