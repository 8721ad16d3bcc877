// 'College account': the Google, Microsoft or other account that signs a person in, linked at their first
// sign-in with it. Nothing is shown while none is linked. The administrator's view removes the link; the
// person's next sign-in with that account links it again by e-mail, if it is still theirs.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Button } from '@/components/ui/button/Button';
import { toast } from '@/components/ui/toasts/toasts-slice';
import { formatDateTime } from '@/lib/dates';
import { serverMessage } from '@/lib/api-error';
import { useAppDispatch } from '@/lib/store-hooks';
import { useGetSignInLinksQuery, useRemoveSignInLinksMutation } from '../api/sign-in-links';
import './sign-in-links.css';

export interface SignInLinksProps {
  userId: string;
  /** The administrator's view: a Remove button. */
  removable?: boolean;
  /** 2: a card of its own (the profile); 3: a part of the details dialog. */
  headingLevel?: 2 | 3;
}

export function SignInLinks({ userId, removable = false, headingLevel = 3 }: SignInLinksProps) {
  const { data: links = [] } = useGetSignInLinksQuery(userId);
  const [remove, { isLoading: removing }] = useRemoveSignInLinksMutation();
  const dispatch = useAppDispatch();
  const titleId = useId();
  if (links.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const onRemove = async () => {
    const result = await remove(userId);
    if ('error' in result) dispatch(toast.error(serverMessage(result.error) ?? t`Could not remove the link`));
    else dispatch(toast.success(t`College account link removed`));
  };

  const heading = (
    <Heading id={titleId} className={headingLevel === 2 ? 'card__title' : 'dialog-subtitle'}>
      {t`College account`}
    </Heading>
  );
  const content = (
    <>
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
      {removable && (
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
