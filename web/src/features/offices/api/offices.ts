// The college's offices (issue 43): GET /offices (every signed-in person: a portal asks it to know whether
// its person holds one, and so gets the approvals screen) and PUT /offices/:code {holderIds} (the admin
// naming who holds an office). A policy published changes the offices: the list follows the policy's tag.
import type { ApiSuccess, OfficeDto } from '@leave/domain';
import { api } from '@/lib/api';

const OFFICES = { type: 'Policy', id: 'OFFICES' } as const;

const officesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOffices: build.query<OfficeDto[], void>({
      query: () => '/offices',
      transformResponse: (response: ApiSuccess<{ offices: OfficeDto[] }>) => response.data.offices,
      providesTags: [OFFICES, { type: 'Policy', id: 'IN_FORCE' }],
    }),
    setOfficeHolders: build.mutation<OfficeDto, { code: string; holderIds: string[] }>({
      query: ({ code, holderIds }) => ({ url: `/offices/${encodeURIComponent(code)}`, method: 'PUT', body: { holderIds } }),
      transformResponse: (response: ApiSuccess<{ office: OfficeDto }>) => response.data.office,
      invalidatesTags: [OFFICES],
    }),
  }),
});

export const { useGetOfficesQuery, useSetOfficeHoldersMutation } = officesApi;

/** Whether `userId` is named as a holder of one of the offices. */
export function holdsAnOffice(offices: readonly OfficeDto[], userId: string | undefined): boolean {
  return userId !== undefined && offices.some((office) => office.holders.some((holder) => holder._id === userId));
}
