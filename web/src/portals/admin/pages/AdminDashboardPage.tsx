// Admin dashboard: the four figures, applications per month by status, the recent applications and the
// pending count per department (a chart over the list). The charts load with this screen only.
import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card/Card';
import { EmptyState } from '@/components/ui/empty-state/EmptyState';
import { StatCard, StatGrid } from '@/components/ui/stat-card/StatCard';
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { paths } from '@/config/paths';
import { isAdminStats, useGetDashboardStatsQuery } from '@/features/dashboard/api/get-dashboard-stats';
import { isAdminCharts, useGetDashboardChartsQuery } from '@/features/dashboard/api/get-dashboard-charts';
import { ApplicationsByMonthChart, PendingByDepartmentChart } from '@/features/dashboard/components/DashboardCharts';
import { RecentLeavesList } from '@/features/leaves/components/RecentLeavesList';
import { Icon } from '@/components/ui/icon/Icon';

export function AdminDashboardPage() {
  const { data } = useGetDashboardStatsQuery();
  const stats = isAdminStats(data) ? data : undefined;
  const recent = stats?.recentLeaves ?? [];
  const byDepartment = stats?.departmentLeaves ?? [];
  const { data: chartData } = useGetDashboardChartsQuery();
  const charts = isAdminCharts(chartData) ? chartData : undefined;

  return (
    <>
      <PageHeader title={t`Admin Dashboard`} subtitle={t`An overview of staff and leave across the college`} />
      <StatGrid>
        <StatCard label={t`Total Employees`} value={stats?.totalEmployees ?? '–'} icon={<Icon name="users" />} tone="blue" />
        <StatCard label={t`Total HODs`} value={stats?.totalHODs ?? '–'} icon={<Icon name="star" />} tone="purple" />
        <StatCard label={t`Pending Applications`} value={stats?.pendingLeaves ?? '–'} icon={<Icon name="clock" />} tone="amber" />
        <StatCard label={t`Approved Applications`} value={stats?.approvedLeaves ?? '–'} icon={<Icon name="check" />} tone="green" />
      </StatGrid>
      <Card title={t`Applications per Month`}>{charts ? <ApplicationsByMonthChart months={charts.applicationsByMonth} /> : <div className="chart-placeholder" />}</Card>
      <div className="grid-2">
        <Card title={t`Recent Leave Applications`} actions={<Link to={paths.admin.applications}>{t`View all applications`}</Link>}>
          <RecentLeavesList leaves={recent} showEmployee showDepartment emptyMessage={t`No leave applications yet.`} />
        </Card>
        <Card title={t`Pending Applications by Department`}>
          {byDepartment.length === 0 ? (
            <EmptyState message={t`No pending applications.`} />
          ) : (
            <>
              <PendingByDepartmentChart counts={byDepartment} />
              <ul className="plain-list count-list" aria-label={t`Pending applications by department`}>
                {byDepartment.map((entry) => (
                  <li key={entry._id} className="count-row">
                    <span>{entry._id}</span> <strong>{entry.count}</strong>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Card>
      </div>
    </>
  );
}
