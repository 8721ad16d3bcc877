// Admin dashboard: the four figures, the recent applications and the pending count per department.
import { LEAVE_TYPE_INFO } from '@leave/domain';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card/Card';
import { EmptyState } from '@/components/ui/empty-state/EmptyState';
import { StatCard, StatGrid } from '@/components/ui/stat-card/StatCard';
import { StatusBadge } from '@/components/ui/badge/Badge';
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { paths } from '@/config/paths';
import { isAdminStats, useGetDashboardStatsQuery } from '@/features/dashboard/api/get-dashboard-stats';
import { formatDay } from '@/lib/dates';
import { Icon } from '@/components/ui/icon/Icon';

export function AdminDashboardPage() {
  const { data } = useGetDashboardStatsQuery();
  const stats = isAdminStats(data) ? data : undefined;
  const recent = stats?.recentLeaves ?? [];
  const byDepartment = stats?.departmentLeaves ?? [];

  return (
    <>
      <PageHeader title="Admin Dashboard" subtitle="An overview of staff and leave across the college" />
      <StatGrid>
        <StatCard label="Total Employees" value={stats?.totalEmployees ?? '–'} icon={<Icon name="users" />} tone="blue" />
        <StatCard label="Total HODs" value={stats?.totalHODs ?? '–'} icon={<Icon name="star" />} tone="purple" />
        <StatCard label="Pending Applications" value={stats?.pendingLeaves ?? '–'} icon={<Icon name="clock" />} tone="amber" />
        <StatCard label="Approved Applications" value={stats?.approvedLeaves ?? '–'} icon={<Icon name="check" />} tone="green" />
      </StatGrid>
      <div className="grid-2">
        <Card title="Recent Leave Applications" actions={<Link to={paths.admin.applications}>View all applications</Link>}>
          {recent.length === 0 ? (
            <EmptyState message="No leave applications yet." />
          ) : (
            <ul className="plain-list recent-leaves">
              {recent.map((leave) => (
                <li key={leave._id} className="recent-leaves__item">
                  <div>
                    <p className="recent-leaves__who">{leave.employee.name}</p>
                    <p className="recent-leaves__meta">{leave.department}</p>
                    <p className="recent-leaves__meta">
                      {LEAVE_TYPE_INFO[leave.leaveType]?.code ?? leave.leaveType.toUpperCase()} · {leave.numberOfDays} {leave.numberOfDays === 1 ? 'day' : 'days'} · Applied on{' '}
                      {formatDay(leave.appliedAt || leave.createdAt)}
                    </p>
                  </div>
                  <StatusBadge status={leave.status} />
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title="Pending Applications by Department">
          {byDepartment.length === 0 ? (
            <EmptyState message="No pending applications." />
          ) : (
            <ul className="plain-list">
              {byDepartment.map((entry) => (
                <li key={entry._id} className="balance-row">
                  <span>{entry._id}</span>
                  <strong>{entry.count}</strong>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </>
  );
}
