import { PageHeader } from '@/components/ui/page-header/PageHeader';

export function AdminEmployeesPage() {
  return <PageHeader title="AdminEmployeesPage" />;
}
