// Self-registration, 'Create Your Account': every rule and message comes from domain's registerSchema.
import { DEPARTMENTS, ROLE_LABELS, ROLES, UI_MESSAGES, dashboardPathFor, registerSchema, type RegisterInput } from '@leave/domain';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button/Button';
import { FormField } from '@/components/ui/form-field/FormField';
import { PasswordInput } from '@/components/ui/password-input/PasswordInput';
import { AUTH_TOAST_DURATION_MS, toast } from '@/components/ui/toasts/toasts-slice';
import { paths } from '@/config/paths';
import { serverMessage } from '@/lib/api-error';
import { useAppDispatch } from '@/lib/store-hooks';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useRegisterMutation } from '../api/register';
import { startSession } from '@/lib/auth/session';
import { AuthLayout } from './AuthLayout';

type RegisterFormValues = { [Key in keyof Required<RegisterInput>]: string };

const EMPTY: RegisterFormValues = {
  name: '',
  email: '',
  department: '',
  role: 'employee',
  designation: '',
  qualification: '',
  mobileNo: '',
  dateOfBirth: '',
  dateOfJoining: '',
  password: '',
  confirmPassword: '',
};

type TextKey = Exclude<keyof RegisterFormValues, 'password' | 'confirmPassword' | 'department' | 'role'>;

const TEXT_FIELDS: { name: TextKey; label: string; type: string; autoComplete?: string; required?: boolean; inputMode?: 'numeric' }[] = [
  { name: 'name', label: 'Full Name', type: 'text', autoComplete: 'name', required: true },
  { name: 'email', label: 'Email Address', type: 'email', autoComplete: 'email', required: true },
  { name: 'designation', label: 'Designation', type: 'text', autoComplete: 'organization-title' },
  { name: 'qualification', label: 'Qualification', type: 'text' },
  { name: 'mobileNo', label: 'Mobile Number', type: 'tel', autoComplete: 'tel-national', required: true, inputMode: 'numeric' },
  { name: 'dateOfBirth', label: 'Date of Birth', type: 'date', autoComplete: 'bday', required: true },
  { name: 'dateOfJoining', label: 'Date of Joining', type: 'date', required: true },
];

export function RegisterForm() {
  const form = useSchemaForm(registerSchema, EMPTY);
  const [register, { isLoading }] = useRegisterMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.handleSubmit();
    if (!values) return;
    const result = await register(values);
    if (result.error || !result.data) {
      dispatch(toast.error(serverMessage(result.error) ?? UI_MESSAGES.registrationFailed, AUTH_TOAST_DURATION_MS.error));
      return;
    }
    dispatch(toast.success(UI_MESSAGES.registrationSuccess, AUTH_TOAST_DURATION_MS.success));
    const { user, token } = result.data;
    if (token) {
      dispatch(startSession({ token, user }));
      void navigate(dashboardPathFor(user.role), { replace: true });
    } else {
      void navigate(paths.login, { replace: true });
    }
  };

  const textInput = (field: (typeof TEXT_FIELDS)[number]) => (
    <FormField key={field.name} label={field.label} error={form.errors[field.name]} required={field.required}>
      {(control) => (
        <input
          {...control}
          name={field.name}
          type={field.type}
          autoComplete={field.autoComplete}
          inputMode={field.inputMode}
          value={form.values[field.name]}
          onChange={(event) => form.setValue(field.name, event.target.value)}
          onBlur={() => form.touch(field.name)}
        />
      )}
    </FormField>
  );

  return (
    <AuthLayout
      title="Create Your Account"
      subtitle="Register to apply for and track your leave"
      footer={
        <p>
          Already have an account? <Link to={paths.login}>Sign in here</Link>
        </p>
      }
    >
      <form className="auth-form register-form" onSubmit={onSubmit} noValidate aria-label="Create your account">
        <div className="form-grid">
          {TEXT_FIELDS.slice(0, 2).map(textInput)}
          <FormField label="Department" error={form.errors.department} required>
            {(control) => (
              <select {...control} name="department" value={form.values.department} onChange={(event) => form.setValue('department', event.target.value)} onBlur={() => form.touch('department')}>
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
              <select {...control} name="role" value={form.values.role} onChange={(event) => form.setValue('role', event.target.value)} onBlur={() => form.touch('role')}>
                {ROLES.map((role) => (
                  <option key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {TEXT_FIELDS.slice(2).map(textInput)}
          <FormField label="Password" error={form.errors.password} required>
            {(control) => (
              <PasswordInput {...control} name="password" autoComplete="new-password" value={form.values.password} onChange={(event) => form.setValue('password', event.target.value)} onBlur={() => form.touch('password')} />
            )}
          </FormField>
          <FormField label="Confirm Password" error={form.errors.confirmPassword} required>
            {(control) => (
              <PasswordInput
                {...control}
                name="confirmPassword"
                autoComplete="new-password"
                value={form.values.confirmPassword}
                onChange={(event) => form.setValue('confirmPassword', event.target.value)}
                onBlur={() => form.touch('confirmPassword')}
              />
            )}
          </FormField>
        </div>
        <Button type="submit" busy={isLoading}>
          {isLoading ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
    </AuthLayout>
  );
}
