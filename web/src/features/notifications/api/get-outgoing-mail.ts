// GET /outgoing-mail (admin): every notification e-mail, newest first, a page at a time.
import type { ApiSuccess, OutgoingMailDto } from '@leave/domain';
import { api } from '@/lib/api';

/** One notification e-mail as the server answers it. */
export type OutgoingMail = OutgoingMailDto;

const getOutgoingMailApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOutgoingMail: build.query<{ mails: OutgoingMail[]; total: number }, { limit: number; offset: number }>({
      query: ({ limit, offset }) => ({ url: '/outgoing-mail', params: { limit, offset } }),
      transformResponse: (response: ApiSuccess<{ mails: OutgoingMail[]; total: number }>) => response.data,
      providesTags: [{ type: 'Notification', id: 'OUTGOING' }],
    }),
  }),
});

export const { useGetOutgoingMailQuery } = getOutgoingMailApi;
