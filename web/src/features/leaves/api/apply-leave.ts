// POST /leaves: leaveType in lower case, dates as UTC midnight of the picked days, reason trimmed. With
// files (a medical certificate), the same fields go as text parts of a multipart body, then each file as
// a `file` part: the application and its files are stored together or not at all. Issue 45: with class
// adjustment, `arrangements` (one per period of the preview: who takes it, null for 'HOD to arrange'), an
// array in a JSON body, its JSON text as a part of a multipart one (DR 0370).
import { toIsoDateTime, type ApplyLeaveValues, type ArrangementChoice } from '@leave/domain';
import { api, LEAVE_LIST, MY_LEAVE_LIST } from '@/lib/api';

export type ApplyLeaveArgs = ApplyLeaveValues & { files?: readonly File[]; arrangements?: readonly ArrangementChoice[] };

function applicationBody({ files = [], arrangements, ...application }: ApplyLeaveArgs): Record<string, unknown> | FormData {
  const fields: Record<string, string> = {
    leaveType: application.leaveType.toLowerCase(),
    fromDate: toIsoDateTime(application.fromDate),
    toDate: toIsoDateTime(application.toDate),
    reason: application.reason.trim(),
    ...(application.fromHalf === 'second' ? { fromHalf: 'second' } : {}),
    ...(application.toHalf === 'first' ? { toHalf: 'first' } : {}),
  };
  if (files.length === 0) return arrangements ? { ...fields, arrangements } : fields;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (arrangements) form.append('arrangements', JSON.stringify(arrangements));
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
