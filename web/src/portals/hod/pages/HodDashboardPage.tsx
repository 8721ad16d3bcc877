// HOD dashboard: the stats (one aggregate answer), the first few colleagues and the latest applications
// of the department (short pages the server scopes to it) are fetched in parallel; the department's
// approved days per month are a chart, loaded with this screen only.
import { ROLE_LABELS } from '@leave/domain';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card/Card';
import { EmptyState } from '@/components/ui/empty-state/EmptyState';
import { QuickActions } from '@/components/ui/quick-actions/QuickActions';
import { StatCard, StatGrid } from '@/components/ui/stat-card/StatCard';
import { WelcomeBanner } from '@/components/ui/welcome-banner/WelcomeBanner';
import { DASHBOARD_LIST_LIMIT } from '@/config/constants';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/use-session';
import { isHodStats, useGetDashboardStatsQuery } from '@/features/dashboard/api/get-dashboard-stats';
import { isHodCharts, useGetDashboardChartsQuery } from '@/features/dashboard/api/get-dashboard-charts';
import { ApprovedDaysChart } from '@/features/dashboard/components/DashboardCharts';
import { useGetLeavesPageQuery } from '@/features/leaves/api/get-leaves-page';
import { RecentLeavesList } from '@/features/leaves/components/RecentLeavesList';
import { useGetUsersPageQuery } from '@/lib/users-page';
import { Icon } from '@/components/ui/icon/Icon';

export function HodDashboardPage() {
  const { user } = useSession();
  const department = user?.department ?? '';
  const { data: stats } = useGetDashboardStatsQuery();
  // One more than shown: the HOD themself is among their department's people.
  const { data: people } = useGetUsersPageQuery({ limit: DASHBOARD_LIST_LIMIT + 1, offset: 0 });
  const { data: latest } = useGetLeavesPageQuery({ limit: DASHBOARD_LIST_LIMIT, offset: 0 });
  const figures = isHodStats(stats) ? stats : undefined;
  const { data: chartData } = useGetDashboardChartsQuery();
  const charts = isHodCharts(chartData) ? chartData : undefined;

  const colleagues = useMemo(
    () => (people?.users ?? []).filter((person) => person._id !== user?._id && person.role !== 'admin').slice(0, DASHBOARD_LIST_LIMIT),
    [people, user?._id],
  );
  const recent = latest?.leaves ?? [];

  return (
    <>
      <WelcomeBanner title={`Welcome, ${user?.name ?? ''}`} details={[`Department: ${department}`, `Employee ID: ${user?.employeeId ?? 'N/A'}`]} />
      <StatGrid>
        <StatCard label="Department Employees" value={figures?.departmentEmployees ?? '–'} icon={<Icon name="users" />} tone="blue" />
        <StatCard label="Pending Applications" value={figures?.pendingLeaves ?? '–'} icon={<Icon name="clock" />} tone="amber" />
        <StatCard label="Approved This Month" value={figures?.approvedThisMonth ?? '–'} icon={<Icon name="check" />} tone="green" />
        <StatCard label="Total Leave Days" value={figures?.totalLeaveDays ?? '–'} icon={<Icon name="calendar" />} tone="purple" />
      </StatGrid>
      <Card title="Approved Leave Days per Month">{charts ? <ApprovedDaysChart months={charts.approvedDaysByMonth} /> : <div className="chart-placeholder" />}</Card>
      <div className="grid-2">
        <Card title="Department Employees" actions={<Link to={paths.hod.employees}>View all employees</Link>}>
          {colleagues.length === 0 ? (
            <EmptyState message="No employees in your department yet." />
          ) : (
            <ul className="plain-list">
              {colleagues.map((person) => (
                <li key={person._id}>
                  <strong>{person.name}</strong>
                  <br />
                  <span className="muted">
                    {person.designation ?? ROLE_LABELS[person.role]} · {person.email}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title="Recent Applications" actions={<Link to={paths.hod.applications}>View all applications</Link>}>
          <RecentLeavesList leaves={recent} showEmployee emptyMessage="No leave applications in your department yet." />
        </Card>
      </div>
      <Card title="Quick Actions">
        <QuickActions
          actions={[
            { to: paths.hod.applications, label: 'Review Applications', description: 'Approve or reject pending requests', icon: 'list' },
            { to: paths.hod.employees, label: 'Department Employees', description: 'Your team directory', icon: 'users' },
            { to: paths.hod.applyLeave, label: 'Apply Leave', description: 'Submit your own application', icon: 'pen' },
            { to: paths.hod.history, label: 'Leave History', description: 'Yours and your department', icon: 'history' },
          ]}
        />
      </Card>
    </>
  );
}
