// Issue 45, under 'Classes of the day': what a HOD (or the admin, for the department chosen) reads over a
// longer time than one day. 'Classes taken this term' lists each teacher's classes covered (accepted or
// assigned) in the half year of today, most first (GET /arrangements/counts?department=), so that the next
// class goes to whoever has taken fewest; it follows `arrangement:changed`. 'Export' saves the department's
// arrangements of a range, a month by default, as CSV or Excel (/exports/arrangements.<format>), with the
// server's refusal shown on the form. Neither is printed with the day's sheet.
import { dateParts, daysInMonth, firstOfMonth, type CalendarDate } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Banner } from '@/components/ui/banner/Banner';
import { Button } from '@/components/ui/button/Button';
import { Card } from '@/components/ui/card/Card';
import { DataTable, type Column } from '@/components/ui/data-table/DataTable';
import { TextField } from '@/components/ui/form-field/TextField';
import { Spinner } from '@/components/ui/spinner/Spinner';
import { serverMessage } from '@/lib/api-error';
import { useDownloadArrangementsMutation, useGetSubstitutionCountsQuery, type ArrangementsExportArgs, type SubstitutionCount } from '../api/arrangements';

/** The month of `day`, first and last days. */
function monthOf(day: CalendarDate): { from: string; to: string } {
  const { year, month } = dateParts(day);
  const first = firstOfMonth(year, month);
  return { from: first, to: `${first.slice(0, 8)}${String(daysInMonth(year, month)).padStart(2, '0')}` };
}

function SubstitutionCounts({ department }: { department: string }) {
  const { data: counts = [], isLoading } = useGetSubstitutionCountsQuery({ department });
  const columns: Column<SubstitutionCount>[] = [
    { id: 'name', header: t`Teacher`, cell: (row) => row.name },
    { id: 'count', header: t`Classes taken`, cell: (row) => row.count },
  ];
  return (
    <Card title={t`Classes taken this term`}>
      {isLoading ? (
        <Spinner label={t`Loading classes...`} />
      ) : (
        <DataTable
          caption={t`Classes of ${department} each teacher has taken for colleagues this term`}
          columns={columns}
          rows={counts}
          rowKey={(row) => row._id}
          emptyMessage={t`Nobody of the department has taken a colleague's class this term.`}
          pageSize={50}
        />
      )}
    </Card>
  );
}

const FORMATS: { format: ArrangementsExportArgs['format']; label: string }[] = [
  { format: 'csv', label: 'CSV' },
  { format: 'xlsx', label: 'Excel' },
];

function ExportArrangements({ department, day }: { department: string; day: CalendarDate }) {
  const [range, setRange] = useState(() => monthOf(day));
  const [download, { isLoading, originalArgs, error }] = useDownloadArrangementsMutation();
  const backwards = range.from !== '' && range.to !== '' && range.from > range.to;
  const incomplete = range.from === '' || range.to === '';
  return (
    <Card title={t`Export`}>
      <p className="muted">{t`Who took which class over a range of days, as a file.`}</p>
      <div className="classes-of-the-day__filters">
        <TextField label={t`From`} name="export-from" type="date" value={range.from} onChange={(from) => setRange((now) => ({ ...now, from }))} required />
        <TextField label={t`To`} name="export-to" type="date" value={range.to} onChange={(to) => setRange((now) => ({ ...now, to }))} error={backwards ? t`From must not be after To` : undefined} required />
        {FORMATS.map(({ format, label }) => {
          const busy = isLoading && originalArgs?.format === format;
          return (
            <Button key={format} variant="secondary" busy={busy} disabled={backwards || incomplete} onClick={() => void download({ format, department, ...range })} aria-label={t`Download the classes of ${department} as ${label}`}>
              {busy ? t`Preparing...` : label}
            </Button>
          );
        })}
      </div>
      {error && (
        <Banner tone="error">
          <p>{serverMessage(error) ?? t`The export could not be downloaded.`}</p>
        </Banner>
      )}
    </Card>
  );
}

/** The department's cover over the term and over a range: below the day's sheet, not printed. */
export function DepartmentCover({ department, day }: { department: string; day: CalendarDate }) {
  return (
    <div className="classes-of-the-day__term print-hidden">
      <SubstitutionCounts department={department} />
      <ExportArrangements key={`${department}:${day.slice(0, 7)}`} department={department} day={day} />
    </div>
  );
}
