// arrangement:changed (issue 45): each event of an application's arrangements, with the arrangement as the
// read model holds it, to the absent teacher, the substitute and the department's HODs (the HOD's queue
// shows '3 of 4 periods covered' and refetches it). The arrangements of the run are read in one statement.

import { SOCKET_ROOMS, type ArrangementDto } from '@leave/domain';
import type { Db } from '@leave/core/db';
import { arrangementsStream } from '@leave/core/event-store';
import { arrangementsOfLeaves } from '@leave/core/arrangements';
import { actorDto } from '../../leaves/queries';
import type { MessageBuilder } from './types';

export function arrangementMessages(db: Db): MessageBuilder {
  return async ({ events }) => {
    const leaveIds = new Set<string>();
    for (const event of events) {
      const leaveId = arrangementsStream.ownerOf(event.streamId);
      if (leaveId !== null) leaveIds.add(leaveId);
    }
    const byId = new Map<string, ArrangementDto>((await arrangementsOfLeaves(db, [...leaveIds])).map((arrangement) => [arrangement._id, arrangement]));
    return (event) => {
      if (arrangementsStream.ownerOf(event.streamId) === null) return [];
      const data = event.data as { _id?: string; id?: string };
      const arrangement = byId.get(data._id ?? data.id ?? '');
      if (!arrangement) return [];
      const rooms = [SOCKET_ROOMS.user(arrangement.absent._id), SOCKET_ROOMS.hod(arrangement.department), ...(arrangement.substitute ? [SOCKET_ROOMS.user(arrangement.substitute._id)] : [])];
      const payload = { arrangement, event: { type: event.type, actor: actorDto(event.metadata), occurredAt: event.occurredAt.toISOString() }, position: event.globalPosition };
      return [{ rooms, event: 'arrangement:changed' as const, payload }];
    };
  };
}
