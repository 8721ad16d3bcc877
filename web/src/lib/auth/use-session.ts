// The signed-in user and role flags (isAdmin, isHOD, isEmployee) for any component.
import { roleFlags } from '@leave/domain';
import { useSelector } from 'react-redux';
import { selectSession } from './auth-slice';

export function useSession() {
  const session = useSelector(selectSession);
  return { ...session, ...roleFlags(session.user?.role) };
}
