// When a zod check runs. A form shows every problem at once: one message per field and the cross-field
// messages beside them. zod 4 skips every refinement of an object, `when` or not, as soon as one of its
// fields reported an issue with `abort: true`; so no field uses `abort`, and a field's later checks are
// gated with WHILE_VALID instead.

interface Payload {
  value: unknown;
  issues: readonly unknown[];
}

/** A field's later check runs only while the field has no problem yet, so each field reports one message. */
export const WHILE_VALID = { when: (payload: Payload) => payload.issues.length === 0 };

/**
 * An object's cross-field check runs even when a field is wrong; the check itself must skip values that
 * did not parse (a failed field leaves its raw input in the object).
 */
export const ALWAYS = { when: (payload: Payload) => typeof payload.value === 'object' && payload.value !== null };
