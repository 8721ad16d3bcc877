// Bad values for the fuzz sweep, derived from each input's schema as the api publishes it (the OpenAPI
// description at /api/docs/json, generated from the same zod schemas the routes validate with): a type
// the field does not take, text one character over its maxLength, a choice outside its enum, a number
// beyond its bounds, an unknown property, and, for every text, a control character inside a valid value
// (the text rule of docs/contract.md) and, for every date, an offset beyond +-14:00. Each kind is bad by
// construction, so every value generated must be refused: no value is filtered out by asking the schema.

import fc from 'fast-check';

/** A JSON Schema of one input, as fastify-type-provider-zod writes it into the OpenAPI description. */
export interface InputSchema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array';
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  enum?: string[];
  pattern?: string;
  properties?: Record<string, InputSchema>;
  additionalProperties?: boolean;
  items?: InputSchema;
  minItems?: number;
  maxItems?: number;
}

/** Control characters that no text may hold (tabs and line breaks aside, which a reason may hold). */
const CONTROL_CODES = [...Array.from({ length: 0x20 }, (_, code) => code).filter((code) => code < 0x09 || code > 0x0d), ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i)];
const control = fc.constantFrom(...CONTROL_CODES).map((code) => String.fromCharCode(code));
/**
 * A password being checked may hold any character but NUL (docs/decisions/0064-text-without-control-characters.md):
 * NUL is its control character.
 */
const NUL = fc.constant('\u0000');

/** `base` with `char` somewhere inside it (not at an end, where trimming could take it away). */
function inside(base: string, char: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const text = base.length >= 2 ? base : 'Some text';
  return fc.tuple(fc.integer({ min: 1, max: text.length - 1 }), char).map(([at, c]) => text.slice(0, at) + c + text.slice(at));
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Offsets that are no time or lie beyond +-14:00. */
const badOffset = fc
  .tuple(fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }))
  .filter(([, hours, minutes]) => minutes > 59 || hours * 60 + minutes > 14 * 60)
  .map(([sign, hours, minutes]) => `${sign}${pad(hours)}:${pad(minutes)}`);

const notText = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.array(fc.string({ maxLength: 5 }), { maxLength: 2 }), fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }));

/** Bad values for a body field, around a valid value of it; null for a field that takes anything (and ignores it). */
export function badBodyValues(name: string, schema: InputSchema, valid: unknown): fc.Arbitrary<unknown> | null {
  switch (schema.type) {
    case 'string': {
      const text = typeof valid === 'string' ? valid : '';
      const kinds: fc.Arbitrary<unknown>[] = [notText, inside(text, /password/i.test(name) ? NUL : control)];
      if (schema.maxLength !== undefined) kinds.push(fc.integer({ min: schema.maxLength + 1, max: schema.maxLength + 300 }).map((n) => 'x'.repeat(n)));
      if (schema.enum) kinds.push(fc.constantFrom(...schema.enum).map((choice) => `${choice}-x`));
      // A malformed instant (a date with a time and an offset) that no route accepts: never a day applied for.
      // eslint-disable-next-line test-dates/no-date-without-clock
      if (/date/i.test(name)) kinds.push(badOffset.map((offset) => `${String(valid ?? '2026-12-07').slice(0, 10)}T10:00:00${offset}`));
      return fc.oneof(...kinds);
    }
    case 'number':
    case 'integer': {
      const kinds: fc.Arbitrary<unknown>[] = [fc.string({ maxLength: 6 }), fc.boolean(), fc.array(fc.nat(), { maxLength: 2 })];
      if (schema.minimum !== undefined) kinds.push(fc.double({ max: schema.minimum - 0.001, noNaN: true, noDefaultInfinity: true }));
      if (schema.maximum !== undefined) kinds.push(fc.double({ min: schema.maximum + 0.001, noNaN: true, noDefaultInfinity: true }));
      return fc.oneof(...kinds);
    }
    case 'boolean':
      return fc.oneof(fc.constantFrom('true', 'false', 'yes', 1, 0), fc.string({ maxLength: 6 }), fc.array(fc.boolean(), { minLength: 1, maxLength: 2 }));
    case 'object': {
      const inner = Object.entries(schema.properties ?? {}).flatMap(([key, property]) => {
        const bad = badBodyValues(key, property, undefined);
        return bad ? [bad.map((value) => ({ [key]: value }))] : [];
      });
      const kinds: fc.Arbitrary<unknown>[] = [fc.oneof(fc.string({ maxLength: 6 }), fc.integer(), fc.array(fc.integer(), { maxLength: 2 })), ...inner];
      if (schema.additionalProperties === false) kinds.push(fc.string({ minLength: 1, maxLength: 8 }).filter((key) => !(key in (schema.properties ?? {}))).map((key) => ({ [key]: 1 })));
      return fc.oneof(...kinds);
    }
    case 'array': {
      // Not a list, a list of bad items, or a list of the wrong length.
      const kinds: fc.Arbitrary<unknown>[] = [fc.oneof(fc.string({ maxLength: 6 }), fc.integer(), fc.boolean())];
      const item = schema.items ? badBodyValues(name, schema.items, undefined) : null;
      if (item) kinds.push(fc.array(item, { minLength: 1, maxLength: 2 }));
      if (schema.minItems !== undefined && schema.minItems > 0) kinds.push(fc.constant([]));
      if (schema.maxItems !== undefined) kinds.push(fc.integer({ min: schema.maxItems + 1, max: schema.maxItems + 50 }).map((n) => Array.from({ length: n }, (_, i) => `x${i}`)));
      return fc.oneof(...kinds);
    }
    default:
      return null;
  }
}

/** Bad values for a query parameter (text in a URL), around a valid value; a list means the parameter repeated. */
export function badQueryValues(schema: InputSchema, valid: string): fc.Arbitrary<string | string[]> {
  const kinds: fc.Arbitrary<string | string[]>[] = [fc.array(fc.constant(valid), { minLength: 2, maxLength: 3 })];
  if (schema.type === 'integer' || schema.type === 'number') {
    kinds.push(fc.constantFrom('abc', '1.5', 'NaN', 'Infinity', '1e400', '%00', '5 5'));
    if (schema.minimum !== undefined) kinds.push(fc.integer({ min: schema.minimum - 1000, max: schema.minimum - 1 }).map(String));
    if (schema.maximum !== undefined) kinds.push(fc.integer({ min: schema.maximum + 1, max: schema.maximum + 10_000 }).map(String));
  } else {
    kinds.push(inside(valid, control));
    if (schema.maxLength !== undefined) kinds.push(fc.integer({ min: schema.maxLength + 1, max: schema.maxLength + 300 }).map((n) => 'x'.repeat(n)));
    if (schema.enum) kinds.push(fc.constantFrom(...schema.enum).map((choice) => `${choice}-x`));
  }
  return fc.oneof(...kinds);
}

/** Bad ids for a path: a control character inside one, or one longer than the id's maxLength. */
export function badIds(schema: InputSchema): fc.Arbitrary<string> {
  return fc.oneof(inside('b7e2c1d0-5a', control), fc.integer({ min: (schema.maxLength ?? 200) + 1, max: (schema.maxLength ?? 200) + 300 }).map((n) => 'a'.repeat(n)));
}

/** Bad values for a header with a pattern: printable text (Node sends no control characters in headers) that does not match it. */
export function badHeaderValues(schema: InputSchema): fc.Arbitrary<string> {
  const pattern = new RegExp(schema.pattern ?? '^$');
  return fc.oneof(fc.string({ unit: 'grapheme-ascii', maxLength: 20 }), fc.constantFrom('W/"x"', '"-1"', '*', '"1.5"', '"9999999999"', '1,2')).filter((value) => !pattern.test(value));
}

/** Tokens that open nothing. */
export const badTokens = fc.oneof(fc.string({ unit: 'grapheme-ascii', maxLength: 60 }), fc.constantFrom('e30.e30.', 'a.b.c', 'null', `${'a'.repeat(500)}.b.c`));
