// The profile's 'E-mail notifications' section: one checkbox per kind of notification the person can receive
// (issue 49: an employee is not offered what only approvers get), saved on the server.
import { t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { NOTIFICATION_KIND_LABELS, type EmailPreferences } from '@leave/domain';
import { Button } from '@/components/ui/button/Button';
import { Card } from '@/components/ui/card/Card';
import { toast } from '@/components/ui/toasts/toasts-slice';
import { translateText } from '@/lib/i18n/texts';
import { useAppDispatch } from '@/lib/store-hooks';
import { useGetNotificationPreferencesQuery, useSaveNotificationPreferencesMutation } from '../api/notification-preferences';
import './notifications.css';

export function EmailPreferencesCard() {
  const { data } = useGetNotificationPreferencesQuery();
  const [save, { isLoading }] = useSaveNotificationPreferencesMutation();
  const [changes, setChanges] = useState<Partial<EmailPreferences>>({});
  const dispatch = useAppDispatch();
  const shown = data ? { ...data.email, ...changes } : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save(changes);
    if ('error' in result) {
      dispatch(toast.error(t`E-mail preferences could not be saved`));
      return;
    }
    setChanges({});
    dispatch(toast.success(t`E-mail preferences saved`));
  };

  return (
    <Card title={t`E-mail notifications`}>
      {shown ? (
        <form className="email-preferences" onSubmit={(event) => void submit(event)}>
          <fieldset className="choice-list">
            <legend>{t`Also send me an e-mail when:`}</legend>
            {data?.kinds.map((kind) => (
              <label key={kind} className="choice-list__option">
                <input type="checkbox" checked={shown[kind]} onChange={(event) => setChanges({ ...changes, [kind]: event.target.checked })} />
                {translateText(NOTIFICATION_KIND_LABELS[kind])}
              </label>
            ))}
          </fieldset>
          <Button type="submit" busy={isLoading} disabled={Object.keys(changes).length === 0}>
            {isLoading ? t`Saving...` : t`Save e-mail preferences`}
          </Button>
        </form>
      ) : (
        <p>{t`Loading e-mail preferences...`}</p>
      )}
    </Card>
  );
}
