// What the worker's tests share: the api with its jobs running on either runtime (in-process, or BullMQ
// on Redis with a worker started here, as `npm run worker` would), an admin, and workbooks built with
// SheetJS.

import * as XLSX from '@e965/xlsx';
import pino from 'pino';
import type { Worker } from 'bullmq';
import type { LightMyRequestResponse } from 'fastify';
import { deferredNotifier } from '@leave/api/realtime/notifier';
import type { Clock } from '@leave/api/clock';
import type { Runtime } from '@leave/api/runtime';
import { startTestRuntime, usesServices } from '../../api/test/helper';
import { asPerson, type Person } from '../../api/test/fixtures';
import { createJobHandlers, type JobDependencies } from '../src/jobs';
import type { ImportOptions } from '../src/jobs/import-employees';
import { startBullmqWorker } from '../src/queue/bullmq-worker';

export { usesServices };
export const silentLog = pino({ level: 'silent' });

export interface JobsTestRuntime {
  runtime: Runtime;
  admin: Person;
  /** The services a job handler gets, for tests that call handlers directly. */
  deps: JobDependencies;
  close(): Promise<void>;
}

export async function startJobsTestRuntime(options: { clock?: Clock; import?: Partial<ImportOptions> } = {}): Promise<JobsTestRuntime> {
  const runtime = await startTestRuntime(options.clock ? { clock: options.clock } : {});
  const notifier = deferredNotifier();
  notifier.attach(runtime.app.io);
  const deps: JobDependencies = { config: runtime.app.config, db: runtime.database.db, eventStore: runtime.eventStore, clock: runtime.clock, log: silentLog, notifier };
  let worker: Worker | null = null;
  if (usesServices) {
    const handlers = createJobHandlers(deps, options.import ? { import: options.import } : {});
    worker = startBullmqWorker(handlers, { redisUrl: runtime.app.config.redisUrl!, prefix: runtime.app.config.redisPrefix, concurrency: 2, log: silentLog });
  }
  const adminRow = await runtime.database.db.selectFrom('users').selectAll().where('role', '=', 'admin').executeTakeFirstOrThrow();
  return {
    runtime,
    admin: asPerson(runtime, adminRow),
    deps,
    async close() {
      await worker?.close();
      await runtime.close();
    },
  };
}

/** A one-sheet workbook from rows of cells (the first row being the headings). */
export function workbook(rows: unknown[][], bookType: XLSX.BookType = 'xlsx'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Employees');
  return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
}

export function upload(runtime: Runtime, person: Person, file: Buffer, fileName = 'staff.xlsx'): Promise<LightMyRequestResponse> {
  return runtime.app.inject({
    method: 'POST',
    url: '/api/excel/upload',
    headers: person.headers,
    payload: { fileData: file.toString('base64'), fileName },
  });
}

export const HEADINGS = ['First Name', 'Last Name', 'Email', 'Department', 'Role', 'Password', 'Employee ID', 'Designation', 'Qualification', 'Mobile', 'Date of Birth', 'Date of Joining'];

/** A valid row for HEADINGS, numbered so that every call gives another person. */
export function staffRow(n: number, overrides: Partial<Record<string, unknown>> = {}): unknown[] {
  const row: Record<string, unknown> = {
    'First Name': `First${n}`,
    'Last Name': `Last${n}`,
    Email: `staff${n}@college.edu`,
    Department: 'CSE',
    Role: 'employee',
    Password: 'secret123',
    'Employee ID': '',
    Designation: 'Lecturer',
    Qualification: 'M.Sc',
    Mobile: '98765' + String(n).padStart(5, '0'),
    'Date of Birth': '1991-04-02',
    'Date of Joining': '2021-08-16',
    ...overrides,
  };
  return HEADINGS.map((heading) => row[heading]);
}
