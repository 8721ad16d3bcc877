// Medical certificates (issue 21), given / when / then: the policy says from how many days a type needs
// one; an application that needs one comes with its file, recorded as AttachmentAdded in the same
// decision; the applicant attaches more while the application is open, three at most; names are cleaned.

import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../../test/decider-specification';
import { applied, applyCommand, cseHod, employee, employeeActor, LATER, NOW } from '../../test/fixtures';
import { DEFAULT_POLICY } from '../policy/policy.schema';
import { POLICY_APPLY_MESSAGES } from '../policy/policy.apply';
import { decide } from './leave.decider';
import { type AddAttachment, type LeaveCommand } from './leave.commands';
import { evolve, foldLeave, initialLeaveState, type LeaveEvent, type LeaveState } from './leave.events';
import { ATTACHMENT_MESSAGES, checkChosenFiles, cleanFileName, type AttachmentFacts } from './leave.attachments';
import { auditEventLabel, auditEventText } from '../contracts/audit';
import { certificateRequirement } from '../policy/policy.apply';

const spec = deciderSpecification<LeaveCommand, LeaveEvent, LeaveState>({ decide, evolve, initialState: initialLeaveState });

const file = (n = 1): AttachmentFacts => ({ attachmentId: `a-${n}`, fileName: `scan${n}.pdf`, contentType: 'application/pdf', size: 1000 + n, sha256: `${n}`.repeat(64) });
const added = (n = 1, at = NOW): LeaveEvent => ({ type: 'AttachmentAdded', data: { ...file(n), uploadedBy: employeeActor, at } });
const attach = (n = 1, actor = employeeActor): AddAttachment => ({ type: 'AddAttachment', data: { actor, attachment: file(n), now: LATER } });
// HPL, Monday 9 to Wednesday 11 March: 3 working days.
const hpl = (extra: Partial<Parameters<typeof applyCommand>[0]> = {}) => applyCommand({ leaveType: 'hpl', policy: DEFAULT_POLICY, ...extra });

describe('a medical certificate for HPL of 3 days or more (the default policy)', () => {
  it('refuses the application without a file, naming the type and the days', () => {
    spec.given([]).when(hpl()).thenThrows('VALIDATION', 'A medical certificate is required for HPL of 3 days or more');
    expect(POLICY_APPLY_MESSAGES.certificateRequired('exam', 1)).toBe('A medical certificate is required for EXAM of 1 day or more');
  });

  it('takes it with a file: the application and the file are recorded in one decision', () => {
    spec
      .given([])
      .when(hpl({ attachments: [file(1)] }))
      .then([applied(employee, { leaveType: 'hpl' }), added(1)]);
  });

  it('takes 2 days of HPL, or 3 of CL, without one', () => {
    spec.given([]).when(hpl({ toDate: '2026-03-10' })).then([applied(employee, { leaveType: 'hpl', toDate: '2026-03-10', numberOfDays: 2 })]);
    spec.given([]).when(applyCommand({ policy: DEFAULT_POLICY })).then([applied()]);
  });
});

describe('attaching a file later', () => {
  it('the applicant attaches to an open application; the status stays and the version moves on', () => {
    spec.given([applied()]).when(attach(2)).then([added(2, LATER)]);
    const state = foldLeave([applied(), { type: 'LeaveHodApproved', data: { by: cseHod, at: LATER } }, added(2, LATER)]);
    expect(state).toMatchObject({ status: 'hodApproved', version: 3, attachments: [{ ...file(2), uploadedAt: LATER, uploadedBy: { id: employee.id, name: employee.name } }] });
  });

  it('nobody else attaches (403); nothing is attached to a decided application (409); three at most (413)', () => {
    spec.given([applied()]).when(attach(2, cseHod)).thenThrows('FORBIDDEN', ATTACHMENT_MESSAGES.attachForbidden);
    spec.given([applied(), { type: 'LeaveRejected', data: { by: cseHod, reason: 'Exams', at: LATER } }]).when(attach(2)).thenThrows('CONFLICT', ATTACHMENT_MESSAGES.notOpen);
    spec.given([applied(), added(1), added(2), added(3)]).when(attach(4)).thenThrows('TOO_LARGE', ATTACHMENT_MESSAGES.tooMany);
  });
});

describe('cleanFileName', () => {
  it('keeps the last part of a path, drops control and reserved characters, and ends in the real type', () => {
    expect(cleanFileName('../../etc/pass\u0007wd.pdf', 'application/pdf')).toBe('passwd.pdf');
    expect(cleanFileName('C:\\scans\\x-ray "left".PNG', 'image/png')).toBe('x-ray left.png');
    expect(cleanFileName('report.exe', 'application/pdf')).toBe('report.exe.pdf');
    expect(cleanFileName('photo.jpeg', 'image/jpeg')).toBe('photo.jpeg');
    expect(cleanFileName('\u202egnp.pdf', 'application/pdf')).toBe('gnp.pdf');
    expect(cleanFileName('...', 'image/jpeg')).toBe('attachment.jpg');
    expect(cleanFileName(`${'a'.repeat(300)}.pdf`, 'application/pdf')).toHaveLength(120);
  });
});

describe('what the screens say', () => {
  it('the audit trail says who attached what: the label, and "attached <file>"', () => {
    expect(auditEventLabel('AttachmentAdded')).toBe('File attached');
    expect(auditEventText('AttachmentAdded', added(1).data)).toBe('attached scan1.pdf');
    expect(auditEventText('LeaveApplied', {})).toBeNull();
  });

  it('the forms read the certificate rule and the limits from here', () => {
    expect(certificateRequirement(DEFAULT_POLICY, 'hpl', 3)).toBe('A medical certificate is required for HPL of 3 days or more');
    expect(certificateRequirement(DEFAULT_POLICY, 'hpl', 2)).toBeNull();
    expect(certificateRequirement(DEFAULT_POLICY, 'cl', 10)).toBeNull();
    expect(checkChosenFiles([{ size: 10 }, { size: 10 }, { size: 10 }, { size: 10 }])).toBe(ATTACHMENT_MESSAGES.tooMany);
    expect(checkChosenFiles([{ size: 10 }], 3)).toBe(ATTACHMENT_MESSAGES.tooMany);
    expect(checkChosenFiles([{ size: 5 * 1024 * 1024 + 1 }])).toBe(ATTACHMENT_MESSAGES.tooLarge);
    expect(checkChosenFiles([{ size: 5 * 1024 * 1024 }])).toBeNull();
  });
});
