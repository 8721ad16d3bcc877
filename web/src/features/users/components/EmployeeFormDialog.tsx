// The admin's Add Employee / Edit Employee modal. Rules and messages: domain's employeeFormSchema; a
// save failure shows in the form (the server's message, else the error's, else 'Error saving employee.').
import { UI_MESSAGES, employeeFormSchema, type EmployeeFormInput, type UserDto } from '@leave/domain';
import { useState } from 'react';
import { PersonFields, type PersonField } from '@/components/person/PersonFields';
import { Banner } from '@/components/ui/banner/Banner';
import { FormActions } from '@/components/ui/form-field/FormActions';
import { Dialog } from '@/components/ui/dialog/Dialog';
import { TextField } from '@/components/ui/form-field/TextField';
import { ownMessage, serverMessage } from '@/lib/api-error';
import { toDateInputValue } from '@/lib/dates';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreateEmployeeMutation } from '../api/create-employee';
import { useUpdateEmployeeMutation } from '../api/update-employee';

/** The form's text, before domain's schema parses it into EmployeeFormValues. */
type EmployeeFields = { [Key in keyof Required<EmployeeFormInput>]: string };

function employeeFieldsOf(user: UserDto | null): EmployeeFields {
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

const REQUIRED: readonly PersonField[] = ['name', 'email', 'department', 'role', 'designation', 'qualification', 'mobileNo', 'dateOfBirth'];

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

function EmployeeForm({ employee, onDone }: { employee: UserDto | null; onDone: () => void }) {
  const form = useSchemaForm(employeeFormSchema, employeeFieldsOf(employee));
  const [createEmployee, creating] = useCreateEmployeeMutation();
  const [updateEmployee, updating] = useUpdateEmployeeMutation();
  const [saveError, setSaveError] = useState<string | null>(null);
  const saving = creating.isLoading || updating.isLoading;

  const onSubmit = form.handleSubmit(async (values) => {
    setSaveError(null);
    const result = employee ? await updateEmployee({ id: employee._id, values }) : await createEmployee(values);
    if (result.error) {
      setSaveError(serverMessage(result.error) ?? ownMessage(result.error) ?? UI_MESSAGES.employeeSaveFailed);
      return;
    }
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={employee ? 'Edit employee' : 'Add employee'}>
      {saveError && (
        <Banner tone="error" onDismiss={() => setSaveError(null)}>
          <p>{saveError}</p>
        </Banner>
      )}
      <div className="form-grid">
        <TextField label="Employee ID" type="text" {...form.bind('employeeId')} hint="Leave blank to generate one." />
        <PersonFields bind={form.bind} required={REQUIRED} />
      </div>
      {!employee && <p className="muted">The new employee signs in with the default password and can change it from their profile.</p>}
      <FormActions busy={saving} busyLabel="Saving..." submitLabel={employee ? 'Update Employee' : 'Add Employee'} submitDisabled={form.submitted && !form.isValid} onCancel={onDone} />
    </form>
  );
}
