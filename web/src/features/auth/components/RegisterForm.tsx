// Self-registration, 'Create Your Account': every rule and message comes from domain's registerSchema.
import { ROLES, UI_MESSAGES, dashboardPathFor, onlyAnAdminCreates, registerSchema, type RegisterInput } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { TransScope } from '@/lib/i18n/TransScope';
import { Link, useNavigate } from 'react-router';
import { PersonFields, type PersonField } from '@/components/person/PersonFields';
import { Button } from '@/components/ui/button/Button';
import { PasswordField } from '@/components/ui/form-field/TextField';
import { AUTH_TOAST_DURATION_MS, toast } from '@/components/ui/toasts/toasts-slice';
import { paths } from '@/config/paths';
import { serverMessage } from '@/lib/api-error';
import { useAppDispatch } from '@/lib/store-hooks';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useRegisterMutation } from '../api/register';

/** Only an admin creates an auditor: the registration page does not offer the role. */
const SELF_REGISTERED_ROLES = ROLES.filter((role) => !onlyAnAdminCreates(role));
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

const REQUIRED: readonly PersonField[] = ['name', 'email', 'department', 'role', 'mobileNo', 'dateOfBirth', 'dateOfJoining'];

export function RegisterForm() {
  const form = useSchemaForm(registerSchema, EMPTY);
  const [register, { isLoading }] = useRegisterMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const onSubmit = form.handleSubmit(async (values) => {
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
  });

  return (
    <AuthLayout
      title={t`Create Your Account`}
      subtitle={t`Register to apply for and track your leave`}
      footer={
        <p>
          <TransScope>
            <Trans>
              Already have an account? <Link to={paths.login}>Sign in here</Link>
            </Trans>
          </TransScope>
        </p>
      }
    >
      <form className="auth-form register-form" onSubmit={onSubmit} noValidate aria-label={t`Create your account`}>
        <div className="form-grid">
          <PersonFields bind={form.bind} required={REQUIRED} ownDetails roles={SELF_REGISTERED_ROLES} />
          <PasswordField label={t`Password`} {...form.bind('password')} autoComplete="new-password" required />
          <PasswordField label={t`Confirm Password`} {...form.bind('confirmPassword')} autoComplete="new-password" required />
        </div>
        <Button type="submit" busy={isLoading}>
          {isLoading ? t`Creating Account...` : t`Create Account`}
        </Button>
      </form>
    </AuthLayout>
  );
}
