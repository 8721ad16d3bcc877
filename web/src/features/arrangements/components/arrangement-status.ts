// An arrangement's status in the language shown, and its badge's tone.
import type { ArrangementStatus } from '@leave/domain';
import { t } from '@lingui/core/macro';
import type { BadgeTone } from '@/components/ui/badge/Badge';

export function arrangementStatusLabel(status: ArrangementStatus): string {
  switch (status) {
    case 'requested':
      return t`Waiting for your answer`;
    case 'accepted':
      return t`Accepted`;
    case 'declined':
      return t`Declined`;
    case 'assigned':
      return t`Assigned by the HOD`;
    case 'open':
      return t`HOD to arrange`;
    case 'released':
      return t`Released: the leave no longer stands`;
  }
}

export const ARRANGEMENT_TONE: Record<ArrangementStatus, BadgeTone> = {
  requested: 'warning',
  accepted: 'success',
  declined: 'danger',
  assigned: 'info',
  open: 'neutral',
  released: 'neutral',
};
