// leave:created and leave:updated: each event of an application's stream, with the application as the read
// model holds it, to its applicant, their department's HODs, the admins and the people named on its route's
// steps (issue 43: an office holder's approvals screen follows what waits for them, and sees it leave). An application this node's own
// commit wrote goes as written (own-commits.ts); the others of the run are read in one statement.

import { routeApproverIds, SOCKET_ROOMS, toLeaveDto, type LeaveApplication } from '@leave/domain';
import type { Db } from '@leave/core/db';
import { leaveStream } from '@leave/core/event-store';
import { applicationsByIds } from '@leave/core/projections';
import { actorDto } from '../../leaves/queries';
import type { OwnCommits } from '../own-commits';
import type { MessageBuilder } from './types';

export function leaveMessages(db: Db, own: OwnCommits): MessageBuilder {
  return async ({ events }) => {
    // The last position of each application in the run: an own one at least as new goes without a read.
    const lastOfLeave = new Map<string, number>();
    for (const event of events) {
      const leaveId = leaveStream.ownerOf(event.streamId);
      if (leaveId !== null) lastOfLeave.set(leaveId, event.globalPosition);
    }
    const leaves = new Map<string, LeaveApplication>();
    for (const [leaveId, last] of lastOfLeave) {
      const application = own.application(leaveId, last);
      if (application) leaves.set(leaveId, application);
    }
    const toRead = [...lastOfLeave.keys()].filter((id) => !leaves.has(id));
    for (const application of await applicationsByIds(db, toRead)) leaves.set(application.leaveId, application);
    return (event) => {
      const leaveId = leaveStream.ownerOf(event.streamId);
      const application = leaveId === null ? undefined : leaves.get(leaveId);
      if (!application) return [];
      const payload = {
        leave: toLeaveDto(application),
        event: { type: event.type, actor: actorDto(event.metadata), occurredAt: event.occurredAt.toISOString() },
        position: event.globalPosition,
      };
      const approvers = routeApproverIds(application).filter((id) => id !== application.applicant.id);
      const rooms = [SOCKET_ROOMS.user(application.applicant.id), SOCKET_ROOMS.hod(application.department), SOCKET_ROOMS.admin, ...approvers.map((id) => SOCKET_ROOMS.user(id))];
      return [{ rooms, event: event.type === 'LeaveApplied' ? 'leave:created' : 'leave:updated', payload }];
    };
  };
}
