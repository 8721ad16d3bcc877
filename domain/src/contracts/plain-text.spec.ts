import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plainText, textRule, TEXT_RULE_KEY } from './plain-text';
import { chosenPasswordField, loginPasswordField } from './fields';
import { leavePolicySchema, DEFAULT_POLICY } from '../policy/policy.schema';
import { passkeyRegistrationBody } from '../people/passkeys';

const name = z.string().trim().check(plainText('Name'));
const reason = z.string().check(plainText('Reason', { multiline: true }));
const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('the shared plain-text check', () => {
  it('gives one spelling of a text: NFC, whatever the keyboard composed', () => {
    const decomposed = 'Prija\u0304 Re\u0301gnier';
    expect(name.parse(decomposed)).toBe('Prij\u0101 R\u00e9gnier');
  });

  it.each([
    ['BEL', '\u0007'],
    ['ESC', '\u001b'],
    ['NEL', '\u0085'],
    ['DEL', '\u007f'],
    ['a line feed', '\n'],
  ])('refuses %s in one line of text, naming the field', (_, character) => {
    expect(messageOf(name, `Exam${character}week`)).toBe('Name must not contain control characters');
  });

  it('keeps tabs and line breaks in a multi-line text, and refuses the other control characters there', () => {
    expect(reason.parse('Line one\r\n\tline two')).toBe('Line one\r\n\tline two');
    expect(messageOf(reason, 'Line one\u001b[31m')).toBe('Reason must not contain control characters');
  });

  it('refuses an unpaired surrogate and keeps a pair (an emoji)', () => {
    expect(messageOf(name, 'Exam \udfff week')).toBe('Name must not contain an unpaired surrogate character');
    expect(messageOf(name, 'Exam \ud83d')).toBe('Name must not contain an unpaired surrogate character');
    expect(name.parse('Exam \ud83d\ude00')).toBe('Exam 😀');
  });

  it('never normalises a password: a chosen one refuses control characters, a typed one only NUL', () => {
    const decomposed = 'pa\u0301ssword1';
    expect(chosenPasswordField.parse(decomposed)).toBe(decomposed);
    expect(messageOf(chosenPasswordField, 'pass\u001bword')).toBe('Password must not contain control characters');
    expect(loginPasswordField.parse('pass\u001bword')).toBe('pass\u001bword');
    expect(messageOf(loginPasswordField, 'pass\u0000word')).toBe('Password must not contain control characters');
  });

  it('marks the field it checks, for the OpenAPI description and the walk of every route', () => {
    expect(z.globalRegistry.get(name)?.[TEXT_RULE_KEY]).toBe('line');
    expect(z.globalRegistry.get(reason)?.[TEXT_RULE_KEY]).toBe('lines');
    expect(z.globalRegistry.get(z.string().check(textRule('Password', 'typedPassword')))?.[TEXT_RULE_KEY]).toBe('typedPassword');
    expect(z.globalRegistry.get(z.string().max(3))?.[TEXT_RULE_KEY]).toBeUndefined();
  });
});

describe('the schemas issue 47 found without it', () => {
  it("a leave type's name in the policy", () => {
    const policy = { leaveTypes: DEFAULT_POLICY.leaveTypes.map((type, index) => (index === 0 ? { ...type, name: 'Casual\u0007Leave' } : type)) };
    expect(leavePolicySchema.safeParse(policy).error?.issues[0]).toMatchObject({ path: ['leaveTypes', 0, 'name'], message: 'Name must not contain control characters' });
  });

  it("a passkey's name, and a field the body does not have", () => {
    const credential = { id: 'a2V5', rawId: 'a2V5', type: 'public-key', response: { clientDataJSON: 'e30', attestationObject: 'o2M' }, clientExtensionResults: { credProps: { rk: true } } };
    expect(passkeyRegistrationBody.safeParse({ name: 'Phone\u001b', credential }).error?.issues[0]?.message).toBe('Name must not contain control characters');
    expect(passkeyRegistrationBody.safeParse({ name: 'Phone', credential, userId: 'someone-else' }).error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['userId'] });
    expect(passkeyRegistrationBody.safeParse({ name: 'Phone', credential: { ...credential, response: { ...credential.response, userId: 'x' } } }).success).toBe(false);
    expect(passkeyRegistrationBody.safeParse({ name: 'Phone', credential }).success).toBe(true);
  });
});
