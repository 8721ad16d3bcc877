// Stand-ins: GET /stand-ins, POST /stand-ins, DELETE /stand-ins/:id and the stand-in's queue (GET
// /stand-ins/queue). A decision taken from the queue is the leaves feature's one PUT /leaves/:id/status,
// which the portal hands to the queue; the queue is fetched again after every decision (its tag,
// STAND_IN_QUEUE) and whenever an application changes (leave:created / leave:updated).
import type { ApiSuccess, LeaveDto, StandInDto } from '@leave/domain';
import { api, STAND_IN_QUEUE } from '@/lib/api';
import { refetchOn } from '@/lib/live/follow-live';

const STAND_INS = { type: 'Leave', id: 'STAND_INS' } as const;

/** A HOD's naming (`hodId`), or an office holder's for their office (`office`; issue 43). */
export interface NewStandIn {
  hodId?: string;
  office?: string;
  /** For an office's naming: the holder it is for (the caller when absent; an admin names one for any holder). */
  holderId?: string;
  standInId: string;
  from: string;
  to: string;
}

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
  }),
});

export const { useGetStandInsQuery, useNameStandInMutation, useRemoveStandInMutation, useGetStandInQueueQuery } = standInsApi;
