// leave:created and leave:updated: each event of an application's stream, with the application as the read
// model holds it, to its applicant, their department's HODs, the admins and the people named on its route's
// steps (issue 43: an office holder's approvals screen follows what waits for them, and sees it leave), and
// the stand-ins in force today of the holders of the office step the event concerns (decision 0400: their
// Approvals follows it as the holder's does). An application this node's own commit wrote goes as written
// (own-commits.ts); the others of the run are read in one statement, the namings in another.

import { officeHoldersConcerned, routeApproverIds, SOCKET_ROOMS, toLeaveDto, type CalendarDate, type LeaveApplication } from '@leave/domain';
import type { Db } from '@leave/core/db';
import { officeStandInsOn } from '@leave/core/stand-ins';
import { leaveStream } from '@leave/core/event-store';
import { applicationsByIds } from '@leave/core/projections';
import { actorDto } from '../../leaves/queries';
import type { OwnCommits } from '../own-commits';
import type { MessageBuilder } from './types';

/** The `step` an event of a routed application records (a decision's, an escalation's), if any. */
function stepOf(data: unknown): number | undefined {
  const step = (data as { step?: unknown } | null)?.step;
  return typeof step === 'number' ? step : undefined;
}

export function leaveMessages(db: Db, own: OwnCommits, today: () => CalendarDate): MessageBuilder {
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
    // The stand-ins of every holder an event of the run may concern (read once; each event picks its own).
    const holders = events.flatMap((event) => {
      const leaveId = leaveStream.ownerOf(event.streamId);
      const application = leaveId === null ? undefined : leaves.get(leaveId);
      return application ? officeHoldersConcerned(application, stepOf(event.data)).map((concerned) => concerned.holderId) : [];
    });
    const namings = await officeStandInsOn(db, holders, today());
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
      const standIns = officeHoldersConcerned(application, stepOf(event.data)).flatMap(({ holderId, offices }) =>
        namings.filter((naming) => naming.holderId === holderId && offices.includes(naming.office) && naming.standInId !== application.applicant.id).map((naming) => naming.standInId),
      );
      const people = [...new Set([...approvers, ...standIns])];
      const rooms = [SOCKET_ROOMS.user(application.applicant.id), SOCKET_ROOMS.hod(application.department), SOCKET_ROOMS.admin, ...people.map((id) => SOCKET_ROOMS.user(id))];
      return [{ rooms, event: event.type === 'LeaveApplied' ? 'leave:created' : 'leave:updated', payload }];
    };
  };
}
