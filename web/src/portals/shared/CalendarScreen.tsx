// Who is away, in each portal: the month calendar of the viewer's scope (the admin may pick a department).
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { DepartmentSelect } from '@/components/ui/form-field/SelectField';
import { MonthCalendar } from '@/features/calendar/components/MonthCalendar';
import { CalendarFeeds } from '@/features/calendar/components/CalendarFeeds';
import { localToday } from '@/lib/dates';

export type CalendarScopeKind = 'admin' | 'hod' | 'employee';

/** What the calendar shows, in the language shown. */
function subtitle(kind: CalendarScopeKind): string {
  if (kind === 'admin') return t`Approved leave is solid, pending and HOD-approved leave hatched; holidays are marked`;
  if (kind === 'hod') return t`Your department's leave: approved solid, pending and HOD-approved hatched; holidays marked`;
  return t`Your own leave and the college holidays`;
}

export function CalendarScreen({ kind, department }: { kind: CalendarScopeKind; department?: string | null }) {
  const [month, setMonth] = useState(localToday().slice(0, 7));
  const [chosen, setChosen] = useState('');
  const scopeLabel = kind === 'employee' ? t`your leave` : kind === 'hod' ? (department ?? t`your department`) : chosen || t`all departments`;
  return (
    <>
      <PageHeader title={t`Leave Calendar`} subtitle={subtitle(kind)} />
      {kind === 'admin' && <DepartmentSelect value={chosen} onChange={setChosen} emptyOption={t`All Departments`} />}
      <MonthCalendar month={month} onMonthChange={setMonth} department={kind === 'admin' && chosen ? chosen : undefined} scopeLabel={scopeLabel} own={kind === 'employee'} />
      <CalendarFeeds />
    </>
  );
}
