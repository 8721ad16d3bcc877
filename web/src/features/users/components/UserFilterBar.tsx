// The filters above a people list (admin Employees, HOD Department Employees): search by name, e-mail
// or ID, the department where the screen offers it, the role, and 'Clear Filters'.
import { t } from '@lingui/core/macro';
import type { Role } from '@leave/domain';
import { FilterBar, filterBinding } from '@/components/ui/filter-bar/FilterBar';
import { DepartmentSelect, RoleSelect } from '@/components/ui/form-field/SelectField';
import { TextField } from '@/components/ui/form-field/TextField';
import { EMPTY_USER_FILTERS, type UserFilterValues } from '@/lib/users-page';

export interface UserFilterBarProps {
  value: UserFilterValues;
  onChange: (value: UserFilterValues) => void;
  showDepartment?: boolean;
  /** The roles to filter by (all three by default), and how they are named. */
  roles?: readonly Role[];
  roleLabels?: Readonly<Record<Role, string>>;
}

export function UserFilterBar({ value, onChange, showDepartment = false, roles, roleLabels }: UserFilterBarProps) {
  const bind = filterBinding(value, onChange);

  return (
    <FilterBar label={t`Filter employees`} onClear={() => onChange(EMPTY_USER_FILTERS)}>
      <TextField label={t`Search`} type="search" placeholder={t`Name, email or employee ID`} className="form-field--search" {...bind('search')} />
      {showDepartment && <DepartmentSelect emptyOption={t`All Departments`} {...bind('department')} />}
      <RoleSelect emptyOption={t`All Roles`} roles={roles} labels={roleLabels} {...bind('role')} />
    </FilterBar>
  );
}
