// 'Passkeys' on every profile: the person's passkeys (name, when added, when last used), 'Add a passkey'
// (the browser asks the device: fingerprint, face, PIN or security key) and Remove. A removed passkey no
// longer signs in. The browser library is loaded on the click.
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

const ADD_FAILED = 'The passkey was not added.';

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
        dispatch(toast.error(ADD_FAILED));
        return;
      }
      const result = await add({ credential, ...(name.trim() ? { name: name.trim() } : {}) });
      if ('error' in result) dispatch(toast.error(serverMessage(result.error) ?? ADD_FAILED));
      else {
        setName('');
        rememberPasskeyHere();
        dispatch(toast.success(PASSKEY_MESSAGES.added));
      }
    } catch (error) {
      dispatch(toast.error(serverMessage(error) ?? ADD_FAILED));
    } finally {
      setAdding(false);
    }
  };

  const onRemove = async (id: string) => {
    const result = await remove(id);
    if ('error' in result) dispatch(toast.error(serverMessage(result.error) ?? 'The passkey was not removed.'));
    else dispatch(toast.success(PASSKEY_MESSAGES.removed));
  };

  return (
    <section className="card passkeys" aria-labelledby={titleId}>
      <header className="card__header">
        <h2 id={titleId} className="card__title">
          Passkeys
        </h2>
      </header>
      <div className="card__body">
        {passkeys.length === 0 ? (
          <p className="muted">No passkeys yet. A passkey signs you in with this device's fingerprint, face or PIN instead of your password.</p>
        ) : (
          <ul className="passkeys__list">
            {passkeys.map((passkey) => (
              <li key={passkey.id} className="passkeys__item">
                <span>
                  <strong>{passkey.name}</strong>
                  <span className="muted">
                    {' '}
                    · added {formatDateTime(passkey.createdAt)}
                    {passkey.lastUsedAt ? ` · last used ${formatDateTime(passkey.lastUsedAt)}` : ' · never used'}
                  </span>
                </span>
                <Button variant="danger" size="sm" onClick={() => void onRemove(passkey.id)} aria-label={`Remove passkey ${passkey.name}`}>
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        {supported && (
          <div className="passkeys__add">
            <TextField label="Name of the new passkey (optional)" value={name} onChange={setName} maxLength={60} />
            <Button busy={adding} onClick={() => void onAdd()}>
              {adding ? 'Waiting for your device...' : 'Add a passkey'}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
