// HOD profile: 'Head of Department', view / Edit Profile / Change Password.
import { useSession } from '@/lib/auth/use-session';
import { ProfileScreen } from '@/features/profile/components/ProfileScreen';

export function HodProfilePage() {
  const { user } = useSession();
  return user ? <ProfileScreen user={user} /> : null;
}
