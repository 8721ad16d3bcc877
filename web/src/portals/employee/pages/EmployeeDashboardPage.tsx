import { PageHeader } from '@/components/ui/page-header/PageHeader';

export function EmployeeDashboardPage() {
  return <PageHeader title="EmployeeDashboardPage" />;
}
