// Admin profile: the 'Administrator' card, read-only details, Edit Profile and Change Password.
import { useSession } from '@/lib/auth/use-session';
import { ProfileScreen } from '@/features/profile/components/ProfileScreen';

export function AdminProfilePage() {
  const { user } = useSession();
  return user ? <ProfileScreen user={user} /> : null;
}
