// The leave_applications projection: each event of a `leave-<id>` stream folded by domain's `evolve` into
// the application's row. Before a command's append it prefetches that row (or its absence) with the
// command's own reads.

import { z } from 'zod';
import { evolve, initialLeaveState, type LeaveState } from '@leave/domain';
import { leaveStream, streamProjection } from '../../event-store/streams';
import { applicationRowSchema, applicationToRow, ApplicationRows } from './rows';

export const leaveApplicationsProjection = streamProjection('leave_applications', leaveStream, {
  prefetch: {
    sql: (scope) => `json_build_object('id', ${scope.leaveId}, 'row', (select row_to_json(a) from leave_applications a where a.id = ${scope.leaveId}))`,
    schema: z.object({ id: z.string(), row: applicationRowSchema.nullable() }),
  },
  async load(trx, ids, _events, known): Promise<ApplicationRows> {
    const rows = new ApplicationRows();
    if (known) rows.seed(known.row ? [known.row] : [], [known.id]);
    await rows.load(trx, ids);
    return rows;
  },
  apply(rows, id, event, stored) {
    const row = rows.get(id);
    // Idempotent: the row's version is the last event of its stream applied; an event met again changes nothing.
    if (row && row.version >= stored.version) return;
    const state: LeaveState = rows.application(id) ?? initialLeaveState;
    const next = evolve(state, event);
    if (next.status === 'none') return;
    rows.set(applicationToRow(next, row?.applied_position ?? stored.globalPosition));
  },
  statements: (rows) => rows.statements(),
  // The live feed of the appending node sends these rows instead of reading them again (api's publisher).
  written: (rows) => [{ table: 'leave_applications', rows: rows.written() }],
});
