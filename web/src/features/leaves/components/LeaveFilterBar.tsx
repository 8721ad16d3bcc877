// The filters above an application list: search, status, leave type and, where a screen offers them,
// department and year, with 'Clear Filters'.
import { DEPARTMENTS, LEAVE_STATUS_LABELS, LEAVE_TYPE_INFO, LEAVE_TYPES, type LeaveStatus } from '@leave/domain';
import { Button } from '@/components/ui/button/Button';
import { FormField } from '@/components/ui/form-field/FormField';
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
  const set = (key: keyof LeaveFilterValues) => (next: string) => onChange({ ...value, [key]: next });

  return (
    <div className="filters" role="search" aria-label="Filter applications">
      <FormField label={searchLabel} className="form-field--search">
        {(control) => <input {...control} type="search" value={value.search} placeholder={searchPlaceholder} onChange={(e) => set('search')(e.target.value)} />}
      </FormField>
      <FormField label="Status">
        {(control) => (
          <select {...control} value={value.status} onChange={(e) => set('status')(e.target.value)}>
            <option value="">All</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {LEAVE_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Leave Type">
        {(control) => (
          <select {...control} value={value.leaveType} onChange={(e) => set('leaveType')(e.target.value)}>
            <option value="">All Types</option>
            {LEAVE_TYPES.map((type) => (
              <option key={type} value={type}>
                {LEAVE_TYPE_INFO[type].code}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {showDepartment && (
        <FormField label="Department">
          {(control) => (
            <select {...control} value={value.department} onChange={(e) => set('department')(e.target.value)}>
              <option value="">All Departments</option>
              {DEPARTMENTS.map((department) => (
                <option key={department.code} value={department.label}>
                  {department.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {years && (
        <FormField label="Year">
          {(control) => (
            <select {...control} value={value.year} onChange={(e) => set('year')(e.target.value)}>
              <option value="">All Years</option>
              {years.map((year) => (
                <option key={year} value={String(year)}>
                  {year}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <Button variant="secondary" onClick={() => onChange(EMPTY_LEAVE_FILTERS)}>
        Clear Filters
      </Button>
    </div>
  );
}
