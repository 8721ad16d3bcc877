import { PageHeader } from '@/components/ui/page-header/PageHeader';

export function HodEmployeesPage() {
  return <PageHeader title="HodEmployeesPage" />;
}
