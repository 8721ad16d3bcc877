import type { ColumnType, Selectable } from 'kysely';

/** 20261125_2802: a person's passkey (WebAuthn credential). */
export interface PasskeysTable {
  /** The credential id, base64url. */
  id: string;
  user_id: string;
  name: string;
  public_key: ColumnType<Uint8Array, Uint8Array, never>;
  counter: number;
  transports: ColumnType<string[], string, never>;
  created_at: ColumnType<Date, Date | string, never>;
  last_used_at: ColumnType<Date | null, Date | null | undefined, Date>;
}
export type PasskeyRow = Selectable<PasskeysTable>;

/** 20261125_2802: a challenge handed out for a registration or a sign-in, used once. */
export interface PasskeyChallengesTable {
  challenge: string;
  purpose: 'register' | 'sign-in';
  /** The person registering; null for a sign-in (who it is comes with the passkey). */
  user_id: string | null;
  expires_at: ColumnType<Date, Date | string, never>;
}
