// 'Signed-in devices' on every profile, beside the passkeys: the devices still signed in (device in words,
// when, and how the session started), and 'Sign out everywhere', which ends the session of every browser and
// phone the person signed in from, this one too (a lost phone, a shared computer left signed in). It asks
// first; afterwards the person signs in again here. Like the sign-out button, it first runs what the page
// hands in while the token still stands (removing this browser's push subscription) and empties Cache
// Storage but the app shell's precache.
import type { SessionDto, SessionMethod } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button/Button';
import { Dialog } from '@/components/ui/dialog/Dialog';
import { toast } from '@/components/ui/toasts/toasts-slice';
import { serverMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/dates';
import { endSession } from '@/lib/auth/session';
import { clearPersonCaches } from '@/lib/pwa/person-caches';
import { useAppDispatch } from '@/lib/store-hooks';
import { paths } from '@/config/paths';
import { useGetMySessionsQuery, useSignOutEverywhereMutation } from '../api/sessions';
import { translateDevice } from '@/lib/i18n/texts';

/** How a session started, in words ('by passkey'). */
function methodLabel(method: SessionMethod): string {
  switch (method) {
    case 'password':
      return t`password`;
    case 'college account':
      return t`college account`;
    case 'passkey':
      return t`passkey`;
    case 'registration':
      return t`registration`;
    case 'password change':
      return t`password change`;
    case 'demo':
      return t`demo`;
    default:
      return method;
  }
}

/** 'Signed in November 24, 2026 at 9:00 AM · by passkey'. */
function signedIn(session: SessionDto): string {
  const when = formatDateTime(session.startedAt);
  const how = methodLabel(session.method);
  return t`Signed in ${when} · by ${how}`;
}

export function SessionsCard({ beforeSignOut }: { beforeSignOut?: () => Promise<void> } = {}) {
  const titleId = useId();
  const [asking, setAsking] = useState(false);
  const [signOutEverywhere, { isLoading }] = useSignOutEverywhereMutation();
  const { data: sessions = [] } = useGetMySessionsQuery();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const confirm = async () => {
    await beforeSignOut?.().catch((error: unknown) => console.error('Signing out everywhere: leaving this browser failed', error));
    const result = await signOutEverywhere();
    if ('error' in result) {
      dispatch(toast.error(serverMessage(result.error) ?? t`You could not be signed out everywhere. Please try again.`));
      return;
    }
    setAsking(false);
    await clearPersonCaches();
    dispatch(endSession());
    dispatch(toast.success(t`Signed out on every device. Sign in again to go on.`));
    void navigate(paths.login, { replace: true });
  };

  return (
    <section className="card" aria-labelledby={titleId}>
      <header className="card__header">
        <h2 id={titleId} className="card__title">
          {t`Signed-in devices`}
        </h2>
      </header>
      <div className="card__body">
        {sessions.length > 0 && (
          <ul className="plain-list sessions__list" aria-label={t`Devices signed in`}>
            {sessions.map((session) => (
              <li key={session._id}>
                <strong>{translateDevice(session.device)}</strong>
                <br />
                <span className="muted">{signedIn(session)}</span>
              </li>
            ))}
          </ul>
        )}
        <p className="muted">{t`Every browser and phone where you signed in stays signed in until you sign out there. If you lost a phone or left a shared computer signed in, sign out everywhere at once.`}</p>
        <Button variant="danger" onClick={() => setAsking(true)}>
          {t`Sign out everywhere`}
        </Button>
      </div>
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t`Sign out everywhere?`}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {t`Cancel`}
            </Button>
            <Button variant="danger" busy={isLoading} onClick={() => void confirm()}>
              {t`Sign out everywhere`}
            </Button>
          </>
        }
      >
        <p>{t`You will be signed out on every device, this one too, and sign in again here.`}</p>
      </Dialog>
    </section>
  );
}
