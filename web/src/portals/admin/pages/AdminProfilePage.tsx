// Admin profile: the 'Administrator' card, read-only details, Edit Profile and Change Password, the college account link, the passkeys, the e-mail notifications and push on this device.
import { useSession } from '@/lib/auth/use-session';
import { ProfileScreen } from '@/features/profile/components/ProfileScreen';
import { AccountCards } from '@/portals/shared/AccountCards';

export function AdminProfilePage() {
  const { user } = useSession();
  return user ? <ProfileScreen user={user} extra={<AccountCards userId={user._id} />} /> : null;
}
