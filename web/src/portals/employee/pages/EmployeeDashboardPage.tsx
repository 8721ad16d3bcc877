// Employee dashboard: welcome banner, the four tiles, the leave balances, the five most recent
// applications and quick actions. On a phone the balances come first, under the banner, and the tiles
// follow two by two (issue 49: they pushed the balances below the fold; employee-dashboard.css).
import { t } from '@lingui/core/macro';
import { Card } from '@/components/ui/card/Card';
import { QuickActions } from '@/components/ui/quick-actions/QuickActions';
import { StatCard, StatGrid } from '@/components/ui/stat-card/StatCard';
import { WelcomeBanner } from '@/components/ui/welcome-banner/WelcomeBanner';
import { DASHBOARD_LIST_LIMIT } from '@/config/constants';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/use-session';
import { BalancePanel } from '@/features/balances/components/BalancePanel';
import { useEmployeeBalances } from '@/features/balances/use-balances';
import { isEmployeeStats, useGetDashboardStatsQuery } from '@/features/dashboard/api/get-dashboard-stats';
import { useGetMyLeavesQuery } from '@/features/leaves/api/get-my-leaves';
import { RecentLeavesList } from '@/features/leaves/components/RecentLeavesList';
import { formatDay } from '@/lib/dates';
import { Icon } from '@/components/ui/icon/Icon';
import { useAvailableBalances } from '@/portals/shared/use-available-balances';
import './employee-dashboard.css';

export function EmployeeDashboardPage() {
  const { user } = useSession();
  const { data: stats } = useGetDashboardStatsQuery();
  const { data: leaves = [] } = useGetMyLeavesQuery();
  const { balances } = useEmployeeBalances(user);
  const { available, reserved } = useAvailableBalances(balances);
  const figures = isEmployeeStats(stats) ? stats : undefined;
  const name = user?.name ?? '';
  const employeeId = user?.employeeId ?? t`N/A`;

  return (
    <div className="employee-dashboard">
      <WelcomeBanner
        title={t`Welcome back, ${name}!`}
        details={[t`Employee ID: ${employeeId}`, user?.department ?? '', formatDay(new Date())]}
      />
      <StatGrid>
        <StatCard label={t`Total Applications`} value={figures?.totalApplications ?? '–'} icon={<Icon name="list" />} tone="blue" />
        <StatCard label={t`Pending Applications`} value={figures?.pendingApplications ?? '–'} icon={<Icon name="clock" />} tone="amber" />
        <StatCard label={t`Approved Leaves`} value={figures?.approvedApplications ?? '–'} icon={<Icon name="check" />} tone="green" />
        <StatCard label={t`Days Taken`} value={figures?.totalDaysTaken ?? '–'} icon={<Icon name="calendar" />} tone="purple" />
      </StatGrid>
      <div className="grid-2">
        <Card title={t`Leave Balance`} className="employee-dashboard__balances">
          <BalancePanel balances={balances ?? user?.leaveBalance ?? null} available={available} reserved={reserved} />
        </Card>
        <Card title={t`Recent Applications`} className="employee-dashboard__recent">
          <RecentLeavesList leaves={leaves.slice(0, DASHBOARD_LIST_LIMIT)} emptyMessage={t`You have not applied for leave yet.`} />
        </Card>
      </div>
      <Card title={t`Quick Actions`} className="employee-dashboard__actions">
        <QuickActions
          actions={[
            { to: paths.employee.applyLeave, label: t`Apply for Leave`, description: t`Submit a new leave application`, icon: 'pen' },
            { to: paths.employee.history, label: t`View History`, description: t`Follow your applications`, icon: 'history' },
            { to: paths.employee.profile, label: t`Update Profile`, description: t`Your details and password`, icon: 'user' },
          ]}
        />
      </Card>
    </div>
  );
}
