import type { ColumnType, Selectable } from 'kysely';

/** 20261125_2901: a session started: whose, at which token version, when, from which device, how. */
export interface SessionsTable {
  id: string;
  user_id: string;
  token_version: number;
  started_at: ColumnType<Date, Date | string, never>;
  /** The device in words ('Chrome on Android'), from the browser's User-Agent; never the header itself. */
  device: string;
  /** How the session started: 'password', 'college account', 'passkey', 'registration', 'password change', 'demo'. */
  method: string;
}
export type SessionRow = Selectable<SessionsTable>;
