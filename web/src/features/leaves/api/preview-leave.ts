// POST /leaves/preview: what applying would meet (the route and its approvers, the days counted with why,
// the department cap's warnings, every problem on its field), from the same domain functions as POST /leaves.
// Nothing is recorded, so it is a query: the same dates asked twice are answered from the cache.
import { toIsoDateTime, type ApiSuccess, type CalendarDate, type LeavePreviewDto } from '@leave/domain';
import { api } from '@/lib/api';

export interface PreviewArgs {
  leaveType: string;
  fromDate: CalendarDate;
  toDate: CalendarDate;
  fromHalf: string;
  toHalf: string;
}

const previewLeaveApi = api.injectEndpoints({
  endpoints: (build) => ({
    previewLeave: build.query<LeavePreviewDto, PreviewArgs>({
      query: (args) => ({
        url: '/leaves/preview',
        method: 'POST',
        body: {
          leaveType: args.leaveType.toLowerCase(),
          fromDate: toIsoDateTime(args.fromDate),
          toDate: toIsoDateTime(args.toDate),
          ...(args.fromHalf === 'second' ? { fromHalf: 'second' } : {}),
          ...(args.toHalf === 'first' ? { toHalf: 'first' } : {}),
        },
      }),
      transformResponse: (response: ApiSuccess<LeavePreviewDto>) => response.data,
      // A decision elsewhere changes the balance after and who is away: a preview is not kept for long.
      keepUnusedDataFor: 30,
      providesTags: ['Balance'],
    }),
  }),
});

export const { usePreviewLeaveQuery } = previewLeaveApi;
