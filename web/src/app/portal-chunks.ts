// Each portal's chunk, loaded by its route once the guard lets the person in, or earlier: with a stored token
// whose role owns the portal of the address, the chunk starts loading beside the session check (GET /auth/me)
// instead of after it, and the screen's list request starts as soon as the chunk is in (its startList: the
// screen's own chunk first where the portal splits its screens). The list's arguments come from the address
// through the same functions the screen's hook uses, so the screen finds the request in flight or answered in
// RTK Query's cache (docs/decisions/0096-a-screens-list-starts-beside-the-session-check.md). A chunk loaded
// ahead renders without suspending (lib/lazy-chunk.tsx). None of this adds a chunk: the sign-in page's first
// load is unchanged but for these few lines.
import type { Role } from '@leave/domain';
import { dashboardPathFor } from '@leave/domain';
import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import { userInToken } from '@/lib/auth/session';
import { lazyChunk } from '@/lib/lazy-chunk';
import type { AppThunk, AppThunkDispatch } from '@/lib/store-hooks';
import type { StartList } from '@/portals/shared/portal-routes';

export const portals: Record<Role, { Component: ComponentType; load(): Promise<{ default: ComponentType; startList?: StartList }> }> = {
  admin: lazyChunk(() => import('@/portals/admin/AdminPortal')),
  hod: lazyChunk(() => import('@/portals/hod/HodPortal')),
  employee: lazyChunk(() => import('@/portals/employee/EmployeePortal')),
  auditor: lazyChunk(() => import('@/portals/auditor/AuditorPortal')),
};

/**
 * The admin's applications screen is a chunk of its own behind the portal's: its chunk starts loading
 * beside the portal's, not once the portal's chunk has been fetched and run, and its startList asks for
 * the list as soon as it is in (the first row of 10,000 applications waited on that chain of two chunks:
 * docs/decisions/0226-the-admin-list-starts-beside-its-portal.md). It is the chunk the portal loads anyway,
 * so no chunk is added; the portal's own startList asks again and finds the request in flight. Only this
 * screen: each one listed here adds its chunks' names to the entry (the employees' 37 of them).
 */
const EARLY_LISTS: Record<string, () => Promise<{ startList(search: string): AppThunk }>> = {
  [paths.admin.applications]: () => import('@/portals/admin/pages/AdminApplicationsPage'),
};

/**
 * Starts the portal's chunk and the list of the screen at `location`, for the holder of `token`. A token of
 * another portal's role starts nothing (the session check sends the person to their own portal); a 401
 * ends the session as any request's does, and a 403 answered while the session loads (a role changed since
 * the token was issued) is not reported (lib/api.ts).
 */
export function startScreen(token: string, location: { pathname: string; search: string }, dispatch: AppThunkDispatch): void {
  const role = userInToken(token)?.role;
  if (role && location.pathname.split('/')[1] === dashboardPathFor(role).split('/')[1]) {
    void portals[role].load().then(({ startList }) => startList?.(location, dispatch), () => undefined);
    void EARLY_LISTS[location.pathname]?.().then(({ startList }) => dispatch(startList(location.search)), () => undefined);
  }
}
