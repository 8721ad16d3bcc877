// Edit Profile for the three roles. Each role has its own schema in domain (admin: joining date required;
// HOD: department required; employee: department and joining date read-only).
import {
  DEPARTMENTS,
  MESSAGES,
  UI_MESSAGES,
  adminProfileSchema,
  employeeProfileSchema,
  hodProfileSchema,
  type Role,
  type UserDto,
} from '@leave/domain';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button/Button';
import { FormField } from '@/components/ui/form-field/FormField';
import { AUTH_TOAST_DURATION_MS, toast } from '@/components/ui/toasts/toasts-slice';
import { serverMessage } from '@/lib/api-error';
import { toDateInputValue } from '@/lib/dates';
import { useAppDispatch } from '@/lib/store-hooks';
import { useSchemaForm, type SafeParseSchema } from '@/lib/use-schema-form';
import { useUpdateProfileMutation, type ProfileChanges } from '../api/update-profile';

type ProfileFormValues = {
  name: string;
  email: string;
  department: string;
  mobileNo: string;
  designation: string;
  qualification: string;
  dateOfBirth: string;
  dateOfJoining: string;
};

const SCHEMAS: Record<Role, SafeParseSchema<ProfileChanges>> = {
  admin: adminProfileSchema as SafeParseSchema<ProfileChanges>,
  hod: hodProfileSchema as SafeParseSchema<ProfileChanges>,
  employee: employeeProfileSchema as SafeParseSchema<ProfileChanges>,
};

export function profileFormValuesOf(user: UserDto): ProfileFormValues {
  return {
    name: user.name,
    email: user.email,
    department: user.department,
    mobileNo: user.mobileNo ?? '',
    designation: user.designation ?? '',
    qualification: user.qualification ?? '',
    dateOfBirth: toDateInputValue(user.dateOfBirth),
    dateOfJoining: toDateInputValue(user.dateOfJoining),
  };
}

type TextKey = Exclude<keyof ProfileFormValues, 'department'>;

export function ProfileEditForm({ user, onDone }: { user: UserDto; onDone: () => void }) {
  const role = user.role;
  const form = useSchemaForm(SCHEMAS[role], profileFormValuesOf(user));
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const dispatch = useAppDispatch();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const changes = form.handleSubmit();
    if (!changes) return;
    const result = await updateProfile({ id: user._id, changes });
    if (result.error) {
      console.error('Updating the profile failed', result.error);
      dispatch(toast.error(serverMessage(result.error) ?? UI_MESSAGES.profileUpdateFailed, AUTH_TOAST_DURATION_MS.error));
      return;
    }
    dispatch(toast.success(UI_MESSAGES.profileUpdated, AUTH_TOAST_DURATION_MS.success));
    onDone();
  };

  const text = (name: TextKey, label: string, type = 'text', required = true) => (
    <FormField key={name} label={label} error={form.errors[name]} required={required}>
      {(control) => (
        <input {...control} name={name} type={type} value={form.values[name]} onChange={(e) => form.setValue(name, e.target.value)} onBlur={() => form.touch(name)} />
      )}
    </FormField>
  );

  const readOnly = (name: keyof ProfileFormValues, label: string, value: string, hint?: string) => (
    <FormField key={name} label={label} hint={hint}>
      {(control) => <input {...control} name={name} type="text" value={value} readOnly aria-readonly="true" />}
    </FormField>
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Edit profile" className="profile-form">
      <div className="form-grid">
        {text('name', 'Full Name')}
        {text('email', 'Email', 'email')}
        {role === 'employee' ? (
          readOnly('department', 'Department', form.values.department)
        ) : (
          <FormField label="Department" error={form.errors.department} required={role === 'hod'}>
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
        )}
        {text('mobileNo', 'Mobile Number', 'tel')}
        {text('designation', 'Designation')}
        {text('qualification', 'Qualification')}
        {text('dateOfBirth', 'Date of Birth', 'date')}
        {role === 'employee'
          ? readOnly('dateOfJoining', 'Date of Joining', form.values.dateOfJoining, MESSAGES.dateOfJoiningReadOnly)
          : text('dateOfJoining', 'Date of Joining', 'date', role === 'admin')}
      </div>
      <div className="form-actions">
        <Button variant="secondary" onClick={onDone} disabled={isLoading}>
          Cancel
        </Button>
        <Button type="submit" busy={isLoading}>
          {isLoading ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
