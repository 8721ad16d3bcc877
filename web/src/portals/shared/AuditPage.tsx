// The audit screen as the auditor's and the admin's portals show it: the people to filter by come from
// the staff register (both may read it).
import { useMemo } from 'react';
import { AuditScreen } from '@/features/audit/components/AuditScreen';
import { useGetUsersQuery } from '@/features/users/api/get-users';

export function AuditPage() {
  const { data: users } = useGetUsersQuery();
  const people = useMemo(
    () => (users ?? []).map((user) => ({ id: user._id, label: `${user.name}${user.employeeId ? ` (${user.employeeId})` : ''}` })).sort((a, b) => a.label.localeCompare(b.label)),
    [users],
  );
  return <AuditScreen people={people} />;
}
