// 'College account': the Google, Microsoft or other account that signs a person in. An employee's or a
// HOD's is linked at their first sign-in with it, by its e-mail; an administrator's or an auditor's only
// when they connect it here themselves ('Connect your college account', issue 47), which anyone may do on
// their own profile. The administrator's view removes the link. Nothing is shown while none is linked and
// none can be connected here.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { linksOnlyByOwnAction, signInLinkRefusalText, type SignInLinkDto } from '@leave/domain';
import { useEffect, useId, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button/Button';
import { toast } from '@/components/ui/toasts/toasts-slice';
import { formatDateTime } from '@/lib/dates';
import { serverMessage } from '@/lib/api-error';
import { translateText } from '@/lib/i18n/texts';
import { useSession } from '@/lib/auth/use-session';
import { leaveAppFor } from '@/lib/leave-app';
import { useAppDispatch } from '@/lib/store-hooks';
import { useConnectCollegeAccountMutation, useGetSignInLinksQuery, useRemoveSignInLinksMutation } from '../api/sign-in-links';
import './sign-in-links.css';

export interface SignInLinksProps {
  userId: string;
  /** The administrator's view: a Remove button. */
  removable?: boolean;
  /** 2: a card of its own (the profile); 3: a part of the details dialog. */
  headingLevel?: 2 | 3;
  /** The person's own profile, on a server with a college account provider: they may connect theirs. */
  connectable?: boolean;
}

/** Back from the provider (`?collegeAccount=connected` or `?collegeAccountError=`): says how it went, once, and cleans the address. */
function useConnectionOutcome(enabled: boolean) {
  const [searchParams, setSearchParams] = useSearchParams();
  const dispatch = useAppDispatch();
  const handled = useRef(false);
  const connected = searchParams.get('collegeAccount') === 'connected';
  const refusal = signInLinkRefusalText(searchParams.get('collegeAccountError'));
  useEffect(() => {
    if (!enabled || (!connected && refusal === null) || handled.current) return;
    handled.current = true;
    setSearchParams({}, { replace: true });
    if (connected) dispatch(toast.success(t`College account connected`));
    else dispatch(toast.error(translateText(refusal!)));
  }, [enabled, connected, refusal, setSearchParams, dispatch]);
}

export function SignInLinks({ userId, removable = false, headingLevel = 3, connectable = false }: SignInLinksProps) {
  const { data: links = [] } = useGetSignInLinksQuery(userId);
  const [remove, { isLoading: removing }] = useRemoveSignInLinksMutation();
  const [connect, { isLoading: connecting }] = useConnectCollegeAccountMutation();
  const { user } = useSession();
  const dispatch = useAppDispatch();
  const titleId = useId();
  useConnectionOutcome(connectable);
  const privileged = user !== null && linksOnlyByOwnAction(user);
  // A privileged person's link signs them in only when they made it: one linked by e-mail is connected again.
  const offerConnect = connectable && (links.length === 0 || (privileged && !links.some((link) => link.byOwnAction)));
  if (links.length === 0 && !offerConnect) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const onRemove = async () => {
    const result = await remove(userId);
    if ('error' in result) dispatch(toast.error(serverMessage(result.error) ?? t`Could not remove the link`));
    else dispatch(toast.success(t`College account link removed`));
  };

  const onConnect = async () => {
    const result = await connect();
    if ('error' in result) dispatch(toast.error(serverMessage(result.error) ?? t`Could not connect your college account`));
    else leaveAppFor(result.data);
  };

  const heading = (
    <Heading id={titleId} className={headingLevel === 2 ? 'card__title' : 'dialog-subtitle'}>
      {t`College account`}
    </Heading>
  );
  const content = (
    <>
      {links.length > 0 && <LinkList links={links} />}
      {offerConnect && (
        <>
          <p className="muted">{privileged ? t`Your college account signs you in only after you connect it here yourself.` : t`Connect your college account to sign in with it.`}</p>
          <Button variant="secondary" size="sm" busy={connecting} onClick={() => void onConnect()}>
            {connecting ? t`Connecting...` : t`Connect your college account`}
          </Button>
        </>
      )}
      {removable && links.length > 0 && (
        <Button variant="danger" size="sm" busy={removing} onClick={() => void onRemove()}>
          {removing ? t`Removing...` : t`Remove link`}
        </Button>
      )}
    </>
  );
  return headingLevel === 2 ? (
    <section className="card sign-in-links" aria-labelledby={titleId}>
      <header className="card__header">{heading}</header>
      <div className="card__body">{content}</div>
    </section>
  ) : (
    <section className="sign-in-links" aria-labelledby={titleId}>
      {heading}
      {content}
    </section>
  );
}

function LinkList({ links }: { links: SignInLinkDto[] }) {
  return (
    <ul className="sign-in-links__list">
      {links.map((link) => {
        const email = link.email;
        const host = new URL(link.issuer).host;
        const linked = formatDateTime(link.linkedAt);
        return (
          <li key={link.issuer}>
            <Trans>
              Signs in as <strong>{email}</strong> with {host}, linked {linked}
            </Trans>
          </li>
        );
      })}
    </ul>
  );
}
