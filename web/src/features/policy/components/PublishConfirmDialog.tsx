// Publishing a version asks first (issue 49): what it changes against the version in force on its day, each
// change with how many people it reaches ('CL: 6 to 8 days for 26 people from 8 Dec 2026'), from
// POST /policy/versions/preview. A version cannot be taken back once in force, so the safe choice has the focus.
import { plural, t } from '@lingui/core/macro';
import type { PolicyPreviewDto } from '@leave/domain';
import { ConfirmDialog } from '@/components/ui/dialog/ConfirmDialog';
import { formatDate, localToday } from '@/lib/dates';

type TypeChange = PolicyPreviewDto['types'][number];

const people = (count: number) => plural(count, { one: '# person', other: '# people' });
const days = (count: number) => plural(count, { one: '# day', other: '# days' });

function sentence(change: TypeChange, from: string): string {
  const type = `${change.name} (${change.code.toUpperCase()})`;
  const reach = people(change.people);
  switch (change.kind) {
    case 'added':
      return change.toDays === undefined ? t`${type} added, for ${reach} from ${from}` : t`${type} added with ${days(change.toDays)}, for ${reach} from ${from}`;
    case 'removed':
      return t`${type} removed from ${from}`;
    case 'allowance': {
      const before = change.fromDays ?? 0;
      const after = change.toDays ?? 0;
      return t`${type}: ${before} to ${days(after)}, for ${reach} from ${from}`;
    }
    case 'rules':
      return t`${type}: its rules change, for ${reach} from ${from}`;
  }
}

function sectionName(section: string): string {
  switch (section) {
    case 'halfDayHours':
      return t`Half-day hours`;
    case 'offices':
      return t`Offices`;
    case 'approvalRoutes':
      return t`Approval routes`;
    case 'blackouts':
      return t`Blackout windows`;
    case 'departmentCap':
      return t`How many may be away at once`;
    case 'restrictedHolidays':
      return t`Restricted holidays per year`;
    case 'decisionLinks':
      return t`Decision links in mails`;
    case 'classAdjustment':
      return t`Class adjustment`;
    default:
      return section;
  }
}

export function PublishConfirmDialog({ preview, busy, onConfirm, onCancel }: { preview: PolicyPreviewDto | null; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const from = preview ? (preview.effectiveFrom === localToday() ? t`today` : formatDate(preview.effectiveFrom)) : '';
  const nothing = preview !== null && preview.types.length === 0 && preview.sections.length === 0;
  return (
    <ConfirmDialog open={preview !== null} title={t`Publish this version?`} confirmLabel={t`Publish Version`} busyLabel={t`Publishing...`} busy={busy} onConfirm={onConfirm} onCancel={onCancel}>
      {preview && (
        <>
          {nothing ? (
            <p>{t`This version changes nothing in the policy in force on that day.`}</p>
          ) : (
            <ul className="policy-changes">
              {preview.types.map((change) => (
                <li key={`${change.kind}-${change.code}`}>{sentence(change, from)}</li>
              ))}
              {preview.sections.length > 0 && <li>{t`Also changed: ${preview.sections.map(sectionName).join(', ')}`}</li>}
            </ul>
          )}
          <p className="muted">{t`Once in force, a version cannot be taken back: a later version can only change it again.`}</p>
        </>
      )}
    </ConfirmDialog>
  );
}
