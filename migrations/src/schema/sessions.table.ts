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
  /** 20261208_0201: when this one session was signed out (a sign-out per device); null while it stands. */
  ended_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** 20261208_0201: whether the session's token carries its id (sessions started before do not: only 'Sign out everywhere' ends them). */
  named_in_token: ColumnType<boolean, boolean | undefined, boolean>;
}
export type SessionRow = Selectable<SessionsTable>;
