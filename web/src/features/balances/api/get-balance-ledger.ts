// GET /users/:id/balance-ledger: a person's ledger, oldest first. A person's own history follows their
// balance:updated messages; someone else's is fetched again when an edit of theirs invalidates it.
import type { ApiSuccess, BalanceLedgerEntryDto } from '@leave/domain';
import { api } from '@/lib/api';
import { refetchOn } from '@/lib/live/follow-live';

const getBalanceLedgerApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBalanceLedger: build.query<BalanceLedgerEntryDto[], { userId: string; own: boolean }>({
      query: ({ userId }) => `/users/${encodeURIComponent(userId)}/balance-ledger`,
      transformResponse: (response: ApiSuccess<{ entries: BalanceLedgerEntryDto[] }>) => response.data.entries,
      providesTags: (_entries, _error, { userId }) => [{ type: 'Balance', id: userId }],
      onCacheEntryAdded: ({ userId, own }, entry) => (own ? refetchOn(entry, ['balance:updated'], [{ type: 'Balance', id: userId }]) : entry.cacheEntryRemoved),
    }),
  }),
});

export const { useGetBalanceLedgerQuery } = getBalanceLedgerApi;
