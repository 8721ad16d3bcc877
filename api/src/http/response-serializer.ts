// How Fastify writes each answer (issue 24). A route's zod response schema is turned once, at start, into a
// JSON Schema of its output (z.toJSONSchema, as the OpenAPI description is) and compiled with
// fast-json-stringify, Fastify's own serializer: no zod walk per answer. Only schemas whose every part
// fast-json-stringify writes exactly as zod's encoding + JSON.stringify would are compiled (objects, with
// a catchall or none, strings, numbers, booleans, literals, enums, nullable, optional fields, arrays,
// unknown); anything else (a union, a record, a transform or codec, a date, a default...) keeps
// fastify-type-provider-zod's serializer for that route and status. What the trade costs (answers are no
// longer validated) is in docs/decisions/0067-answers-written-by-fast-json-stringify.md.

import fastJson, { type Schema } from 'fast-json-stringify';
import { z } from 'zod';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { FastifySerializerCompiler } from 'fastify';

type ZodSchema = z.core.$ZodType;
type Serialize = (data: unknown) => string;

/** One answer's serializer as Fastify compiled it: a route, a status and who writes it. */
export interface CompiledAnswer {
  method: string;
  url: string;
  httpStatus: string;
  schema: ZodSchema;
  writer: 'fast-json-stringify' | 'zod';
  serialize: Serialize;
}

/** A JSON value's kinds a literal may hold (undefined and bigint are not JSON). */
const isJsonLiteral = (value: unknown) => value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));

/** No check of this schema rewrites the value (trim, toLowerCase, normalize and the like are `overwrite` checks). */
function rewritesNothing(schema: ZodSchema): boolean {
  return (schema._zod.def.checks ?? []).every((check) => check._zod.def.check !== 'overwrite');
}

/**
 * Whether fast-json-stringify, given this schema's output JSON Schema, writes every value zod accepts as the
 * same JSON value as `JSON.stringify(z.encode(schema, value))`. `place` says where the schema sits: an
 * optional schema is only faithful as an object's field (fast-json-stringify then leaves an undefined out,
 * as JSON.stringify does); elsewhere undefined would be written differently.
 */
export function writesLikeZod(schema: ZodSchema, place: 'field' | 'value' = 'value'): boolean {
  if (!rewritesNothing(schema)) return false;
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
      return true;
    case 'literal':
      return def.values.every(isJsonLiteral);
    case 'enum':
      return Object.values(def.entries).every((entry) => typeof entry === 'string');
    case 'nullable':
      return writesLikeZod(def.innerType, 'value');
    case 'optional':
      return place === 'field' && writesLikeZod(def.innerType, 'value');
    case 'array':
      return writesLikeZod(def.element, 'value');
    case 'object':
      // Unknown keys are dropped (zod's default: additionalProperties false), refused (strict: never) or
      // kept and written by the catchall's schema (additionalProperties, leaving an undefined out as zod does).
      if (def.catchall !== undefined && def.catchall._zod.def.type !== 'never' && !writesLikeZod(def.catchall, 'field')) return false;
      return Object.values(def.shape).every((field) => writesLikeZod(field, 'field'));
    case 'unknown':
    case 'any':
      // Written as JSON.stringify writes it, by both; as a field, a missing value is left out by both.
      return true;
    default:
      // union, record, tuple, date, pipe (transform), codec, default, catch, lazy, intersection, ...
      return false;
  }
}

/** A field zod lets be missing though its JSON Schema lists it as required: unknown (and any) take undefined. */
const takesUndefined = (field: ZodSchema | undefined) => field?._zod.def.type === 'unknown' || field?._zod.def.type === 'any';

/** The JSON Schema fast-json-stringify compiles: the output side, as the OpenAPI description shows it. */
export function outputJsonSchema(schema: ZodSchema): Schema {
  // openapi-3.0 writes nullable as `nullable: true`, which fast-json-stringify reads without a runtime ajv check.
  return z.toJSONSchema(schema, {
    io: 'output',
    target: 'openapi-3.0',
    unrepresentable: 'throw',
    cycles: 'throw',
    reused: 'inline',
    // fast-json-stringify throws on a required field that is undefined; zod writes such an unknown field by leaving it out.
    override: ({ zodSchema, jsonSchema }) => {
      const def = zodSchema._zod.def;
      if (def.type !== 'object' || !jsonSchema.required) return;
      jsonSchema.required = jsonSchema.required.filter((key) => !takesUndefined(def.shape[key]));
    },
  }) as Schema;
}

/**
 * Fastify's serializer compiler for the api, and the answers it compiled (read by the serializers' test).
 * Compiled serializers are shared by schema: the failure envelope of every route is compiled once.
 */
export function createResponseSerializerCompiler(): { compiler: FastifySerializerCompiler<unknown>; compiled: CompiledAnswer[] } {
  const compiled: CompiledAnswer[] = [];
  const fast = new WeakMap<ZodSchema, Serialize>();
  const compiler: FastifySerializerCompiler<unknown> = (route) => {
    const schema = route.schema instanceof z.core.$ZodType ? route.schema : undefined;
    let serialize = schema ? fast.get(schema) : undefined;
    if (schema && !serialize && writesLikeZod(schema)) {
      serialize = fastJson(outputJsonSchema(schema)) as Serialize;
      fast.set(schema, serialize);
    }
    const writer = serialize ? 'fast-json-stringify' : 'zod';
    // Anything else, a `{ properties }` wrapper included, is zod's as before (it refuses what is no zod schema).
    serialize ??= zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    if (schema) compiled.push({ method: route.method, url: route.url, httpStatus: route.httpStatus ?? '', schema, writer, serialize });
    return serialize;
  };
  return { compiler, compiled };
}
