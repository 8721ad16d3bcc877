// GET /audit/events: one page of the event log, newest first, filtered and counted on the server.
import type { ApiSuccess, AuditEventsPage } from '@leave/domain';
import { api } from '@/lib/api';

export interface AuditEventsArgs {
  personId?: string;
  department?: string;
  leaveId?: string;
  type?: string;
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

/** The query string of a filter: empty values left out. */
export function auditSearch(args: Partial<Record<string, string | number | undefined>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(args)) if (value !== undefined && value !== '') search.set(key, String(value));
  return search.toString();
}

const getAuditEventsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuditEvents: build.query<AuditEventsPage, AuditEventsArgs>({
      query: (args) => `/audit/events?${auditSearch({ ...args })}`,
      transformResponse: (response: ApiSuccess<AuditEventsPage>) => response.data,
      providesTags: [{ type: 'Audit', id: 'EVENTS' }],
    }),
  }),
});

export const { useGetAuditEventsQuery } = getAuditEventsApi;
