// Issue 45, 'Classes of the day': a department's arrangements of one date (GET
// /arrangements?department=&date=), for its HOD and the admin (who chooses the department first), in period
// order as a table to print (window.print; navigation hidden in print, arrangements.css). The HOD assigns a
// colleague of the department directly to a class still to arrange ('open' or 'declined'): PUT
// /arrangements/:id {substituteId}; the server's refusal (409) shows above the table. The day is fetched
// again on `arrangement:changed`. Below it, not printed, the department's classes taken this term by each
// teacher and its export over a range (DepartmentCover.tsx).
import type { ArrangementDto, CalendarDate } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Badge } from '@/components/ui/badge/Badge';
import { Button } from '@/components/ui/button/Button';
import { DataTable, type Column } from '@/components/ui/data-table/DataTable';
import { DepartmentSelect } from '@/components/ui/form-field/SelectField';
import { TextField } from '@/components/ui/form-field/TextField';
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { Spinner } from '@/components/ui/spinner/Spinner';
import { firstValidationMessage, serverMessage } from '@/lib/api-error';
import { formatDateSpan, localToday } from '@/lib/dates';
import { translateText } from '@/lib/i18n/texts';
import { useGetUsersPageQuery } from '@/lib/users-page';
import { useAssignArrangementMutation, useGetDayArrangementsQuery } from '../api/arrangements';
import { ARRANGEMENT_TONE, arrangementStatusLabel } from './arrangement-status';
import { DepartmentCover } from './DepartmentCover';
import './arrangements.css';

/** The statuses the HOD still has to arrange. */
const TO_ARRANGE: ReadonlySet<ArrangementDto['status']> = new Set(['open', 'declined']);

interface Colleague {
  _id: string;
  name: string;
}

function AssignSelect({ arrangement, colleagues, busy, onAssign }: { arrangement: ArrangementDto; colleagues: readonly Colleague[]; busy: boolean; onAssign: (substituteId: string) => void }) {
  const className = arrangement.className;
  const number = arrangement.period;
  return (
    <select aria-label={t`Assign ${className}, period ${number}`} name={`assign-${arrangement._id}`} value="" disabled={busy} onChange={(event) => event.target.value && onAssign(event.target.value)}>
      <option value="">{t`Choose a colleague`}</option>
      {colleagues
        .filter((colleague) => colleague._id !== arrangement.absent._id)
        .map((colleague) => (
          <option key={colleague._id} value={colleague._id}>
            {colleague.name}
          </option>
        ))}
    </select>
  );
}

/** `department`: the HOD's own (who may assign); absent, the admin chooses one and reads it. */
export function ClassesOfTheDay({ department: own }: { department?: string }) {
  const [chosen, setChosen] = useState('');
  const [date, setDate] = useState<string>(() => localToday());
  const department = own ?? chosen;
  const canAssign = own !== undefined;
  const { data: arrangements = [], isFetching, isLoading } = useGetDayArrangementsQuery(department !== '' && date !== '' ? { department, date } : skipToken);
  const { data: people } = useGetUsersPageQuery(canAssign && department !== '' ? { department, active: true, limit: 500 } : skipToken);
  const [assign, { isLoading: assigning }] = useAssignArrangementMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const day = date ? formatDateSpan(date) : '';
  const rows = [...arrangements].sort((a, b) => a.period - b.period || a.start.localeCompare(b.start) || a.className.localeCompare(b.className));

  const onAssign = async (arrangement: ArrangementDto, substituteId: string) => {
    setRefusal(null);
    const result = await assign({ id: arrangement._id, substituteId });
    if (result.error) {
      const message = serverMessage(result.error) ?? firstValidationMessage(result.error);
      setRefusal(message ? translateText(message) : t`The class could not be assigned. Please try again.`);
    }
  };

  const columns: Column<ArrangementDto>[] = [
    { id: 'period', header: t`Period`, cell: (row) => row.period },
    { id: 'time', header: t`Time`, cell: (row) => `${row.start}–${row.end}` },
    { id: 'class', header: t`Class`, cell: (row) => row.className },
    { id: 'subject', header: t`Subject`, cell: (row) => row.subject },
    { id: 'absent', header: t`Absent`, cell: (row) => row.absent.name },
    {
      id: 'substitute',
      header: t`Taken by`,
      cell: (row) =>
        canAssign && TO_ARRANGE.has(row.status) ? (
          <>
            {row.substitute && <span className="muted print-hidden">{row.substitute.name} · </span>}
            <AssignSelect arrangement={row} colleagues={people?.users ?? []} busy={assigning} onAssign={(id) => void onAssign(row, id)} />
          </>
        ) : (
          (row.substitute?.name ?? '—')
        ),
    },
    { id: 'status', header: t`Status`, cell: (row) => <Badge tone={ARRANGEMENT_TONE[row.status]}>{arrangementStatusLabel(row.status)}</Badge> },
  ];

  return (
    <div className="classes-of-the-day">
      <PageHeader
        title={t`Classes of the day`}
        subtitle={own ? t`Who takes your department's classes on a day` : t`Who takes a department's classes on a day`}
        actions={
          <Button variant="secondary" className="print-hidden" onClick={() => window.print()}>
            {t`Print`}
          </Button>
        }
      />
      <div className="classes-of-the-day__filters">
        {!own && <DepartmentSelect value={chosen} onChange={setChosen} emptyOption={t`Select department`} name="department" />}
        <TextField label={t`Date`} name="date" type="date" value={date} onChange={setDate} required />
      </div>
      {refusal && (
        <p className="arrangements__error" role="alert">
          {refusal}
        </p>
      )}
      {department === '' ? (
        <p className="muted">{t`Choose a department to see its classes of the day.`}</p>
      ) : isLoading || (isFetching && arrangements.length === 0) ? (
        <Spinner label={t`Loading classes...`} />
      ) : (
        <DataTable caption={t`Classes of ${department} on ${day}`} columns={columns} rows={rows} rowKey={(row) => row._id} emptyMessage={t`No class of the department needs covering on this day.`} pageSize={500} />
      )}
      {department !== '' && <DepartmentCover department={department} day={(date || localToday()) as CalendarDate} />}
    </div>
  );
}
