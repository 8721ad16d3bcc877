// A stand-in for the api at the network edge: a fetch function that answers from a table of routes.
// Tests stub the global fetch with it; stories install it through a decorator. Nothing above fetch is
// replaced, so the components, the store and RTK Query run as they do in the browser.
import type { FieldError } from '@leave/domain';

export interface MockRequest {
  method: string;
  path: string;
  /** The query string's parameters (the route keys match the path alone). */
  query: URLSearchParams;
  params: Record<string, string>;
  body: unknown;
  headers: Headers;
}

export interface MockReply {
  status?: number;
  body?: unknown;
  /** Answer after this many ms; Infinity never answers (a request in flight). */
  delayMs?: number;
  contentType?: string;
}

export type MockHandler = MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>);

/** Keys such as 'GET /auth/me' or 'PUT /leaves/:id/status' (paths without the /api prefix). */
export type MockRoutes = Record<string, MockHandler>;

export interface MockCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i] ?? '';
    const actual = got[i] ?? '';
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(actual);
    else if (segment !== actual) return null;
  }
  return params;
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function ok<T>(data: T, message?: string): MockReply {
  return { status: 200, body: { success: true, ...(message ? { message } : {}), data } };
}

export function fail(status: number, message: string, errors?: FieldError[]): MockReply {
  return { status, body: { success: false, message, ...(errors ? { errors } : {}) } };
}

export function createMockFetch(routes: MockRoutes) {
  const calls: MockCall[] = [];

  const mockFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url, 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    const body = await readBody(request.clone());
    calls.push({ method: request.method, path, query: url.searchParams, body, headers: request.headers });

    let reply: MockReply = { status: 404, body: { success: false, message: `No mock for ${request.method} ${path}` } };
    for (const [key, handler] of Object.entries(routes)) {
      const [method, pattern] = key.split(' ');
      if (method !== request.method || !pattern) continue;
      const params = match(pattern, path);
      if (!params) continue;
      reply = typeof handler === 'function' ? await handler({ method: request.method, path, query: url.searchParams, params, body, headers: request.headers }) : handler;
      break;
    }

    if (reply.delayMs !== undefined) {
      const delay = reply.delayMs;
      await new Promise<void>((resolve, reject) => {
        const abort = () => reject(new DOMException('The request was aborted', 'AbortError'));
        if (request.signal.aborted) abort();
        request.signal.addEventListener('abort', abort);
        if (Number.isFinite(delay)) setTimeout(resolve, delay);
      });
    }

    const status = reply.status ?? 200;
    if (reply.body instanceof Blob) return new Response(reply.body, { status, headers: { 'Content-Type': reply.contentType ?? reply.body.type } });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': reply.contentType ?? 'application/json' },
    });
  };

  return { fetch: mockFetch as typeof fetch, calls };
}

/**
 * A list route as the api answers it: without `limit` the whole list, with it one page and `total`,
 * after the filters the query names (each a field of the item), `search` over `searchIn`, and `ids`.
 */
export function pagedList<Item extends { _id: string }>(
  key: string,
  items: readonly Item[],
  fields: Record<string, (item: Item) => string | null | undefined>,
  searchIn: (item: Item) => (string | null | undefined)[],
): (request: MockRequest) => MockReply {
  return ({ query }) => {
    const search = query.get('search')?.trim().toLowerCase();
    const ids = query.get('ids')?.split(',');
    const matching = items.filter(
      (item) =>
        Object.entries(fields).every(([name, of]) => !query.get(name) || of(item)?.toLowerCase() === query.get(name)!.toLowerCase()) &&
        (!search || searchIn(item).some((text) => (text ?? '').toLowerCase().includes(search))) &&
        (!ids || ids.includes(item._id)),
    );
    const limit = query.get('limit');
    if (limit === null) return ok({ [key]: matching });
    const offset = Number(query.get('offset') ?? '0');
    return ok({ [key]: matching.slice(offset, offset + Number(limit)), total: matching.length });
  };
}
