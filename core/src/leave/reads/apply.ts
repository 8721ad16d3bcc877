// POST /leaves and POST /comp-off: what applying and claiming decide on, read in one round trip under the
// applicant's lock (reads-function.ts).

import { type CalendarDate } from '@leave/domain';
import { storedEventsSchema, streamEventsSql } from '../../event-store';
import { balanceRowSql, balanceSchema, claimedDaysSchema, claimedDaysSql, holidayDatesSchema, holidayDatesSql, ownApplicationsSchema, ownApplicationsSql } from '../../projections';
import { policyHistoryOf } from '../../policy';
import { contextFactOf } from './context';
import { readsFunction } from './reads-function';

const stream = { sql: streamEventsSql('v_stream_id'), schema: storedEventsSchema };
const policy = { sql: streamEventsSql('v_policy_stream_id'), schema: storedEventsSchema.transform(policyHistoryOf) };

/** Applying: the applicant's balance, their leave open or holding its dates, the holidays of the range, the policy's history, the stream. */
const applyScope = { personId: 'v_person_id', leaveId: 'v_leave_id', department: 'v_department', from: 'v_from', to: 'v_to' };

export const applyReads = readsFunction<{ personId: string; department: string; from: CalendarDate | null; to: CalendarDate | null; leaveId: string; streamId: string; policyStreamId: string }>()({
  name: 'leave_apply_reads',
  inputs: { personId: 'text', department: 'text', from: 'date', to: 'date', leaveId: 'text', streamId: 'text', policyStreamId: 'text' },
  lockOf: 'v_person_id',
  facts: {
    balance: { sql: balanceRowSql('v_person_id'), schema: balanceSchema },
    own: { sql: ownApplicationsSql('v_person_id'), schema: ownApplicationsSchema },
    holidays: { sql: holidayDatesSql('v_from', 'v_to'), schema: holidayDatesSchema },
    policy,
    stream,
    context: contextFactOf('apply', applyScope),
  },
  scope: { leaveId: 'v_leave_id', personId: 'v_person_id', applies: true, ledger: 'false' },
});

/** Claiming a day worked: the days already claimed, whether that day was a holiday, the policy's history, the stream. */
export const claimReads = readsFunction<{ personId: string; workedOn: CalendarDate; leaveId: string; streamId: string; policyStreamId: string }>()({
  name: 'leave_claim_reads',
  inputs: { personId: 'text', workedOn: 'date', leaveId: 'text', streamId: 'text', policyStreamId: 'text' },
  lockOf: 'v_person_id',
  facts: {
    claimed: { sql: claimedDaysSql('v_person_id'), schema: claimedDaysSchema },
    holidays: { sql: holidayDatesSql('v_worked_on', 'v_worked_on'), schema: holidayDatesSchema },
    policy,
    stream,
  },
  scope: { leaveId: 'v_leave_id', personId: 'v_person_id', applies: true, ledger: 'false' },
});
