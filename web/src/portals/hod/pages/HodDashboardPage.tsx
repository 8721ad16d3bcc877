// HOD dashboard: the stats (one aggregate answer), the first few colleagues and the latest applications
// of the department (short pages the server scopes to it) are fetched in parallel; the department's
// approved days per month are a chart, loaded with this screen only.
import { ROLE_LABELS } from '@leave/domain';
import { t } from '@lingui/core/macro';
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
import { translateText } from '@/lib/i18n/texts';

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
  const name = user?.name ?? '';
  const employeeId = user?.employeeId ?? t`N/A`;

  return (
    <>
      <WelcomeBanner title={t`Welcome, ${name}`} details={[t`Department: ${department}`, t`Employee ID: ${employeeId}`]} />
      <StatGrid>
        <StatCard label={t`Department Employees`} value={figures?.departmentEmployees ?? '–'} icon={<Icon name="users" />} tone="blue" />
        <StatCard label={t`Pending Applications`} value={figures?.pendingLeaves ?? '–'} icon={<Icon name="clock" />} tone="amber" />
        <StatCard label={t`Approved This Month`} value={figures?.approvedThisMonth ?? '–'} icon={<Icon name="check" />} tone="green" />
        <StatCard label={t`Total Leave Days`} value={figures?.totalLeaveDays ?? '–'} icon={<Icon name="calendar" />} tone="purple" />
      </StatGrid>
      <Card title={t`Approved Leave Days per Month`}>{charts ? <ApprovedDaysChart months={charts.approvedDaysByMonth} /> : <div className="chart-placeholder" />}</Card>
      <div className="grid-2">
        <Card title={t`Department Employees`} actions={<Link to={paths.hod.employees}>{t`View all employees`}</Link>}>
          {colleagues.length === 0 ? (
            <EmptyState message={t`No employees in your department yet.`} />
          ) : (
            <ul className="plain-list">
              {colleagues.map((person) => (
                <li key={person._id}>
                  <strong>{person.name}</strong>
                  <br />
                  <span className="muted">
                    {person.designation ?? translateText(ROLE_LABELS[person.role])} · {person.email}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title={t`Recent Applications`} actions={<Link to={paths.hod.applications}>{t`View all applications`}</Link>}>
          <RecentLeavesList leaves={recent} showEmployee emptyMessage={t`No leave applications in your department yet.`} />
        </Card>
      </div>
      <Card title={t`Quick Actions`}>
        <QuickActions
          actions={[
            { to: paths.hod.applications, label: t`Review Applications`, description: t`Approve or reject pending requests`, icon: 'list' },
            { to: paths.hod.employees, label: t`Department Employees`, description: t`Your team directory`, icon: 'users' },
            { to: paths.hod.applyLeave, label: t`Apply Leave`, description: t`Submit your own application`, icon: 'pen' },
            { to: paths.hod.history, label: t`Leave History`, description: t`Yours and your department`, icon: 'history' },
          ]}
        />
      </Card>
    </>
  );
}
