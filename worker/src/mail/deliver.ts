// Handing a mail to the SMTP server (mailSender, for the notification batches, which keep their rows
// themselves), and sending one row of outgoing_mail (mailDelivery, for the set-password mail): its attempt counted, the message handed to the
// SMTP server, and the row marked sent, or given the failure's reason (failed after the last attempt).
// nodemailer is loaded with the first mail sent: a process that sends none (no SMTP_URL, or the api serving
// while the worker sends) does not hold it. A failure names no address and quotes no body.

import type { Transporter } from 'nodemailer';
import type { Db } from '@leave/core/db';
import type { JobContext } from '@leave/core/jobs';
import { countMailAttempt, mailFailed, mailSent } from '@leave/core/notifications';

/** What an SMTP failure may say in logs and on the admin's screen: its codes, never the server's words. */
export class MailDeliveryError extends Error {
  override readonly name = 'MailDeliveryError';
}

export function deliveryError(error: unknown): MailDeliveryError {
  const { code, responseCode, command } = (error ?? {}) as { code?: unknown; responseCode?: unknown; command?: unknown };
  const parts = [typeof code === 'string' ? code : 'unknown error', typeof command === 'string' ? `at ${command.split(' ')[0]}` : null, typeof responseCode === 'number' ? `reply ${responseCode}` : null];
  return new MailDeliveryError(`The mail server refused or could not be reached (${parts.filter(Boolean).join(', ')})`);
}

export interface MailToDeliver {
  /** outgoing_mail.id; also the Message-ID's local part. */
  mailId: string;
  to: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** The Message-ID's domain part, naming the kind of mail ('leave-notifications'). */
  messageDomain: string;
  /** True when the row was just written with this attempt counted (one statement fewer). */
  attemptCounted?: boolean;
}

/** A mail handed to the SMTP server, without its row: the notification batches keep their rows themselves. */
export type MailToSend = Omit<MailToDeliver, 'attemptCounted'>;

/** One sender per job handler: `send` hands a mail to the SMTP server, throwing a MailDeliveryError on failure. */
export function mailSender(config: { smtpUrl?: string | null; mailFrom: string }) {
  let transport: Promise<Transporter> | null = null;
  const transportOf = (url: string) =>
    (transport ??= import('nodemailer').then((nodemailer) => nodemailer.default.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000, logger: false })));

  return async function send(mail: MailToSend): Promise<void> {
    const smtpUrl = config.smtpUrl;
    if (!smtpUrl) throw new MailDeliveryError('No mail server is configured (SMTP_URL)');
    try {
      await (await transportOf(smtpUrl)).sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, messageId: `<${mail.mailId}@${mail.messageDomain}>` });
    } catch (error) {
      throw deliveryError(error);
    }
  };
}

/** One sender per job handler: `deliver` sends a mail whose outgoing_mail row exists, throwing on failure. */
export function mailDelivery(db: Db, config: { smtpUrl?: string | null; mailFrom: string }) {
  const send = mailSender(config);

  return async function deliver(mail: MailToDeliver, context: JobContext, onFailure?: () => Promise<unknown>): Promise<void> {
    if (!config.smtpUrl) throw new MailDeliveryError('No mail server is configured (SMTP_URL)');
    if (!mail.attemptCounted) await countMailAttempt(db, mail.mailId);
    try {
      await send(mail);
    } catch (error) {
      const failure = error instanceof MailDeliveryError ? error : deliveryError(error);
      await onFailure?.();
      await mailFailed(db, mail.mailId, failure.message, context.finalAttempt);
      throw failure;
    }
    await mailSent(db, mail.mailId);
  };
}
