import { describe, expect, it } from 'vitest';
import { evolve, initialLeaveState, type LeaveApplication } from '../leave/leave.events';
import { applied, colleague, CSE, employee, hodApplicant } from '../../test/fixtures';
import { leaveNotifications, type ApproverDirectory, type StandInNaming } from './notification.rules';

// 2026-03-03 in Kolkata begins at 18:30 UTC the day before.
const naming: StandInNaming = { hodId: 'u-hod', hodName: 'Dr. Kumar', standInId: colleague.id, standInRole: 'employee', department: CSE, from: '2026-03-03', to: '2026-03-04', timeZone: 'Asia/Kolkata' };
const directory: ApproverDirectory = { admins: ['u-admin'], hodsOf: (d) => (d === CSE ? ['u-hod'] : []), standInsOf: (d) => (d === CSE ? [naming] : []) };

function appliedAt(at: string, applicant = employee) {
  const event = applied(applicant, { appliedAt: at });
  return leaveNotifications(event, evolve(initialLeaveState, event) as LeaveApplication, directory);
}

describe("a stand-in's share of an application waiting for the HOD", () => {
  it('goes to the stand-in on a day of their range, in the naming’s time zone, linking to their queue', () => {
    expect(appliedAt('2026-03-02T18:30:00.000Z').map((d) => [d.recipientId, d.link])).toEqual([
      ['u-hod', '/hod/applications?leave=leave-1'],
      [colleague.id, '/employee/stand-in-queue?leave=leave-1'],
    ]);
    expect(appliedAt('2026-03-04T18:29:59.000Z').at(-1)!.title).toMatch(/waiting for your decision as stand-in for Dr\. Kumar$/);
  });

  it('does not go to them outside the range', () => {
    expect(appliedAt('2026-03-02T18:29:59.000Z').map((d) => d.recipientId)).toEqual(['u-hod']);
    expect(appliedAt('2026-03-04T18:30:00.000Z').map((d) => d.recipientId)).toEqual(['u-hod']);
  });

  it('does not go to them for their own application, nor for a HOD’s (which waits for the admin)', () => {
    const own = { ...employee, id: colleague.id, name: colleague.name };
    expect(appliedAt('2026-03-03T06:00:00.000Z', own).map((d) => d.recipientId)).toEqual(['u-hod']);
    expect(appliedAt('2026-03-03T06:00:00.000Z', hodApplicant).map((d) => d.recipientId)).toEqual(['u-admin']);
  });
});

describe("an office's stand-in when the office's step comes to wait after an earlier step (decision 0400)", () => {
  const principal = { id: 'u-principal', name: 'Dr. Iyer' };
  const officeNaming: StandInNaming = { hodId: principal.id, hodName: principal.name, standInId: colleague.id, standInRole: 'employee', department: null, office: 'principal', from: '2026-03-03', to: '2026-03-04', timeZone: 'Asia/Kolkata' } as StandInNaming;
  const offices: ApproverDirectory = { ...directory, officeStandInsOf: (office) => (office === 'principal' ? [officeNaming] : []) };
  const route = [
    { office: 'hod', name: 'HOD', approvers: [{ id: 'u-hod', name: 'Dr. Kumar' }] },
    { office: 'principal', name: 'Principal', approvers: [principal] },
    { office: 'admin', name: 'Admin', approvers: [{ id: 'u-admin', name: 'Admin' }] },
  ];
  function hodApprovedAt(at: string) {
    const made = applied(employee, { appliedAt: '2026-03-02T06:00:00.000Z' });
    const application = { ...(evolve(initialLeaveState, made) as LeaveApplication), route } as LeaveApplication;
    const approved = { type: 'LeaveHodApproved' as const, data: { by: { id: 'u-hod', name: 'Dr. Kumar', role: 'hod' as const, department: CSE }, at, step: 0, office: 'hod' } };
    const after = evolve(application, approved) as LeaveApplication;
    return leaveNotifications(approved, after, offices);
  }

  it('tells the stand-in as the holder, on a day of the naming, opening their Approvals on it', () => {
    const drafts = hodApprovedAt('2026-03-03T06:00:00.000Z');
    expect(drafts.map((d) => [d.recipientId, d.kind, d.link])).toEqual([
      [employee.id, 'applicationDecided', '/employee/history?leave=leave-1'],
      [principal.id, 'applicationWaiting', '/approvals?leave=leave-1'],
      [colleague.id, 'applicationWaiting', '/approvals?leave=leave-1'],
    ]);
    expect(drafts.at(-1)!.title).toMatch(/waiting for your decision as Principal, as stand-in for Dr\. Iyer$/);
  });

  it('does not tell them outside the naming', () => {
    expect(hodApprovedAt('2026-03-04T18:30:00.000Z').map((d) => d.recipientId)).toEqual([employee.id, principal.id]);
  });
});
