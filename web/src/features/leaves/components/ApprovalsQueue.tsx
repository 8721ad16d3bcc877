// An office holder's approvals (issue 43): one page at a time of what waits for the signed-in person's
// decision (GET /leaves?awaiting=me: their offices' steps, a stand-in's, a HOD's and an admin's), fetched
// again whenever an application changes; each row says which step waits, and the details dialog shows the
// whole route as steps. Approve and Reject (a reason required) decide the waiting step through POST
// /leaves/:id/decisions; the server's refusal (403 naming the step that waits, 409 naming who decided
// first) shows above the list or in the dialog; a HOD step's approval refused for classes not covered (issue
// 45: 409 naming `uncoveredReason`) asks why in 'Classes not covered', as the HOD's queue does, and approves
// again with the reason. `?leave=<id>` (the notifications' link) opens that
// application's details.
import type { LeaveDto } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge/Badge';
import { Button } from '@/components/ui/button/Button';
import { DataTable, type Column } from '@/components/ui/data-table/DataTable';
import { FormField } from '@/components/ui/form-field/FormField';
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { Spinner } from '@/components/ui/spinner/Spinner';
import { UncoveredClassesDialog } from '@/components/uncovered-classes/UncoveredClassesDialog';
import { useUncoveredReason } from '@/components/uncovered-classes/use-uncovered-reason';
import { firstValidationMessage, serverMessage } from '@/lib/api-error';
import { useUrlList } from '@/lib/use-url-list';
import { useDecideStepMutation, useGetAwaitingPageQuery, type StepDecision } from '../api/awaiting';
import { useLinkedLeave } from '../use-linked-leave';
import { actionsColumn, employeeColumn, LEAVE_COLUMNS } from './leave-columns';
import { LeaveDetailsDialog } from './LeaveDetailsDialog';
import { officeName } from './RouteSteps';

const NO_FILTERS = {};

const waitingForColumn: Column<LeaveDto> = {
  id: 'awaiting',
  get header() {
    return t`Waiting For`;
  },
  cell: (leave) => (leave.awaiting ? officeName(leave.awaiting) : '–'),
};

/**
 * The decision and, when the server refused it, its words in the language shown; an approval refused for
 * classes not covered asks for the reason instead (`uncovered`, for UncoveredClassesDialog).
 */
function useDecide() {
  const [decideStep, { isLoading }] = useDecideStepMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const uncovered = useUncoveredReason();
  const decide = async (decision: StepDecision): Promise<boolean> => {
    setRefusal(null);
    const result = await decideStep(decision);
    if (result.error) {
      const { leave } = decision;
      if (decision.decision === 'approve' && uncovered.refused(result.error, leave, (uncoveredReason) => decide({ leave, decision: 'approve', uncoveredReason }))) return false;
      setRefusal(firstValidationMessage(result.error) ?? serverMessage(result.error) ?? t`The decision could not be saved. Please try again.`);
      return false;
    }
    uncovered.done();
    return true;
  };
  return { decide, deciding: isLoading, refusal, clearRefusal: () => setRefusal(null), uncovered };
}

export interface ApprovalDialogProps {
  leave: LeaveDto | null;
  onClose: () => void;
  focusReason?: boolean;
}

/** The details of one application with the waiting step's decision: Approve, or Reject with its reason. */
export function ApprovalDialog({ leave, onClose, focusReason = false }: ApprovalDialogProps) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [shown, setShown] = useState(leave?._id);
  const { decide, deciding, refusal, clearRefusal, uncovered } = useDecide();
  if (shown !== leave?._id) {
    setShown(leave?._id);
    setReason('');
    setReasonError(undefined);
    clearRefusal();
  }
  const waiting = leave?.awaiting ?? null;
  const close = () => {
    clearRefusal();
    onClose();
  };

  const onApprove = async () => {
    if (leave && (await decide({ leave, decision: 'approve' }))) close();
  };
  // Approved again with the reason for the classes not covered: the details close when it is.
  const approveUncovered = async (given: string) => {
    const done = await uncovered.approveAnyway(given);
    if (done) close();
    return done;
  };
  const onReject = async () => {
    if (!leave) return;
    if (reason.trim() === '') {
      setReasonError(t`Please provide a reason for rejection`);
      return;
    }
    setReasonError(undefined);
    if (await decide({ leave, decision: 'reject', reason: reason.trim() })) close();
  };

  const footer = (
    <>
      {waiting && (
        <>
          <Button variant="success" onClick={onApprove} disabled={deciding}>
            {t`Approve`}
          </Button>
          <Button variant="danger" onClick={onReject} disabled={deciding}>
            {t`Reject`}
          </Button>
        </>
      )}
      <Button variant="secondary" onClick={close}>
        {t`Close`}
      </Button>
    </>
  );

  return (
    <LeaveDetailsDialog leave={leave} view="admin" onClose={close} footer={footer}>
      <UncoveredClassesDialog asking={uncovered.asking} busy={deciding} onApprove={approveUncovered} onCancel={uncovered.cancel} />
      {refusal && (
        <p className="approvals__error" role="alert">
          {refusal}
        </p>
      )}
      {waiting ? (
        <div className="rejection-box">
          <FormField label={t`Rejection Reason`} hint={t`Required to reject the application.`} error={reasonError}>
            {(control) => (
              <textarea
                {...control}
                name="rejectionReason"
                rows={3}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                placeholder={t`Explain why the application is rejected`}
                data-autofocus={focusReason ? true : undefined}
              />
            )}
          </FormField>
        </div>
      ) : (
        leave && <p className="muted">{t`No step of this application waits for a decision.`}</p>
      )}
    </LeaveDetailsDialog>
  );
}

export function ApprovalsQueue() {
  const list = useUrlList(NO_FILTERS);
  const { data, isLoading } = useGetAwaitingPageQuery({ limit: list.limit, offset: list.offset });
  const [selected, setSelected] = useState<{ id: string; focusReason: boolean } | null>(null);
  const { decide, deciding, refusal, uncovered } = useDecide();
  const linked = useLinkedLeave();
  const leaves = data?.leaves ?? [];
  // The dialog shows the application as the cache holds it now, live updates included.
  const selectedLeave = selected ? (leaves.find((leave) => leave._id === selected.id) ?? null) : linked.leave;
  const total = data?.total ?? 0;

  // The step that waits says more than the status: it comes beside the applicant, in place of the status.
  const columns = [
    employeeColumn,
    waitingForColumn,
    ...LEAVE_COLUMNS.filter((column) => column.id !== 'status'),
    actionsColumn((leave: LeaveDto) => {
      const applicant = leave.employee.name;
      return (
        <div className="row-actions">
          <Button size="sm" variant="secondary" onClick={() => setSelected({ id: leave._id, focusReason: false })} aria-label={t`View application of ${applicant}`}>
            {t`View`}
          </Button>
          <Button size="sm" variant="success" disabled={deciding} onClick={() => void decide({ leave, decision: 'approve' })} aria-label={t`Approve application of ${applicant}`}>
            {t`Approve`}
          </Button>
          <Button size="sm" variant="danger" onClick={() => setSelected({ id: leave._id, focusReason: true })} aria-label={t`Reject application of ${applicant}`}>
            {t`Reject`}
          </Button>
        </div>
      );
    }),
  ];

  return (
    <>
      <PageHeader title={t`Approvals`} subtitle={t`Applications waiting for your decision`} actions={<Badge tone="warning">{t`${total} waiting`}</Badge>} />
      {refusal && (
        <p className="approvals__error" role="alert">
          {refusal}
        </p>
      )}
      {isLoading ? (
        <Spinner label={t`Loading applications...`} />
      ) : (
        <DataTable
          caption={t`Applications waiting for your decision`}
          columns={columns}
          rows={leaves}
          rowKey={(leave) => leave._id}
          emptyMessage={t`Nothing waits for your decision.`}
          server={{ total, page: list.page, onPageChange: list.setPage }}
        />
      )}
      <UncoveredClassesDialog asking={uncovered.asking} busy={deciding} onApprove={uncovered.approveAnyway} onCancel={uncovered.cancel} />
      <ApprovalDialog leave={selectedLeave} focusReason={selected?.focusReason ?? false} onClose={() => (selected ? setSelected(null) : linked.close())} />
    </>
  );
}
