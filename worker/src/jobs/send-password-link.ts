// The 'send-password-link' job (issue 26): a set-password link by e-mail, to a person an admin added or
// who asked on the sign-in page. The link's secret is made here, when the mail goes out, and lives only in
// the mail sent: the database keeps its sha-256 (password_links, 72 hours, used once; the person's earlier
// links are deleted, so only the newest works), and the admin's 'Outgoing mail' keeps the mail with the
// link cut out. The job's data, the logs and the events never hold it
// (docs/decisions/0153-the-link-is-made-when-the-mail-is-sent-only-its-hash-is.md). With SMTP_URL
// unset the mail is held and no link is made: nobody could receive it.
// The mail id (outgoing_mail.id) is the idempotency key: a mail sent or held is not sent again. A failed
// send is tried again with the queue's back-off; each attempt makes a new secret, replacing the last.

import { randomBytes } from 'node:crypto';
import { PASSWORD_LINK_HOURS, PASSWORD_LINK_MESSAGES, passwordLinkMail, passwordLinkOf } from '@leave/domain';
import type { JobContext, SendPasswordLinkData, SendPasswordLinkResult } from '@leave/core/jobs';
import { keepMailCopy, outgoingMailStatus } from '@leave/core/notifications';
import { dropPasswordLink, keepPasswordLink, mailRecipient } from '@leave/core/users';
import type { JobDependencies } from './dependencies';
import { mailDelivery } from '../mail/deliver';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The mail of a link: plain text and HTML with the same words; `link` is the real link or the redacted text. */
function compose(data: SendPasswordLinkData, facts: { collegeName: string; recipientName: string }, link: string) {
  const { subject, lines } = passwordLinkMail(data.purpose, { ...facts, link });
  const text = [...lines, '', `${facts.collegeName} Leave Management`].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    ...lines.filter((line) => line !== '').map((line) => (line === link && link.startsWith('http') ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : `<p>${escapeHtml(line)}</p>`)),
    '</body></html>',
  ].join('');
  return { subject: subject.slice(0, 250), text, html };
}

export function createSendPasswordLink(deps: JobDependencies) {
  const { db, config, clock } = deps;
  const deliver = mailDelivery(db, config);

  return async (data: SendPasswordLinkData, context: JobContext): Promise<SendPasswordLinkResult> => {
    const existing = await outgoingMailStatus(db, data.mailId);
    if (existing === 'sent' || existing === 'held') return { status: 'already' };
    const person = await mailRecipient(db, data.userId);
    if (!person || !person.isActive || person.deletedAt !== null) return { status: 'skipped' };

    const facts = { collegeName: config.collegeName, recipientName: person.name };
    // The copy anyone but the recipient may read: the link cut out.
    const copy = compose(data, facts, PASSWORD_LINK_MESSAGES.redacted);
    const row = {
      id: data.mailId,
      recipientId: person.id,
      recipientName: person.name,
      toAddress: person.email,
      kind: data.purpose === 'welcome' ? 'passwordWelcome' : 'passwordReset',
      subject: copy.subject,
      textBody: copy.text,
      htmlBody: copy.html,
      status: config.smtpUrl ? ('sending' as const) : ('held' as const),
    };
    const inserted = await keepMailCopy(db, row);
    if (!inserted && existing === undefined) return { status: 'already' };
    if (!config.smtpUrl) return { status: 'held' };

    // The secret: 32 random bytes, only its hash stored; the person's earlier links stop working.
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    await keepPasswordLink(db, { token, userId: person.id, purpose: data.purpose, createdAt: now, expiresAt: new Date(now.getTime() + PASSWORD_LINK_HOURS * 3600_000) });
    const mail = compose(data, facts, passwordLinkOf(config.appUrl, token));

    // The link of a mail that did not go out is of no use to anybody.
    const dropLink = () => dropPasswordLink(db, token);
    await deliver({ mailId: data.mailId, to: { name: person.name, address: person.email }, ...mail, messageDomain: 'leave-password-links' }, context, dropLink);
    return { status: 'sent' };
  };
}
