// What the tests of job-backed routes share: the api with its jobs running on either runtime
// (in-process, or BullMQ on Redis with workers in this process, as `npm run worker` would run them),
// its admin, and the upload of a workbook.

import type { LightMyRequestResponse } from 'fastify';
import type { Clock } from '@leave/core/clock';
import type { Runtime } from '../../src/runtime';
import { startTestRuntime } from '../helper';
import { asPerson, type Person } from '../fixtures';
import { toAccount } from '@leave/core/users';

export { usesServices } from '../helper';

export interface JobsTestRuntime {
  runtime: Runtime;
  admin: Person;
  close(): Promise<void>;
}

export async function startJobsTestRuntime(options: { clock?: Clock } = {}): Promise<JobsTestRuntime> {
  const runtime = await startTestRuntime({ workers: true, ...(options.clock ? { clock: options.clock } : {}) });
  const adminRow = toAccount(await runtime.database.db.selectFrom('users').selectAll().where('role', '=', 'admin').executeTakeFirstOrThrow());
  return { runtime, admin: asPerson(runtime, adminRow), close: () => runtime.close() };
}

export function upload(runtime: Runtime, person: Person, file: Buffer, fileName = 'staff.xlsx'): Promise<LightMyRequestResponse> {
  return runtime.app.inject({
    method: 'POST',
    url: '/api/excel/upload',
    headers: person.headers,
    payload: { fileData: file.toString('base64'), fileName },
  });
}
