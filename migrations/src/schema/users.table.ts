import type { ColumnType, Generated, Selectable, Insertable, Updateable } from 'kysely';

/** A `date` column: read as 'YYYY-MM-DD' text (the pg and PGlite parsers are set up so), written as text. */
export type DateColumn = ColumnType<string | null, string | null | undefined, string | null>;

export interface UsersTable {
  id: string;
  employee_id: string;
  name: string;
  email: string;
  password_hash: string;
  role: 'admin' | 'hod' | 'employee' | 'auditor';
  department: string | null;
  designation: string | null;
  qualification: string | null;
  mobile_no: string | null;
  date_of_birth: DateColumn;
  date_of_joining: DateColumn;
  is_active: Generated<boolean>;
  last_login: ColumnType<Date | null, Date | null | undefined, Date | null>;
  token_version: Generated<number>;
  /** 20261126_3102: still the fixed default password the admin's form or import gave (never chosen by the person). */
  password_is_default: Generated<boolean>;
  /** 20261127_3301: the language of the person's screens, e-mails and pushes. */
  language: ColumnType<'en' | 'hi' | 'te', 'en' | 'hi' | 'te' | undefined, 'en' | 'hi' | 'te'>;
  deleted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;

/** The sequence each employee ID prefix draws its numbers from (migration 20261123_1001). */
export const EMPLOYEE_ID_SEQUENCES = { EMP: 'employee_id_emp_seq', HOD: 'employee_id_hod_seq', ADM: 'employee_id_adm_seq', AUD: 'employee_id_aud_seq' } as const;
