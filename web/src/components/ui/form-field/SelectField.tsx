// A labelled select bound to a form field or a filter, and the two every screen shares: the department
// (by its label, as users are stored) and the role.
import { DEPARTMENTS, ROLE_LABELS, ROLES, type Role } from '@leave/domain';
import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { translateText } from '@/lib/i18n/texts';
import { FormField } from './FormField';

export interface SelectOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The first option, for the empty value: 'Select department', 'All Roles'. None when absent. */
  emptyOption?: string;
  name?: string;
  error?: string | undefined;
  onBlur?: () => void;
  /** Marked on the label and announced by the select; the check itself is the form's schema. */
  required?: boolean;
  className?: string;
}

export function SelectField({ label, value, onChange, options, emptyOption, name, error, onBlur, required, className }: SelectFieldProps) {
  return (
    <FormField label={label} error={error} required={required} className={className}>
      {(control) => (
        <select {...control} name={name} required={required} value={value} onChange={(event) => onChange(event.target.value)} onBlur={onBlur}>
          {emptyOption !== undefined && <option value="">{emptyOption}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

type ChoiceProps = Omit<SelectFieldProps, 'label' | 'options'>;

const DEPARTMENT_OPTIONS: SelectOption[] = DEPARTMENTS.map((department) => ({ value: department.label, label: department.label }));

export function DepartmentSelect(props: ChoiceProps) {
  return <SelectField label={t`Department`} options={DEPARTMENT_OPTIONS} {...props} />;
}

export interface RoleSelectProps extends ChoiceProps {
  /** The roles offered (all three by default). */
  roles?: readonly Role[];
  /** How each role is named (ROLE_LABELS by default), shown in the language chosen. */
  labels?: Readonly<Record<Role, string>>;
}

export function RoleSelect({ roles = ROLES, labels = ROLE_LABELS, ...props }: RoleSelectProps) {
  return <SelectField label={t`Role`} options={roles.map((role) => ({ value: role, label: translateText(labels[role]) }))} {...props} />;
}
