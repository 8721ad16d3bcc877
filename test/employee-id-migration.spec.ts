// The migration that moves employee IDs onto sequences starts each sequence above the numbers already
// stored under its prefix, whatever their case, so that no generated ID meets an existing one; an ID too
// long for a number is left out instead of breaking the migration.

import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { Migrator, sql, type Migration } from 'kysely';
import { createPgliteDatabase } from '@leave/core/db';

const folder = path.resolve(import.meta.dirname, '../migrations/src/migrations');
const SEQUENCES = '20261123_1001_employee_id_sequences';

async function migrations(): Promise<Record<string, Migration>> {
  const files = (await readdir(folder)).filter((file) => file.endsWith('.ts')).sort();
  return Object.fromEntries(await Promise.all(files.map(async (file) => [file.replace(/\.ts$/, ''), (await import(pathToFileURL(path.join(folder, file)).href)) as Migration])));
}

describe('migration 20261123_1001 (employee ID sequences)', async () => {
  const database = await createPgliteDatabase('memory://');
  afterAll(() => database.close());
  const all = await migrations();
  const names = Object.keys(all);
  const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => all } });

  it('starts every sequence above the stored numbers of its prefix', async () => {
    const before = names[names.indexOf(SEQUENCES) - 1]!;
    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    const ids = ['EMP0041', 'emp0050', 'Emp0007', 'EMP99999999999', 'EMP123456789012345678901', 'HOD0003', 'X-17'];
    await database.db
      .insertInto('users')
      .values(ids.map((employeeId, i) => ({ id: `u${i}`, employee_id: employeeId, name: `Person ${i}`, email: `p${i}@college.edu`, password_hash: 'x', role: 'employee' })))
      .execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const next = async (sequence: string) => (await sql<{ n: string }>`select nextval(${sequence})::text as n`.execute(database.db)).rows[0]!.n;
    expect(await next('employee_id_emp_seq')).toBe('100000000000');
    expect(await next('employee_id_hod_seq')).toBe('4');
    expect(await next('employee_id_adm_seq')).toBe('1');
  });
});
