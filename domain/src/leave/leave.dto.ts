// How an application's state looks on the wire (docs/contract.md), for the read model and Socket.IO payloads.

import { spanHalves, toIsoDateTime } from '../dates';
import type { LeaveDto, PersonRefDto } from '../contracts/dto';
import type { LeaveApplication, PersonRef } from './leave.events';
import { routeDtoOf } from './leave.route';

function personRefDto(person: PersonRef | null): PersonRefDto | null {
  return person === null ? null : { _id: person.id, name: person.name };
}

export function toLeaveDto(application: LeaveApplication): LeaveDto {
  const { applicant } = application;
  return {
    _id: application.leaveId,
    id: application.leaveId,
    employee: { _id: applicant.id, name: applicant.name, employeeId: applicant.employeeId, department: applicant.department, role: applicant.role },
    department: application.department,
    leaveType: application.leaveType,
    fromDate: toIsoDateTime(application.fromDate),
    toDate: toIsoDateTime(application.toDate),
    ...spanHalves(application),
    numberOfDays: application.numberOfDays,
    reason: application.reason,
    status: application.status,
    rejectionReason: application.rejectionReason,
    hodApprovedBy: personRefDto(application.hodApprovedBy),
    approvedBy: personRefDto(application.approvedBy),
    rejectedBy: personRefDto(application.rejectedBy),
    // Present only once a cancellation was asked for: the seed's client sees the shape it always saw.
    ...(application.cancellationReason === null
      ? {}
      : {
          cancellationReason: application.cancellationReason,
          cancellationDecidedBy: personRefDto(application.cancellationDecidedBy),
          cancellationDeclineReason: application.cancellationDeclineReason,
        }),
    createdAt: application.appliedAt,
    appliedAt: application.appliedAt,
    attachments: (application.attachments ?? []).map((file) => ({
      _id: file.attachmentId,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.size,
      sha256: file.sha256,
      uploadedAt: file.uploadedAt,
      uploadedBy: { _id: file.uploadedBy.id, name: file.uploadedBy.name },
    })),
    version: application.version,
    // Present only on a claim of compensatory leave: an application for leave keeps the shape it had.
    // Issue 46: present only when the application has them.
    ...(application.warnings && application.warnings.length > 0 ? { warnings: application.warnings } : {}),
    ...(application.recordedBy ? { recordedBy: { _id: application.recordedBy.id, name: application.recordedBy.name } } : {}),
    ...(application.overrideReason ? { overrideReason: application.overrideReason } : {}),
    ...(application.uncoveredReason ? { uncoveredReason: application.uncoveredReason } : {}),
    ...(application.countedDays && application.countedDays.length > 0 ? { countedDays: application.countedDays } : {}),
    ...(application.kind === 'compOff' ? { kind: 'compOff' as const, ...(application.creditExpiresOn ? { creditExpiresOn: toIsoDateTime(application.creditExpiresOn) } : {}) } : {}),
    // Present only on an application with a recorded route (issue 43).
    ...routeDtoOf(application),
  };
}
