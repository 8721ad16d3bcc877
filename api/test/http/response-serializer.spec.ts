// Every answer of every route, written by the serializer Fastify compiled for it at start (fast-json-stringify
// from the route's zod schema, or zod's where that could differ: http/response-serializer.ts), must be the
// same JSON value a client got when zod wrote every answer: for values each schema derives, with fields
// the schema does not name (which must be dropped), optional fields missing or undefined, and awkward text
// and numbers. The bytes are compared as a client reads them: decoded from UTF-8, then parsed.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { startTestRuntime } from '../helper';
import { body } from '../fixtures';
import type { Runtime } from '../../src/runtime';
import type { CompiledAnswer } from '../../src/http/response-serializer';

type ZodSchema = z.core.$ZodType;
let runtime: Runtime;
let answers: readonly CompiledAnswer[];

beforeAll(async () => {
  runtime = await startTestRuntime();
  await runtime.app.ready();
  answers = runtime.app.responseSerializers;
});
afterAll(() => runtime.close());

/** Text a JSON writer may get wrong: quotes, backslashes, control characters, line separators, astral characters, a lone surrogate. */
const awkwardText = fc.constantFrom('', '"', '\\', 'a"b\\c', '\u0000\u001f\u007f', '\n\r\t\b\f', '\u2028\u2029', '</script>', 'naïve café', '😀 emoji', '\ud800', 'x\udc00y', 'ab\ud83d');
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), awkwardText);
const unknownValue = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant(undefined), fc.constant({ nested: [1, 'two', null, { deep: true }] }));

/** Values zod accepts for this schema (the kinds fast-json-stringify is given; zod's own answers need none). */
function valuesOf(schema: ZodSchema): fc.Arbitrary<unknown> {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  const bag = schema._zod.bag as { minimum?: number; maximum?: number; patterns?: Set<RegExp>; multipleOf?: number; format?: string };
  switch (def.type) {
    case 'string': {
      const patterns = [...(bag.patterns ?? [])];
      const text = patterns[0] ? fc.stringMatching(patterns[0]) : anyText;
      return text.filter((value) => z.safeParse(schema as z.ZodType, value).success);
    }
    case 'number': {
      const integer = bag.format === 'safeint';
      const numbers: fc.Arbitrary<number> = bag.multipleOf
        ? fc.integer({ min: -1e6, max: 1e6 }).map((n) => n * bag.multipleOf!)
        : integer
          ? fc.oneof(fc.integer(), fc.constantFrom(0, -0, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, 1e15))
          : fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(0, -0, 0.1, 1e21, 1e-7, 5e-324, Number.MAX_VALUE));
      return numbers.filter((value) => z.safeParse(schema as z.ZodType, value).success);
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'literal':
      return fc.constantFrom(...def.values);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries));
    case 'nullable':
      return fc.option(valuesOf(def.innerType), { nil: null, freq: 3 });
    case 'array':
      return fc.array(valuesOf(def.element), { maxLength: 3 });
    case 'unknown':
    case 'any':
      return unknownValue;
    case 'object': {
      const fields = Object.entries(def.shape).map(([key, field]): fc.Arbitrary<[string, unknown][]> => {
        const fieldDef = (field as z.core.$ZodTypes)._zod.def;
        if (fieldDef.type === 'optional') {
          return fc.oneof(fc.constant<[string, unknown][]>([]), fc.constant<[string, unknown][]>([[key, undefined]]), valuesOf(fieldDef.innerType).map((value): [string, unknown][] => [[key, value]]));
        }
        return valuesOf(field).map((value): [string, unknown][] => [[key, value]]);
      });
      // Fields the schema does not name: any value, which zod drops; a catchall's values, which it keeps; none for a strict object (refused).
      const catchall = def.catchall === undefined ? undefined : (def.catchall as z.core.$ZodTypes);
      const extraValue =
        catchall === undefined
          ? fc.oneof(fc.jsonValue({ maxDepth: 1 }), fc.constant(undefined))
          : catchall._zod.def.type === 'optional'
            ? fc.option(valuesOf(catchall._zod.def.innerType), { nil: undefined })
            : valuesOf(catchall);
      const extraKey = fc.string({ minLength: 1, maxLength: 8 }).filter((key) => !(key in def.shape) && key !== '__proto__');
      const extra = catchall?._zod.def.type === 'never' ? fc.constant<[string, unknown][]>([]) : fc.array(fc.tuple(extraKey, extraValue), { maxLength: 3 });
      return fc.tuple(fc.tuple(...fields), extra).map(([known, unknown]) => Object.fromEntries([...unknown, ...known.flat()]));
    }
    default:
      throw new Error(`no values derived for a zod ${def.type}`);
  }
}

/** An answer as a client reads it: the bytes Fastify sends (UTF-8), decoded and parsed. */
const asClientReads = (text: string): unknown => JSON.parse(Buffer.from(text, 'utf8').toString('utf8'));

describe('the answers Fastify writes', () => {
  it('has a serializer for every response of every route the OpenAPI description lists', async () => {
    const spec = body(await runtime.app.inject({ method: 'GET', url: '/api/docs/json' }));
    // A route without a response schema (a redirect, a file) is documented with a 'Default Response' and no content.
    const documented = Object.entries(spec.paths as Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>>).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).flatMap(([method, operation]) =>
        Object.entries(operation.responses ?? {})
          .filter(([, response]) => response.content !== undefined)
          .map(([status]) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')} ${status.toLowerCase()}`),
      ),
    );
    const compiled = new Set(answers.map((answer) => `${answer.method} ${answer.url} ${answer.httpStatus}`));
    expect(documented.length).toBeGreaterThan(100);
    expect(documented.filter((answer) => !compiled.has(answer))).toEqual([]);
  });

  it('writes the list, the commands and every failure with fast-json-stringify', () => {
    const writerOf = (method: string, url: string, status: string) => answers.find((answer) => answer.method === method && answer.url === url && answer.httpStatus === status)?.writer;
    expect(writerOf('GET', '/api/leaves', '200')).toBe('fast-json-stringify');
    expect(writerOf('POST', '/api/leaves', '201')).toBe('fast-json-stringify');
    expect(writerOf('PUT', '/api/leaves/:id/status', '200')).toBe('fast-json-stringify');
    expect(answers.filter((answer) => answer.httpStatus === '4xx' || answer.httpStatus === '5xx').map((answer) => answer.writer)).not.toContain('zod');
  });

  it('writes every answer fast-json-stringify writes as the same JSON value as zod, for values its schema derives', () => {
    const bySchema = new Map<ZodSchema, CompiledAnswer>();
    for (const answer of answers) if (answer.writer === 'fast-json-stringify' && !bySchema.has(answer.schema)) bySchema.set(answer.schema, answer);
    expect(bySchema.size).toBeGreaterThan(20);
    for (const answer of bySchema.values()) {
      const name = `${answer.method} ${answer.url} ${answer.httpStatus}`;
      const zodWrites = zodSerializerCompiler({ schema: answer.schema, method: answer.method, url: answer.url, httpStatus: answer.httpStatus });
      fc.assert(
        fc.property(valuesOf(answer.schema), (value) => {
          const expected = asClientReads(zodWrites(value));
          expect(asClientReads(answer.serialize(value)), name).toEqual(expected);
        }),
        { numRuns: 60 },
      );
    }
  });
});
