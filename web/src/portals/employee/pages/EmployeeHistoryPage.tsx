import { PageHeader } from '@/components/ui/page-header/PageHeader';

export function EmployeeHistoryPage() {
  return <PageHeader title="EmployeeHistoryPage" />;
}
