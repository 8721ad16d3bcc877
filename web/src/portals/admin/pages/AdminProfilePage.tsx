// Admin profile: the 'Administrator' card, read-only details, Edit Profile and Change Password, and the e-mail notifications.
import { useSession } from '@/lib/auth/use-session';
import { ProfileScreen } from '@/features/profile/components/ProfileScreen';
import { EmailPreferencesCard } from '@/features/notifications/components/EmailPreferencesCard';

export function AdminProfilePage() {
  const { user } = useSession();
  return user ? <ProfileScreen user={user} extra={<EmailPreferencesCard />} /> : null;
}
