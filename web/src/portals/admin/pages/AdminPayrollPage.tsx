// Payroll: the month's days of leave per person and type, for the payroll office.
import { t } from '@lingui/core/macro';
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { PayrollExport } from '@/features/payroll/components/PayrollExport';

export function AdminPayrollPage() {
  return (
    <>
      <PageHeader title={t`Payroll`} subtitle={t`Days of leave taken in a month, paid and unpaid, from the balance ledger's own counts`} />
      <PayrollExport />
    </>
  );
}
