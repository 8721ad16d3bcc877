// The dashboards' charts: the admin's applications per month by status and pending applications by
// department, the HOD's approved days per month by leave type. Their summaries and tables render at
// once; the drawing library comes in its own chunk when the first chart is on screen (BarChart).
import { DEPARTMENTS, isLeaveType, LEAVE_STATUSES, LEAVE_STATUS_LABELS, LEAVE_TYPES, leaveCodeLabel, policyType, type AdminCharts, type DepartmentPendingCount, type HodCharts, type LeaveStatus, type LeaveType } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { BarChart } from '@/components/ui/bar-chart/BarChart';
import { translateText } from '@/lib/i18n/texts';
import { usePolicyInForce } from '@/lib/policy';
import { formatAxisMonth, formatMonth } from '@/lib/dates';

// Each at least 3:1 against white (WCAG 1.4.11), and told apart by the table behind the chart too.
const STATUS_COLORS: Record<LeaveStatus, string> = { pending: '#d97706', hodApproved: '#2563eb', approved: '#15803d', rejected: '#dc2626', withdrawn: '#6b7280', cancellationRequested: '#a16207', cancelled: '#374151' };
const TYPE_COLORS: Record<LeaveType, string> = { cl: '#2563eb', scl: '#7c3aed', el: '#15803d', hpl: '#d97706', ccl: '#db2777' };
const OTHER_TYPE_COLOR = '#475569';

function monthAxes(months: readonly { month: string }[]) {
  return {
    categories: months.map((entry, i) => formatAxisMonth(entry.month, i === 0)),
    categoryNames: months.map((entry) => formatMonth(entry.month)),
    categoryHeading: t`Month`,
  };
}

export function ApplicationsByMonthChart({ months }: { months: AdminCharts['applicationsByMonth'] }) {
  return (
    <BarChart
      title={t`Applications per month, last 12 months`}
      {...monthAxes(months)}
      series={LEAVE_STATUSES.map((status) => ({ label: translateText(LEAVE_STATUS_LABELS[status]), color: STATUS_COLORS[status], values: months.map((entry) => entry[status]) }))}
      unit={[t`application`, t`applications`]}
    />
  );
}

/** Every department, in the college's order, so that the bars keep their places as counts change. */
export function PendingByDepartmentChart({ counts }: { counts: readonly DepartmentPendingCount[] }) {
  const pending = new Map(counts.map((entry) => [entry._id, entry.count]));
  return (
    <BarChart
      title={t`Pending applications by department`}
      categories={DEPARTMENTS.map((department) => department.code)}
      categoryNames={DEPARTMENTS.map((department) => department.label)}
      categoryHeading={t`Department`}
      series={[{ label: t`Pending`, color: STATUS_COLORS.pending, values: DEPARTMENTS.map((department) => pending.get(department.label) ?? 0) }]}
      unit={[t`pending application`, t`pending applications`]}
      table={false}
    />
  );
}

/** The five's series always; another type's (issue 20) when the months have days of it, in its policy colour. */
export function ApprovedDaysChart({ months }: { months: HodCharts['approvedDaysByMonth'] }) {
  const policy = usePolicyInForce();
  const others = [...new Set(months.flatMap((entry) => Object.keys(entry)))].filter((key) => key !== 'month' && !isLeaveType(key)).sort();
  const colourOf = (code: string) => (isLeaveType(code) ? TYPE_COLORS[code] : (policyType(policy, code)?.colour ?? OTHER_TYPE_COLOR));
  return (
    <BarChart
      title={t`Approved leave days per month, last 12 months`}
      {...monthAxes(months)}
      series={[...LEAVE_TYPES, ...others].map((type) => ({ label: leaveCodeLabel(type), color: colourOf(type), values: months.map((entry) => Number(entry[type] ?? 0)) }))}
      unit={[t`day`, t`days`]}
    />
  );
}
