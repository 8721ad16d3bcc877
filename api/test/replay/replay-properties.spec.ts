// Replay, as a property (issue 12): after any random sequence of applications, decisions, accrual runs,
// admin edits of balances and time passing, through the real routes and jobs of the runtime of the run,
// the read models rebuilt from the event log equal the live ones row for row, and again on a second replay.

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, LEAVE_TYPES } from '@leave/domain';
import { inlineProjections } from '@leave/core/projections';
import { BALANCE_ACCRUALS } from '@leave/core/jobs';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, addPerson, body, CSE, ECE, type Person } from '../fixtures';
import type { Runtime } from '../../src/runtime';
import { describeDifference, replayReadModels } from '../../src/replay/replay';

const clock = fixedClock('2026-06-20');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;
let runs = 0;

beforeAll(async () => {
  runtime = await startTestRuntime({ clock, workers: true });
  cast = await addCast(runtime);
});
afterAll(() => runtime.close());

type Step =
  | { kind: 'apply'; person: number; leaveType: number; start: number; length: number }
  | { kind: 'hodApprove' | 'approve' | 'reject'; leave: number }
  | { kind: 'accruals' }
  | { kind: 'advance'; days: number }
  | { kind: 'adminEdit'; person: number; leaveType: number; days: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('apply' as const), person: fc.nat(2), leaveType: fc.nat(1), start: fc.nat(40), length: fc.nat(3) }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constantFrom('hodApprove' as const, 'approve' as const, 'reject' as const), leave: fc.nat(12) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('accruals' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('advance' as const), days: fc.integer({ min: 1, max: 60 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('adminEdit' as const), person: fc.nat(2), leaveType: fc.nat(LEAVE_TYPES.length - 1), days: fc.nat(10) }) },
);

const as = (person: Person, method: 'POST' | 'PUT', url: string, payload: object) => runtime.app.inject({ method, url: `/api${url}`, headers: person.headers, payload });

describe('replayed read models', () => {
  it('equal the live ones row for row, twice, after random work', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 12 }), async (steps) => {
        const n = ++runs;
        const people = [
          await addPerson(runtime, { name: `Prop Cse ${n}`, email: `prop.cse.${n}@college.edu`, role: 'employee', department: CSE, dateOfJoining: '2020-01-15' }),
          await addPerson(runtime, { name: `Prop Ece ${n}`, email: `prop.ece.${n}@college.edu`, role: 'employee', department: ECE, dateOfJoining: '2023-07-01' }),
          await addPerson(runtime, { name: `Prop Hod ${n}`, email: `prop.hod.${n}@college.edu`, role: 'hod', department: ECE, dateOfJoining: '2019-03-01' }),
        ];
        const hodOf = (person: Person) => (person.user.department === CSE ? cast.hodCse : cast.hodEce);
        const leaves: { id: string; applicant: Person }[] = [];
        for (const s of steps) {
          if (s.kind === 'apply') {
            const applicant = people[s.person]!;
            const from = addDays(clock.today(), s.start + 1);
            const applied = await as(applicant, 'POST', '/leaves', { leaveType: LEAVE_TYPES[s.leaveType], fromDate: from, toDate: addDays(from, s.length), reason: 'Random work for the replay' });
            if (applied.statusCode === 201) leaves.push({ id: body(applied).data.leave.id, applicant });
          } else if (s.kind === 'hodApprove' || s.kind === 'approve' || s.kind === 'reject') {
            const leave = leaves[s.leave % Math.max(1, leaves.length)];
            if (!leave) continue;
            const who = s.kind === 'hodApprove' ? hodOf(leave.applicant) : cast.admin;
            const payload = s.kind === 'reject' ? { status: 'rejected', rejectionReason: 'Not this time' } : { status: s.kind === 'hodApprove' ? 'hodApproved' : 'approved' };
            await as(who, 'PUT', `/leaves/${leave.id}/status`, payload);
          } else if (s.kind === 'accruals') {
            const outcome = await runtime.jobs.enqueueAndWait(BALANCE_ACCRUALS, {}, { jobId: `replay-accruals-${n}-${Math.random().toString(36).slice(2)}`, timeoutMs: 30_000 });
            expect(outcome.state).toBe('completed');
          } else if (s.kind === 'advance') {
            clock.advance(s.days);
          } else if (s.kind === 'adminEdit') {
            const person = people[s.person]!;
            await as(cast.admin, 'PUT', `/users/${person.user.id}`, { leaveBalance: { [LEAVE_TYPES[s.leaveType]!]: s.days }, balanceReason: 'Set by the property test' });
          }
        }
        for (const attempt of [1, 2]) {
          const report = await replayReadModels(runtime.database.db, inlineProjections, { apply: false });
          expect(report.rows.map(describeDifference), `replay ${attempt}`).toEqual([]);
        }
      }),
      { numRuns: 6 },
    );
  });
});
