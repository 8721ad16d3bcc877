// The one plain-text check every string a client sends passes through (issue 47), as a zod check named
// after its field: `.check(plainText('Name'))`. It normalises the text to NFC (one spelling of 'ā', however
// a keyboard composed it) and refuses control characters (Unicode's Cc: C0, DEL and C1; a multi-line text
// keeps tab, line feed and carriage return) and unpaired UTF-16 surrogates. Passwords have two kinds of
// their own: never normalised (the bytes hashed are the bytes typed), and a password typed to be checked
// refuses only NUL (docs/decisions/0252-one-text-rule-for-every-route.md).
//
// The check marks the schema it is attached to (`x-text-rule` in zod's global registry), so the OpenAPI
// description shows which rule a field keeps, and a test walks every route's schemas for a string without it.

import { z } from 'zod';
import { controlCharactersMessage } from './sign-in';
import { hasUnpairedSurrogate } from './text-rule';
import { WHILE_VALID } from './when';

/** The key of the mark in zod's registry and in the OpenAPI description. */
export const TEXT_RULE_KEY = 'x-text-rule';

/**
 * line: one line of text; lines: a text that may hold tabs and line breaks (a reason); password: a password
 * being chosen (no control character, not normalised); typedPassword: a password typed to be checked
 * (anything but NUL, so that nobody is locked out of a password set before the text rule).
 */
export type TextKind = 'line' | 'lines' | 'password' | 'typedPassword';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

function isControlCharacter(code: number, kind: TextKind): boolean {
  if (kind === 'typedPassword') return code === 0;
  if (kind === 'lines' && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) return false;
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f);
}

/** Whether a text (`multiline`: one that may hold tabs and line breaks) is free of control characters. */
export function isPlainText(value: string, options: { multiline?: boolean } = {}): boolean {
  const kind: TextKind = options.multiline ? 'lines' : 'line';
  for (let i = 0; i < value.length; i++) if (isControlCharacter(value.charCodeAt(i), kind)) return false;
  return true;
}

export function unpairedSurrogateMessage(label: string): string {
  return `${label} must not contain an unpaired surrogate character`;
}

/** The problem of a text of this kind, or null. */
function textProblem(value: string, label: string, kind: TextKind): string | null {
  for (let i = 0; i < value.length; i++) if (isControlCharacter(value.charCodeAt(i), kind)) return controlCharactersMessage(label);
  return hasUnpairedSurrogate(value) ? unpairedSurrogateMessage(label) : null;
}

/** The shared check of a string of this kind, named `label` in its messages. */
export function textRule(label: string, kind: TextKind) {
  // A check of zod's own kind rather than a refinement: a refinement cannot hand on the normalised value.
  const check: z.core.$ZodCheck<string> = new z.core.$ZodCheck({ check: 'custom', ...WHILE_VALID });
  check._zod.check = (payload) => {
    if (typeof payload.value !== 'string') return;
    const problem = textProblem(payload.value, label, kind);
    if (problem !== null) {
      payload.issues.push({ code: 'custom', message: problem, input: payload.value, continue: true });
      return;
    }
    if (kind === 'line' || kind === 'lines') payload.value = payload.value.normalize('NFC');
  };
  check._zod.onattach.push((schema) => {
    z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), [TEXT_RULE_KEY]: kind });
  });
  return check;
}

/** The text rule of a field people type: one line, or (`multiline`) tabs and line breaks too. */
export function plainText(label: string, options: { multiline?: boolean } = {}) {
  return textRule(label, options.multiline ? 'lines' : 'line');
}
