// The policy on the wire (docs/contract.md 'Leave policy'): the admin's publishing body, shared by the
// 'Leave Policy' screen and POST /api/policy/versions, and what the two GET routes answer.

import { fillTemplate } from '../i18n/templates';
import { z } from 'zod';
import type { CalendarDate } from '../dates';
import { exactDateField, plainText, requiredText } from '../contracts/fields';
import { leavePolicySchema, type LeavePolicy } from './policy.schema';
import { POLICY_VERSION_MESSAGES, type PolicyPublisher } from './policy.versions';

export const POLICY_REASON_MAX = 500;

export const POLICY_CONTRACT_TEMPLATES = { reasonTooLong: 'The reason cannot exceed {max} characters' } as const;

export const POLICY_CONTRACT_MESSAGES = {
  effectiveFromInvalid: 'Please give the effective date as YYYY-MM-DD',
  reasonTooLong: fillTemplate(POLICY_CONTRACT_TEMPLATES.reasonTooLong, { max: POLICY_REASON_MAX }),
  onInvalid: 'Please give the date as YYYY-MM-DD',
} as const;

/**
 * GET /api/policy?on=YYYY-MM-DD: the version in force on that day (today without it), which the apply
 * forms read for the dates chosen.
 */
export const policyQuery = z.strictObject({
  on: exactDateField(POLICY_CONTRACT_MESSAGES.onInvalid).optional(),
});
export type PolicyQuery = z.output<typeof policyQuery>;

/** POST /api/policy/versions */
export const publishPolicyBody = z.strictObject({
  policy: leavePolicySchema,
  effectiveFrom: exactDateField(POLICY_CONTRACT_MESSAGES.effectiveFromInvalid),
  reason: requiredText(POLICY_VERSION_MESSAGES.reasonRequired).max(POLICY_REASON_MAX, { error: POLICY_CONTRACT_MESSAGES.reasonTooLong }).check(plainText('Reason', { multiline: true })),
});
export type PublishPolicyBody = z.output<typeof publishPolicyBody>;

/** GET /api/policy: the version in force today (or on the day `on` names). */
export interface PolicyInForceDto {
  policy: LeavePolicy;
  version: number;
  effectiveFrom: CalendarDate;
  /** The college's time zone (APP_TIMEZONE): the web app's 'today' is the day there. */
  timeZone?: string;
}

/** One entry of GET /api/policy/versions. */
export interface PolicyVersionDto {
  version: number;
  effectiveFrom: CalendarDate;
  /** ISO date-time. */
  publishedAt: string;
  /** The seeded default policy: `{_id: '', name: 'System'}`. */
  publishedBy: PolicyPublisher;
  reason: string;
  policy: LeavePolicy;
  /** Set aside before it started by a later version (it never came into force). */
  replaced: boolean;
}
