// Stand-ins: GET /stand-ins, POST /stand-ins, DELETE /stand-ins/:id, the stand-in's queue (GET
// /stand-ins/queue) and a decision taken from it (PUT /leaves/:id/status with If-Match). The queue is
// fetched again after every decision and whenever an application changes (leave:created / leave:updated).
import type { ApiSuccess, LeaveDto, StandInDto } from '@leave/domain';
import { api } from '@/lib/api';
import { refetchOn } from '@/lib/live/follow-live';

const STAND_INS = { type: 'Leave', id: 'STAND_INS' } as const;
const STAND_IN_QUEUE = { type: 'Leave', id: 'STAND_IN_QUEUE' } as const;

export interface NewStandIn {
  hodId: string;
  standInId: string;
  from: string;
  to: string;
}

export type StandInDecision = { leave: LeaveDto; status: 'hodApproved' } | { leave: LeaveDto; status: 'rejected'; rejectionReason: string };

const standInsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStandIns: build.query<StandInDto[], void>({
      query: () => '/stand-ins',
      transformResponse: (response: ApiSuccess<{ standIns: StandInDto[] }>) => response.data.standIns,
      providesTags: [STAND_INS],
    }),
    nameStandIn: build.mutation<StandInDto, NewStandIn>({
      query: (body) => ({ url: '/stand-ins', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<{ standIn: StandInDto }>) => response.data.standIn,
      invalidatesTags: [STAND_INS, STAND_IN_QUEUE],
    }),
    removeStandIn: build.mutation<void, string>({
      query: (id) => ({ url: `/stand-ins/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [STAND_INS, STAND_IN_QUEUE],
    }),
    getStandInQueue: build.query<LeaveDto[], void>({
      query: () => '/stand-ins/queue',
      transformResponse: (response: ApiSuccess<{ leaves: LeaveDto[] }>) => response.data.leaves,
      providesTags: [STAND_IN_QUEUE],
      onCacheEntryAdded: (_arg, entry) => refetchOn(entry, ['leave:created', 'leave:updated'], [STAND_IN_QUEUE]),
    }),
    decideAsStandIn: build.mutation<void, StandInDecision>({
      query: ({ leave, ...body }) => ({ url: `/leaves/${encodeURIComponent(leave._id)}/status`, method: 'PUT', headers: { 'If-Match': `"${leave.version}"` }, body }),
      invalidatesTags: (_result, _error, { leave }) => [STAND_IN_QUEUE, { type: 'LeaveEvents', id: leave._id }, 'Stats'],
    }),
  }),
});

export const { useGetStandInsQuery, useNameStandInMutation, useRemoveStandInMutation, useGetStandInQueueQuery, useDecideAsStandInMutation } = standInsApi;
