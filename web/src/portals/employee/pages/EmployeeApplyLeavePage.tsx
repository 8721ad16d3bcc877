import { PageHeader } from '@/components/ui/page-header/PageHeader';

export function EmployeeApplyLeavePage() {
  return <PageHeader title="EmployeeApplyLeavePage" />;
}
