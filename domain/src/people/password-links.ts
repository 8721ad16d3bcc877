// Set-password links (issue 26): a person an admin adds (one by one or by import) gets an e-mail with a
// link to choose their own password, and anyone may ask for a new one from the sign-in page ('Forgot
// password?'). A link works once and for 72 hours; a newer link of the person replaces the older ones.
// Here are the words, the limits and the link's path; the api keeps only a hash of the link's secret.

import { FORGOT_PASSWORD_MESSAGES } from './forgot-password';

/** How long a link works. */
export const PASSWORD_LINK_HOURS = 72;

/** The web app's page a link opens; the secret follows after '#', so that no server log sees it. */
export const SET_PASSWORD_PATH = '/set-password';

/** The link of a secret on the web app at `appUrl`. */
export function passwordLinkOf(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}${SET_PASSWORD_PATH}#${token}`;
}

export const PASSWORD_LINK_MESSAGES = {
  /** A used, expired, replaced or unknown link: the api's 400 and the web app's page. */
  invalid: 'This link has expired or was already used. Ask for a new one from the sign-in page.',
  /** The answer to 'Forgot password?', the same whether or not the address has an account. */
  requested: 'If an account uses this address, a link to set its password is on its way. The link works for 72 hours.',
  /** The password was set through a link. */
  set: 'Your password is set. Sign in with it now.',
  inactive: 'Your account is inactive. Please contact the administrator.',
  /** The first sign-in prompt of a person who still has the default password. */
  promptTitle: 'Set your password',
  promptText: 'You are signed in with the password the college gave you. Choose your own before you go on.',
  promptLater: 'Later',
  /** The link on the sign-in page, and the title of the page it opens. */
  forgot: FORGOT_PASSWORD_MESSAGES.link,
  /** The web app's pages: the link's page, its refusal, and 'Forgot password?'. */
  setTitle: 'Set your password',
  setSubmit: 'Set password',
  setting: 'Saving...',
  setFailed: 'The password could not be set. Please try again.',
  refusedTitle: 'This link cannot be used',
  refusedBanner: 'Link expired or used',
  askAgain: 'Ask for a new link',
  forgotSubtitle: 'Enter the e-mail address of your account. We will send it a link to set a new password.',
  send: 'Send the link',
  sending: 'Sending...',
  sentTitle: 'Check your e-mail',
  notSentTitle: 'Not sent',
  requestFailed: 'The link could not be requested. Please try again.',
  /** What the admin's 'Outgoing mail' keeps instead of the link: the link is only in the e-mail sent. */
  redacted: '[the link is only in the e-mail sent to the person]',
} as const;

/** Why a link is sent: an admin added the person, or they asked on the sign-in page. */
export type PasswordLinkPurpose = 'welcome' | 'reset';

/** The mail's subject and words (the link goes where `{link}` stands). */
export function passwordLinkMail(purpose: PasswordLinkPurpose, facts: { collegeName: string; recipientName: string; link: string }): { subject: string; lines: string[] } {
  const subject = purpose === 'welcome' ? `${facts.collegeName} leave: set your password` : `${facts.collegeName} leave: a link to set a new password`;
  const opening =
    purpose === 'welcome'
      ? `An account has been made for you on the ${facts.collegeName} leave system. Choose your password with this link:`
      : `Someone (we hope you) asked for a link to set a new password on the ${facts.collegeName} leave system. Choose it with this link:`;
  const closing =
    purpose === 'welcome'
      ? `The link works once, for ${PASSWORD_LINK_HOURS} hours. When it has run out, ask for a new one with 'Forgot password?' on the sign-in page.`
      : `The link works once, for ${PASSWORD_LINK_HOURS} hours. If you did not ask for it, you may ignore this mail: your password stays as it is.`;
  return { subject, lines: [`Dear ${facts.recipientName},`, '', opening, '', facts.link, '', closing] };
}
