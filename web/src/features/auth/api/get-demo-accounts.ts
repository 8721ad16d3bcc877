// GET /demo/accounts: the accounts of demo mode, which the sign-in page offers to fill in. Outside demo
// mode the server answers 404, which here simply means "no demo accounts", not a failure to report.
import type { ApiSuccess, DemoAccountDto } from '@leave/domain';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api } from '@/lib/api';

const demoAccountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDemoAccounts: build.query<DemoAccountDto[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/demo/accounts');
        if (result.error) return (result.error as FetchBaseQueryError).status === 404 ? { data: [] } : { error: result.error as FetchBaseQueryError };
        return { data: (result.data as ApiSuccess<{ accounts: DemoAccountDto[] }>).data.accounts };
      },
    }),
  }),
});

export const { useGetDemoAccountsQuery } = demoAccountsApi;
