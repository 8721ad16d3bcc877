import { sql, type Kysely } from 'kysely';

// Employee IDs generated for people created without one come from a sequence per prefix (EMP, HOD, ADM),
// never from parsing the stored IDs: an ID typed in lower case or with a huge number no longer breaks the
// next creation. Each sequence starts above the numbers already stored under its prefix, whatever
// their case; a number too long for bigint is left out (it cannot be reached anyway).
// (The names are repeated in schema/users.table.ts, where the code reads them: a migration stays as written.)
const PREFIXES = ['EMP', 'HOD', 'ADM'] as const;
const sequenceOf = (prefix: string) => `employee_id_${prefix.toLowerCase()}_seq`;

export async function up(db: Kysely<any>): Promise<void> {
  for (const prefix of PREFIXES) {
    const sequence = sequenceOf(prefix);
    await sql`create sequence ${sql.raw(sequence)} as bigint minvalue 1`.execute(db);
    await sql`
      select setval(${sequence}, coalesce(max(substring(upper(employee_id) from ${`^${prefix}0*([0-9]{1,18})$`})::bigint), 0) + 1, false)
      from users`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const prefix of PREFIXES) await sql`drop sequence if exists ${sql.raw(sequenceOf(prefix))}`.execute(db);
}
