// The lists every screen opens with are prepared statements on Postgres (core's listApplications): each
// pool connection keeps them for its life. A migration of a new version may add a column to the read
// model while this version's nodes still run; their prepared lists must keep answering (a prepared
// `select *` would fail there with "cached plan must not change result type").

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekdaysAfter } from '@leave/core/testing/dates';
import { startTestRuntime } from '../helper';
import { addCast, body } from '../fixtures';
import type { Runtime } from '../../src/runtime';

let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;

beforeAll(async () => {
  runtime = await startTestRuntime();
  cast = await addCast(runtime);
  for (const date of weekdaysAfter(runtime.clock.today(), 3)) {
    const applied = await runtime.app.inject({ method: 'POST', url: '/api/leaves', headers: cast.empCse.headers, payload: { leaveType: 'cl', fromDate: date, toDate: date, reason: 'Family function at home' } });
    expect(applied.statusCode, applied.body).toBe(201);
  }
});
afterAll(() => runtime.close());

describe("the lists a screen opens with, prepared per connection", () => {
  it('keep answering after a column is added to the read model', async () => {
    const lists = () =>
      Promise.all([
        runtime.app.inject({ method: 'GET', url: '/api/leaves?limit=2', headers: cast.admin.headers }),
        runtime.app.inject({ method: 'GET', url: '/api/leaves', headers: cast.hodCse.headers }),
        runtime.app.inject({ method: 'GET', url: '/api/leaves?limit=2', headers: cast.admin.headers }),
      ]);
    const before = await lists();
    expect(before.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(body(before[0]!).data.total).toBe(3);
    expect(body(before[0]!).data.leaves).toHaveLength(2);
    expect(body(before[1]!).data.leaves).toHaveLength(3);

    await sql`alter table leave_applications add column added_by_a_later_version text`.execute(runtime.database.db);
    for (let round = 0; round < 3; round++) {
      const after = await lists();
      expect(after.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect(after.map((r) => r.body)).toEqual(before.map((r) => r.body));
    }
  });
});
