// Change Password: current, new and confirmation (kept on the client). Rules and messages: domain's
// changePasswordSchema. Success and failure toasts come from the auth layer; the profile screens add the
// alert of docs/product.md §8 on failure.
import { msg, t } from '@lingui/core/macro';
import { PASSWORD_MIN, UI_MESSAGES, changePasswordSchema } from '@leave/domain';
import { FormActions } from '@/components/ui/form-field/FormActions';
import { PasswordField } from '@/components/ui/form-field/TextField';
import { AUTH_TOAST_DURATION_MS, toast } from '@/components/ui/toasts/toasts-slice';
import { serverMessage } from '@/lib/api-error';
import { i18n } from '@/lib/i18n/i18n';
import { translateText } from '@/lib/i18n/texts';
import { useAppDispatch } from '@/lib/store-hooks';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useChangePasswordMutation } from '../api/change-password';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

const FIELDS = [
  { name: 'currentPassword', label: msg`Current Password`, autoComplete: 'current-password' },
  { name: 'newPassword', label: msg`New Password`, autoComplete: 'new-password' },
  { name: 'confirmPassword', label: msg`Confirm New Password`, autoComplete: 'new-password' },
] as const;

/** `onDone` after a change (and on Cancel, unless `onCancel` is given); `cancelLabel` names the secondary button ('Later' in the first sign-in prompt). */
export function ChangePasswordForm({ onDone, onCancel = onDone, cancelLabel }: { onDone: () => void; onCancel?: () => void; cancelLabel?: string }) {
  const form = useSchemaForm(changePasswordSchema, EMPTY);
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const dispatch = useAppDispatch();

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    if (result.error) {
      dispatch(toast.error(serverMessage(result.error) ?? UI_MESSAGES.passwordChangeFailed, AUTH_TOAST_DURATION_MS.error));
      window.alert(translateText(UI_MESSAGES.passwordChangeFailedAlert));
      return;
    }
    dispatch(toast.success(UI_MESSAGES.passwordChanged, AUTH_TOAST_DURATION_MS.success));
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Change password`} className="profile-form">
      {FIELDS.map((field) => (
        <PasswordField key={field.name} label={i18n._(field.label)} autoComplete={field.autoComplete} minLength={PASSWORD_MIN} {...form.bind(field.name)} required />
      ))}
      <FormActions busy={isLoading} busyLabel={t`Changing...`} submitLabel={t`Change Password`} onCancel={onCancel} {...(cancelLabel ? { cancelLabel } : {})} />
    </form>
  );
}
