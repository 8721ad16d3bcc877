// The sign-in form's checks as plain functions, without zod (issue 24): the sign-in page is the first
// screen most visits show, and it checks what is typed without downloading zod. The zod fields of
// fields.ts (the server's loginBody, every form's e-mail and password) call these same functions, so the
// rule, its messages and their order are written here once. Each check returns the first problem of a
// value, or null.

// Nothing here imports anything: the sign-in page's first load takes this file alone (leave.policy.ts,
// which re-exports the bounds, would bring the leave types and the calendar with it).

export const PASSWORD_MIN = 6;
/** Long enough for any passphrase; a cap so that nobody hashes megabytes. */
export const PASSWORD_MAX = 128;
/** The longest address SMTP can deliver to (RFC 5321 path limit less the angle brackets). */
export const EMAIL_MAX = 254;

/** The sign-in messages (fields.ts's MESSAGES carries them under the same names). */
export const SIGN_IN_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  emailTooLong: 'Email must be at most 254 characters',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 128 characters',
} as const;

/** What an e-mail address looks like: zod's own e-mail pattern (`z.regexes.email`), which the server always used. */
// Character for character zod's (the escapes too), so that a test can hold the two equal.
// eslint-disable-next-line no-useless-escape
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export function controlCharactersMessage(label: string): string {
  return `${label} must not contain control characters`;
}

/**
 * The problem of an e-mail address already trimmed: blank, then too long, then not an address (the
 * length comes first, so that an over-long value never meets the pattern).
 */
export function emailProblem(trimmed: string, messages: { required: string; invalid: string }): string | null {
  if (trimmed.length < 1) return messages.required;
  if (trimmed.length > EMAIL_MAX) return SIGN_IN_MESSAGES.emailTooLong;
  return EMAIL_PATTERN.test(trimmed.toLowerCase()) ? null : messages.invalid;
}

/** The length problem of a password (never trimmed: a space is a legitimate character). */
export function passwordLengthProblem(value: string, messages: { required: string; tooShort: string; tooLong: string }): string | null {
  if (value.length < 1) return messages.required;
  if (value.length < PASSWORD_MIN) return messages.tooShort;
  if (value.length > PASSWORD_MAX) return messages.tooLong;
  return null;
}

/** A password typed to be checked, never stored, may hold anything but NUL. */
export function nulProblem(value: string, label: string): string | null {
  return value.includes('\u0000') ? controlCharactersMessage(label) : null;
}

export interface SignInValues {
  email: string;
  password: string;
}

type SignInIssue = { path: ['email' | 'password']; message: string };

/**
 * The sign-in form's checks with zod's `safeParse` shape, giving what domain's loginSchema gives: one
 * message per field, the e-mail trimmed and in lower case. A module function, so that this module itself
 * is a schema to the web's useSchemaForm (its dynamic import needs no more code in the first load).
 */
export function safeParse(input: unknown): { success: true; data: SignInValues } | { success: false; error: { issues: SignInIssue[] } } {
  const { email, password } = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const trimmed = typeof email === 'string' ? email.trim() : null;
  const emailMessage = trimmed === null ? SIGN_IN_MESSAGES.emailRequired : emailProblem(trimmed, { required: SIGN_IN_MESSAGES.emailRequired, invalid: SIGN_IN_MESSAGES.emailInvalid });
  const passwordMessage =
    typeof password !== 'string'
      ? SIGN_IN_MESSAGES.passwordRequired
      : (passwordLengthProblem(password, { required: SIGN_IN_MESSAGES.passwordRequired, tooShort: SIGN_IN_MESSAGES.passwordTooShort, tooLong: SIGN_IN_MESSAGES.passwordTooLong }) ??
        nulProblem(password, 'Password'));
  const issues: SignInIssue[] = [];
  if (emailMessage !== null) issues.push({ path: ['email'], message: emailMessage });
  if (passwordMessage !== null) issues.push({ path: ['password'], message: passwordMessage });
  if (issues.length > 0 || trimmed === null || typeof password !== 'string') return { success: false, error: { issues } };
  return { success: true, data: { email: trimmed.toLowerCase(), password } };
}

/** The same checks as an object, for code that holds schemas as values. */
export const signInChecks = { safeParse };
