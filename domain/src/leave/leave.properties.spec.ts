import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, type CalendarDate } from '../dates';
import { DomainError } from '../errors';
import { evolveBalance } from '../balance/balance.events';
import { debitsForApproval, initialLedger } from '../balance/balance.ledger';
import { LEAVE_TYPES, availableBalance, initialBalance, type LeaveBalance } from './leave.policy';
import { decide } from './leave.decider';
import { type LeaveCommand } from './leave.commands';
import { evolve, initialLeaveState, type Actor, type Applicant, type LeaveApplication, type LeaveState } from './leave.events';

const CSE = 'Computer Science & Engineering (CSE)';
const ECE = 'Electronics & Communication Engineering (ECE)';
const TODAY: CalendarDate = '2026-03-02';

const applicants: Applicant[] = [
  { id: 'e1', name: 'E1', employeeId: 'E1', role: 'employee', department: CSE },
  { id: 'e2', name: 'E2', employeeId: 'E2', role: 'employee', department: ECE },
  { id: 'h1', name: 'H1', employeeId: 'H1', role: 'hod', department: CSE },
  { id: 'h2', name: 'H2', employeeId: 'H2', role: 'hod', department: ECE },
];
const actors: Actor[] = [
  ...applicants.map(({ id, name, role, department }) => ({ id, name, role, department })),
  { id: 'a', name: 'Admin', role: 'admin', department: null },
];

type Step =
  | { kind: 'apply'; applicant: number; leaveType: number; start: number; length: number; reason: string }
  | { kind: 'hodApprove' | 'approve' | 'reject'; leave: number; actor: number; reason: string };

// Mostly valid input, so that sequences get far enough to approve and debit.
const reasons = fc.oneof({ arbitrary: fc.constant('Visiting my parents'), weight: 6 }, fc.constantFrom('', '   ', 'short'));
const apply = fc.record({
  kind: fc.constant('apply' as const),
  applicant: fc.nat(applicants.length - 1),
  leaveType: fc.nat(LEAVE_TYPES.length - 1),
  start: fc.integer({ min: -2, max: 25 }),
  length: fc.integer({ min: -1, max: 6 }),
  reason: reasons,
});
const decision = fc.record({
  kind: fc.constantFrom('hodApprove' as const, 'approve' as const, 'reject' as const),
  leave: fc.nat(30),
  actor: fc.nat(actors.length - 1),
  reason: reasons,
});
const step: fc.Arbitrary<Step> = fc.oneof({ arbitrary: apply, weight: 2 }, { arbitrary: decision, weight: 3 });

const FINAL = ['approved', 'rejected'];

describe('Any sequence of commands by any actors', () => {
  it('never moves an application out of a final state and never overdraws a balance', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 10, maxLength: 80 }), (steps) => {
        const leaves = new Map<string, LeaveState>();
        const balances = new Map<string, LeaveBalance>(applicants.map((a) => [a.id, initialBalance('2020-01-01', TODAY)]));
        const applicationsOf = (userId: string) =>
          [...leaves.values()].filter((s): s is LeaveApplication => s.status !== 'none' && s.applicant.id === userId);

        steps.forEach((s, index) => {
          let leaveId: string;
          let command: LeaveCommand;
          if (s.kind === 'apply') {
            const applicant = applicants[s.applicant] as Applicant;
            const fromDate = addDays(TODAY, s.start);
            const own = applicationsOf(applicant.id);
            leaveId = `application-${index}`;
            command = {
              type: 'ApplyLeave',
              data: {
                actor: applicant,
                leaveId,
                leaveType: LEAVE_TYPES[s.leaveType] as string,
                fromDate,
                toDate: addDays(fromDate, s.length),
                reason: s.reason,
                today: TODAY,
                now: `${TODAY}T10:00:00.000Z`,
                available: availableBalance(balances.get(applicant.id) as LeaveBalance, own),
                ownOpenLeaves: own,
              },
            };
          } else {
            const ids = [...leaves.keys()];
            if (ids.length === 0) return;
            leaveId = ids[s.leave % ids.length] as string;
            const actor = actors[s.actor] as Actor;
            const now = `${TODAY}T11:00:00.000Z`;
            command =
              s.kind === 'hodApprove'
                ? { type: 'ApproveAsHod', data: { actor, now } }
                : s.kind === 'approve'
                  ? { type: 'ApproveFinal', data: { actor, now } }
                  : { type: 'RejectLeave', data: { actor, reason: s.reason, now } };
          }

          const before = leaves.get(leaveId) ?? initialLeaveState;
          let events;
          try {
            events = decide(command, before);
          } catch (error) {
            expect(error).toBeInstanceOf(DomainError);
            return;
          }
          expect(FINAL).not.toContain(before.status);
          const after = events.reduce(evolve, before);
          leaves.set(leaveId, after);

          if (after.status === 'approved') {
            let balance = balances.get(after.applicant.id) as LeaveBalance;
            for (const debit of debitsForApproval({ ...initialLedger, balance }, after)) {
              expect((balance[debit.data.leaveType] ?? 0) - debit.data.days).toBeGreaterThanOrEqual(0);
              balance = evolveBalance(balance, debit);
            }
            balances.set(after.applicant.id, balance);
          }
        });

        for (const applicant of applicants) {
          const balance = balances.get(applicant.id) as LeaveBalance;
          const available = availableBalance(balance, applicationsOf(applicant.id));
          for (const type of LEAVE_TYPES) {
            expect(balance[type]).toBeGreaterThanOrEqual(0);
            const reserved = applicationsOf(applicant.id)
              .filter((leave) => leave.leaveType === type && (leave.status === 'pending' || leave.status === 'hodApproved'))
              .reduce((sum, leave) => sum + leave.numberOfDays, 0);
            expect(reserved).toBeLessThanOrEqual(balance[type]);
            expect(available[type]).toBe(balance[type] - reserved);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
