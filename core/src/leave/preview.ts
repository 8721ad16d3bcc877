// POST /leaves/preview (issue 43): an application not yet made, judged by the same domain functions as
// applying (previewApplication shares decide's checks) on the same facts (the apply reads, the policy in
// force on its first day), with the holders of the route's offices. It reads in a transaction of its own
// and appends nothing.

import { previewApplication, toLeavePreviewDto, type Account, type LeavePreviewDto, type PreviewLeaveBody } from '@leave/domain';
import { randomUUID } from 'node:crypto';
import { COLLEGE_POLICY, leaveStream, policyStream } from '../event-store';
import { officeHoldersFor } from '../offices';
import { applyCommand, type Moment } from './commands';
import { applyReads } from './reads/apply';
import type { LeaveServices } from './requests';

export async function previewLeave(deps: LeaveServices, applicant: Account, body: PreviewLeaveBody): Promise<LeavePreviewDto> {
  const moment: Moment = { today: deps.clock.today(), now: deps.clock.now().toISOString() };
  const leaveId = randomUUID();
  return deps.eventStore.transaction(async (tx) => {
    const ranged = body.toDate >= body.fromDate;
    const department = applicant.department ?? '';
    const facts = await applyReads.read(tx, {
      personId: applicant.id,
      department,
      from: ranged ? body.fromDate : null,
      to: ranged ? body.toDate : null,
      leaveId,
      streamId: leaveStream.id(leaveId),
      policyStreamId: policyStream.id(COLLEGE_POLICY),
    });
    const officeHolders = await officeHoldersFor(tx.trx, department);
    const { data } = applyCommand({ kind: 'apply', applicant, leaveId, body: { ...body, reason: '' } }, facts!, moment) as Extract<ReturnType<typeof applyCommand>, { type: 'ApplyLeave' }>;
    const { leaveId: _leaveId, reason: _reason, now: _now, attachments: _attachments, ...draft } = data;
    return toLeavePreviewDto(previewApplication({ ...draft, officeHolders }));
  });
}
