// GET /users with `limit` or `ids`: one page of the people the caller may list (everyone for the admin,
// the department's HOD and employees for a HOD), filtered, searched and counted on the server; or just
// the people named by `ids` (those deleted are not answered). Fetched again when the register changes.
import { normaliseDepartment, ROLES, type ApiSuccess, type Role, type UserDto } from '@leave/domain';
import { api, USER_LIST } from '@/lib/api';
import { refetchOn } from '@/lib/live/follow-live';
import { readUrlList } from '@/lib/use-url-list';

export interface UserPageArgs {
  role?: Role;
  department?: string;
  /** Only the active (true) or the inactive (false) people. */
  active?: boolean;
  search?: string;
  ids?: readonly string[];
  limit?: number;
  offset?: number;
}

export interface UserPage {
  users: UserDto[];
  total: number;
}

function queryOf({ ids, ...args }: UserPageArgs): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(args)) if (value !== undefined && value !== '') params.set(name, String(value));
  if (ids) params.set('ids', ids.join(','));
  return `/users?${params.toString()}`;
}

const getUsersPageApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUsersPage: build.query<UserPage, UserPageArgs>({
      query: queryOf,
      transformResponse: (response: ApiSuccess<{ users: UserDto[]; total?: number }>) => ({ users: response.data.users, total: response.data.total ?? response.data.users.length }),
      providesTags: (page) => [USER_LIST, ...(page?.users ?? []).map((person) => ({ type: 'User' as const, id: person._id }))],
      onCacheEntryAdded: (_arg, entry) => refetchOn(entry, ['users:changed'], [USER_LIST]),
    }),
  }),
});

export const { useGetUsersPageQuery } = getUsersPageApi;

// The filters of the people lists (admin Employees, HOD Department Employees), applied by the server.
export interface UserFilterValues {
  search: string;
  department: string;
  role: string;
}

export const EMPTY_USER_FILTERS: UserFilterValues = { search: '', department: '', role: '' };

/**
 * What a people list asks GET /users for, derived from its address once: the screen and the request started
 * beside the session check (portals' startList, app/portal-chunks.ts) both use it. A HOD's list has no department filter (the
 * server lists their department only).
 */
export function userPageArgs(list: { applied: Partial<UserFilterValues>; limit: number; offset: number }, withDepartment: boolean): UserPageArgs {
  const { search, department, role } = list.applied;
  const known = ROLES.find((r) => r === role);
  const normalised = withDepartment && department ? normaliseDepartment(department) : null;
  return { limit: list.limit, offset: list.offset, ...(search ? { search: search.slice(0, 100) } : {}), ...(normalised ? { department: normalised } : {}), ...(known ? { role: known } : {}) };
}

/** The page of a people list that the address's query string asks for. */
export function userPageArgsOf(params: URLSearchParams, withDepartment: boolean): UserPageArgs {
  return userPageArgs(readUrlList(params, EMPTY_USER_FILTERS), withDepartment);
}

/** Starts the request of the people list's page that the address's query string `search` asks for. */
export function prefetchUserPage(search: string, withDepartment: boolean) {
  return getUsersPageApi.util.prefetch('getUsersPage', userPageArgsOf(new URLSearchParams(search), withDepartment), {});
}
