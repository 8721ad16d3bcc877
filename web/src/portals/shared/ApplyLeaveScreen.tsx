// The apply-leave screen of the HOD and employee portals: the applicant's balances, the form of their
// kind (calendar days for a HOD, working days for an employee), the claim of compensatory leave when the
// policy has a claimed type, the guidelines and the policy table.
import { dateParts, type LeaveBalance } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { useMemo } from 'react';
import { Card } from '@/components/ui/card/Card';
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { BalancePanel } from '@/features/balances/components/BalancePanel';
import { ApplyLeaveForm, type ApplicantKind } from '@/features/leaves/components/ApplyLeaveForm';
import { CompOffClaimForm } from '@/features/leaves/components/CompOffClaimForm';
import { LeaveGuidelines, LeavePolicyReference } from '@/features/leaves/components/LeavePolicyReference';
import { useHolidaysFrom } from '@/features/holidays/api/holidays-api';
import { HolidaysInRange } from '@/features/holidays/components/HolidaysInRange';
import { localToday } from '@/lib/dates';
import { usePolicyInForce } from '@/lib/policy';
import { useAvailableBalances } from './use-available-balances';
import { ClassesHandedBack } from '@/features/arrangements/components/ClassesHandedBack';

/** How the applicant's days are counted, in the language shown. */
const daysCounted = (applicant: ApplicantKind): string =>
  applicant === 'hod' ? t`Calendar days are counted, weekends included.` : t`Working days only: Saturdays, Sundays and the college's holidays are not counted.`;

export function ApplyLeaveScreen({ applicant, balances }: { applicant: ApplicantKind; balances: LeaveBalance | null }) {
  const holidays = useHolidaysFrom(dateParts(localToday()).year);
  const holidayDates = useMemo(() => holidays.map((holiday) => holiday.date), [holidays]);
  const policy = usePolicyInForce();
  // One figure (issue 49): the balance less what is pending, as the server checks it.
  const { available, reserved } = useAvailableBalances(balances);
  return (
    <>
      <PageHeader title={t`Apply for Leave`} subtitle={daysCounted(applicant)} />
      <Card title={t`Your Leave Balance`}>
        <BalancePanel balances={balances} available={available} reserved={reserved} />
      </Card>
      <ApplyLeaveForm
        applicant={applicant}
        balances={available}
        holidayDates={holidayDates}
        policy={policy}
        renderHolidays={(range) => <HolidaysInRange holidays={holidays} {...range} />}
        renderClassesHandedBack={(span, policyThen) => <ClassesHandedBack span={span} policy={policyThen} />}
      />
      <CompOffClaimForm policy={policy} holidayDates={holidayDates} />
      <div className="grid-2">
        <LeaveGuidelines />
        <LeavePolicyReference />
      </div>
    </>
  );
}
