// A decision on an existing application (the HOD's, the admin's, a withdrawal, an attachment, a cancellation
// and its decision, the system closing a deleted person's): the application's head read first, then under
// its applicant's lock the applicant as they are now, their balance, a stand-in's mandate for the department
// and their namings for offices' holders (when one decides), the stream and, when the decision may touch it, the applicant's ledger.

import { z } from 'zod';
import { storedEventsSchema, streamEventsSql } from '../../event-store';
import { applicationHeadSql, balanceRowSql, balanceSchema } from '../../projections';
import { mandateRowsSchema, mandateRowsSql, officeMandateRowsSchema, officeMandateRowsSql } from '../../stand-ins';
import { applicantStandingSchema, applicantStandingSql } from '../../users/accounts';
import { contextFactOf } from './context';
import { readsFunction } from './reads-function';

const application = { sql: `json_build_object('applicantId', v_applicant_id, 'leaveType', v_leave_type, 'department', v_department)`, schema: z.object({ applicantId: z.string(), leaveType: z.string(), department: z.string() }) };

export const decisionReads = readsFunction<{ leaveId: string; streamId: string; standInId: string | null; ledgerStreamPrefix: string | null }>()({
  name: 'leave_decision_reads',
  inputs: { leaveId: 'text', streamId: 'text', standInId: 'text', ledgerStreamPrefix: 'text' },
  declare: `v_applicant_id text;
      v_leave_type text;
      v_department text;
      v_from date;
      v_to date;`,
  before: `${applicationHeadSql('v_leave_id', { applicantId: 'v_applicant_id', leaveType: 'v_leave_type', department: 'v_department', from: 'v_from', to: 'v_to' })};
      if not found then
        return null;
      end if;`,
  lockOf: 'v_applicant_id',
  facts: {
    application,
    applicant: { sql: applicantStandingSql('v_applicant_id'), schema: applicantStandingSchema },
    balance: { sql: balanceRowSql('v_applicant_id'), schema: balanceSchema },
    mandates: { sql: `case when v_stand_in_id is null then null else ${mandateRowsSql('v_stand_in_id', 'v_department')} end`, schema: mandateRowsSchema.nullable() },
    // Issue 43: the namings the decider holds for offices' holders (decision 0360).
    officeMandates: { sql: `case when v_stand_in_id is null then null else ${officeMandateRowsSql('v_stand_in_id')} end`, schema: officeMandateRowsSchema.nullable() },
    stream: { sql: streamEventsSql('v_stream_id'), schema: storedEventsSchema },
    ledger: { sql: `case when v_ledger_stream_prefix is null then null else ${streamEventsSql('v_ledger_stream_prefix || v_applicant_id')} end`, schema: storedEventsSchema.nullable() },
    context: contextFactOf('decision', { personId: 'v_applicant_id', leaveId: 'v_leave_id', department: 'v_department', from: 'v_from', to: 'v_to' }),
  },
  scope: { leaveId: 'v_leave_id', personId: 'v_applicant_id', applies: false, ledger: 'v_ledger_stream_prefix is not null' },
});
