// The one RTK Query api of the app. Features add their endpoints with injectEndpoints; every endpoint
// declares cache tags so that any change reloads the lists that show it (docs/product.md §4).
import { createAction } from '@reduxjs/toolkit';
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type TagDescription,
} from '@reduxjs/toolkit/query/react';
import { API_BASE_URL, API_TIMEOUT_MS } from '@/config/constants';
import { apiReached, reachedBy, selectApiUnreachable } from './connection/connection-slice';
import { readToken, removeToken } from './token-storage';

/** Dispatched when the server answers 401 to a signed-in call: the session is over. */
export const sessionExpired = createAction('session/expired');

/** Dispatched when the server hands out a new token for the signed-in user (after a password change). */
export const tokenRenewed = createAction<string>('session/tokenRenewed');

/**
 * Dispatched when the server answers 403 (docs/product.md §6: reported as a permission problem), with the
 * server's message. Calls whose screens report a 403 themselves are left out: the Excel import has its own
 * text (docs/product.md §8), and sign-in and registration show the server's message in their banner or toast.
 */
export const permissionDenied = createAction<string | undefined>('session/permissionDenied');
const OWN_403_ENDPOINTS = new Set(['uploadExcel', 'login', 'demoLogin', 'register']);

/** Calls whose 401 means "wrong credentials", not "your session ended". */
const CREDENTIAL_ENDPOINTS = new Set(['login', 'demoLogin', 'collectCollegeSignIn', 'passkeySignIn']);

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  timeout: API_TIMEOUT_MS,
  prepareHeaders: (headers) => {
    const token = readToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  // The token this request goes with: prepareHeaders reads it in the same synchronous run (fetchBaseQuery
  // reads the headers before its first await), so this is the token the server sees.
  const sentWith = readToken();
  let result = await rawBaseQuery(args, api, extraOptions);
  // A 401 for a token the app has replaced since (a password change answers with a fresh one and ends the
  // old ones) says nothing about the session: the request goes once more with the current token, and
  // only a 401 for the token still in use ends the session.
  const current = readToken();
  if (result.error?.status === 401 && current !== null && current !== sentWith && !CREDENTIAL_ENDPOINTS.has(api.endpoint)) {
    result = await rawBaseQuery(args, api, extraOptions);
    if (result.error?.status === 401 && readToken() !== current) return result;
  }
  // Whether the server answered at all: the offline notice shows while it does not (lib/connection).
  const reached = reachedBy(result.error?.status);
  if (reached === selectApiUnreachable(api.getState() as Parameters<typeof selectApiUnreachable>[0])) api.dispatch(apiReached(reached));
  if (result.error?.status === 401 && !CREDENTIAL_ENDPOINTS.has(api.endpoint)) {
    removeToken();
    api.dispatch(sessionExpired());
  }
  // A 403 while the session loads answers a request started beside the session check (app/start-screen.ts)
  // with a token whose role has changed: the session check sends the person to their own portal instead.
  if (result.error?.status === 403 && !OWN_403_ENDPOINTS.has(api.endpoint) && (api.getState() as { auth: { status: string } }).auth.status !== 'loading') {
    const message = (result.error.data as { message?: unknown } | undefined)?.message;
    api.dispatch(permissionDenied(typeof message === 'string' ? message : undefined));
  }
  return result;
};

export const TAG_TYPES = ['Me', 'User', 'Leave', 'LeaveEvents', 'Stats', 'Charts', 'Balance', 'EarnedLeave', 'Holiday', 'Calendar', 'Audit', 'Notification', 'Policy', 'SignInLink', 'Passkey', 'Arrangement', 'Timetable'] as const;
export type ApiTag = TagDescription<(typeof TAG_TYPES)[number]>;

/**
 * The lists more than one feature reloads: all applications (admin, HOD), my applications, the stand-in's
 * queue (a decision taken from it or from a review queue), the people.
 */
export const LEAVE_LIST = { type: 'Leave', id: 'LIST' } as const;
export const MY_LEAVE_LIST = { type: 'Leave', id: 'MY' } as const;
export const STAND_IN_QUEUE = { type: 'Leave', id: 'STAND_IN_QUEUE' } as const;
export const USER_LIST = { type: 'User', id: 'LIST' } as const;

/** A list provides its own tag and one per item, so a change to one item finds every list that holds it. */
export function listTags(list: typeof LEAVE_LIST | typeof MY_LEAVE_LIST | typeof USER_LIST) {
  return (items: readonly { _id: string }[] = []): ApiTag[] => [list, ...items.map((item) => ({ type: list.type, id: item._id }))];
}

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
