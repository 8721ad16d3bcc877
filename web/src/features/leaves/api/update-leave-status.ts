// PUT /leaves/:id/status: 'Approve as HOD' (hodApproved), the admin's final approval (approved), or a
// rejection with its reason. Every list, count and balance that shows the application reloads after.
import type { LeaveStatus } from '@leave/domain';
import { api } from '@/lib/api';
import { LEAVE_LIST, MY_LEAVE_LIST } from './get-leaves';

export type LeaveDecision =
  | { id: string; status: Extract<LeaveStatus, 'hodApproved' | 'approved'> }
  | { id: string; status: 'rejected'; rejectionReason: string };

export const updateLeaveStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateLeaveStatus: build.mutation<void, LeaveDecision>({
      query: ({ id, ...body }) => ({ url: `/leaves/${encodeURIComponent(id)}/status`, method: 'PUT', body }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, _error, { id }) => [
        LEAVE_LIST,
        MY_LEAVE_LIST,
        { type: 'Leave', id },
        { type: 'LeaveEvents', id },
        'Stats',
        'Balance',
      ],
    }),
  }),
});

export const { useUpdateLeaveStatusMutation } = updateLeaveStatusApi;
