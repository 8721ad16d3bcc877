// Every version of the policy, newest first, with who published it, when, why and from which day, and
// whether it is in force, waiting for its day, past, or replaced before it started.
import type { CalendarDate, PolicyVersionDto } from '@leave/domain';
import { Badge } from '@/components/ui/badge/Badge';
import { Card } from '@/components/ui/card/Card';
import { DataTable, type Column } from '@/components/ui/data-table/DataTable';
import { formatDate, formatDateTime, localToday } from '@/lib/dates';

function standing(version: PolicyVersionDto, inForce: number | undefined, today: CalendarDate): string {
  if (version.replaced) return 'Replaced';
  if (version.version === inForce) return 'In force';
  return version.effectiveFrom > today ? 'Scheduled' : 'Past';
}

export function PolicyVersions({ versions, inForce, loading }: { versions: readonly PolicyVersionDto[]; inForce: number | undefined; loading: boolean }) {
  const today = localToday();
  const columns: Column<PolicyVersionDto>[] = [
    { id: 'version', header: 'Version', cell: (version) => version.version },
    { id: 'effectiveFrom', header: 'Effective From', cell: (version) => formatDate(version.effectiveFrom) },
    { id: 'status', header: 'Status', cell: (version) => <Badge tone={standing(version, inForce, today) === 'In force' ? 'success' : 'neutral'}>{standing(version, inForce, today)}</Badge> },
    { id: 'publishedBy', header: 'Published By', cell: (version) => version.publishedBy.name },
    { id: 'publishedAt', header: 'Published At', cell: (version) => formatDateTime(version.publishedAt) },
    { id: 'reason', header: 'Reason', cell: (version) => version.reason },
    { id: 'types', header: 'Leave Types', cell: (version) => version.policy.leaveTypes.map((type) => type.code.toUpperCase()).join(', ') },
  ];
  return (
    <Card title="Versions">
      <DataTable caption="Versions of the leave policy" columns={columns} rows={versions} rowKey={(version) => String(version.version)} emptyMessage={loading ? 'Loading versions...' : 'No versions yet'} />
    </Card>
  );
}
