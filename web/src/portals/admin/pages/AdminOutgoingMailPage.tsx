// Admin: the notification e-mails that went out, or would have (SMTP_URL unset), or failed.
import { OutgoingMail } from '@/features/notifications/components/OutgoingMail';

export function AdminOutgoingMailPage() {
  return <OutgoingMail />;
}
