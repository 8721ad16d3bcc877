// The one rule for text that reaches the system from outside (issue 25): no NUL (Postgres cannot store
// it, in a column or in JSON) and no unpaired UTF-16 surrogate (valid in a JSON string as `\udfff`, but
// not a character: it is no valid UTF-8, so Postgres refuses it as JSON and anything else garbles it).
// Every field a client sends is held to it before any route runs, and refused with a 400 naming the field.

/** Whether `value` holds a surrogate that is not half of a pair. */
export function hasUnpairedSurrogate(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
      else return true;
    } else if (code >= 0xdc00 && code <= 0xdfff) return true;
  }
  return false;
}

/** Whether `value` holds NUL or a surrogate that is not half of a pair. */
export function breaksTextRule(value: string): boolean {
  return value.includes('\u0000') || hasUnpairedSurrogate(value);
}

export function textRuleMessage(field: string): string {
  return `${field} must not contain NUL or an unpaired surrogate character`;
}

/**
 * The first field of a parsed request part (a JSON body, a query, path parameters) whose text breaks the
 * rule, as a dotted path (`ids.0`, `reason`); a key that breaks it is named by itself. Null when all is well.
 * Only plain objects and arrays are walked (a raw body, a file upload, is bytes, not text), with a stack
 * of its own, so that a deeply nested body cannot exhaust the call stack.
 */
export function fieldBreakingTextRule(input: unknown): string | null {
  const pending: { value: unknown; path: string }[] = [{ value: input, path: '' }];
  const at = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (breaksTextRule(value)) return path || 'value';
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    const prototype = Object.getPrototypeOf(value) as unknown;
    if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null) continue;
    const entries = Object.entries(value);
    // eslint-disable-next-line no-control-regex -- NUL is what the rule is about
    for (const [key] of entries) if (breaksTextRule(key)) return at(path, key.replace(/[\u0000\ud800-\udfff]/g, '\ufffd'));
    for (let i = entries.length - 1; i >= 0; i--) pending.push({ value: entries[i]![1], path: at(path, entries[i]![0]) });
  }
  return null;
}

/** A request id a client may choose: short and plain, so that it can go into logs and event metadata as it is. */
export function isPlainRequestId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9._-]{1,64}$/.test(value);
}
