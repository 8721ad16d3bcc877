// The leave policy in force (GET /policy), which every screen that names a leave type, its rules or its
// colour reads; `policy:changed` makes every open screen read it again. Until it has loaded, or if it cannot be read, the default policy stands in: the product
// description's rules, which a college that never published a version has.
import { DEFAULT_POLICY, type ApiSuccess, type CalendarDate, type LeavePolicy, type PolicyInForceDto } from '@leave/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { api } from './api';
import { refetchOn } from './live/follow-live';
import { setCollegeTimeZone } from './dates';

/** What a published version changes: the policy in force, its versions, and the balances it credits at once. */
const POLICY_TAGS = [{ type: 'Policy', id: 'IN_FORCE' }, { type: 'Policy', id: 'VERSIONS' }, 'Balance'] as const;

export const policyInForceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPolicy: build.query<PolicyInForceDto, void>({
      query: () => '/policy',
      transformResponse: (response: ApiSuccess<PolicyInForceDto>) => response.data,
      providesTags: [{ type: 'Policy', id: 'IN_FORCE' }],
      // A version published anywhere reaches every open screen: the types, their names and rules are read again.
      onCacheEntryAdded: (_arg, entry) => refetchOn(entry, ['policy:changed'], POLICY_TAGS),
      // The college's zone is what 'today' means on every form (web/src/lib/dates.ts).
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          setCollegeTimeZone((await queryFulfilled).data.timeZone);
        } catch {
          /* the policy could not be read: the browser's zone stays */
        }
      },
    }),
    /** GET /policy?on=: the version in force on a day (the apply forms' chosen first day). */
    getPolicyOn: build.query<PolicyInForceDto, CalendarDate>({
      query: (on) => `/policy?on=${on}`,
      transformResponse: (response: ApiSuccess<PolicyInForceDto>) => response.data,
      providesTags: [{ type: 'Policy', id: 'IN_FORCE' }],
      onCacheEntryAdded: (_arg, entry) => refetchOn(entry, ['policy:changed'], POLICY_TAGS),
    }),
  }),
});

export const { useGetPolicyQuery, useGetPolicyOnQuery } = policyInForceApi;

export function usePolicyInForce(): LeavePolicy {
  return useGetPolicyQuery().data?.policy ?? DEFAULT_POLICY;
}

/** The policy in force on `on` once it has loaded; undefined without a day, while it loads, or if it cannot be read. */
export function usePolicyOn(on: CalendarDate | null): LeavePolicy | undefined {
  return useGetPolicyOnQuery(on ?? skipToken).data?.policy;
}
