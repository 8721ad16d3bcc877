// The 'send-notification-mail' job: one inbox entry by e-mail, at most once. The entry's id is the
// idempotency key (outgoing_mail.id): a mail already sent (or held, with SMTP_URL unset) is not sent
// again, whatever retries or repeated jobs come. A failed send is tried again with the queue's back-off;
// after the last attempt the mail is marked failed, with a reason that names no address and quotes no
// body, on the admin's 'Outgoing mail' screen. The inbox entry itself is never touched.

import { emailPreferencesOf, type NotificationKind, type NotificationMessage, type ReminderLine, type Role } from '@leave/domain';
import { reminderStream } from '@leave/core/event-store';
import type { JobContext, SendNotificationMailData, SendNotificationMailResult } from '@leave/core/jobs';
import type { JobDependencies } from './dependencies';
import { composeNotificationMail } from '../mail/compose';
import { mailDelivery } from '../mail/deliver';

export function createSendNotificationMail(deps: JobDependencies) {
  const { db, config } = deps;
  const deliver = mailDelivery(db, config);

  /** A reminder's applications, one line each, from its event. */
  async function detailsOf(eventPosition: number): Promise<ReminderLine[]> {
    const event = await db.selectFrom('events').select(['stream_id', 'type', 'data']).where('global_position', '=', eventPosition).executeTakeFirst();
    if (!event || reminderStream.ownerOf(event.stream_id) === null || event.type !== 'ApprovalsReminderSent') return [];
    const data = event.data as { leaves: ReminderLine[] };
    return data.leaves.map(({ applicantName, leaveType, fromDate, toDate, waitingSince }) => ({ applicantName, leaveType, fromDate, toDate, waitingSince }));
  }

  /** The entry, its recipient, their e-mail preferences and the mail's row if it has one: one statement. */
  const read = (notificationId: string) =>
    db
      .selectFrom('notifications as n')
      .innerJoin('users as u', 'u.id', 'n.recipient_id')
      .leftJoin('notification_preferences as p', 'p.user_id', 'n.recipient_id')
      .leftJoin('outgoing_mail as m', 'm.id', 'n.id')
      .select(['n.id', 'n.kind', 'n.title', 'n.message', 'n.link', 'n.event_position', 'u.id as person_id', 'u.name', 'u.email', 'u.role', 'u.language', 'u.is_active', 'u.deleted_at', 'p.email as preferences', 'm.status as mail_status'])
      .where('n.id', '=', notificationId)
      .executeTakeFirst();

  return async (data: SendNotificationMailData, context: JobContext): Promise<SendNotificationMailResult> => {
    const found = await read(data.notificationId);
    if (found?.mail_status === 'sent' || found?.mail_status === 'held') return { status: 'already' };
    // No entry, or no recipient any more (a deleted person's entries go with them).
    if (!found) return { status: 'skipped' };
    const existing = found.mail_status;
    const entry = { id: found.id, title: found.title, link: found.link, event_position: found.event_position };
    const person = { id: found.person_id, name: found.name, email: found.email, role: found.role };
    if (!found.is_active || found.deleted_at !== null) return { status: 'skipped' };
    const kind = found.kind as NotificationKind;
    if (!emailPreferencesOf(found.preferences ?? undefined)[kind]) return { status: 'skipped' };

    const mail = composeNotificationMail({
      collegeName: config.collegeName,
      appUrl: config.appUrl,
      recipientName: person.name,
      recipientRole: person.role as Role,
      kind,
      title: entry.title,
      link: entry.link,
      // The recipient's language (issue 23), and the entry's words to write it in.
      language: found.language,
      message: found.message as NotificationMessage | null,
      details: kind === 'approvalsReminder' ? await detailsOf(Number(entry.event_position)) : [],
    });
    const row = {
      id: entry.id,
      recipient_id: person.id,
      recipient_name: person.name,
      to_address: person.email,
      kind,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      status: config.smtpUrl ? ('sending' as const) : ('held' as const),
      // The first attempt is counted as the row is written: delivery need not count it again.
      attempts: config.smtpUrl ? 1 : 0,
    };
    const inserted = await db.insertInto('outgoing_mail').values(row).onConflict((oc) => oc.column('id').doNothing()).returning('id').executeTakeFirst();
    // Another run of this entry (a sweep's, under another job id once this one's record was dropped from the
    // queue) wrote its row since we looked: that run sends it.
    if (!inserted && !existing) return { status: 'already' };
    if (!config.smtpUrl) return { status: 'held' };

    // A row this run wrote has its attempt counted; a retry's (the row was there) counts its own.
    await deliver({ mailId: entry.id, to: { name: person.name, address: person.email }, ...mail, messageDomain: 'leave-notifications', attemptCounted: Boolean(inserted) }, context);
    return { status: 'sent' };
  };
}
