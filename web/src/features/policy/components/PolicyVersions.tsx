// Every version of the policy, newest first, with who published it, when, why and from which day, and
// whether it is in force, waiting for its day, past, or replaced before it started.
import { t } from '@lingui/core/macro';
import type { CalendarDate, PolicyVersionDto } from '@leave/domain';
import { Badge } from '@/components/ui/badge/Badge';
import { Card } from '@/components/ui/card/Card';
import { DataTable, type Column } from '@/components/ui/data-table/DataTable';
import { formatDate, formatDateTime, localToday } from '@/lib/dates';

type Standing = 'replaced' | 'inForce' | 'scheduled' | 'past';

function standing(version: PolicyVersionDto, inForce: number | undefined, today: CalendarDate): Standing {
  if (version.replaced) return 'replaced';
  if (version.version === inForce) return 'inForce';
  return version.effectiveFrom > today ? 'scheduled' : 'past';
}

function standingLabel(standing: Standing): string {
  switch (standing) {
    case 'replaced':
      return t`Replaced`;
    case 'inForce':
      return t`In force`;
    case 'scheduled':
      return t`Scheduled`;
    case 'past':
      return t`Past`;
  }
}

export function PolicyVersions({ versions, inForce, loading }: { versions: readonly PolicyVersionDto[]; inForce: number | undefined; loading: boolean }) {
  const today = localToday();
  const columns: Column<PolicyVersionDto>[] = [
    { id: 'version', header: t`Version`, cell: (version) => version.version },
    { id: 'effectiveFrom', header: t`Effective From`, cell: (version) => formatDate(version.effectiveFrom) },
    {
      id: 'status',
      header: t`Status`,
      cell: (version) => {
        const now = standing(version, inForce, today);
        return <Badge tone={now === 'inForce' ? 'success' : 'neutral'}>{standingLabel(now)}</Badge>;
      },
    },
    { id: 'publishedBy', header: t`Published By`, cell: (version) => version.publishedBy.name },
    { id: 'publishedAt', header: t`Published At`, cell: (version) => formatDateTime(version.publishedAt) },
    { id: 'reason', header: t`Reason`, cell: (version) => version.reason },
    { id: 'types', header: t`Leave Types`, cell: (version) => version.policy.leaveTypes.map((type) => type.code.toUpperCase()).join(', ') },
  ];
  return (
    <Card title={t`Versions`}>
      <DataTable caption={t`Versions of the leave policy`} columns={columns} rows={versions} rowKey={(version) => String(version.version)} emptyMessage={loading ? t`Loading versions...` : t`No versions yet`} />
    </Card>
  );
}
