// Blackout windows (issue 46): an application with a day in a window of the policy in force on its first
// day is refused, naming the window ('No leave during End-semester examinations, 8-19 Dec'), unless its type
// is exempt or the window is for other departments. An admin may still record one for a person with
// `onBehalfOf` and `overrideReason`, kept in the application and its LeaveApplied event; anyone else
// sending either is refused.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_POLICY, type Blackout } from '@leave/domain';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, body, ECE, type Person } from '../fixtures';
import type { Runtime } from '../../src/runtime';

// Monday 7 December 2026.
const clock = fixedClock('2026-12-07');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;

const blackouts: Blackout[] = [
  { name: 'End-semester examinations', from: '2026-12-08', to: '2026-12-19', exemptTypes: ['ccl'] },
  { name: 'ECE laboratory audit', from: '2026-12-21', to: '2026-12-22', departments: [ECE], exemptTypes: [] },
];

beforeAll(async () => {
  runtime = await startTestRuntime({ clock, workers: true });
  cast = await addCast(runtime);
  const published = await as(cast.admin, 'POST', '/policy/versions', { policy: { ...DEFAULT_POLICY, blackouts }, effectiveFrom: clock.today(), reason: 'Examination weeks of the semester' });
  expect(published.statusCode, published.body).toBe(201);
});
afterAll(() => runtime.close());

const as = (person: Person, method: 'GET' | 'POST', url: string, payload?: object) => runtime.app.inject({ method, url: `/api${url}`, headers: person.headers, ...(payload ? { payload } : {}) });
const leave = (fromDate: string, toDate: string, extra: object = {}) => ({ leaveType: 'cl', fromDate, toDate, reason: 'Family function in the home town', ...extra });

describe('a blackout window', () => {
  it('is read back with the policy in force and its versions, for the screens (issue 46)', async () => {
    const inForce = await as(cast.empCse, 'GET', '/policy');
    expect(inForce.statusCode, inForce.body).toBe(200);
    expect(body(inForce).data.policy.blackouts).toEqual(blackouts);
    const versions = await as(cast.admin, 'GET', '/policy/versions');
    expect(versions.statusCode, versions.body).toBe(200);
  });

  it('refuses an application with a day in it, naming the window', async () => {
    const previewed = await as(cast.empCse, 'POST', '/leaves/preview', { leaveType: 'cl', fromDate: '2026-12-18', toDate: '2026-12-21' });
    expect(body(previewed).data.problems).toEqual([{ field: 'fromDate', msg: 'No leave during End-semester examinations, 8-19 Dec' }]);
    const refused = await as(cast.empCse, 'POST', '/leaves', leave('2026-12-18', '2026-12-21'));
    expect(refused.statusCode).toBe(400);
    expect(body(refused).message).toBe('No leave during End-semester examinations, 8-19 Dec');
  });

  it('lets an exempt type through, and a window of another department', async () => {
    expect((await as(cast.empCse, 'POST', '/leaves', leave('2026-12-10', '2026-12-10', { leaveType: 'ccl' }))).statusCode).toBe(201);
    expect((await as(cast.empCse, 'POST', '/leaves', leave('2026-12-21', '2026-12-22'))).statusCode).toBe(201);
    const ece = await as(cast.empEce, 'POST', '/leaves', leave('2026-12-22', '2026-12-23'));
    expect(ece.statusCode).toBe(400);
    expect(body(ece).message).toBe('No leave during ECE laboratory audit, 21-22 Dec');
  });
});

describe("an admin's override", () => {
  it('records the application for the person, with the reason in the application and its event', async () => {
    const overrideReason = 'Called by the university for paper setting in the examination week';
    const recorded = await as(cast.admin, 'POST', '/leaves', leave('2026-12-14', '2026-12-15', { onBehalfOf: cast.empCse2.user.id, overrideReason }));
    expect(recorded.statusCode, recorded.body).toBe(201);
    const application = body(recorded).data.leave;
    expect(application).toMatchObject({ employee: { _id: cast.empCse2.user.id, name: 'Sita Cse' }, status: 'pending', numberOfDays: 2, overrideReason, recordedBy: { _id: cast.admin.user.id } });
    const mine = body(await as(cast.empCse2, 'GET', '/leaves/my-leaves')).data.leaves as { id: string; overrideReason?: string }[];
    expect(mine.find((row) => row.id === application.id)?.overrideReason).toBe(overrideReason);
    const events = body(await as(cast.empCse2, 'GET', `/leaves/${application.id}/events`)).data.events as { type: string; data: Record<string, unknown>; actor: { _id: string } }[];
    expect(events[0]).toMatchObject({ type: 'LeaveApplied', data: { overrideReason, recordedBy: { id: cast.admin.user.id } }, actor: { _id: cast.admin.user.id } });
  });

  it('is refused without a reason, and to anyone but an admin recording for a person', async () => {
    const noReason = await as(cast.admin, 'POST', '/leaves', leave('2026-12-16', '2026-12-16', { onBehalfOf: cast.empCse2.user.id }));
    expect(noReason.statusCode).toBe(400);
    expect(body(noReason).message).toBe('No leave during End-semester examinations, 8-19 Dec');
    const byEmployee = await as(cast.empCse, 'POST', '/leaves', leave('2026-12-16', '2026-12-16', { overrideReason: 'I would like to go all the same' }));
    expect(byEmployee.statusCode).toBe(403);
    expect(body(byEmployee).message).toBe('Only an admin recording leave for a person can give an override reason');
    const byHod = await as(cast.hodCse, 'POST', '/leaves', leave('2026-12-16', '2026-12-16', { onBehalfOf: cast.empCse.user.id, overrideReason: 'The HOD wants to let him go' }));
    expect(byHod.statusCode).toBe(403);
    expect(body(byHod).message).toBe('Only an admin can record leave for another person');
    const nobody = await as(cast.admin, 'POST', '/leaves', leave('2026-12-16', '2026-12-16', { onBehalfOf: 'no-such-person', overrideReason: 'Paper setting at the university' }));
    expect(nobody.statusCode).toBe(404);
    // The admin's own application stays refused, reason or not.
    expect((await as(cast.admin, 'POST', '/leaves', leave('2026-12-16', '2026-12-16', { overrideReason: 'Paper setting at the university' }))).statusCode).toBe(403);
    expect((await as(cast.empCse, 'GET', '/leaves/my-leaves')).json().data.leaves.filter((row: { fromDate: string }) => row.fromDate.startsWith('2026-12-16'))).toEqual([]);
  });
});
