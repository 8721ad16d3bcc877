// Decision links (issue 44): the page of a 'waiting for your decision' mail's link reads the application
// (GET, which changes nothing) and decides once (POST). No sign-in: the link is the secret.
import type { DecisionLinkBody, LeaveDto } from '@leave/domain';
import { api } from '@/lib/api';

export interface DecisionLinkView {
  leave: LeaveDto;
  approver: { _id: string; name: string; language: string | null };
  balance: { leaveType: string; now: number | null; after: number | null };
  othersAway: { leaveId: string; employee: { _id: string; name: string }; leaveType: string; fromDate: string; toDate: string; status: string }[];
  allowed: ('approve' | 'reject')[];
  expiresAt: string;
}

const decisionLinksApi = api.injectEndpoints({
  endpoints: (build) => ({
    decisionLink: build.query<DecisionLinkView, string>({
      query: (token) => ({ url: `/decision-links/${token}` }),
      transformResponse: (response: { data: DecisionLinkView }) => response.data,
      keepUnusedDataFor: 0,
    }),
    decideWithLink: build.mutation<{ leave: LeaveDto; message: string }, { token: string; body: DecisionLinkBody }>({
      query: ({ token, body }) => ({ url: `/decision-links/${token}`, method: 'POST', body }),
      transformResponse: (response: { data: { leave: LeaveDto }; message?: unknown }) => ({ leave: response.data.leave, message: typeof response.message === 'string' ? response.message : '' }),
    }),
  }),
});

export const { useDecisionLinkQuery, useDecideWithLinkMutation } = decisionLinksApi;
