import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginBody } from './api';
import { loginSchema } from './forms';
import { EMAIL_PATTERN, signInChecks } from './sign-in';

/** What a form shows: the messages field by field, or the values it sends. */
function outcome(schema: { safeParse(input: unknown): { success: boolean; data?: unknown; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } } }, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? { data: result.data } : { issues: result.error!.issues.map((issue) => [issue.path.map(String).join('.'), issue.message]) };
}

const longestEmail = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.in`;

const samples: unknown[] = [
  { email: '', password: '' },
  { email: '   ', password: ' ' },
  { email: 'priya@', password: '12345' },
  { email: ' Priya@College.edu ', password: 'secret1' },
  { email: 'PRIYA@COLLEGE.EDU', password: ' spaced ' },
  { email: longestEmail, password: 'p'.repeat(128) },
  { email: `a${longestEmail}`, password: 'p'.repeat(129) },
  { email: `  ${'a'.repeat(300)}  `, password: 'secret\u00001' },
  { email: 'priya@college.edu', password: 'sec\u0000' },
  { email: 'priya@college.edu', password: 'secret\u001b1' },
  { email: 'priya.@college.edu', password: 'secret1' },
  { email: "o'brien+leave@mail.college.ac.in", password: 'secret1' },
  { email: 'priya@college', password: 'secret1' },
  { email: 42, password: null },
  { email: 'priya@college.edu' },
  {},
];

describe('The sign-in checks without zod', () => {
  it('use the e-mail pattern the server always used (zod’s)', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });

  it('show what domain’s loginSchema shows, and send what it sends, for each bad or good input', () => {
    for (const input of samples) expect(outcome(signInChecks, input), JSON.stringify(input)).toEqual(outcome(loginSchema, input));
  });

  it('agree with loginSchema on any e-mail and password typed', () => {
    const text = fc.oneof(fc.string({ maxLength: 300 }), fc.emailAddress(), fc.emailAddress().map((email) => ` ${email.toUpperCase()} `));
    fc.assert(
      fc.property(text, fc.string({ maxLength: 140 }), (email, password) => {
        expect(outcome(signInChecks, { email, password })).toEqual(outcome(loginSchema, { email, password }));
      }),
    );
  });

  it('give the server’s messages for a body it would refuse on the fields', () => {
    for (const input of samples.slice(0, 10)) {
      const server = loginBody.safeParse(input);
      const form = signInChecks.safeParse(input);
      expect(form.success).toBe(server.success);
      if (!form.success && !server.success) expect(form.error.issues.map((issue) => issue.message)).toEqual(server.error.issues.map((issue) => issue.message));
    }
  });
});
