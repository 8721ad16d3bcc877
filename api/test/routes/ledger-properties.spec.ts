// The ledger's promises, under random use of the real command path (HTTP routes, the accrual and
// earned-leave jobs, on the runtime of the run): random sequences of applications, decisions, accrual runs
// (twice too), changes of the date of joining, admin edits and time passing never leave a balance that
// differs from the sum of its ledger, never hold an HPL milestone twice, and never approve more days than
// the period had at the decision.

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  availableIn,
  balanceEventTypes,
  evolveLedger,
  hplMilestonesDue,
  hplMilestonesHeld,
  initialLedger,
  LEAVE_TYPES,
  type BalanceEvent,
  type BalanceLedger,
  type BalanceLedgerEntryDto,
  type CalendarDate,
} from '@leave/domain';
import { balanceStream } from '@leave/core/event-store';
import { BALANCE_ACCRUALS } from '@leave/core/jobs';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, addPerson, body, CSE, ECE, type Person } from '../fixtures';
import type { Runtime } from '../../src/runtime';

const clock = fixedClock('2026-06-10');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;
let runs = 0;

beforeAll(async () => {
  runtime = await startTestRuntime({ clock, workers: true });
  cast = await addCast(runtime);
});
afterAll(() => runtime.close());

/** Dates of joining relative to today: either side of the 3rd and 6th anniversaries, or none. */
const JOINED_YEARS_AGO = [1, 2.99, 3.01, 5.99, 6.01, 9.5, null] as const;

type Step =
  | { kind: 'apply'; person: number; leaveType: number; start: number; length: number }
  | { kind: 'hodApprove' | 'approve' | 'reject'; leave: number }
  | { kind: 'accruals'; twice: boolean }
  | { kind: 'advance'; days: number }
  | { kind: 'joiningDate'; person: number; joined: number }
  | { kind: 'adminEdit'; person: number; leaveType: number; days: number; withReason: boolean }
  | { kind: 'earnedLeave'; person: number };

const PEOPLE = 3;
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('apply' as const), person: fc.nat(PEOPLE - 1), leaveType: fc.nat(LEAVE_TYPES.length - 1), start: fc.nat(45), length: fc.nat(5) }) },
  { weight: 7, arbitrary: fc.record({ kind: fc.constantFrom('hodApprove' as const, 'approve' as const, 'approve' as const, 'reject' as const), leave: fc.nat(20) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('accruals' as const), twice: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('advance' as const), days: fc.integer({ min: 1, max: 75 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('joiningDate' as const), person: fc.nat(PEOPLE - 1), joined: fc.nat(JOINED_YEARS_AGO.length - 1) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('adminEdit' as const), person: fc.nat(PEOPLE - 1), leaveType: fc.nat(LEAVE_TYPES.length - 1), days: fc.nat(12), withReason: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('earnedLeave' as const), person: fc.nat(PEOPLE - 1) }) },
);

function joinedOn(index: number): CalendarDate | null {
  const years = JOINED_YEARS_AGO[index]!;
  return years === null ? null : addDays(clock.today(), -Math.round(years * 365.25));
}

const as = (person: Person, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  runtime.app.inject({ method, url: `/api${url}`, headers: person.headers, ...(payload ? { payload } : {}) });

async function runAccruals(): Promise<void> {
  const outcome = await runtime.jobs.enqueueAndWait(BALANCE_ACCRUALS, {}, { jobId: `property-accruals-${runs}-${Math.random().toString(36).slice(2)}`, timeoutMs: 30_000 });
  expect(outcome.state).toBe('completed');
}

async function storedLedger(person: Person): Promise<BalanceEvent[]> {
  const events = await runtime.eventStore.readStream(balanceStream.id(person.user.id));
  return events.map((e) => ({ type: e.type, data: e.data }) as BalanceEvent).filter((e) => balanceEventTypes.is(e));
}

/** Balance = sum of the ledger: the history's days, its last figures, the balances route and the read model agree. */
async function expectBalanceIsTheLedger(person: Person): Promise<void> {
  const entries: BalanceLedgerEntryDto[] = body(await as(cast.admin, 'GET', `/users/${person.user.id}/balance-ledger`)).data.entries;
  const current = body(await as(person, 'GET', '/users/current-leave-balances')).data;
  for (const type of LEAVE_TYPES) {
    const ofType = entries.filter((e) => e.leaveType === type);
    expect(ofType.reduce((sum, e) => sum + e.days, 0), type).toBe(current[type]);
    expect(ofType.at(-1)?.balanceAfter ?? 0, type).toBe(current[type]);
    expect(current[type], type).toBeGreaterThanOrEqual(0);
  }
}

/**
 * Every debit fitted what its period had when it was approved, and it took from the figure exactly what it
 * said; no HPL milestone was granted while the ledger held it.
 */
function expectNothingSpentTwice(events: readonly BalanceEvent[], dateOfJoining: CalendarDate | null): void {
  let ledger: BalanceLedger = initialLedger;
  for (const event of events) {
    if (event.type === 'BalanceDebited') {
      expect(event.data.days).toBeLessThanOrEqual(availableIn(ledger, event.data.leaveType, event.data.period!));
      expect(ledger.balance[event.data.leaveType]).toBeGreaterThanOrEqual(event.data.taken!);
    }
    const milestone = event.type === 'BalanceGranted' ? /^HPL:milestone-(\d+)$/.exec(event.data.period ?? '') : null;
    if (milestone) expect(ledger.hplMilestones.has(Number(milestone[1])), `milestone ${milestone[1]} granted twice`).toBe(false);
    ledger = evolveLedger(ledger, event);
  }
  expect([...hplMilestonesHeld(ledger, dateOfJoining)].every((n) => n <= hplMilestonesDue(dateOfJoining, clock.today()))).toBe(true);
}

describe('The ledger under any sequence of use', () => {
  it('stays the sum of its entries, never holds a milestone twice and never approves more than was there', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 8, maxLength: 30 }), async (steps) => {
        const run = ++runs;
        const people: Person[] = [];
        const joined: (CalendarDate | null)[] = [];
        for (let i = 0; i < PEOPLE; i++) {
          // (The test fixture gives a person without a date of joining one: nobody starts without.)
          const dateOfJoining = joinedOn((run + i) % (JOINED_YEARS_AGO.length - 1));
          joined.push(dateOfJoining);
          people.push(
            await addPerson(runtime, {
              name: `Run ${run} Person ${i}`,
              email: `run${run}.p${i}@college.edu`,
              role: i === PEOPLE - 1 ? 'hod' : 'employee',
              department: i === PEOPLE - 1 ? ECE : CSE,
              dateOfJoining,
            }),
          );
        }
        const leaves: string[] = [];
        for (const s of steps) {
          let status = 200;
          switch (s.kind) {
            case 'apply': {
              const fromDate = addDays(clock.today(), s.start);
              const response = await as(people[s.person]!, 'POST', '/leaves', { leaveType: LEAVE_TYPES[s.leaveType], fromDate, toDate: addDays(fromDate, s.length), reason: 'A reason long enough' });
              status = response.statusCode;
              if (status === 201) leaves.push(body(response).data.leave.id);
              break;
            }
            case 'hodApprove':
            case 'approve':
            case 'reject': {
              if (leaves.length === 0) continue;
              const leaveId = leaves[s.leave % leaves.length]!;
              const decider = s.kind === 'hodApprove' ? cast.hodCse : cast.admin;
              const payload = s.kind === 'hodApprove' ? { status: 'hodApproved' } : s.kind === 'approve' ? { status: 'approved' } : { status: 'rejected', rejectionReason: 'Not this time' };
              status = (await as(decider, 'PUT', `/leaves/${leaveId}/status`, payload)).statusCode;
              break;
            }
            case 'accruals':
              await runAccruals();
              if (s.twice) await runAccruals();
              for (const person of people) await expectBalanceIsTheLedger(person);
              break;
            case 'advance':
              clock.advance(s.days);
              break;
            case 'joiningDate': {
              const dateOfJoining = joinedOn(s.joined);
              status = (await as(cast.admin, 'PUT', `/users/${people[s.person]!.user.id}`, { dateOfJoining: dateOfJoining ?? '' })).statusCode;
              if (status === 200) joined[s.person] = dateOfJoining;
              break;
            }
            case 'adminEdit': {
              const change = { leaveBalance: { [LEAVE_TYPES[s.leaveType]!]: s.days }, ...(s.withReason ? { balanceReason: 'Corrected by the office' } : {}) };
              status = (await as(cast.admin, 'PUT', `/users/${people[s.person]!.user.id}`, change)).statusCode;
              break;
            }
            case 'earnedLeave':
              status = (await as(people[s.person]!, 'POST', '/users/calculate-earned-leave')).statusCode;
              break;
          }
          expect(status, JSON.stringify(s)).toBeLessThan(500);
        }
        await runAccruals();
        for (const [i, person] of people.entries()) {
          await expectBalanceIsTheLedger(person);
          const events = await storedLedger(person);
          expectNothingSpentTwice(events, joined[i]!);
          // After an accrual run, every milestone due is held, exactly once.
          expect(hplMilestonesHeld(events.reduce(evolveLedger, initialLedger), joined[i]!).size).toBe(hplMilestonesDue(joined[i]!, clock.today()));
        }
        // The run's people leave the register, and with them their open applications.
        for (const person of people) expect((await as(cast.admin, 'DELETE', `/users/${person.user.id}`)).statusCode).toBe(200);
      }),
      { numRuns: 25 },
    );
  });
});
