import type { ColumnType, Generated, Selectable } from 'kysely';

/** 20261125_2801: the college account (OpenID Connect issuer and subject) that signs a person in. */
export interface SignInLinksTable {
  user_id: string;
  issuer: string;
  subject: string;
  /** The verified e-mail the link was made by, as the provider sent it. */
  email: string;
  linked_at: ColumnType<Date, Date | string, never>;
  /** 20261207_4701: the person connected it themselves while signed in (false: linked by the e-mail at a first sign-in). */
  by_own_action: Generated<boolean>;
}
export type SignInLinkRow = Selectable<SignInLinksTable>;

/** 20261125_2801: a finished sign-in waiting for the web app to collect its session, once. */
export interface SignInHandoffsTable {
  /** Hex SHA-256 of the one-time code. */
  code_hash: string;
  user_id: string;
  expires_at: ColumnType<Date, Date | string, never>;
}

/** 20261207_4701: a sign-in transaction that reached its callback, by the SHA-256 of its state, until it would have expired. */
export interface UsedSignInStatesTable {
  state_hash: string;
  expires_at: ColumnType<Date, Date | string, never>;
}
