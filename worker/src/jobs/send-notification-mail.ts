// The 'send-notification-mail' job: a batch of inbox entries by e-mail (the entries one commit made, of one
// priority, or a sweep's), each at most once (issue 24: one read and one write for the batch, not a job and
// its statements per entry). The entry's id is the idempotency key (outgoing_mail.id): a mail already sent
// (or held, with SMTP_URL unset) is not sent again, whatever retries, repeated jobs or other batches come,
// and a mail another run is sending is left to it (unless it has been 'sending' for longer than
// MAIL_SENDING_LEASE_MINUTES: that run died mid-send, and one run claims the row again). A failed send is tried again with the queue's back-off
// (the job fails while one mail of it failed; the others are not held back, and are not sent again);
// after the last attempt the mail is marked failed, with a reason that names no address and quotes no body,
// on the admin's 'Outgoing mail' screen. The inbox entry itself is never touched.
//
// Statements, for a batch: one read (the notification family's notificationMailBatch: the entries, their
// recipients, preferences, mail rows, and a reminder's event); one insert of the new mails; with SMTP_URL,
// one update claiming the retries (if any), and after sending, one update of the sent and one per distinct
// failure reason.
//
// Issue 44: an 'applicationWaiting' mail, and a route step's reminder of one application (with SMTP_URL,
// under a policy with decision links on), carries its recipient's Approve, Reject and Open links. The link's secret is made as the mail goes out, one per mail
// (decision_links, keyed by the mail's id): a retry makes a new secret that replaces the last, so that a mail
// has one usable link at most (docs/decisions/0271-one-decision-link-per-mail.md); the kept copy on
// 'Outgoing mail' has a line in their place. A mail that did not go drops its link.

import { decisionLinksOf, decisionLinksOn, emailPreferencesOf, type NotificationKind, type NotificationMessage, type ReminderLine, type Role } from '@leave/domain';
import { leaveStream, reminderStream } from '@leave/core/event-store';
import { claimMailRetries, dropDecisionLinks, keepDecisionLink, keepMailCopies, mailsFailed, mailsSent, newDecisionLinkToken, notificationMailBatch, type NewMail } from '@leave/core/notifications';
import { readPolicyHistory, versionInForce } from '@leave/core/policy';
import type { JobContext, NotificationMailStatus, SendNotificationMailData, SendNotificationMailResult } from '@leave/core/jobs';
import type { JobDependencies } from './dependencies';
import { composeNotificationMail } from '../mail/compose';
import { MailDeliveryError, mailSender } from '../mail/deliver';

type Mail = ReturnType<typeof composeNotificationMail>;
type Facts = Parameters<typeof composeNotificationMail>[0];
/** What a mail's decision links are made of when it goes out. */
type Decidable = { personId: string; leaveId: string; streamVersion: number; facts: Facts };

export function createSendNotificationMail(deps: JobDependencies) {
  const { db, config, clock, eventStore } = deps;
  const send = mailSender(config);

  /** A reminder's applications, one line each, from its event. */
  function detailsOf(event: { streamId: string | null; type: string | null; data: unknown }): ReminderLine[] {
    if (event.streamId === null || reminderStream.ownerOf(event.streamId) === null || event.type !== 'ApprovalsReminderSent') return [];
    const data = event.data as { leaves: ReminderLine[] };
    return data.leaves.map(({ applicantName, leaveType, fromDate, toDate, waitingSince }) => ({ applicantName, leaveType, fromDate, toDate, waitingSince }));
  }

  /** A new secret for the mail's link, replacing an earlier attempt's; null when the link was used already. */
  async function decisionLinkFor(mailId: string, decidable: Decidable): Promise<string | null> {
    const token = newDecisionLinkToken();
    const now = clock.now();
    const kept = await keepDecisionLink(db, { mailId, token, personId: decidable.personId, leaveId: decidable.leaveId, streamVersion: decidable.streamVersion, createdAt: now, expiresAt: new Date(now.getTime() + config.decisionLinkHours * 3600_000) });
    return kept ? token : null;
  }

  return async (data: SendNotificationMailData, context: JobContext): Promise<SendNotificationMailResult> => {
    const entries: Record<string, NotificationMailStatus> = {};
    // No entry, or no recipient any more (a deleted person's entries go with them).
    for (const id of data.notificationIds) entries[id] = 'skipped';
    const ids = [...new Set(data.notificationIds)];
    const found = ids.length > 0 ? await notificationMailBatch(db, ids) : [];

    const fresh: { row: NewMail; to: { name: string; address: string }; mail: Mail; decidable?: Decidable }[] = [];
    const retries = new Map<string, { to: { name: string; address: string }; mail: Mail; decidable?: Decidable }>();
    // Decision links only for mails that go out, and only while the policy has them on: a waiting
    // application's mail, and a route step's reminder (its event on the application's own stream; the
    // daily digest's reminder lists several and has none).
    const waitingKind = (kind: string) => kind === 'applicationWaiting' || kind === 'approvalsReminder';
    const linksOn = config.smtpUrl !== null && found.some((entry) => waitingKind(entry.kind)) ? decisionLinksOn(versionInForce(await readPolicyHistory(eventStore), clock.today()).policy) : false;
    for (const entry of found) {
      if (entry.mailStatus === 'sent' || entry.mailStatus === 'held') {
        entries[entry.id] = 'already';
        continue;
      }
      if (!entry.isActive || entry.deletedAt !== null) continue;
      const kind = entry.kind as NotificationKind;
      if (!emailPreferencesOf(entry.preferences ?? undefined)[kind]) continue;
      const facts: Facts = {
        collegeName: config.collegeName,
        appUrl: config.appUrl,
        recipientName: entry.name,
        recipientRole: entry.role as Role,
        kind,
        title: entry.title,
        link: entry.link,
        // The recipient's language (issue 23), and the entry's words to write it in.
        language: entry.language,
        message: entry.message as NotificationMessage | null,
        details: kind === 'approvalsReminder' ? detailsOf({ streamId: entry.streamId, type: entry.eventType, data: entry.eventData }) : [],
      };
      // The application and its version when the entry was made: what its links decide, while it stays there.
      const leaveId = linksOn && waitingKind(kind) && entry.streamId !== null ? leaveStream.ownerOf(entry.streamId) : null;
      const decidable = leaveId !== null && entry.eventVersion !== null ? { personId: entry.personId, leaveId, streamVersion: Number(entry.eventVersion), facts } : undefined;
      const mail = composeNotificationMail(decidable ? { ...facts, decisionLinks: 'kept' } : facts);
      const to = { name: entry.name, address: entry.email };
      if (entry.mailStatus !== null) {
        retries.set(entry.id, { to, mail, ...(decidable ? { decidable } : {}) });
        continue;
      }
      fresh.push({
        to,
        mail,
        ...(decidable ? { decidable } : {}),
        row: {
          id: entry.id,
          recipientId: entry.personId,
          recipientName: entry.name,
          toAddress: entry.email,
          kind,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html,
          status: config.smtpUrl ? 'sending' : 'held',
          // The first attempt is counted as the row is written.
          attempts: config.smtpUrl ? 1 : 0,
        },
      });
    }

    // The new mails in one statement. A row another run wrote since we read (a sweep's batch) is that run's.
    const inserted = new Set(await keepMailCopies(db, fresh.map((f) => f.row)));
    for (const f of fresh) entries[f.row.id] = inserted.has(f.row.id) ? (config.smtpUrl ? 'sent' : 'held') : 'already';
    const toSend: { id: string; to: { name: string; address: string }; mail: Mail; decidable?: Decidable }[] = fresh
      .filter((f) => inserted.has(f.row.id))
      .map((f) => ({ id: f.row.id, to: f.to, mail: f.mail, ...(f.decidable ? { decidable: f.decidable } : {}) }));

    if (config.smtpUrl && retries.size > 0) {
      // A retry (this job's earlier attempt failed, or a job that failed for good queued again) claims its row
      // with its attempt counted: of runs racing for it, one sends.
      const mine = new Set(await claimMailRetries(db, [...retries.keys()]));
      for (const [id, retry] of retries) {
        entries[id] = mine.has(id) ? 'sent' : 'already';
        if (mine.has(id)) toSend.push({ id, ...retry });
      }
    } else {
      // Without SMTP_URL a row left 'sending' by an earlier configuration stays as it is.
      for (const id of retries.keys()) entries[id] = 'already';
    }

    if (config.smtpUrl && toSend.length > 0) {
      const sent: string[] = [];
      const failures = new Map<string, string[]>();
      let failure: MailDeliveryError | null = null;
      // One after another over the one transport: a refused address fails its own mail only.
      for (const { id, to, mail: copy, decidable } of toSend) {
        const token = decidable ? await decisionLinkFor(id, decidable) : null;
        const mail = decidable ? composeNotificationMail(token ? { ...decidable.facts, decisionLinks: { links: decisionLinksOf(config.appUrl, token), hours: config.decisionLinkHours } } : decidable.facts) : copy;
        try {
          await send({ mailId: id, to, ...mail, messageDomain: 'leave-notifications' });
          sent.push(id);
        } catch (error) {
          // The link of a mail that did not go is of no use to anybody.
          if (token) await dropDecisionLinks(db, [token]);
          failure = error instanceof MailDeliveryError ? error : new MailDeliveryError('The mail could not be sent');
          failures.set(failure.message, [...(failures.get(failure.message) ?? []), id]);
        }
      }
      if (sent.length > 0) await mailsSent(db, sent);
      for (const [message, failed] of failures) await mailsFailed(db, failed, message, context.finalAttempt);
      // The queue tries again: the mails sent are not sent again.
      if (failure) throw failure;
    }

    const statuses = [...new Set(Object.values(entries))];
    return { status: statuses.length === 0 ? 'skipped' : statuses.length === 1 ? statuses[0]! : 'mixed', entries };
  };
}
