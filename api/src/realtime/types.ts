import type { Server } from 'socket.io';
import type { ClientToServerEvents, Role, ServerToClientEvents } from '@leave/domain';

export interface SocketData {
  userId: string;
  role: Role;
  department: string | null;
  token: string;
  /** The handshake's `since`, when it was a position. */
  since?: number;
}

export type LiveServer = Server<ClientToServerEvents, ServerToClientEvents, Record<never, never>, SocketData>;
