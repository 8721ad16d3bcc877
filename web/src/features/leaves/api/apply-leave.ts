// POST /leaves: leaveType in lower case, dates as UTC midnight of the picked days, reason trimmed. With
// files (a medical certificate), the same fields go as text parts of a multipart body, then each file as
// a `file` part: the application and its files are stored together or not at all.
import { toIsoDateTime, type ApplyLeaveValues } from '@leave/domain';
import { api, LEAVE_LIST, MY_LEAVE_LIST } from '@/lib/api';

export type ApplyLeaveArgs = ApplyLeaveValues & { files?: readonly File[] };

function applicationBody({ files = [], ...application }: ApplyLeaveArgs): Record<string, string> | FormData {
  const fields: Record<string, string> = {
    leaveType: application.leaveType.toLowerCase(),
    fromDate: toIsoDateTime(application.fromDate),
    toDate: toIsoDateTime(application.toDate),
    reason: application.reason.trim(),
    ...(application.fromHalf === 'second' ? { fromHalf: 'second' } : {}),
    ...(application.toHalf === 'first' ? { toHalf: 'first' } : {}),
  };
  if (files.length === 0) return fields;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('file', file, file.name);
  return form;
}

const applyLeaveApi = api.injectEndpoints({
  endpoints: (build) => ({
    applyLeave: build.mutation<void, ApplyLeaveArgs>({
      query: (application) => ({ url: '/leaves', method: 'POST', body: applicationBody(application) }),
      transformResponse: () => undefined,
      invalidatesTags: [LEAVE_LIST, MY_LEAVE_LIST, 'Stats', 'Charts', 'Balance'],
    }),
  }),
});

export const { useApplyLeaveMutation } = applyLeaveApi;
