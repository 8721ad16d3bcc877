import { PageHeader } from '@/components/ui/page-header/PageHeader';

export function AdminDashboardPage() {
  return <PageHeader title="AdminDashboardPage" />;
}
