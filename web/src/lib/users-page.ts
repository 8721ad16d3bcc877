// GET /users with `limit` or `ids`: one page of the people the caller may list (everyone for the admin,
// the department's HOD and employees for a HOD), filtered, searched and counted on the server; or just
// the people named by `ids` (those deleted are not answered). Fetched again when the register changes.
import type { ApiSuccess, Role, UserDto } from '@leave/domain';
import { api, USER_LIST } from '@/lib/api';
import { refetchOn } from '@/lib/live/follow-live';

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
