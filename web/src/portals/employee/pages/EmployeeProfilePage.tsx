import { PageHeader } from '@/components/ui/page-header/PageHeader';

export function EmployeeProfilePage() {
  return <PageHeader title="EmployeeProfilePage" />;
}
