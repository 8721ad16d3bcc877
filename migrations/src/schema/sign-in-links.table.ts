import type { ColumnType, Selectable } from 'kysely';

/** 20261125_2801: the college account (OpenID Connect issuer and subject) that signs a person in. */
export interface SignInLinksTable {
  user_id: string;
  issuer: string;
  subject: string;
  /** The verified e-mail the link was made by, as the provider sent it. */
  email: string;
  linked_at: ColumnType<Date, Date | string, never>;
}
export type SignInLinkRow = Selectable<SignInLinksTable>;

/** 20261125_2801: a finished sign-in waiting for the web app to collect its session, once. */
export interface SignInHandoffsTable {
  /** Hex SHA-256 of the one-time code. */
  code_hash: string;
  user_id: string;
  expires_at: ColumnType<Date, Date | string, never>;
}
