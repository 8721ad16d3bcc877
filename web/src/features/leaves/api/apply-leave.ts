// POST /leaves: leaveType in lower case, dates as UTC midnight of the picked days, reason trimmed.
import { toIsoDateTime, type ApplyLeaveValues } from '@leave/domain';
import { api, LEAVE_LIST, MY_LEAVE_LIST } from '@/lib/api';

const applyLeaveApi = api.injectEndpoints({
  endpoints: (build) => ({
    applyLeave: build.mutation<void, ApplyLeaveValues>({
      query: (application) => ({
        url: '/leaves',
        method: 'POST',
        body: {
          leaveType: application.leaveType.toLowerCase(),
          fromDate: toIsoDateTime(application.fromDate),
          toDate: toIsoDateTime(application.toDate),
          reason: application.reason.trim(),
        },
      }),
      transformResponse: () => undefined,
      invalidatesTags: [LEAVE_LIST, MY_LEAVE_LIST, 'Stats', 'Charts', 'Balance'],
    }),
  }),
});

export const { useApplyLeaveMutation } = applyLeaveApi;
