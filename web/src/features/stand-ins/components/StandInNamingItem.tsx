// One naming in a list of stand-ins (the HOD's, the office holder's, the admin's): what the list says of
// it, '(now)' while it covers today, and 'Remove' (DELETE /stand-ins/:id).
import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import type { StandInDto } from '@leave/domain';
import { Button } from '@/components/ui/button/Button';
import { useRemoveStandInMutation } from '../api/stand-ins';

export interface StandInNamingItemProps {
  naming: StandInDto;
  /** The remove button's accessible name ('Remove Asha as stand-in for Dr. Rao'). */
  removeLabel: string;
  children: ReactNode;
}

export function StandInNamingItem({ naming, removeLabel, children }: StandInNamingItemProps) {
  const [removeStandIn] = useRemoveStandInMutation();
  return (
    <li className="row-list__item stand-ins__item">
      <span>
        {children}
        {naming.active && ` (${t`now`})`}
      </span>
      <Button variant="secondary" size="sm" aria-label={removeLabel} onClick={() => void removeStandIn(naming._id)}>
        {t`Remove`}
      </Button>
    </li>
  );
}
