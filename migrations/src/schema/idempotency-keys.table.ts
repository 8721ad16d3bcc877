import type { ColumnType, Generated, Selectable } from 'kysely';

/** 20261125_2501: a client's Idempotency-Key and the first answer to it, kept 24 hours. */
export interface IdempotencyKeysTable {
  /** The person's id, or 'anonymous' for a request without a token. */
  scope: string;
  key: string;
  /** SHA-256 of the method, the path and the body: the same key with another request is a 422. */
  fingerprint: string;
  created_at: ColumnType<Date, Date | undefined, Date>;
  /** While the first request runs: a retry before then is told to wait (409). */
  locked_until: ColumnType<Date, Date, Date>;
  /** 20261125_2502: the request running under the key (a random id): only it may mark the key committed. */
  holder: string;
  /** Set in the command's own transaction: its changes are in. */
  committed: Generated<boolean>;
  status: number | null;
  content_type: string | null;
  body: string | null;
}
export type IdempotencyKeyRow = Selectable<IdempotencyKeysTable>;
