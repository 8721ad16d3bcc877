import type { ColumnType } from 'kysely';

/** 20261126_3101: a set-password link handed out by e-mail: only the sha-256 of its secret, used once, 72 hours. */
export interface PasswordLinksTable {
  /** sha-256 (hex) of the link's secret; the secret itself is only in the e-mail sent. */
  token_hash: string;
  user_id: string;
  /** 'welcome' (an admin added the person) or 'reset' ('Forgot password?'). */
  purpose: 'welcome' | 'reset';
  created_at: ColumnType<Date, Date | string, never>;
  expires_at: ColumnType<Date, Date | string, never>;
}
