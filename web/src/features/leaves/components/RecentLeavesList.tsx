// A short list of applications for the dashboards (the five most recent).
import type { LeaveDto } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { EmptyState } from '@/components/ui/empty-state/EmptyState';
import { LeaveTypeBadge, StatusBadge } from '@/components/ui/badge/Badge';
import { formatDay, formatLeaveDay, formatDayCount } from '@/lib/dates';
import './leaves.css';

export interface RecentLeavesListProps {
  leaves: readonly LeaveDto[];
  showEmployee?: boolean;
  showDepartment?: boolean;
  emptyMessage: string;
}

export function RecentLeavesList({ leaves, showEmployee = false, showDepartment = false, emptyMessage }: RecentLeavesListProps) {
  if (leaves.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <ul className="plain-list recent-leaves">
      {leaves.map((leave) => {
        const appliedOn = formatDay(leave.appliedAt || leave.createdAt);
        return (
          <li key={leave._id} className="recent-leaves__item">
            <div>
              {showEmployee && <p className="recent-leaves__who">{leave.employee.name}</p>}
              {showDepartment && <p className="recent-leaves__meta">{leave.department}</p>}
              <p className="recent-leaves__meta">
                <LeaveTypeBadge leaveType={leave.leaveType} /> {formatLeaveDay(leave, 'from')} - {formatLeaveDay(leave, 'to')} ({formatDayCount(leave.numberOfDays)})
              </p>
              <p className="recent-leaves__meta muted">{t`Applied on ${appliedOn}`}</p>
            </div>
            <StatusBadge status={leave.status} />
          </li>
        );
      })}
    </ul>
  );
}
