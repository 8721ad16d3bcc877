// Issue 25: one rule for text everywhere. A NUL or an unpaired surrogate (`\udfff` is valid JSON but no
// character) in any field is a 400 naming the field, before any route runs: it was a 500 from the
// database (`invalid byte sequence`, `invalid input syntax for type json`), or silently replaced in a
// name. A client's x-request-id is kept only when short and plain.

import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekdaysAfter } from '@leave/core/testing/dates';
import { startTestRuntime } from '../helper';
import { addCast, body } from '../fixtures';
import { leaveStream } from '@leave/core/event-store';
import type { Runtime } from '../../src/runtime';

let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;
/** Working days from a week after the runtime's today: the dates applied for below. */
let day: string[];
const LONE = 'Family \udfff function';
const NUL = 'Family \u0000 function';

const inject = (options: InjectOptions) => runtime.app.inject(options);
const apply = (date: string, reason = 'Family function') =>
  inject({ method: 'POST', url: '/api/leaves', headers: cast.empCse.headers, payload: { leaveType: 'cl', fromDate: date, toDate: date, reason } });

beforeAll(async () => {
  runtime = await startTestRuntime();
  cast = await addCast(runtime);
  day = weekdaysAfter(runtime.clock.today(), 4);
});
afterAll(() => runtime.close());

const expectRefused = (response: LightMyRequestResponse, field: string) => {
  expect(response.statusCode, response.body).toBe(400);
  expect(body(response)).toMatchObject({ success: false, errors: [{ field }] });
};

describe('the text rule', () => {
  it('refuses a NUL in the ids of POST /api/notifications/read with a 400 naming the field', async () => {
    const response = await inject({ method: 'POST', url: '/api/notifications/read', headers: cast.empCse.headers, payload: { ids: ['abc\u0000'] } });
    expectRefused(response, 'ids.0');
  });

  it.each([
    ['an unpaired surrogate', LONE],
    ['a NUL', NUL],
  ])('refuses %s in every text a client sends, naming the field, and appends nothing', async (_, bad) => {
    const before = await runtime.database.db.selectFrom('events').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expectRefused(await apply(day[0]!, bad), 'reason');
    const applied = await apply(bad === LONE ? day[1]! : day[2]!);
    expect(applied.statusCode, applied.body).toBe(201);
    const id = body(applied).data.leave._id as string;
    const afterApply = await runtime.database.db.selectFrom('events').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expectRefused(await inject({ method: 'PUT', url: `/api/leaves/${id}/status`, headers: cast.hodCse.headers, payload: { status: 'rejected', rejectionReason: bad } }), 'rejectionReason');
    expectRefused(await inject({ method: 'POST', url: `/api/leaves/${id}/cancellation`, headers: cast.empCse.headers, payload: { reason: bad } }), 'reason');
    expectRefused(
      await inject({ method: 'PUT', url: `/api/users/${cast.empEce.user.id}`, headers: cast.admin.headers, payload: { leaveBalance: { cl: 3 }, balanceReason: bad } }),
      'balanceReason',
    );
    expectRefused(await inject({ method: 'PUT', url: `/api/users/${cast.empEce.user.id}`, headers: cast.admin.headers, payload: { name: `Uma ${bad}` } }), 'name');
    expectRefused(await inject({ method: 'POST', url: '/api/holidays', headers: cast.admin.headers, payload: { date: day[3]!, name: bad } }), 'name');
    if (bad === NUL) {
      // A URL carries bytes: an unpaired surrogate cannot be percent-encoded into one, a NUL can.
      expectRefused(await inject({ method: 'GET', url: `/api/leaves?search=${encodeURIComponent(bad)}`, headers: cast.admin.headers }), 'search');
      expectRefused(await inject({ method: 'GET', url: `/api/leaves/${encodeURIComponent(bad)}/events`, headers: cast.admin.headers }), 'id');
    }
    const after = await runtime.database.db.selectFrom('events').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(afterApply.n));
    expect(Number(afterApply.n)).toBeGreaterThan(Number(before.n));
    const person = await runtime.database.db.selectFrom('users').select('name').where('id', '=', cast.empEce.user.id).executeTakeFirstOrThrow();
    expect(person.name).toBe('Uma Ece');
  });

  it('keeps a short, plain x-request-id and replaces a long or odd one in the event metadata', async () => {
    const [first, second, third] = weekdaysAfter(runtime.clock.today(), 3, 14);
    const requestIdOf = async (requestId: string, date: string) => {
      const response = await inject({
        method: 'POST',
        url: '/api/leaves',
        headers: { ...cast.empCse2.headers, 'x-request-id': requestId },
        payload: { leaveType: 'cl', fromDate: date, toDate: date, reason: 'Family function' },
      });
      expect(response.statusCode, response.body).toBe(201);
      const [event] = await runtime.eventStore.readStream(leaveStream.id(body(response).data.leave._id as string));
      return (event!.metadata as { requestId: string }).requestId;
    };
    expect(await requestIdOf('trace-1.a_B', first!)).toBe('trace-1.a_B');
    const long = await requestIdOf('x'.repeat(15_000), second!);
    expect(long.length).toBeLessThanOrEqual(64);
    expect(long).not.toContain('xxxx');
    expect(await requestIdOf('a b<script>', third!)).not.toContain('<');
  });
});
