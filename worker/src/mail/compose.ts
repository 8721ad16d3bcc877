// The e-mail of one inbox entry: the college's name, the entry's title, a link into the app built from
// APP_URL, and where to turn such mails off; plain text and HTML with the same words, in the recipient's
// language (issue 23: domain's MAIL_TEXTS around the entry's words; English as it has always been), and a
// 'waiting for your decision' mail's Approve, Reject and Open links (issue 44).

import { MAIL_TEXTS, notificationText, type Language, type NotificationKind, type NotificationMessage, type ReminderLine, type Role } from '@leave/domain';

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
  /** The entry's English title, as the inbox shows it. */
  title: string;
  link: string;
  /** The recipient's language; English when absent. */
  language?: Language;
  /** The entry's words as facts: the title in another language. Absent (an entry made before them): the English title. */
  message?: NotificationMessage | null;
  /** A reminder's applications, a line under the title each. */
  details?: readonly ReminderLine[];
  /**
   * A 'waiting for your decision' mail's links (issue 44): the links themselves in the mail sent, 'kept' in
   * the copy kept on 'Outgoing mail' (a line saying they are in the mail only), absent: none.
   */
  decisionLinks?: { links: { approve: string; reject: string; open: string }; hours: number } | 'kept';
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function profilePathOf(role: Role): string {
  return role === 'admin' ? '/admin/profile' : role === 'hod' ? '/hod/profile' : '/employee/profile';
}

/** The entry's words in the recipient's language: English is the inbox's title itself. */
export function titleIn(facts: Pick<MailFacts, 'title' | 'language' | 'message'>): string {
  const language = facts.language ?? 'en';
  return language === 'en' || !facts.message ? facts.title : notificationText(facts.message, language);
}

export function composeNotificationMail(facts: MailFacts): ComposedMail {
  const words = MAIL_TEXTS[facts.language ?? 'en'];
  const title = titleIn(facts);
  const url = `${facts.appUrl}${facts.link}`;
  const preferences = `${facts.appUrl}${profilePathOf(facts.recipientRole)}`;
  const subject = words.subject(facts.collegeName, title).slice(0, 250);
  const details = (facts.details ?? []).map((line) => words.reminderLine(line));
  const label = words.kindLabels[facts.kind];
  const decide = facts.decisionLinks;
  const decideText =
    decide === undefined
      ? []
      : decide === 'kept'
        ? [words.decide.keptWithout, '']
        : [words.decide.intro, `${words.decide.approve}: ${decide.links.approve}`, `${words.decide.reject}: ${decide.links.reject}`, `${words.decide.open}: ${decide.links.open}`, words.decide.lifetime(decide.hours), ''];
  const button = (href: string, text: string, color: string) =>
    `<a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;margin:0 8px 8px 0;border-radius:6px;background:${color};color:#fff;text-decoration:none">${escapeHtml(text)}</a>`;
  const decideHtml =
    decide === undefined
      ? ''
      : decide === 'kept'
        ? `<p>${escapeHtml(words.decide.keptWithout)}</p>`
        : `<p>${escapeHtml(words.decide.intro)}</p><p>${button(decide.links.approve, words.decide.approve, '#1b5e20')}${button(decide.links.reject, words.decide.reject, '#b71c1c')}${button(decide.links.open, words.decide.open, '#37474f')}</p><p style="color:#555;font-size:0.9em">${escapeHtml(words.decide.lifetime(decide.hours))}</p>`;
  const text = [
    words.greeting(facts.recipientName),
    '',
    title,
    ...(details.length > 0 ? ['', ...details.map((line) => `- ${line}`)] : []),
    '',
    ...decideText,
    words.openIt(url),
    '',
    words.signature(facts.collegeName),
    words.because(label, preferences),
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<p>${escapeHtml(words.greeting(facts.recipientName))}</p>`,
    `<p><strong>${escapeHtml(title)}</strong></p>`,
    details.length > 0 ? `<ul>${details.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : '',
    decideHtml,
    `<p><a href="${escapeHtml(url)}">${escapeHtml(words.openLink(facts.collegeName))}</a></p>`,
    `<p style="color:#555;font-size:0.9em">${words.becauseHtml(escapeHtml(label), `<a href="${escapeHtml(preferences)}">${escapeHtml(words.preferencesLink)}</a>`)}</p>`,
    '</body></html>',
  ].join('');
  return { subject, text, html };
}
