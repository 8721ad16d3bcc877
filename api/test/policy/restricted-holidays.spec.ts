// Restricted holidays (issue 46): a holiday of the calendar may be optional; the policy's
// `restrictedHolidays.perYear` lets each person take that many of them in a calendar year, each by an
// application of the type 'rh' on its date: no balance but the count (pending ones count), the next one
// refused naming restricted holidays and the number, a day that is no optional holiday refused, approved by
// the route like any leave. For everyone who does not take it an optional holiday is a working day.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from '@leave/domain';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, body, type Person } from '../fixtures';
import type { Runtime } from '../../src/runtime';

// Monday 7 December 2026.
const clock = fixedClock('2026-12-07');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;

beforeAll(async () => {
  runtime = await startTestRuntime({ clock, workers: true });
  cast = await addCast(runtime);
  const published = await as(cast.admin, 'POST', '/policy/versions', { policy: { ...DEFAULT_POLICY, restrictedHolidays: { perYear: 2 } }, effectiveFrom: clock.today(), reason: 'Two restricted holidays a year' });
  expect(published.statusCode, published.body).toBe(201);
  for (const holiday of [
    { date: '2026-12-10', name: 'Guru Ghasidas Jayanti', optional: true },
    { date: '2026-12-17', name: 'Hazrat Ali Jayanti', optional: true },
    { date: '2026-12-24', name: 'Christmas Eve', optional: true },
    { date: '2026-12-25', name: 'Christmas' },
  ]) {
    const added = await as(cast.admin, 'POST', '/holidays', holiday);
    expect(added.statusCode, added.body).toBe(201);
  }
});
afterAll(() => runtime.close());

const as = (person: Person, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => runtime.app.inject({ method, url: `/api${url}`, headers: person.headers, ...(payload ? { payload } : {}) });
const rh = (date: string) => ({ leaveType: 'rh', fromDate: date, toDate: date, reason: 'Festival at home with the family' });
const balances = async (person: Person) => body(await as(person, 'GET', '/users/current-leave-balances')).data;

describe('optional holidays', () => {
  it('are answered as optional by the holiday list and the calendar', async () => {
    const list = body(await as(cast.empCse, 'GET', '/holidays?year=2026')).data.holidays as { date: string; name: string; optional?: boolean }[];
    expect(list.map(({ date, name, optional }) => ({ date: date.slice(0, 10), name, optional }))).toEqual([
      { date: '2026-12-10', name: 'Guru Ghasidas Jayanti', optional: true },
      { date: '2026-12-17', name: 'Hazrat Ali Jayanti', optional: true },
      { date: '2026-12-24', name: 'Christmas Eve', optional: true },
      { date: '2026-12-25', name: 'Christmas', optional: undefined },
    ]);
    const month = body(await as(cast.empCse, 'GET', '/calendar?month=2026-12')).data.holidays as { name: string; optional?: boolean }[];
    expect(month.filter((holiday) => holiday.optional).map((holiday) => holiday.name)).toEqual(['Guru Ghasidas Jayanti', 'Hazrat Ali Jayanti', 'Christmas Eve']);
  });

  it('are working days for counting other leave', async () => {
    const week = await as(cast.empCse2, 'POST', '/leaves/preview', { leaveType: 'cl', fromDate: '2026-12-09', toDate: '2026-12-11' });
    expect(body(week).data).toMatchObject({ days: 3, problems: [] });
    // Thu 24 (optional, worked), Fri 25 (Christmas), the weekend, Mon 28.
    const christmas = await as(cast.empCse2, 'POST', '/leaves/preview', { leaveType: 'cl', fromDate: '2026-12-24', toDate: '2026-12-28' });
    expect(body(christmas).data).toMatchObject({ days: 2, problems: [] });
  });
});

describe('taking restricted holidays', () => {
  it('takes up to the policy number in a year, pending ones counted, without a balance; the next is refused', async () => {
    const before = await balances(cast.empCse);
    const previewed = await as(cast.empCse, 'POST', '/leaves/preview', { leaveType: 'rh', fromDate: '2026-12-10', toDate: '2026-12-10' });
    expect(body(previewed).data).toMatchObject({ days: 1, balanceAfter: null, problems: [], restrictedHolidaysLeft: 2 });
    const first = await as(cast.empCse, 'POST', '/leaves', rh('2026-12-10'));
    expect(first.statusCode, first.body).toBe(201);
    expect(body(first).data.leave).toMatchObject({ leaveType: 'rh', numberOfDays: 1, status: 'pending' });
    const second = await as(cast.empCse, 'POST', '/leaves', rh('2026-12-17'));
    expect(second.statusCode, second.body).toBe(201);
    const none = await as(cast.empCse, 'POST', '/leaves/preview', { leaveType: 'rh', fromDate: '2026-12-24', toDate: '2026-12-24' });
    expect(body(none).data).toMatchObject({ restrictedHolidaysLeft: 0, problems: [{ field: 'leaveType', msg: 'You have taken the 2 restricted holidays of 2026 the policy allows' }] });
    const third = await as(cast.empCse, 'POST', '/leaves', rh('2026-12-24'));
    expect(third.statusCode).toBe(400);
    expect(body(third).message).toBe('You have taken the 2 restricted holidays of 2026 the policy allows');
    // Another person's count is their own.
    expect((await as(cast.empCse2, 'POST', '/leaves', rh('2026-12-24'))).statusCode).toBe(201);

    // Approved by the route like any leave; no balance moves.
    const id = body(first).data.leave.id as string;
    expect((await as(cast.hodCse, 'PUT', `/leaves/${id}/status`, { status: 'hodApproved' })).statusCode).toBe(200);
    const approved = await as(cast.admin, 'PUT', `/leaves/${id}/status`, { status: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(body(approved).data.leave.status).toBe('approved');
    expect(await balances(cast.empCse)).toEqual(before);

    // Withdrawn, a pending one frees its place.
    expect((await as(cast.empCse, 'POST', `/leaves/${body(second).data.leave.id}/withdraw`)).statusCode).toBe(200);
    expect((await as(cast.empCse, 'POST', '/leaves', rh('2026-12-24'))).statusCode).toBe(201);
  });

  it('refuses a day that is not an optional holiday, and more than one day', async () => {
    const workingDay = await as(cast.hodCse, 'POST', '/leaves', rh('2026-12-11'));
    expect(workingDay.statusCode).toBe(400);
    expect(body(workingDay).message).toBe('Fri 11 Dec is not a restricted holiday');
    const christmas = await as(cast.hodCse, 'POST', '/leaves', rh('2026-12-25'));
    expect(christmas.statusCode).toBe(400);
    const twoDays = await as(cast.hodCse, 'POST', '/leaves', { ...rh('2026-12-10'), toDate: '2026-12-11' });
    expect(twoDays.statusCode).toBe(400);
    expect(body(twoDays).message).toBe('A restricted holiday is taken one whole day at a time');
  });

  it("refuses 'rh' as the code of a policy's own type", async () => {
    const policy = { ...DEFAULT_POLICY, leaveTypes: [...DEFAULT_POLICY.leaveTypes, { ...DEFAULT_POLICY.leaveTypes[0]!, code: 'rh', name: 'Restricted' }] };
    const refused = await as(cast.admin, 'POST', '/policy/versions', { policy, effectiveFrom: clock.today(), reason: 'A type named rh' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("The code 'rh' is the restricted holidays'");
  });
});
