// The 'send-notification-mail' job: one inbox entry by e-mail, at most once. The entry's id is the
// idempotency key (outgoing_mail.id): a mail already sent (or held, with SMTP_URL unset) is not sent
// again, whatever retries or repeated jobs come. A failed send is tried again with the queue's back-off;
// after the last attempt the mail is marked failed, with a reason that names no address and quotes no
// body, on the admin's 'Outgoing mail' screen. The inbox entry itself is never touched.

import { emailPreferencesOf, type NotificationKind, type Role } from '@leave/domain';
import { reminderStream } from '@leave/core/event-store';
import type { JobContext, SendNotificationMailData, SendNotificationMailResult } from '@leave/core/jobs';
import type { JobDependencies } from './dependencies';
import { composeNotificationMail } from '../mail/compose';
import { mailDelivery } from '../mail/deliver';

export function createSendNotificationMail(deps: JobDependencies) {
  const { db, config } = deps;
  const deliver = mailDelivery(db, config);

  /** A reminder's applications, one line each, from its event. */
  async function detailsOf(eventPosition: number): Promise<string[]> {
    const event = await db.selectFrom('events').select(['stream_id', 'type', 'data']).where('global_position', '=', eventPosition).executeTakeFirst();
    if (!event || reminderStream.ownerOf(event.stream_id) === null || event.type !== 'ApprovalsReminderSent') return [];
    const data = event.data as { leaves: { applicantName: string; leaveType: string; fromDate: string; toDate: string; waitingSince: string }[] };
    return data.leaves.map((l) => `${l.applicantName}: ${l.leaveType.toUpperCase()} ${l.fromDate === l.toDate ? l.fromDate : `${l.fromDate} to ${l.toDate}`}, waiting since ${l.waitingSince}`);
  }

  return async (data: SendNotificationMailData, context: JobContext): Promise<SendNotificationMailResult> => {
    const existing = await db.selectFrom('outgoing_mail').select('status').where('id', '=', data.notificationId).executeTakeFirst();
    if (existing?.status === 'sent' || existing?.status === 'held') return { status: 'already' };

    const entry = await db.selectFrom('notifications').selectAll().where('id', '=', data.notificationId).executeTakeFirst();
    if (!entry) return { status: 'skipped' };
    const person = await db.selectFrom('users').select(['id', 'name', 'email', 'role', 'is_active', 'deleted_at']).where('id', '=', entry.recipient_id).executeTakeFirst();
    if (!person || !person.is_active || person.deleted_at !== null) return { status: 'skipped' };
    const stored = await db.selectFrom('notification_preferences').select('email').where('user_id', '=', person.id).executeTakeFirst();
    const kind = entry.kind as NotificationKind;
    if (!emailPreferencesOf(stored?.email)[kind]) return { status: 'skipped' };

    const mail = composeNotificationMail({
      collegeName: config.collegeName,
      appUrl: config.appUrl,
      recipientName: person.name,
      recipientRole: person.role as Role,
      kind,
      title: entry.title,
      link: entry.link,
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
    };
    const inserted = await db.insertInto('outgoing_mail').values(row).onConflict((oc) => oc.column('id').doNothing()).returning('id').executeTakeFirst();
    // Another run of this entry (a sweep's, under another job id once this one's record was dropped from the
    // queue) wrote its row since we looked: that run sends it.
    if (!inserted && !existing) return { status: 'already' };
    if (!config.smtpUrl) return { status: 'held' };

    await deliver({ mailId: entry.id, to: { name: person.name, address: person.email }, ...mail, messageDomain: 'leave-notifications' }, context);
    return { status: 'sent' };
  };
}
