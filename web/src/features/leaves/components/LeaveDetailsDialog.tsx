// The details of one application and its history, in a dialog. What is listed depends on who looks:
// reviewers see the applicant, the applicant sees when they applied and who decided.
import { LEAVE_TYPE_INFO, type LeaveDto } from '@leave/domain';
import type { ReactNode } from 'react';
import { LeaveTypeBadge, StatusBadge } from '@/components/ui/badge/Badge';
import { Dialog } from '@/components/ui/dialog/Dialog';
import { formatDate, formatDay } from '@/lib/dates';
import { LeaveHistory } from './LeaveHistory';

export type LeaveDetailsView = 'admin' | 'hod' | 'own';

function dayCount(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

export function roleLabel(role: string | null | undefined): string {
  return (role ?? 'employee').toUpperCase();
}

export function LeaveDetails({ leave, view }: { leave: LeaveDto; view: LeaveDetailsView }) {
  const info = LEAVE_TYPE_INFO[leave.leaveType];
  const rows: [string, ReactNode][] = [];
  if (view !== 'own') {
    rows.push(['Employee Name', leave.employee.name]);
    rows.push(['Employee ID', leave.employee.employeeId ?? 'N/A']);
    rows.push(['Role', roleLabel(leave.employee.role)]);
    if (view === 'admin') rows.push(['Department', leave.department]);
  }
  rows.push([
    'Leave Type',
    <>
      <LeaveTypeBadge leaveType={leave.leaveType} /> {info?.name}
    </>,
  ]);
  if (view === 'own') rows.push(['Status', <StatusBadge status={leave.status} />]);
  rows.push(['Start Date', formatDate(leave.fromDate)]);
  rows.push(['End Date', formatDate(leave.toDate)]);
  rows.push(['Duration', dayCount(leave.numberOfDays)]);
  if (view !== 'own') rows.push(['Status', <StatusBadge status={leave.status} />]);
  if (view === 'own') rows.push(['Applied On', formatDay(leave.appliedAt || leave.createdAt)]);
  rows.push(['Reason', leave.reason]);
  if (leave.status === 'rejected') rows.push(['Rejection Reason', leave.rejectionReason || 'No reason given']);
  if (view === 'own' && leave.hodApprovedBy && leave.status !== 'rejected') rows.push(['HOD Approved By', leave.hodApprovedBy.name]);
  if (view === 'own' && leave.approvedBy) rows.push(['Approved By', leave.approvedBy.name]);
  if (view === 'own' && leave.rejectedBy) rows.push(['Rejected By', leave.rejectedBy.name]);

  return (
    <dl className="details-list">
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface LeaveDetailsDialogProps {
  leave: LeaveDto | null;
  view: LeaveDetailsView;
  onClose: () => void;
  footer?: ReactNode;
  children?: ReactNode;
}

export function LeaveDetailsDialog({ leave, view, onClose, footer, children }: LeaveDetailsDialogProps) {
  return (
    <Dialog
      open={leave !== null}
      title="Leave Application Details"
      onClose={onClose}
      size="lg"
      footer={
        footer ?? (
          <button type="button" className="btn btn--secondary btn--md" onClick={onClose}>
            Close
          </button>
        )
      }
    >
      {leave && (
        <>
          <LeaveDetails leave={leave} view={view} />
          {children}
          <LeaveHistory leaveId={leave._id} />
        </>
      )}
    </Dialog>
  );
}
