// The admin's Add Employee / Edit Employee modal. Rules and messages: domain's employeeFormSchema, and for
// an edit makeEmployeeEditSchema, which adds the balances (the five, then the policy's other types and
// those the person's ledger holds) and the reason a change of them needs; a
// save failure shows in the form (the server's message, else the error's, else 'Error saving employee.').
import { t } from '@lingui/core/macro';
import {
  LEAVE_TYPE_INFO,
  LEAVE_TYPES,
  UI_MESSAGES,
  balanceTypes,
  employeeFormSchema,
  isLeaveType,
  makeEmployeeEditSchema,
  otherBalanceField,
  type BalanceType,
  type EmployeeEditValues,
  type EmployeeFormInput,
  type LeaveCode,
  type LeaveType,
  type UserDto,
} from '@leave/domain';
import { useMemo, useState } from 'react';
import { PersonFields, type PersonField } from '@/components/person/PersonFields';
import { Banner } from '@/components/ui/banner/Banner';
import { FormActions } from '@/components/ui/form-field/FormActions';
import { Dialog } from '@/components/ui/dialog/Dialog';
import { TextField } from '@/components/ui/form-field/TextField';
import { toast } from '@/components/ui/toasts/toasts-slice';
import { ownMessage, serverMessage } from '@/lib/api-error';
import { toDateInputValue } from '@/lib/dates';
import { translateText } from '@/lib/i18n/texts';
import { usePolicyInForce } from '@/lib/policy';
import { useAppDispatch } from '@/lib/store-hooks';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreateEmployeeMutation } from '../api/create-employee';
import { useUpdateEmployeeMutation } from '../api/update-employee';
import './users.css';

/**
 * The form's text, before domain's schema parses it (the balances and their reason only count in an edit;
 * a type beyond the five under its `otherBalanceField` name).
 */
type EmployeeFields = { [Key in keyof Required<EmployeeFormInput> | LeaveType | 'balanceReason']: string } & Record<string, string>;

function employeeFieldsOf(user: UserDto | null, others: readonly LeaveCode[]): EmployeeFields {
  return {
    ...(Object.fromEntries(LEAVE_TYPES.map((type) => [type, String(user?.leaveBalance[type] ?? 0)])) as Record<LeaveType, string>),
    ...Object.fromEntries(others.map((code) => [otherBalanceField(code), String(user?.leaveBalance[code] ?? 0)])),
    balanceReason: '',
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

/** A balance field's label: the type's code and its name. */
const typeLabel = (code: string, name: string) => t`${code} (${name})`;

const REQUIRED: readonly PersonField[] = ['name', 'email', 'department', 'role', 'designation', 'qualification', 'mobileNo', 'dateOfBirth'];

export interface EmployeeFormDialogProps {
  open: boolean;
  /** The employee being edited; null adds a new one. */
  employee: UserDto | null;
  onClose: () => void;
}

export function EmployeeFormDialog({ open, employee, onClose }: EmployeeFormDialogProps) {
  return (
    <Dialog open={open} title={employee ? t`Edit Employee` : t`Add Employee`} onClose={onClose} size="lg">
      {open && <EmployeeFormWithPolicy employee={employee} onDone={onClose} />}
    </Dialog>
  );
}

/** The form starts afresh when the policy's types arrive (its fields are the types'). */
function EmployeeFormWithPolicy({ employee, onDone }: { employee: UserDto | null; onDone: () => void }) {
  const policy = usePolicyInForce();
  // The policy's other types and those the person's ledger holds, after the five.
  const others = useMemo(() => balanceTypes(policy, employee?.leaveBalance).filter((type) => !isLeaveType(type.code)), [policy, employee]);
  // Only an edit has balance fields: a new person's form never starts again.
  return <EmployeeForm key={employee ? `${employee._id}:${others.map((type) => type.code).join(',')}` : 'new'} employee={employee} others={others} onDone={onDone} />;
}

function EmployeeForm({ employee, others, onDone }: { employee: UserDto | null; others: readonly BalanceType[]; onDone: () => void }) {
  const otherCodes = useMemo(() => others.map((type) => type.code), [others]);
  const schema = useMemo(() => (employee ? makeEmployeeEditSchema(employee.leaveBalance, otherCodes) : employeeFormSchema), [employee, otherCodes]);
  const form = useSchemaForm<EmployeeFields, EmployeeEditValues>(schema, employeeFieldsOf(employee, otherCodes));
  const [createEmployee, creating] = useCreateEmployeeMutation();
  const [updateEmployee, updating] = useUpdateEmployeeMutation();
  const [saveError, setSaveError] = useState<string | null>(null);
  const dispatch = useAppDispatch();
  const saving = creating.isLoading || updating.isLoading;

  const onSubmit = form.handleSubmit(async (values) => {
    setSaveError(null);
    const result = employee ? await updateEmployee({ id: employee._id, values }) : await createEmployee(values);
    if (result.error) {
      setSaveError(serverMessage(result.error) ?? ownMessage(result.error) ?? UI_MESSAGES.employeeSaveFailed);
      return;
    }
    const name = values.name;
    dispatch(toast.success(employee ? t`${name}'s details saved` : t`${name} added. They sign in with the default password and can change it from their profile.`));
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={employee ? t`Edit employee` : t`Add employee`}>
      {saveError && (
        <Banner tone="error" onDismiss={() => setSaveError(null)}>
          <p>{translateText(saveError)}</p>
        </Banner>
      )}
      <div className="form-grid">
        <TextField label={t`Employee ID`} type="text" {...form.bind('employeeId')} hint={t`Leave blank to generate one.`} />
        <PersonFields bind={form.bind} required={REQUIRED} focusName />
      </div>
      {employee && (
        <fieldset className="balance-fields">
          <legend>{t`Leave Balance (days)`}</legend>
          <div className="balance-fields__grid">
            {LEAVE_TYPES.map((type) => (
              <TextField key={type} label={typeLabel(LEAVE_TYPE_INFO[type].code, translateText(LEAVE_TYPE_INFO[type].name))} type="number" inputMode="numeric" min={0} max={365} step={1} {...form.bind(type)} />
            ))}
            {/* The policy's other types go by the names the admin gave them. */}
            {others.map((type) => (
              <TextField key={type.code} label={typeLabel(type.label, type.name)} type="number" inputMode="decimal" min={0} max={365} step={0.5} {...form.bind(otherBalanceField(type.code))} />
            ))}
          </div>
          <TextField label={t`Reason for the balance change`} type="text" {...form.bind('balanceReason')} hint={t`Required when a balance changes. It is shown in the balance history.`} />
        </fieldset>
      )}
      {!employee && <p className="muted">{t`The new employee signs in with the default password and can change it from their profile.`}</p>}
      <FormActions busy={saving} busyLabel={t`Saving...`} submitLabel={employee ? t`Update Employee` : t`Add Employee`} submitDisabled={form.submitted && !form.isValid} onCancel={onDone} />
    </form>
  );
}
