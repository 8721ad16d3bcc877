// 'Passkeys' on every profile: the person's passkeys (name, when added, when last used), 'Add a passkey'
// (the browser asks the device: fingerprint, face, PIN or security key) and Remove. A removed passkey no
// longer signs in. The browser library is loaded on the click.
import { t } from '@lingui/core/macro';
import { PASSKEY_MESSAGES } from '@leave/domain';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button/Button';
import { TextField } from '@/components/ui/form-field/TextField';
import { toast } from '@/components/ui/toasts/toasts-slice';
import { serverMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/dates';
import { useAppDispatch } from '@/lib/store-hooks';
import { useAddPasskeyMutation, useGetMyPasskeysQuery, usePasskeyRegistrationOptionsMutation, useRemovePasskeyMutation } from '../api/passkeys';
import './passkeys.css';
import { rememberPasskeyHere } from '@/lib/passkey-hint';

const addFailed = () => t`The passkey was not added.`;

export function PasskeysCard() {
  const { data: passkeys = [] } = useGetMyPasskeysQuery();
  const [getOptions] = usePasskeyRegistrationOptionsMutation();
  const [add] = useAddPasskeyMutation();
  const [remove] = useRemovePasskeyMutation();
  const [name, setName] = useState('');
  const [adding, setAdding] = useState(false);
  const dispatch = useAppDispatch();
  const titleId = useId();
  const supported = typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

  const onAdd = async () => {
    setAdding(true);
    try {
      const options = await getOptions().unwrap();
      const { startRegistration } = await import('@simplewebauthn/browser');
      let credential;
      try {
        credential = await startRegistration({ optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'] });
      } catch {
        dispatch(toast.error(addFailed()));
        return;
      }
      const result = await add({ credential, ...(name.trim() ? { name: name.trim() } : {}) });
      if ('error' in result) dispatch(toast.error(serverMessage(result.error) ?? addFailed()));
      else {
        setName('');
        rememberPasskeyHere();
        dispatch(toast.success(PASSKEY_MESSAGES.added));
      }
    } catch (error) {
      dispatch(toast.error(serverMessage(error) ?? addFailed()));
    } finally {
      setAdding(false);
    }
  };

  const onRemove = async (id: string) => {
    const result = await remove(id);
    if ('error' in result) dispatch(toast.error(serverMessage(result.error) ?? t`The passkey was not removed.`));
    else dispatch(toast.success(PASSKEY_MESSAGES.removed));
  };

  return (
    <section className="card passkeys" aria-labelledby={titleId}>
      <header className="card__header">
        <h2 id={titleId} className="card__title">
          {t`Passkeys`}
        </h2>
      </header>
      <div className="card__body">
        {passkeys.length === 0 ? (
          <p className="muted">{t`No passkeys yet. A passkey signs you in with this device's fingerprint, face or PIN instead of your password.`}</p>
        ) : (
          <ul className="passkeys__list">
            {passkeys.map((passkey) => {
              // The passkey's name is the person's own: it is never translated.
              const name = passkey.name;
              const added = formatDateTime(passkey.createdAt);
              const lastUsed = passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : null;
              return (
                <li key={passkey.id} className="passkeys__item">
                  <span>
                    <strong>{name}</strong>
                    <span className="muted">
                      {' '}
                      · {t`added ${added}`}
                      {lastUsed ? ` · ${t`last used ${lastUsed}`}` : ` · ${t`never used`}`}
                    </span>
                  </span>
                  <Button variant="danger" size="sm" onClick={() => void onRemove(passkey.id)} aria-label={t`Remove passkey ${name}`}>
                    {t`Remove`}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        {supported && (
          <div className="passkeys__add">
            <TextField label={t`Name of the new passkey (optional)`} value={name} onChange={setName} maxLength={60} />
            <Button busy={adding} onClick={() => void onAdd()}>
              {adding ? t`Waiting for your device...` : t`Add a passkey`}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
