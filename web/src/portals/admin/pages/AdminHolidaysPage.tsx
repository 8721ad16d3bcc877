// Holidays: the college's holiday calendar, which employees' day counts leave out.
import { t } from '@lingui/core/macro';
import { dateParts } from '@leave/domain';
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { HolidayManager } from '@/features/holidays/components/HolidayManager';
import { localToday } from '@/lib/dates';

export function AdminHolidaysPage() {
  return (
    <>
      <PageHeader title={t`Holidays`} subtitle={t`The college's holidays are not counted in employees' leave`} />
      <HolidayManager initialYear={dateParts(localToday()).year} />
    </>
  );
}
