// Each table one owner (eslint.table-owners.js) as `npm run lint` applies it: server code that names a
// table some module owns fails, the owner itself and tests pass.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

/** The table-owner problems of `code` as the file at `filePath` (other rules are not this test's). */
async function ownerProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
}

const kyselyRead = "declare const db: { selectFrom(table: string): unknown };\nexport const rows = db.selectFrom('import_jobs as j');\n";
const sqlRead = 'declare function sql(parts: TemplateStringsArray): unknown;\nexport const rows = sql`select count(*) from import_job_rows`;\n';

describe('table owners', () => {
  it('fail api, worker and core code that names the import tables, in a Kysely call or in sql``', async () => {
    for (const filePath of ['api/src/routes/excel/index.ts', 'worker/src/jobs/import-employees.ts', 'core/src/notifications/x.ts']) {
      expect(await ownerProblems(filePath, kyselyRead), filePath).toEqual([expect.stringContaining('belong to core/src/excel/import-jobs.ts')]);
      expect(await ownerProblems(filePath, sqlRead), filePath).toHaveLength(1);
    }
  });

  it('let the owner, tests and the benchmark name them, and other code name a table with a similar name', async () => {
    for (const filePath of ['core/src/excel/import-jobs.ts', 'worker/test/x.spec.ts', 'api/test/jobs/x.spec.ts', 'bench/scenarios.ts']) {
      expect(await ownerProblems(filePath, kyselyRead), filePath).toEqual([]);
    }
    expect(await ownerProblems('api/src/x.ts', "export const table = 'import_jobs_archive';\n")).toEqual([]);
  });

  it("fail the api naming the sessions table, but not a route path that ends in 'sessions'", async () => {
    expect(await ownerProblems('api/src/plugins/auth.ts', "declare const db: { deleteFrom(table: string): unknown };\nexport const gone = db.deleteFrom('sessions');\n")).toEqual([
      expect.stringContaining('belong to core/src/users/sessions.ts'),
    ]);
    expect(await ownerProblems('api/src/routes/auth/index.ts', "export const path = '/users/me/sessions';\n")).toEqual([]);
  });

  it('fail the api naming the holidays table, but not the word in a message, an OpenAPI tag or the stream kind', async () => {
    expect(await ownerProblems('api/src/routes/holidays/index.ts', "declare const db: { selectFrom(table: string): unknown };\nexport const rows = db.selectFrom('holidays');\n")).toEqual([
      expect.stringContaining('belong to core/src/projections/holidays.ts'),
    ]);
    expect(await ownerProblems('api/src/x.ts', 'declare function sql(parts: TemplateStringsArray, ...values: unknown[]): unknown;\nexport const rows = sql`select date from holidays where date > ${1}`;\n')).toHaveLength(1);
    expect(await ownerProblems('api/src/x.ts', 'declare const added: number;\nexport const message = `${added} holidays imported`;\n')).toEqual([]);
    expect(await ownerProblems('api/src/routes/x.ts', "export const schema = { tags: ['holidays'] };\n")).toEqual([]);
    expect(await ownerProblems('core/src/event-store/x.ts', "declare function streamKind(name: string): unknown;\nexport const kind = streamKind('holidays');\n")).toEqual([]);
  });

  it('fail the api naming the stand_ins table, and let its owner name it', async () => {
    const read = "declare const db: { selectFrom(table: string): unknown };\nexport const rows = db.selectFrom('stand_ins as s');\n";
    expect(await ownerProblems('api/src/stand-ins/stand-ins.ts', read)).toEqual([expect.stringContaining('belong to core/src/stand-ins.ts')]);
    const typedSql = 'declare function sql<T>(parts: TemplateStringsArray, ...values: unknown[]): T;\nexport const n = sql<{ n: number }>`select count(*) from stand_ins where hod_id = ${1}`;\n';
    expect(await ownerProblems('worker/src/jobs/x.ts', typedSql)).toHaveLength(1);
    expect(await ownerProblems('core/src/stand-ins.ts', read)).toEqual([]);
  });

  it('fail the api naming a balance read model, even in a join or a column, and let the projection that writes it name it', async () => {
    const join = "declare const db: { leftJoin(table: string, a: string, b: string): unknown };\nexport const rows = db.leftJoin('leave_balances', 'leave_balances.user_id', 'u.id');\n";
    expect(await ownerProblems('api/src/users/queries.ts', join)).toEqual([
      expect.stringContaining('belong to core/src/projections/leave-balances.ts'),
      expect.stringContaining('belong to core/src/projections/leave-balances.ts'),
    ]);
    expect(await ownerProblems('worker/src/jobs/x.ts', 'declare function sql(parts: TemplateStringsArray): unknown;\nexport const rows = sql`select period_key from balance_periods`;\n')).toHaveLength(1);
    expect(await ownerProblems('core/src/projections/leave-balances.ts', join)).toEqual([]);
  });

  it('fail the api and the worker naming the applications read model, and let the projection that writes it name it', async () => {
    const read = "declare const db: { selectFrom(table: string): unknown };\nexport const rows = db.selectFrom('leave_applications');\n";
    for (const filePath of ['api/src/leaves/queries.ts', 'api/src/dashboard/stats.ts', 'worker/src/jobs/approval-reminders.ts', 'core/src/earned-leave.ts']) {
      expect(await ownerProblems(filePath, read), filePath).toEqual([expect.stringContaining('belong to core/src/projections/leave-applications/**')]);
    }
    expect(await ownerProblems('api/src/x.ts', 'declare function sql(parts: TemplateStringsArray): unknown;\nexport const n = sql`select count(*) from leave_applications`;\n')).toHaveLength(1);
    expect(await ownerProblems('core/src/projections/leave-applications/list.ts', read)).toEqual([]);
    expect(await ownerProblems('core/src/event-store/x.ts', "declare function streamProjection(name: string): unknown;\nexport const p = streamProjection('leave_applications');\n")).toEqual([]);
  });
  it('fail the api, the worker and core naming the event log, and let the event store name it; not a type key nor a switch case', async () => {
    const read = "declare const db: { selectFrom(table: string): unknown };\nexport const rows = db.selectFrom('events');\n";
    for (const filePath of ['api/src/audit/queries.ts', 'api/src/exports/sources.ts', 'worker/src/jobs/x.ts', 'core/src/projections/notifications.ts']) {
      expect(await ownerProblems(filePath, read), filePath).toEqual([expect.stringContaining('belong to core/src/event-store/**')]);
    }
    expect(await ownerProblems('core/src/backup/backup.ts', 'declare function sql(parts: TemplateStringsArray): unknown;\nexport const n = sql`select count(*) as n from events`;\n')).toHaveLength(1);
    expect(await ownerProblems('core/src/event-store/append.ts', read)).toEqual([]);
    expect(await ownerProblems('core/src/event-store/x.ts', "interface Kind { events: string[]; evolve: unknown }\nexport type Fold = Pick<Kind, 'evolve' | 'events'>;\n")).toEqual([]);
    expect(await ownerProblems('api/src/exports/x.ts', "export const sheet = (kind: string) => {\n  switch (kind) {\n    case 'events':\n      return 'Events';\n  }\n  return '';\n};\n")).toEqual([]);
  });

  it('fail the api, the worker and other owners naming the users table, in a join, a column or sql``, and let its owner name it; not a route path nor a tag', async () => {
    const join = "declare const db: { innerJoin(table: string, a: string, b: string): unknown };\nexport const rows = db.innerJoin('users as u', 'u.id', 'n.recipient_id');\n";
    for (const filePath of ['api/src/routes/calendar-feeds/index.ts', 'api/src/realtime/publisher.ts', 'worker/src/jobs/send-notification-mail.ts', 'core/src/stand-ins.ts', 'core/src/projections/leave-balances.ts', 'core/src/notifications/sweep-window.ts']) {
      expect(await ownerProblems(filePath, join), filePath).toEqual([expect.stringContaining('belong to core/src/users/accounts.ts')]);
    }
    const column = "declare const db: { where(column: string, op: string, value: unknown): unknown };\nexport const rows = db.where('users.deleted_at', 'is', null);\n";
    expect(await ownerProblems('api/src/exports/sources.ts', column)).toEqual([expect.stringContaining('belong to core/src/users/accounts.ts')]);
    expect(await ownerProblems('api/src/audit/queries.ts', "declare function sql(parts: TemplateStringsArray): unknown;\nexport const ids = sql`select id from users where department = 'CSE'`;\n")).toHaveLength(1);
    expect(await ownerProblems('core/src/users/accounts.ts', join)).toEqual([]);
    expect(await ownerProblems('api/src/routes/users/index.ts', "export const path = '/users/:id';\nexport const schema = { tags: ['users'] };\n")).toEqual([]);
  });

  it('fail code outside the notification family naming its tables, and let every file of the family (the folder and the inbox projection) name them', async () => {
    const inbox = "declare const db: { selectFrom(table: string): { leftJoin(table: string, a: string, b: string): unknown } };\nexport const rows = db.selectFrom('notifications as n').leftJoin('notification_reads as r', 'r.notification_id', 'n.id');\n";
    const family = expect.stringContaining('belong to core/src/notifications/**');
    for (const filePath of ['api/src/notifications/queries.ts', 'api/src/routes/notifications/index.ts', 'worker/src/jobs/send-notification-push.ts', 'core/src/projections/leave-applications/stats.ts', 'core/src/users/accounts.ts']) {
      expect(await ownerProblems(filePath, inbox), filePath).toEqual([family, family]);
    }
    for (const table of ['notification_people', 'notification_preferences', 'outgoing_mail', 'push_subscriptions', 'push_deliveries']) {
      expect(await ownerProblems('worker/src/jobs/x.ts', `declare function sql(parts: TemplateStringsArray): unknown;\nexport const n = sql\`select count(*) from ${table}\`;\n`), table).toEqual([family]);
    }
    for (const filePath of ['core/src/notifications/inbox.ts', 'core/src/notifications/mail-sweep.ts', 'core/src/notifications/x/y.ts', 'core/src/projections/notifications.ts']) {
      expect(await ownerProblems(filePath, inbox), filePath).toEqual([]);
    }
    // A family names another owner's tables no more than any module does.
    expect(await ownerProblems('core/src/notifications/x.ts', "declare const db: { selectFrom(table: string): unknown };\nexport const rows = db.selectFrom('leave_applications');\n")).toEqual([
      expect.stringContaining('belong to core/src/projections/leave-applications/**'),
    ]);
    // Not the words in a message, nor the inbox's OpenAPI tag.
    expect(await ownerProblems('api/src/routes/notifications/index.ts', "export const schema = { tags: ['notifications'] };\nexport const message = 'No notifications yet';\n")).toEqual([]);
  });

  it('fail the worker and core naming the idempotency keys, and let the api plugin that keeps them name them', async () => {
    const read = "declare const db: { selectFrom(table: string): unknown };\nexport const rows = db.selectFrom('idempotency_keys');\n";
    for (const filePath of ['worker/src/jobs/x.ts', 'core/src/x.ts', 'api/src/leaves/x.ts']) {
      expect(await ownerProblems(filePath, read), filePath).toEqual([expect.stringContaining('belong to api/src/plugins/idempotency.ts')]);
    }
    expect(await ownerProblems('api/src/plugins/idempotency.ts', read)).toEqual([]);
  });
});
