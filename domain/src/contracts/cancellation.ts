// The bodies of withdrawing and cancelling (docs/contract.md 'Withdraw and cancel'), shared by the api and
// the web's dialogs. Whether a decline has its reason is the leave machine's call (hasReason), so that a
// forged request hears what the dialog says.

import { z } from 'zod';
import { CANCELLATION_REASON_MAX } from '../leave/leave.policy';
import { MESSAGES, plainText, requiredText } from './fields';

/** The reason the applicant gives for cancelling an approved leave. */
export const cancellationReasonField = requiredText(MESSAGES.cancellationReasonRequired)
  .max(CANCELLATION_REASON_MAX, { error: MESSAGES.cancellationReasonTooLong })
  .check(plainText('Reason', { multiline: true }));

/** POST /api/leaves/:id/cancellation */
export const cancellationRequestBody = z.strictObject({ reason: cancellationReasonField });
export type CancellationRequestBody = z.output<typeof cancellationRequestBody>;

export const CANCELLATION_DECISIONS = ['accept', 'decline'] as const;
export type CancellationDecision = (typeof CANCELLATION_DECISIONS)[number];

/** The reason typed in the decline dialog: required there. */
export const declineReasonField = requiredText(MESSAGES.declineReasonRequired)
  .max(CANCELLATION_REASON_MAX, { error: MESSAGES.declineReasonTooLong })
  .check(plainText('Reason', { multiline: true }));

/** PUT /api/leaves/:id/cancellation: the reason is optional here; declining without one is refused by the machine. */
export const cancellationDecisionBody = z.strictObject({
  decision: z.enum(CANCELLATION_DECISIONS, { error: 'Decision must be accept or decline' }),
  reason: z
    .string({ error: MESSAGES.reasonNotText })
    .trim()
    .max(CANCELLATION_REASON_MAX, { error: MESSAGES.declineReasonTooLong })
    .check(plainText('Reason', { multiline: true }))
    .nullish(),
});
export type CancellationDecisionBody = z.output<typeof cancellationDecisionBody>;
