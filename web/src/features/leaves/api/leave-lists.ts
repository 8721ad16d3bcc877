// The cached application lists (GET /leaves, GET /leaves/my-leaves) and how a changed application
// enters them: pushed by the socket (leave:created, leave:updated) or answered by a decision.
import type { LeaveChangePayload, LeaveDto } from '@leave/domain';
import { followLive, type LiveCacheEntry } from '@/lib/live/follow-live';

/** Newest first, as the api sorts: by the moment of application. */
function appliedBefore(a: LeaveDto, b: LeaveDto): boolean {
  return (a.appliedAt || a.createdAt) < (b.appliedAt || b.createdAt);
}

/** Replaces the application's older version in the list; false when the list does not hold it. */
export function replaceLeave(leaves: LeaveDto[], leave: LeaveDto): boolean {
  const index = leaves.findIndex((item) => item._id === leave._id);
  if (index === -1) return false;
  if (leaves[index]!.version <= leave.version) leaves[index] = leave;
  return true;
}

/** Puts the application in the list, newest first; an older version than the one shown is ignored. */
function upsertLeave(leaves: LeaveDto[], leave: LeaveDto): void {
  if (replaceLeave(leaves, leave)) return;
  const position = leaves.findIndex((item) => appliedBefore(item, leave));
  leaves.splice(position === -1 ? leaves.length : position, 0, leave);
}

interface LeaveListEntry extends LiveCacheEntry {
  updateCachedData(recipe: (leaves: LeaveDto[]) => void): unknown;
}

/** While the list is cached, each pushed application that belongs in it replaces its old version or is added. */
export function followLeaveChanges(entry: LeaveListEntry, belongsHere: (leave: LeaveDto) => boolean): Promise<void> {
  const apply = ({ leave }: LeaveChangePayload) => {
    if (belongsHere(leave)) entry.updateCachedData((leaves) => upsertLeave(leaves, leave));
  };
  return followLive(entry, { 'leave:created': apply, 'leave:updated': apply });
}
