// In the header, while the signed-in person stands in for a HOD today: a link to their stand-in queue.
import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon/Icon';
import { useSession } from '@/lib/auth/use-session';
import { useGetStandInsQuery } from '../api/stand-ins';
import './stand-ins.css';

export function StandInQueueLink({ to }: { to: string }) {
  const { user } = useSession();
  const { data: standIns = [] } = useGetStandInsQuery();
  // A HOD's stand-in only: an office's stand-in decides from Approvals (issue 43).
  const standingIn = standIns.some((s) => s.active && s.office === null && s.standIn._id === user?._id);
  if (!standingIn) return null;
  return (
    <Link to={to} className="btn btn--secondary btn--sm stand-ins__link">
      <Icon name="check" size={16} />
      <span className="stand-ins__link-label">{t`Stand-in Queue`}</span>
    </Link>
  );
}
