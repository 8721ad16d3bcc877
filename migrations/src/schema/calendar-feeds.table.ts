import type { ColumnType, Selectable } from 'kysely';

/** 20261124_1304: each iCal feed's random seed and the SHA-256 (hex) of its token, one per person and kind. */
export interface CalendarFeedsTable {
  user_id: string;
  kind: 'personal' | 'department';
  /** 32 random bytes, base64url; the token is HMAC-SHA256(JWT_SECRET, seed), base64url. */
  seed: string;
  token_hash: string;
  created_at: ColumnType<Date, Date, Date>;
}
export type CalendarFeedRow = Selectable<CalendarFeedsTable>;
