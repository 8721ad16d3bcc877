// Table columns shared by the application lists of the three portals.
import type { LeaveDto } from '@leave/domain';
import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import type { Column } from '@/components/ui/data-table/DataTable';
import { LeaveTypeBadge, StatusBadge } from '@/components/ui/badge/Badge';
import { formatDate, formatDay, formatDayCount } from '@/lib/dates';
import { coverageText } from '../coverage';
import { departmentAwayText } from '../department-away';
import { roleLabel } from '../role-label';

export const employeeColumn: Column<LeaveDto> = {
  id: 'employee',
  // Each header is read when a table draws it, in the language shown then.
  get header() {
    return t`Employee`;
  },
  cell: (leave) => (
    <>
      <strong>{leave.employee.name}</strong>
      <br />
      <span className="muted">
        {leave.employee.employeeId ?? t`N/A`} · {roleLabel(leave.employee.role)}
      </span>
    </>
  ),
};

const leaveTypeColumn: Column<LeaveDto> = {
  id: 'leaveType',
  get header() {
    return t`Leave Type`;
  },
  cell: (leave) =>
    leave.kind === 'compOff' ? (
      <>
        <LeaveTypeBadge leaveType={leave.leaveType} />
        <br />
        <span className="muted">{t`Claim for a day worked`}</span>
      </>
    ) : (
      <LeaveTypeBadge leaveType={leave.leaveType} />
    ),
};

/** 'morning' or 'afternoon' for a one-day application of half a day, else null. */
function oneDayHalf(leave: LeaveDto): 'morning' | 'afternoon' | null {
  if (leave.fromDate !== leave.toDate) return null;
  if (leave.toHalf === 'first') return 'morning';
  return leave.fromHalf === 'second' ? 'afternoon' : null;
}

/** '(morning)' or '(afternoon)' in the language shown. */
function halfText(half: 'morning' | 'afternoon'): string {
  return half === 'morning' ? t`(morning)` : t`(afternoon)`;
}

const durationColumn: Column<LeaveDto> = {
  id: 'duration',
  get header() {
    return t`Duration`;
  },
  cell: (leave) => {
    const half = oneDayHalf(leave);
    // Approvers also see how many of the department would be away with it (issue 46).
    const away = departmentAwayText(leave);
    // And, with class adjustment, how many of its periods are covered (issue 45).
    const covered = coverageText(leave);
    return (
      <>
        {half ? (
          <>
            <span className="nowrap">{formatDate(leave.fromDate)}</span> <span className="nowrap">{halfText(half)}</span>
          </>
        ) : (
          <>
            <span className="nowrap">{formatDate(leave.fromDate)}</span>
            {leave.fromHalf === 'second' && <span className="nowrap"> {halfText('afternoon')}</span>} - <span className="nowrap">{formatDate(leave.toDate)}</span>
            {leave.toHalf === 'first' && <span className="nowrap"> {halfText('morning')}</span>}
          </>
        )}
        <br />
        <span className="muted">{formatDayCount(leave.numberOfDays)}</span>
        {away !== null && (
          <>
            <br />
            <span className="department-away">{away}</span>
          </>
        )}
        {covered !== null && (
          <>
            <br />
            <span className={`leave-coverage${leave.coverage && leave.coverage.covered < leave.coverage.total ? ' leave-coverage--short' : ''}`}>{covered}</span>
          </>
        )}
      </>
    );
  },
};

const reasonColumn: Column<LeaveDto> = {
  id: 'reason',
  get header() {
    return t`Reason`;
  },
  cell: (leave) => (
    <span className="truncate" title={leave.reason}>
      {leave.reason}
    </span>
  ),
};

const statusColumn: Column<LeaveDto> = {
  id: 'status',
  get header() {
    return t`Status`;
  },
  cell: (leave) => <StatusBadge status={leave.status} />,
};

const appliedOnColumn: Column<LeaveDto> = {
  id: 'appliedOn',
  get header() {
    return t`Applied On`;
  },
  cell: (leave) => formatDay(leave.appliedAt || leave.createdAt),
};

/** What every application list shows, in this order; reviewers' lists put the employee first. */
export const LEAVE_COLUMNS: Column<LeaveDto>[] = [leaveTypeColumn, durationColumn, reasonColumn, statusColumn, appliedOnColumn];

export function actionsColumn(cell: (leave: LeaveDto) => ReactNode): Column<LeaveDto> {
  return { id: 'actions', header: t`Actions`, cell };
}
