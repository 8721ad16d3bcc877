// Socket.IO event maps (docs/contract.md (Socket.IO)), for `new Server<ClientToServerEvents, ServerToClientEvents>()`
// on the api and `io(...)` typed as `Socket<ServerToClientEvents, ClientToServerEvents>` on the web.

import type { LeaveBalance } from '../leave/leave.policy';
import type { ExcelUploadResult, LeaveDto, LeaveEventActorDto } from './dto';

export interface LeaveChangePayload {
  leave: LeaveDto;
  event: {
    type: string;
    actor: LeaveEventActorDto;
    occurredAt: string;
  };
}

/** How far a running Excel import is: rows dealt with out of the sheet's rows (sent after each batch). */
export interface ImportProgress {
  jobId: string;
  processed: number;
  total: number;
}

/** A finished Excel import, whether or not the upload's HTTP answer carried the result too. */
export interface ImportDone {
  jobId: string;
  result: ExcelUploadResult;
  /** The import failed for good (it will not be retried): `result.message` says why. */
  failed?: true;
}

export interface ServerToClientEvents {
  'leave:created': (payload: LeaveChangePayload) => void;
  'leave:updated': (payload: LeaveChangePayload) => void;
  'balance:updated': (payload: { leaveBalance: LeaveBalance }) => void;
  'users:changed': (payload: Record<string, never>) => void;
  'import:progress': (payload: ImportProgress) => void;
  'import:done': (payload: ImportDone) => void;
}

/** The client only listens. */
export type ClientToServerEvents = Record<never, never>;

export const SOCKET_ROOMS = {
  user: (userId: string) => `user:${userId}`,
  hod: (department: string) => `hod:${department}`,
  admin: 'admin',
} as const;
