import { PageHeader } from '@/components/ui/page-header/PageHeader';

export function AdminApplicationsPage() {
  return <PageHeader title="AdminApplicationsPage" />;
}
