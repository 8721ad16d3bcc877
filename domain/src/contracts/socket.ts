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

export interface ServerToClientEvents {
  'leave:created': (payload: LeaveChangePayload) => void;
  'leave:updated': (payload: LeaveChangePayload) => void;
  'balance:updated': (payload: { leaveBalance: LeaveBalance }) => void;
  'users:changed': (payload: Record<string, never>) => void;
  'import:progress': (payload: { jobId: string; processed: number; total: number }) => void;
  'import:done': (payload: { jobId: string; result: ExcelUploadResult }) => void;
}

/** The client only listens. */
export type ClientToServerEvents = Record<never, never>;

export const SOCKET_ROOMS = {
  user: (userId: string) => `user:${userId}`,
  hod: (department: string) => `hod:${department}`,
  admin: 'admin',
} as const;
