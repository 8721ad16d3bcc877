import { describe, expect, it } from 'vitest';
import { kindsNamed, NOTIFICATION_KINDS, receivableKinds } from './notification.kinds';

describe('receivableKinds (issue 49: preferences only of kinds the person can receive)', () => {
  it("gives an employee their own applications' and classes' kinds, and the approver's only while they approve", () => {
    expect(receivableKinds({ role: 'employee' })).toEqual(['applicationDecided', 'cancellationDecided', 'classToTake', 'classDeclined']);
    expect(receivableKinds({ role: 'employee', approves: true })).toEqual(['applicationDecided', 'applicationWaiting', 'cancellationDecided', 'approvalsReminder', 'classToTake', 'classDeclined']);
  });

  it('gives a HOD every kind but the admin’s imports, the admin every kind, the auditor none', () => {
    expect(receivableKinds({ role: 'hod' })).not.toContain('importFinished');
    expect(receivableKinds({ role: 'hod' })).toContain('cancellationToDecide');
    expect(receivableKinds({ role: 'admin' })).toEqual([...NOTIFICATION_KINDS]);
    expect(receivableKinds({ role: 'auditor' })).toEqual([]);
  });

  it("reads an answer's kinds in order, and every kind from an answer that names none", () => {
    expect(kindsNamed(['classToTake', 'applicationDecided', 'nonsense'])).toEqual(['applicationDecided', 'classToTake']);
    expect(kindsNamed(undefined)).toEqual(NOTIFICATION_KINDS);
  });
});
