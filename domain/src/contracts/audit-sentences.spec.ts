import { describe, expect, it } from 'vitest';
import { auditSentence, type AuditSubjectDto } from './audit-sentences';

// The audit log as an auditor reads it: each event as what happened, in the people's words.
const day = (value: string) => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));
const vivekCl: AuditSubjectDto = { kind: 'application', leaveId: 'l1', applicant: { _id: 'u1', name: 'Vivek Rao', employeeId: 'EMP0016' }, leaveType: 'cl', fromDate: '2026-12-14', toDate: '2026-12-16', numberOfDays: 3 };
const pooja: AuditSubjectDto = { kind: 'person', _id: 'u2', name: 'Pooja Nair', employeeId: 'EMP0015' };
const hod = { id: 'h1', name: 'Dr. Ramesh Chandran', role: 'hod', department: 'MECH' };
const say = (type: string, data: unknown, about?: AuditSubjectDto, actor = 'Administrator') => auditSentence({ type, data, actor: { name: actor }, about }, day);

describe('the audit log in sentences', () => {
  it("says who takes a class (issue 45): 'Dr. Rao will take II CSE-A, period 3, on …'", () => {
    const rao = { id: 'r1', name: 'Dr. Rao', role: 'employee', department: 'CSE' };
    const slot = { className: 'II CSE-A', period: 3, date: '2026-12-09' };
    expect(say('ArrangementAccepted', { id: 'a', by: rao, at: '', ...slot })).toBe('Dr. Rao will take II CSE-A, period 3, on December 9, 2026');
    expect(say('ArrangementRequested', { _id: 'a', absent: { _id: 'v', name: 'Vivek Rao' }, substitute: { _id: 'r1', name: 'Dr. Rao' }, status: 'requested', start: '10:00', end: '10:50', ...slot })).toBe(
      'Vivek Rao asked Dr. Rao to take II CSE-A, period 3, on December 9, 2026',
    );
    expect(say('ArrangementDeclined', { id: 'a', by: rao, reason: 'Lab duty', at: '', ...slot })).toBe('Dr. Rao declined to take II CSE-A, period 3, on December 9, 2026: “Lab duty”');
    expect(say('ArrangementReassigned', { id: 'a', by: hod, substitute: { _id: 'r1', name: 'Dr. Rao' }, status: 'assigned', at: '', ...slot })).toBe(
      'Dr. Ramesh Chandran assigned Dr. Rao to take II CSE-A, period 3, on December 9, 2026',
    );
    expect(say('ArrangementReleased', { id: 'a', at: '', ...slot })).toBe('II CSE-A, period 3, on December 9, 2026 need not be taken: the leave is no longer open');
  });

  it('says a decision taken from a link came from the e-mail or from the phone’s notification (issue 44)', () => {
    const event = { type: 'LeaveHodApproved', data: { by: hod, at: '' }, actor: { name: hod.name }, about: vivekCl };
    const inApp = auditSentence(event, day);
    expect(auditSentence({ ...event, via: 'email-link' }, day)).toBe(`${inApp} from the e-mail link`);
    expect(auditSentence({ ...event, via: 'push' }, day)).toBe(`${inApp} from the phone's notification`);
    expect(auditSentence({ ...event, via: 'app' }, day)).toBe(inApp);
  });

  it("says a routed application's step with its office, who decided and its place (issue 43)", () => {
    const iyer = { id: 'p1', name: 'Dr. Iyer', role: 'employee', department: 'MATHS' };
    expect(say('LeaveHodApproved', { by: iyer, at: '', step: 1, office: 'principal', stepName: 'Principal', place: { step: 2, steps: 3 } }, vivekCl)).toBe(
      "Approved by the Principal, Dr. Iyer, step 2 of 3: Vivek Rao's CL (December 14, 2026 to December 16, 2026, 3 days)",
    );
    expect(say('LeaveRejected', { by: iyer, at: '', reason: 'Exams', step: 1, office: 'principal', stepName: 'Principal', place: { step: 2, steps: 3 } }, vivekCl)).toBe(
      "Rejected by the Principal, Dr. Iyer, step 2 of 3: Vivek Rao's CL (December 14, 2026 to December 16, 2026, 3 days): “Exams”",
    );
    // A stand-in named for the office, and a step decided by them (decision 0360).
    expect(say('StandInNamed', { hodId: 'p1', hodName: 'Dr. Iyer', standInId: 'p2', department: null, office: 'principal', officeName: 'Principal', from: '2026-12-14', to: '2026-12-16' }, undefined, 'Dr. Iyer')).toBe(
      'Dr. Iyer named a stand-in for Dr. Iyer as Principal, December 14, 2026 to December 16, 2026',
    );
    expect(say('LeaveHodApproved', { by: { ...iyer, id: 'p2', name: 'Dr. Rao' }, at: '', step: 1, office: 'principal', stepName: 'Principal', place: { step: 2, steps: 3 }, onBehalfOf: { id: 'p1', name: 'Dr. Iyer' } }, vivekCl)).toBe(
      "Approved by the Principal, Dr. Rao, step 2 of 3: Vivek Rao's CL (December 14, 2026 to December 16, 2026, 3 days) on behalf of Dr. Iyer",
    );
    // A step recorded before its name was: the sentence of old.
    expect(say('LeaveHodApproved', { by: hod, at: '', step: 0, office: 'hod' }, vivekCl)).toBe("Dr. Ramesh Chandran approved Vivek Rao's CL (December 14, 2026 to December 16, 2026, 3 days) as HOD");
  });

  it('says who decided which application, for whom and with what balance', () => {
    expect(say('LeaveHodApproved', { by: hod, at: '', balanceBefore: 6 }, vivekCl)).toBe(
      "Dr. Ramesh Chandran approved Vivek Rao's CL (December 14, 2026 to December 16, 2026, 3 days) as HOD; CL balance then 6",
    );
    expect(say('LeaveRejected', { by: { ...hod, name: 'Meena Iyer' }, reason: 'Exams that week', at: '', onBehalfOf: { id: 'h1', name: 'Dr. Ramesh Chandran' } }, vivekCl)).toBe(
      "Meena Iyer rejected Vivek Rao's CL (December 14, 2026 to December 16, 2026, 3 days) on behalf of Dr. Ramesh Chandran: “Exams that week”",
    );
    expect(say('LeaveApplied', { applicant: { name: 'Vivek Rao' }, leaveType: 'cl', fromDate: '2026-12-14', toDate: '2026-12-14', numberOfDays: 1, reason: 'Visiting the bank' }, vivekCl)).toBe(
      'Vivek Rao applied for 1 day of CL, December 14, 2026 to December 14, 2026: “Visiting the bank”',
    );
  });

  it('says who attached which file to which application (issue 21)', () => {
    const file = { attachmentId: 'a1', fileName: 'certificate.pdf', contentType: 'application/pdf', size: 1000, sha256: 'ab', uploadedBy: { id: 'u1', name: 'Vivek Rao', role: 'employee', department: 'MECH' }, at: '' };
    expect(say('AttachmentAdded', file, vivekCl, 'Vivek Rao')).toBe("Vivek Rao attached certificate.pdf to Vivek Rao's CL (December 14, 2026 to December 16, 2026, 3 days)");
  });

  it("says what changed in a person's balance and record, and why", () => {
    expect(say('BalanceDebited', { leaveType: 'scl', days: 1, leaveId: 'l1', reason: 'SCL leave approved' }, pooja)).toBe("1 day of SCL was taken from Pooja Nair's balance: “SCL leave approved”");
    expect(say('BalanceAdjusted', { leaveType: 'el', from: 0, to: 12, reason: 'Corrected from the paper register' }, pooja)).toBe("Pooja Nair's EL was changed from 0 to 12: “Corrected from the paper register”");
    expect(say('BalanceLapsed', { leaveType: 'el', days: 20, reason: 'Year end', period: 'EL:2026', carried: 300, carriedExpiresOn: '2027-12-31' }, pooja)).toBe(
      "20 days of Pooja Nair's EL lapsed; 300 days carried forward until December 31, 2027: “Year end”",
    );
    expect(say('UserRoleChanged', { userId: 'u2', from: 'employee', to: 'hod' }, pooja)).toBe("Pooja Nair's role was changed from Employee to Head of Department");
    expect(say('UserDetailsChanged', { userId: 'u2', fields: ['name', 'mobileNo'] }, pooja)).toBe("Pooja Nair's details were changed: name, mobileNo");
    expect(say('UserPasswordChanged', { userId: 'u2' }, pooja)).toBe("Pooja Nair's password was changed");
    expect(say('UserPasswordChanged', { userId: 'u2', withLink: true }, pooja)).toBe('Pooja Nair set their password with an e-mailed link');
    // Issue 49: one device signed out, named in words (never its token).
    expect(say('UserSignedOutOnDevice', { userId: 'u2', sessionId: 's1', device: 'Chrome on Linux' }, pooja)).toBe('Pooja Nair signed out on one device (Chrome on Linux)');
  });

  it("says what the college's own streams record, and falls back to the type for an event it does not know", () => {
    expect(say('HolidayAdded', { holidayId: 'x', date: '2026-12-25', name: 'Christmas', by: { name: 'Asha Admin' } })).toBe('Asha Admin added the holiday Christmas on December 25, 2026');
    expect(say('LeavePolicyPublished', { version: 2, effectiveFrom: '2027-01-01', publishedBy: { _id: 'a', name: 'Asha Admin' }, reason: 'CL 8 a year' })).toBe(
      'Asha Admin published leave policy version 2, in force from January 1, 2027: “CL 8 a year”',
    );
    expect(say('SomethingNew', {})).toBe('SomethingNew');
  });
});
