// The e-mail of one inbox entry: the college's name, the entry's title, a link into the app built from
// APP_URL, and where to turn such mails off; plain text and HTML with the same words.

import { NOTIFICATION_KIND_LABELS, type NotificationKind, type Role } from '@leave/domain';

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailFacts {
  collegeName: string;
  appUrl: string;
  recipientName: string;
  recipientRole: Role;
  kind: NotificationKind;
  title: string;
  link: string;
  /** Extra lines under the title (a reminder's applications). */
  details?: readonly string[];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function profilePathOf(role: Role): string {
  return role === 'admin' ? '/admin/profile' : role === 'hod' ? '/hod/profile' : '/employee/profile';
}

export function composeNotificationMail(facts: MailFacts): ComposedMail {
  const url = `${facts.appUrl}${facts.link}`;
  const preferences = `${facts.appUrl}${profilePathOf(facts.recipientRole)}`;
  const subject = `${facts.collegeName} leave: ${facts.title}`.slice(0, 250);
  const details = facts.details ?? [];
  const text = [
    `Dear ${facts.recipientName},`,
    '',
    facts.title,
    ...(details.length > 0 ? ['', ...details.map((line) => `- ${line}`)] : []),
    '',
    `Open it: ${url}`,
    '',
    `${facts.collegeName} Leave Management`,
    `You receive this because "${NOTIFICATION_KIND_LABELS[facts.kind]}" is on in your e-mail preferences: ${preferences}`,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<p>Dear ${escapeHtml(facts.recipientName)},</p>`,
    `<p><strong>${escapeHtml(facts.title)}</strong></p>`,
    details.length > 0 ? `<ul>${details.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : '',
    `<p><a href="${escapeHtml(url)}">Open it in ${escapeHtml(facts.collegeName)} Leave Management</a></p>`,
    `<p style="color:#555;font-size:0.9em">You receive this because "${escapeHtml(NOTIFICATION_KIND_LABELS[facts.kind])}" is on in your <a href="${escapeHtml(preferences)}">e-mail preferences</a>.</p>`,
    '</body></html>',
  ].join('');
  return { subject, text, html };
}
