// Decision links (issue 44): the 'Approve', 'Reject' and 'Open' links of a mail telling an approver that
// an application waits for their decision. A link's secret is 32 random bytes; only its hash is kept. It is
// one person's, for one application at the version it had when the mail went out, used once, and it works
// for DECISION_LINK_HOURS (72 by default) or until the application moves on. A GET of the link only shows
// the application (mail scanners open every link): only a POST decides
// (docs/decisions/0270-a-get-never-decides.md). Here are the words, the link's path, the wire schemas.

import { z } from 'zod';
import { optionalRejectionReasonField } from '../contracts/fields';
import { fillTemplate } from '../i18n/templates';

/** The web app's page a link opens (the secret in the path: the page drops it from the address bar). */
export const DECIDE_PATH = '/decide';

export type LinkDecision = 'approve' | 'reject';
export const LINK_DECISIONS: readonly LinkDecision[] = ['approve', 'reject'];

/** How a decision was taken, in its events' metadata (`via`). */
export type DecidedVia = 'email-link' | 'push' | 'app';
/** The channels a link goes out by: what a decision taken with it says it came from. */
export type LinkChannel = Exclude<DecidedVia, 'app'>;
export const DECIDED_VIA_EMAIL_LINK = 'email-link' satisfies LinkChannel;
/** A decision taken with the 'Approve' action of a pushed notification (its own link, docs/decisions/0330-a-push-has-its-own-decision-link.md). */
export const DECIDED_VIA_PUSH = 'push' satisfies LinkChannel;
/** A decision taken in the portal (PUT /leaves/:id/status, POST /leaves/:id/decisions). */
export const DECIDED_IN_APP: DecidedVia = 'app';

/** The links of a mail: 'Approve' and 'Reject' open the page with the decision chosen, 'Open' without. */
export function decisionLinksOf(appUrl: string, token: string): { approve: string; reject: string; open: string } {
  const page = `${appUrl.replace(/\/+$/, '')}${DECIDE_PATH}/${token}`;
  return { approve: `${page}?decision=approve`, reject: `${page}?decision=reject`, open: page };
}

/** A link's secret as it comes back: base64url, 43 characters for 32 bytes (a little room either side). */
export const decisionLinkParams = z.strictObject({
  token: z
    .string()
    .min(32, { error: 'This link is not valid' })
    .max(64, { error: 'This link is not valid' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'This link is not valid' }),
});

/** POST /decision-links/:token: the decision, and a reason (required to reject, as in the app). */
export const decisionLinkBody = z.strictObject({
  decision: z.enum(['approve', 'reject'], { error: 'Decision must be approve or reject' }),
  reason: optionalRejectionReasonField,
});
export type DecisionLinkBody = z.output<typeof decisionLinkBody>;

export const DECISION_LINK_TEMPLATES = {
  approvedBy: 'Already approved by {name} on {when}',
  rejectedBy: 'Already rejected by {name} on {when}',
  withdrawnBy: 'Already withdrawn by {name} on {when}',
  movedOn: 'This application has moved on since the mail was sent: open the app to decide',
} as const;

export const DECISION_LINK_MESSAGES = {
  unknown: 'This link is not valid: open the app to decide',
  expired: 'This link has expired: open the app to decide',
  used: 'This link was already used',
  off: 'Deciding from the e-mail is turned off: open the app to decide',
  inactive: 'Your account is inactive. Please contact the administrator.',
  approvedBy: (name: string, when: string) => fillTemplate(DECISION_LINK_TEMPLATES.approvedBy, { name, when }),
  rejectedBy: (name: string, when: string) => fillTemplate(DECISION_LINK_TEMPLATES.rejectedBy, { name, when }),
  withdrawnBy: (name: string, when: string) => fillTemplate(DECISION_LINK_TEMPLATES.withdrawnBy, { name, when }),
  movedOn: DECISION_LINK_TEMPLATES.movedOn,
} as const;

/** '7 Dec at 10:42' in the college's time zone. */
export function decidedWhen(at: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(at));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} at ${part('hour')}:${part('minute')}`;
}

/** Why an outdated link no longer decides: what the first event after its version did, by whom and when. */
export function movedOnSentence(event: { type: string; actorName: string; at: string } | undefined, timeZone: string): string {
  if (!event) return DECISION_LINK_MESSAGES.movedOn;
  const when = decidedWhen(event.at, timeZone);
  switch (event.type) {
    case 'LeaveHodApproved':
    case 'LeaveApproved':
      return DECISION_LINK_MESSAGES.approvedBy(event.actorName, when);
    case 'LeaveRejected':
      return DECISION_LINK_MESSAGES.rejectedBy(event.actorName, when);
    case 'LeaveWithdrawn':
      return DECISION_LINK_MESSAGES.withdrawnBy(event.actorName, when);
    default:
      return DECISION_LINK_MESSAGES.movedOn;
  }
}

/** Whether the audit trail says a decision came from a mail's link: its event's metadata. */
export function decidedFromEmailLink(metadata: unknown): boolean {
  return decidedByLink(metadata) === DECIDED_VIA_EMAIL_LINK;
}

/** The link a decision came from ('email-link' or 'push'), from its event's metadata; undefined for one taken in the app. */
export function decidedByLink(metadata: unknown): LinkChannel | undefined {
  const via = typeof metadata === 'object' && metadata !== null ? (metadata as { via?: unknown }).via : undefined;
  if (via === DECIDED_VIA_EMAIL_LINK) return DECIDED_VIA_EMAIL_LINK;
  if (via === DECIDED_VIA_PUSH) return DECIDED_VIA_PUSH;
  return undefined;
}

/** The page a push's 'Open' (or a tap on it) opens: the decision page of its own link. */
export function decidePagePath(token: string): string {
  return `${DECIDE_PATH}/${token}`;
}
