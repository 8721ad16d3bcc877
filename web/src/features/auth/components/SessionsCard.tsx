// 'Signed-in devices' on every profile, beside the passkeys: the devices still signed in (device in words,
// 'This device' on the one in hand, when and how each session started, which tells two 'Chrome on Linux'
// apart), a 'Sign out' per device (issue 49), and 'Sign out everywhere', which ends the session of every
// browser and phone the person signed in from, this one too (a lost phone, a shared computer left signed
// in). Each asks first. Signing out this device from the list is the sign-out button: it first runs what
// the page hands in while the token still stands (removing this browser's push subscription), ends the
// session on the server, empties Cache Storage but the app shell's precache and shows the sign-in page.
import type { SessionDto, SessionMethod } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge/Badge';
import { Button } from '@/components/ui/button/Button';
import { Dialog } from '@/components/ui/dialog/Dialog';
import { toast } from '@/components/ui/toasts/toasts-slice';
import { serverMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/dates';
import { endSession } from '@/lib/auth/session';
import { clearPersonCaches } from '@/lib/pwa/person-caches';
import { useAppDispatch } from '@/lib/store-hooks';
import { paths } from '@/config/paths';
import { useGetMySessionsQuery, useSignOutEverywhereMutation, useSignOutSessionMutation } from '../api/sessions';
import { useSignOut } from '../use-sign-out';
import { translateDevice } from '@/lib/i18n/texts';
import './sessions.css';

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

/** 'Signed in 24 Nov 2026 at 9:00 AM · by passkey'. */
function signedIn(session: SessionDto): string {
  const when = formatDateTime(session.startedAt);
  const how = methodLabel(session.method);
  return t`Signed in ${when} · by ${how}`;
}

export function SessionsCard({ beforeSignOut }: { beforeSignOut?: () => Promise<void> } = {}) {
  const titleId = useId();
  const [asking, setAsking] = useState(false);
  /** The session whose 'Sign out' asks for confirmation. */
  const [ending, setEnding] = useState<SessionDto | null>(null);
  const [signOutEverywhere, { isLoading }] = useSignOutEverywhereMutation();
  const [signOutSession, { isLoading: isEnding }] = useSignOutSessionMutation();
  const { data: sessions = [], refetch } = useGetMySessionsQuery();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const signOutHere = useSignOut();

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

  const confirmOne = async (session: SessionDto) => {
    // This browser: what the page hands in runs while the token still stands, as the sign-out button does.
    if (session.current) await beforeSignOut?.().catch((error: unknown) => console.error('Signing out: leaving this browser failed', error));
    const result = await signOutSession(session._id);
    if ('error' in result) {
      dispatch(toast.error(serverMessage(result.error) ?? t`That device could not be signed out. Please try again.`));
      return;
    }
    setEnding(null);
    if (session.current) {
      await signOutHere();
      return;
    }
    const device = translateDevice(session.device);
    dispatch(toast.success(t`Signed out on ${device}.`));
    void refetch();
  };

  const endingDevice = ending ? translateDevice(ending.device) : '';
  const endingStarted = ending ? signedIn(ending) : '';
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
            {sessions.map((session) => {
              const device = translateDevice(session.device);
              const started = signedIn(session);
              return (
                <li key={session._id} className="sessions__item" aria-current={session.current ? 'true' : undefined}>
                  <div className="sessions__what">
                    <strong>{device}</strong> {session.current && <Badge tone="success">{t`This device`}</Badge>}
                    <br />
                    <span className="muted">{started}</span>
                  </div>
                  {session.endable && (
                    <Button variant="secondary" size="sm" onClick={() => setEnding(session)} aria-label={session.current ? t`Sign out on this device` : t`Sign out on ${device}, ${started}`}>
                      {t`Sign out`}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <p className="muted">{t`Every browser and phone where you signed in stays signed in until you sign out there. If you lost a phone or left a shared computer signed in, sign out everywhere at once.`}</p>
        <Button variant="danger" onClick={() => setAsking(true)}>
          {t`Sign out everywhere`}
        </Button>
      </div>
      <Dialog
        open={ending !== null}
        onClose={() => setEnding(null)}
        title={ending?.current ? t`Sign out on this device?` : t`Sign out on ${endingDevice}?`}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setEnding(null)}>
              {t`Cancel`}
            </Button>
            <Button variant="danger" busy={isEnding} onClick={() => ending && void confirmOne(ending)}>
              {t`Sign out`}
            </Button>
          </>
        }
      >
        {ending && (
          <p>
            {ending.current
              ? t`You will be signed out here and see the sign-in page. Your other devices stay signed in.`
              : t`${endingDevice} (${endingStarted}) will have to sign in again. This device and your other devices stay signed in.`}
          </p>
        )}
      </Dialog>
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
