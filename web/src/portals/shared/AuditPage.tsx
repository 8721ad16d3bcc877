// The audit screen as the auditor's and the admin's portals show it (both may read the staff register,
// which its person filter searches on the server).
import { AuditScreen } from '@/features/audit/components/AuditScreen';

export function AuditPage() {
  return <AuditScreen />;
}
