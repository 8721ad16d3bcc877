// The dashboards' charts: the admin's applications per month by status and pending applications by
// department, the HOD's approved days per month by leave type. Their summaries and tables render at
// once; the drawing library comes in its own chunk when the first chart is on screen (BarChart).
import { DEPARTMENTS, LEAVE_STATUSES, LEAVE_STATUS_LABELS, LEAVE_TYPES, LEAVE_TYPE_INFO, type AdminCharts, type DepartmentPendingCount, type HodCharts, type LeaveStatus, type LeaveType } from '@leave/domain';
import { BarChart } from '@/components/ui/bar-chart/BarChart';
import { formatAxisMonth, formatMonth } from '@/lib/dates';

// Each at least 3:1 against white (WCAG 1.4.11), and told apart by the table behind the chart too.
const STATUS_COLORS: Record<LeaveStatus, string> = { pending: '#d97706', hodApproved: '#2563eb', approved: '#15803d', rejected: '#dc2626', withdrawn: '#6b7280', cancellationRequested: '#a16207', cancelled: '#374151' };
const TYPE_COLORS: Record<LeaveType, string> = { cl: '#2563eb', scl: '#7c3aed', el: '#15803d', hpl: '#d97706', ccl: '#db2777' };

function monthAxes(months: readonly { month: string }[]) {
  return {
    categories: months.map((entry, i) => formatAxisMonth(entry.month, i === 0)),
    categoryNames: months.map((entry) => formatMonth(entry.month)),
    categoryHeading: 'Month',
  };
}

export function ApplicationsByMonthChart({ months }: { months: AdminCharts['applicationsByMonth'] }) {
  return (
    <BarChart
      title="Applications per month, last 12 months"
      {...monthAxes(months)}
      series={LEAVE_STATUSES.map((status) => ({ label: LEAVE_STATUS_LABELS[status], color: STATUS_COLORS[status], values: months.map((entry) => entry[status]) }))}
      unit={['application', 'applications']}
    />
  );
}

/** Every department, in the college's order, so that the bars keep their places as counts change. */
export function PendingByDepartmentChart({ counts }: { counts: readonly DepartmentPendingCount[] }) {
  const pending = new Map(counts.map((entry) => [entry._id, entry.count]));
  return (
    <BarChart
      title="Pending applications by department"
      categories={DEPARTMENTS.map((department) => department.code)}
      categoryNames={DEPARTMENTS.map((department) => department.label)}
      categoryHeading="Department"
      series={[{ label: 'Pending', color: STATUS_COLORS.pending, values: DEPARTMENTS.map((department) => pending.get(department.label) ?? 0) }]}
      unit={['pending application', 'pending applications']}
      table={false}
    />
  );
}

export function ApprovedDaysChart({ months }: { months: HodCharts['approvedDaysByMonth'] }) {
  return (
    <BarChart
      title="Approved leave days per month, last 12 months"
      {...monthAxes(months)}
      series={LEAVE_TYPES.map((type) => ({ label: LEAVE_TYPE_INFO[type].code, color: TYPE_COLORS[type], values: months.map((entry) => entry[type]) }))}
      unit={['day', 'days']}
    />
  );
}
