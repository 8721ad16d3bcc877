import type { ColumnType } from 'kysely';

/** 20261207_5001: the decision links of a 'waiting for your decision' mail: only the sha-256 of the secret, one person, one application at one version, used once. */
export interface DecisionLinksTable {
  /** The mail's id (the inbox entry's): one link per mail, its secret replaced by a new attempt at sending. */
  mail_id: string;
  /** sha-256 (hex) of the link's secret; the secret itself is only in the e-mail sent. */
  token_hash: string;
  person_id: string;
  leave_id: string;
  /** The application's stream version when the mail was sent: the link is outdated once the stream moves on. */
  stream_version: number;
  created_at: ColumnType<Date, Date | string, Date | string>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
