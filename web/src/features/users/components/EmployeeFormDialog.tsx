// The admin's Add Employee / Edit Employee modal. Rules and messages: domain's employeeFormSchema; a
// save failure shows in the form (the server's message, else the error's, else 'Error saving employee.').
import { DEPARTMENTS, ROLE_LABELS, ROLES, UI_MESSAGES, employeeFormSchema, type EmployeeFormInput, type UserDto } from '@leave/domain';
import { useState, type FormEvent } from 'react';
import { Banner } from '@/components/ui/banner/Banner';
import { Button } from '@/components/ui/button/Button';
import { Dialog } from '@/components/ui/dialog/Dialog';
import { FormField } from '@/components/ui/form-field/FormField';
import { ownMessage, serverMessage } from '@/lib/api-error';
import { toDateInputValue } from '@/lib/dates';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreateEmployeeMutation } from '../api/create-employee';
import { useUpdateEmployeeMutation } from '../api/update-employee';

export type EmployeeFormValues = { [Key in keyof Required<EmployeeFormInput>]: string };

export function employeeFormValuesOf(user: UserDto | null): EmployeeFormValues {
  return {
    employeeId: user?.employeeId ?? '',
    name: user?.name ?? '',
    email: user?.email ?? '',
    department: user?.department ?? '',
    role: user?.role ?? 'employee',
    designation: user?.designation ?? '',
    qualification: user?.qualification ?? '',
    mobileNo: user?.mobileNo ?? '',
    dateOfBirth: toDateInputValue(user?.dateOfBirth),
    dateOfJoining: toDateInputValue(user?.dateOfJoining),
  };
}

type TextKey = Exclude<keyof EmployeeFormValues, 'department' | 'role'>;

const TEXT_FIELDS: { name: TextKey; label: string; type: string; required: boolean; hint?: string }[] = [
  { name: 'employeeId', label: 'Employee ID', type: 'text', required: false, hint: 'Leave blank to generate one.' },
  { name: 'name', label: 'Full Name', type: 'text', required: true },
  { name: 'email', label: 'Email', type: 'email', required: true },
  { name: 'designation', label: 'Designation', type: 'text', required: true },
  { name: 'qualification', label: 'Qualification', type: 'text', required: true },
  { name: 'mobileNo', label: 'Mobile Number', type: 'tel', required: true },
  { name: 'dateOfBirth', label: 'Date of Birth', type: 'date', required: true },
  { name: 'dateOfJoining', label: 'Date of Joining', type: 'date', required: false },
];

export interface EmployeeFormDialogProps {
  open: boolean;
  /** The employee being edited; null adds a new one. */
  employee: UserDto | null;
  onClose: () => void;
}

export function EmployeeFormDialog({ open, employee, onClose }: EmployeeFormDialogProps) {
  return (
    <Dialog open={open} title={employee ? 'Edit Employee' : 'Add Employee'} onClose={onClose} size="lg">
      {open && <EmployeeForm key={employee?._id ?? 'new'} employee={employee} onDone={onClose} />}
    </Dialog>
  );
}

export function EmployeeForm({ employee, onDone }: { employee: UserDto | null; onDone: () => void }) {
  const form = useSchemaForm(employeeFormSchema, employeeFormValuesOf(employee));
  const [createEmployee, creating] = useCreateEmployeeMutation();
  const [updateEmployee, updating] = useUpdateEmployeeMutation();
  const [saveError, setSaveError] = useState<string | null>(null);
  const saving = creating.isLoading || updating.isLoading;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.handleSubmit();
    if (!values) return;
    setSaveError(null);
    const result = employee ? await updateEmployee({ id: employee._id, values }) : await createEmployee(values);
    if (result.error) {
      setSaveError(serverMessage(result.error) ?? ownMessage(result.error) ?? UI_MESSAGES.employeeSaveFailed);
      return;
    }
    onDone();
  };

  const textField = (field: (typeof TEXT_FIELDS)[number]) => (
    <FormField key={field.name} label={field.label} error={form.errors[field.name]} required={field.required} hint={field.hint}>
      {(control) => (
        <input
          {...control}
          name={field.name}
          type={field.type}
          value={form.values[field.name]}
          onChange={(e) => form.setValue(field.name, e.target.value)}
          onBlur={() => form.touch(field.name)}
        />
      )}
    </FormField>
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={employee ? 'Edit employee' : 'Add employee'}>
      {saveError && (
        <Banner tone="error" onDismiss={() => setSaveError(null)}>
          <p>{saveError}</p>
        </Banner>
      )}
      <div className="form-grid">
        {TEXT_FIELDS.slice(0, 3).map(textField)}
        <FormField label="Department" error={form.errors.department} required>
          {(control) => (
            <select {...control} name="department" value={form.values.department} onChange={(e) => form.setValue('department', e.target.value)} onBlur={() => form.touch('department')}>
              <option value="">Select department</option>
              {DEPARTMENTS.map((department) => (
                <option key={department.code} value={department.label}>
                  {department.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Role" error={form.errors.role} required>
          {(control) => (
            <select {...control} name="role" value={form.values.role} onChange={(e) => form.setValue('role', e.target.value)} onBlur={() => form.touch('role')}>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {TEXT_FIELDS.slice(3).map(textField)}
      </div>
      {!employee && <p className="muted">The new employee signs in with the default password and can change it from their profile.</p>}
      <div className="form-actions">
        <Button variant="secondary" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" busy={saving} disabled={form.submitted && !form.isValid}>
          {saving ? 'Saving...' : employee ? 'Update Employee' : 'Add Employee'}
        </Button>
      </div>
    </form>
  );
}
