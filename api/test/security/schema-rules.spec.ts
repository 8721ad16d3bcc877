// Issue 47: one text rule and one strictness rule for every route. The walk goes through the route table
// (every route as declared, with the zod schemas it validates with) and fails for any string a client
// sends in a body or a query without the shared plain-text check (domain/contracts/plain-text.ts: no
// control characters, no unpaired surrogates, NFC) and for any object of a body or a query that lets
// unknown fields through. A new route or field is held to both as soon as it exists.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TEXT_RULE_KEY } from '@leave/domain';
import { startTestRuntime } from '../helper';
import { body } from '../fixtures';
import type { Runtime } from '../../src/runtime';

type Schema = z.core.$ZodType;

/**
 * The objects that take fields beyond those they name, each with its reason; their named fields are still
 * walked. Nothing else may.
 */
const OPEN_OBJECTS: Record<string, string> = {
  // The provider's redirect carries parameters of its own (Google: authuser, hd, prompt, scope; Entra:
  // session_state), which the product never reads; its own (code, state, iss, error) keep the rule.
  'GET /api/auth/oidc/callback query': 'the provider adds parameters of its own',
  // A figure per leave code: a code the policy in force does not have is refused by the edit itself
  // (domain's adminBalanceEdit), with the type named.
  'PUT /api/users/:id body.leaveBalance': 'one figure per leave code of the policy',
};

/** Inputs never read, each with its reason. */
const IGNORED: Record<string, string> = {
  // The seed's admin form always sends its default password (docs/contract.md): accepted and dropped.
  'PUT /api/users/:id body.password': 'dropped unread',
};

/** Every problem of one input's schema, as `<where>: <what>`. */
function problemsOf(schema: Schema, at: string): string[] {
  const problems: string[] = [];
  const seen = new Set<Schema>();
  const visit = (node: Schema, path: string) => {
    if (seen.has(node)) return;
    seen.add(node);
    if (IGNORED[path] !== undefined) return;
    const def = node._zod.def as z.core.$ZodTypeDef & Record<string, any>;
    switch (def.type) {
      case 'string':
        if (z.globalRegistry.get(node)?.[TEXT_RULE_KEY] === undefined) problems.push(`${path}: a string without the text rule`);
        return;
      case 'object':
        if (def.catchall?._zod.def.type !== 'never' && OPEN_OBJECTS[path] === undefined) problems.push(`${path}: an object that lets unknown fields through`);
        for (const [key, field] of Object.entries<Schema>(def.shape)) visit(field, `${path}.${key}`);
        return;
      case 'array':
        return visit(def.element, `${path}[]`);
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'nonoptional':
      case 'readonly':
      case 'catch':
        return visit(def.innerType, path);
      case 'pipe':
        // What a client sends is the pipe's input; a preprocess's input is a function, its schema the output.
        return visit(def.in._zod.def.type === 'transform' ? def.out : def.in, path);
      case 'union':
        return def.options.forEach((option: Schema) => visit(option, path));
      case 'intersection':
        visit(def.left, path);
        return visit(def.right, path);
      case 'lazy':
        return visit(def.getter(), path);
      case 'enum':
      case 'literal':
      case 'number':
      case 'int':
      case 'boolean':
      case 'null':
      case 'undefined':
      case 'never':
        return;
      default:
        problems.push(`${path}: a ${def.type} input the rules cannot see into`);
    }
  };
  visit(schema, at);
  return problems;
}

let runtime: Runtime;

beforeAll(async () => {
  // METRICS_TOKEN: the one route that exists only when configured.
  runtime = await startTestRuntime({ env: { METRICS_TOKEN: 'a-metrics-token-for-the-walk' } });
});
afterAll(() => runtime.close());

describe('every route', () => {
  it('holds every string of its bodies and queries to the shared text rule, and lets no unknown field through', () => {
    const problems: string[] = [];
    const walked: string[] = [];
    for (const route of runtime.app.routeTable) {
      const methods = [route.method].flat();
      if (methods.every((method) => method === 'HEAD')) continue;
      const name = `${methods.join(',')} ${route.url}`;
      for (const [part, schema] of [['body', route.schema?.body], ['query', route.schema?.querystring]] as const) {
        if (schema === undefined) continue;
        walked.push(`${name} ${part}`);
        problems.push(...problemsOf(schema as Schema, `${name} ${part}`));
      }
    }
    expect(problems).toEqual([]);
    // The walk saw the routes of every plugin.
    expect(walked).toEqual(expect.arrayContaining(['POST /api/leaves body', 'GET /api/leaves query', 'POST /api/users/me/passkeys body', 'POST /api/policy/versions body', 'GET /api/auth/oidc/callback query']));
  });

  it('shows each string’s text rule in the OpenAPI description', async () => {
    const spec = body(await runtime.app.inject({ method: 'GET', url: '/api/docs/json' }));
    const nameField = spec.paths['/api/users/me/passkeys'].post.requestBody.content['application/json'].schema.properties.name;
    expect(nameField[TEXT_RULE_KEY]).toBe('line');
    const reason = spec.paths['/api/leaves'].post.requestBody.content['application/json'].schema.properties.reason;
    expect(reason[TEXT_RULE_KEY]).toBe('lines');
  });
});
