import { describe, expect, it } from 'vitest';
import { forgotPasswordBody, setPasswordBody, zodIssuesToFieldErrors } from '../contracts/api';
import { forgotPasswordSchema, setPasswordSchema } from '../contracts/forms';
import { PASSWORD_LINK_MESSAGES, passwordLinkMail, passwordLinkOf } from './password-links';

function errorsOf(schema: { safeParse(input: unknown): { success: boolean; error?: unknown } }, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? [] : zodIssuesToFieldErrors(result.error as never);
}

describe('set-password links', () => {
  it('puts the secret after # on the web app, whatever slash APP_URL ends with', () => {
    expect(passwordLinkOf('https://leave.example.edu/', 'abc_-1')).toBe('https://leave.example.edu/set-password#abc_-1');
    expect(passwordLinkOf('https://leave.example.edu', 'abc')).toBe('https://leave.example.edu/set-password#abc');
  });

  it('the api body takes a base64url secret and the change-password rules, nothing else', () => {
    expect(setPasswordBody.parse({ token: 'abc-DEF_123', newPassword: 'secret1' })).toEqual({ token: 'abc-DEF_123', newPassword: 'secret1' });
    expect(errorsOf(setPasswordBody, { token: 'not a token', newPassword: 'secret1' })).toEqual([{ field: 'token', msg: PASSWORD_LINK_MESSAGES.invalid }]);
    expect(errorsOf(setPasswordBody, { token: 'x'.repeat(201), newPassword: 'secret1' })).toEqual([{ field: 'token', msg: PASSWORD_LINK_MESSAGES.invalid }]);
    expect(errorsOf(setPasswordBody, { token: 'abc', newPassword: 'abc' })).toEqual([{ field: 'newPassword', msg: 'New password must be at least 6 characters long' }]);
    expect(errorsOf(setPasswordBody, { token: 'abc', newPassword: 'secret1', confirmPassword: 'secret2' })).toEqual([{ field: 'confirmPassword', msg: 'New passwords do not match' }]);
    expect(setPasswordBody.safeParse({ token: 'abc', newPassword: 'secret1', extra: 1 }).success).toBe(false);
  });

  it("'Forgot password?' takes the sign-in form's e-mail rule", () => {
    expect(errorsOf(forgotPasswordBody, { email: 'nope' })).toEqual([{ field: 'email', msg: 'Invalid email address' }]);
    expect(errorsOf(forgotPasswordSchema, { email: '' })).toEqual([{ field: 'email', msg: 'Email is required' }]);
    expect(forgotPasswordBody.safeParse({ email: 'a@college.edu', more: true }).success).toBe(false);
  });

  it('the form asks for the confirmation with the change-password messages', () => {
    expect(errorsOf(setPasswordSchema, { newPassword: 'secret1', confirmPassword: '' }).map((e) => e.msg)).toEqual(['Please confirm your new password']);
    expect(errorsOf(setPasswordSchema, { newPassword: 'secret1', confirmPassword: 'secret2' }).map((e) => e.msg)).toEqual(['New passwords do not match']);
    expect(setPasswordSchema.safeParse({ newPassword: 'secret1', confirmPassword: 'secret1' }).success).toBe(true);
  });

  it('the mail names the college, the person, the link and its 72 hours', () => {
    const welcome = passwordLinkMail('welcome', { collegeName: 'Sample College', recipientName: 'Nila', link: 'https://x/set-password#s' });
    expect(welcome.subject).toBe('Sample College leave: set your password');
    expect(welcome.lines).toContain('https://x/set-password#s');
    expect(welcome.lines.join('\n')).toMatch(/Dear Nila,[\s\S]*72 hours/);
    expect(passwordLinkMail('reset', { collegeName: 'Sample College', recipientName: 'Nila', link: 'l' }).subject).toBe('Sample College leave: a link to set a new password');
  });
});
