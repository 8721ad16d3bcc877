// The leave lists follow the socket while a screen shows them (the Redux Essentials pattern): once the
// list is loaded, each leave:created / leave:updated replaces the application in the cached list or adds
// it, newest first, until the cache entry goes away. All entries listen to the session's one connection.
import type { LeaveChangePayload, LeaveDto } from '@leave/domain';
import { selectCurrentUser } from '@/features/auth/auth-slice';
import { getLeavesApi } from '@/features/leaves/api/get-leaves';
import { getMyLeavesApi } from '@/features/leaves/api/get-my-leaves';
import { liveConnectionOf } from './socket';

/** Newest first, as the api sorts: by the moment of application. */
function appliedBefore(a: LeaveDto, b: LeaveDto): boolean {
  return (a.appliedAt || a.createdAt) < (b.appliedAt || b.createdAt);
}

/** Puts the pushed application in the list; an older version than the one shown is ignored. */
export function upsertLeave(leaves: LeaveDto[], leave: LeaveDto): void {
  const index = leaves.findIndex((item) => item._id === leave._id);
  if (index >= 0) {
    if (leaves[index]!.version <= leave.version) leaves[index] = leave;
    return;
  }
  const position = leaves.findIndex((item) => appliedBefore(item, leave));
  leaves.splice(position === -1 ? leaves.length : position, 0, leave);
}

interface LeaveListLifecycle {
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
  updateCachedData(recipe: (leaves: LeaveDto[]) => void): unknown;
  getState(): unknown;
  extra: unknown;
}

type SessionState = Parameters<typeof selectCurrentUser>[0];

async function followLeaveChanges(lifecycle: LeaveListLifecycle, belongsHere: (leave: LeaveDto, state: SessionState) => boolean): Promise<void> {
  const live = liveConnectionOf(lifecycle.extra);
  const apply = ({ leave }: LeaveChangePayload) => {
    // The store holds the session next to the api's cache; the lifecycle's type only knows the latter.
    if (belongsHere(leave, lifecycle.getState() as SessionState)) lifecycle.updateCachedData((leaves) => upsertLeave(leaves, leave));
  };
  let stops: (() => void)[] = [];
  try {
    await lifecycle.cacheDataLoaded;
    stops = [live.on('leave:created', apply), live.on('leave:updated', apply)];
  } catch {
    // The entry went away before its first answer: nothing to follow.
  }
  await lifecycle.cacheEntryRemoved;
  for (const stop of stops) stop();
}

getLeavesApi.enhanceEndpoints({
  endpoints: {
    // The server sends a HOD only their department's applications (and their own), an admin all.
    getLeaves: { onCacheEntryAdded: (_arg, lifecycle) => followLeaveChanges(lifecycle, () => true) },
  },
});

getMyLeavesApi.enhanceEndpoints({
  endpoints: {
    getMyLeaves: {
      onCacheEntryAdded: (_arg, lifecycle) => followLeaveChanges(lifecycle, (leave, state) => leave.employee._id === selectCurrentUser(state)?._id),
    },
  },
});
