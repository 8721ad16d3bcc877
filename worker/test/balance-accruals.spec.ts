import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BalanceEvent, LeaveBalance } from '@leave/domain';
import { balanceStream } from '@leave/core/event-store';
import { BALANCE_ACCRUALS, type BalanceAccrualsResult } from '@leave/core/jobs';
import { CSE } from '@leave/core/testing/people';
import { startEmbeddedBackground } from '../src/schedule/in-process-schedule';
import { addPerson, fixedClock, silentLog, startJobsTestRuntime, usesServices, type JobsTestRuntime, type Person } from './support';

describe(`balance accruals (${usesServices ? 'BullMQ on Redis' : 'in-process'})`, () => {
  const clock = fixedClock('2026-06-20');
  let t: JobsTestRuntime;
  /** Joined 2023-07-01: the third anniversary falls on the half-year boundary. */
  let asha: Person;
  /** Joined 2020-03-01: 3 and 6 years already completed when created. */
  let ravi: Person;

  const balanceOf = async (person: Person): Promise<LeaveBalance> => {
    const row = await t.runtime.database.db.selectFrom('leave_balances').selectAll().where('user_id', '=', person.user.id).executeTakeFirstOrThrow();
    return { cl: row.cl, scl: row.scl, el: row.el, hpl: row.hpl, ccl: row.ccl };
  };
  const ledgerOf = async (person: Person) => (await t.runtime.eventStore.readStream(balanceStream.id(person.user.id))).map((e) => ({ type: e.type, data: e.data })) as BalanceEvent[];
  const use = (person: Person, spent: Partial<LeaveBalance>) =>
    t.runtime.eventStore.append(
      balanceStream.id(person.user.id),
      'any',
      Object.entries(spent).map(([leaveType, to]) => ({ type: 'BalanceAdjusted', data: { leaveType, from: 0, to, reason: 'leave taken' } })),
      { actor: null },
    );
  const runAccruals = async (): Promise<BalanceAccrualsResult> => {
    const outcome = await t.runtime.jobs.enqueueAndWait(BALANCE_ACCRUALS, {}, { timeoutMs: 30_000 });
    if (outcome.state !== 'completed') throw new Error('accruals did not finish');
    return outcome.result;
  };

  beforeAll(async () => {
    t = await startJobsTestRuntime({ clock });
    asha = await addPerson(t.runtime, { name: 'Asha', email: 'asha@college.edu', role: 'employee', department: CSE, dateOfJoining: '2023-07-01' });
    ravi = await addPerson(t.runtime, { name: 'Ravi', email: 'ravi@college.edu', role: 'hod', department: CSE, dateOfJoining: '2020-03-01' });
    await use(asha, { cl: 2, scl: 1, ccl: 3 });
    await use(ravi, { cl: 0, scl: 0, ccl: 5 });
  });
  afterAll(() => t.close());

  it('starts new people with the current periods already applied, so the first run changes nothing', async () => {
    expect(await balanceOf(ravi)).toEqual({ cl: 0, scl: 0, el: 0, hpl: 20, ccl: 5 });
    expect(await runAccruals()).toMatchObject({ date: '2026-06-20', changed: 0, events: 0 });
  });

  it('changes nothing on 30 June: the half-year has not turned', async () => {
    clock.set('2026-06-30');
    await runAccruals();
    expect(await balanceOf(asha)).toEqual({ cl: 2, scl: 1, el: 0, hpl: 0, ccl: 3 });
  });

  describe('When the half-year turns on 1 July', () => {
    let ledgerAfterFirstRun: BalanceEvent[];
    beforeAll(async () => {
      clock.set('2026-07-01');
      await runAccruals();
      ledgerAfterFirstRun = await ledgerOf(asha);
    });

    it('resets CL to 6 and SCL to 4 with no carry forward, and leaves CCL alone', async () => {
      expect(await balanceOf(asha)).toMatchObject({ cl: 6, scl: 4, ccl: 3 });
      expect(await balanceOf(ravi)).toMatchObject({ cl: 6, scl: 4, ccl: 5 });
      expect(ledgerAfterFirstRun).toEqual(
        expect.arrayContaining([
          { type: 'BalanceReset', data: { leaveType: 'cl', to: 6, reason: 'Half-year reset, July - December 2026', period: 'CL:2026-H2' } },
          { type: 'BalanceReset', data: { leaveType: 'scl', to: 4, reason: 'Half-year reset, July - December 2026', period: 'SCL:2026-H2' } },
        ]),
      );
    });

    it('grants 10 HPL on the third anniversary of joining, and only then', async () => {
      expect((await balanceOf(asha)).hpl).toBe(10);
      expect(ledgerAfterFirstRun).toContainEqual({ type: 'BalanceGranted', data: { leaveType: 'hpl', days: 10, reason: '3 years of service completed on 2026-07-01', period: 'HPL:milestone-1' } });
      expect((await balanceOf(ravi)).hpl).toBe(20);
    });

    it('changes nothing when run again for the same day', async () => {
      const before = [await balanceOf(asha), await balanceOf(ravi)];
      expect(await runAccruals()).toMatchObject({ changed: 0, events: 0 });
      expect([await balanceOf(asha), await balanceOf(ravi)]).toEqual(before);
      expect(await ledgerOf(asha)).toEqual(ledgerAfterFirstRun);
    });

    it('changes nothing later in the same half-year, even after leave has been taken', async () => {
      await use(asha, { cl: 4 });
      clock.set('2026-09-15');
      await runAccruals();
      expect((await balanceOf(asha)).cl).toBe(4);
    });
  });

  it('resets CL, SCL and CCL on 1 January, once however often it runs', async () => {
    clock.set('2027-01-01');
    await runAccruals();
    const once = await ledgerOf(asha);
    await runAccruals();
    expect(await ledgerOf(asha)).toEqual(once);
    expect(await balanceOf(asha)).toEqual({ cl: 6, scl: 4, el: 0, hpl: 10, ccl: 7 });
    expect(await balanceOf(ravi)).toEqual({ cl: 6, scl: 4, el: 0, hpl: 20, ccl: 7 });
    expect(once).toContainEqual({ type: 'BalanceReset', data: { leaveType: 'ccl', to: 7, reason: 'Year reset, 2027', period: 'CCL:2027' } });
  });

  it('grants HPL again on the sixth and ninth anniversaries', async () => {
    clock.set('2029-02-28');
    await runAccruals();
    expect((await balanceOf(ravi)).hpl).toBe(20);
    clock.set('2029-03-01');
    await runAccruals();
    await runAccruals();
    expect((await balanceOf(ravi)).hpl).toBe(30);
  });

  it('catches up on a missed day: a run on 3 July applies the 1 July reset', async () => {
    clock.set('2029-07-03');
    await use(asha, { cl: 1 });
    await runAccruals();
    expect((await balanceOf(asha)).cl).toBe(6);
  });

  it('runs by itself in the embedded schedule when the day changes', async () => {
    clock.set('2029-12-31');
    const background = startEmbeddedBackground(t.runtime.jobs, { db: t.runtime.database.db, clock, log: silentLog }, { checkEveryMs: 50 });
    try {
      await background.ready;
      await use(asha, { ccl: 2 });
      clock.set('2030-01-01');
      await expect.poll(async () => (await balanceOf(asha)).ccl, { timeout: 20_000 }).toBe(7);
    } finally {
      background.stop();
    }
  });
});
