// The filters above an application list: search, status, leave type and, where a screen offers them,
// department and year, with 'Clear Filters'.
import { LEAVE_STATUS_LABELS, LEAVE_TYPES, leaveCodeLabel, type LeaveStatus } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { usePolicyInForce } from '@/lib/policy';
import { FilterBar, filterBinding } from '@/components/ui/filter-bar/FilterBar';
import { DepartmentSelect, SelectField } from '@/components/ui/form-field/SelectField';
import { TextField } from '@/components/ui/form-field/TextField';
import { translateText } from '@/lib/i18n/texts';
import { EMPTY_LEAVE_FILTERS, type LeaveFilterValues } from '../leave-filters';

export interface LeaveFilterBarProps {
  value: LeaveFilterValues;
  onChange: (value: LeaveFilterValues) => void;
  searchLabel: string;
  searchPlaceholder?: string;
  statuses: readonly LeaveStatus[];
  showDepartment?: boolean;
  years?: readonly number[];
}


export function LeaveFilterBar({ value, onChange, searchLabel, searchPlaceholder, statuses, showDepartment = false, years }: LeaveFilterBarProps) {
  const bind = filterBinding(value, onChange);
  // The five, then the other types of the policy in force.
  const policy = usePolicyInForce();
  const typeOptions = [...new Set([...LEAVE_TYPES, ...policy.leaveTypes.map((type) => type.code)])].map((code) => ({ value: code, label: leaveCodeLabel(code) }));

  return (
    <FilterBar label={t`Filter applications`} onClear={() => onChange(EMPTY_LEAVE_FILTERS)}>
      <TextField label={searchLabel} type="search" placeholder={searchPlaceholder} className="form-field--search" {...bind('search')} />
      <SelectField label={t`Status`} emptyOption={t`All`} options={statuses.map((status) => ({ value: status, label: translateText(LEAVE_STATUS_LABELS[status]) }))} {...bind('status')} />
      <SelectField label={t`Leave Type`} emptyOption={t`All Types`} options={typeOptions} {...bind('leaveType')} />
      {showDepartment && <DepartmentSelect emptyOption={t`All Departments`} {...bind('department')} />}
      {years && <SelectField label={t`Year`} emptyOption={t`All Years`} options={years.map((year) => ({ value: String(year), label: year }))} {...bind('year')} />}
    </FilterBar>
  );
}
