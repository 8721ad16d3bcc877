// Edit Profile for the three roles. Each role has its own schema in domain (admin: joining date required;
// HOD: department required). Only an admin changes a department or a date of joining: a HOD's and an
// employee's show read-only (the HOD's form sends them back unchanged, which the server accepts).
import { t } from '@lingui/core/macro';
import {
  MESSAGES,
  UI_MESSAGES,
  adminProfileSchema,
  employeeProfileSchema,
  hodProfileSchema,
  type Role,
  type UserDto,
} from '@leave/domain';
import { FormActions } from '@/components/ui/form-field/FormActions';
import { DepartmentSelect } from '@/components/ui/form-field/SelectField';
import { TextField } from '@/components/ui/form-field/TextField';
import { AUTH_TOAST_DURATION_MS, toast } from '@/components/ui/toasts/toasts-slice';
import { serverMessage } from '@/lib/api-error';
import { toDateInputValue } from '@/lib/dates';
import { translateText } from '@/lib/i18n/texts';
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
  // Never shown: the audit portal has no profile form, and the server refuses an auditor's edit.
  auditor: employeeProfileSchema as SafeParseSchema<ProfileChanges>,
};

function profileFormValuesOf(user: UserDto): ProfileFormValues {
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

export function ProfileEditForm({ user, onDone }: { user: UserDto; onDone: () => void }) {
  const role = user.role;
  const form = useSchemaForm(SCHEMAS[role], profileFormValuesOf(user));
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const dispatch = useAppDispatch();

  const onSubmit = form.handleSubmit(async (changes) => {
    const result = await updateProfile({ id: user._id, changes });
    if (result.error) {
      console.error('Updating the profile failed', result.error);
      dispatch(toast.error(serverMessage(result.error) ?? UI_MESSAGES.profileUpdateFailed, AUTH_TOAST_DURATION_MS.error));
      return;
    }
    dispatch(toast.success(UI_MESSAGES.profileUpdated, AUTH_TOAST_DURATION_MS.success));
    onDone();
  });

  // The hint is domain's text, shown in the language chosen.
  const readOnly = (name: keyof ProfileFormValues, label: string, hint?: string) => (
    <TextField label={label} name={name} type="text" value={form.values[name]} onChange={() => {}} readOnly aria-readonly="true" hint={hint === undefined ? undefined : translateText(hint)} />
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Edit profile`} className="profile-form">
      <div className="form-grid">
        <TextField label={t`Full Name`} type="text" {...form.bind('name')} required />
        <TextField label={t`Email`} type="email" {...form.bind('email')} required />
        {role === 'admin' ? (
          <DepartmentSelect {...form.bind('department')} emptyOption={t`Select department`} />
        ) : (
          readOnly('department', t`Department`, role === 'hod' ? UI_MESSAGES.askAnAdministrator : undefined)
        )}
        <TextField label={t`Mobile Number`} type="tel" {...form.bind('mobileNo')} required />
        <TextField label={t`Designation`} type="text" {...form.bind('designation')} required />
        <TextField label={t`Qualification`} type="text" {...form.bind('qualification')} required />
        <TextField label={t`Date of Birth`} type="date" {...form.bind('dateOfBirth')} required />
        {role === 'admin' ? (
          <TextField label={t`Date of Joining`} type="date" {...form.bind('dateOfJoining')} required />
        ) : (
          readOnly('dateOfJoining', t`Date of Joining`, role === 'hod' ? UI_MESSAGES.askAnAdministrator : MESSAGES.dateOfJoiningReadOnly)
        )}
      </div>
      <FormActions busy={isLoading} busyLabel={t`Saving...`} submitLabel={t`Save Changes`} onCancel={onDone} />
    </form>
  );
}
