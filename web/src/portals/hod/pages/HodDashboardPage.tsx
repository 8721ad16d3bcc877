import { PageHeader } from '@/components/ui/page-header/PageHeader';

export function HodDashboardPage() {
  return <PageHeader title="HodDashboardPage" />;
}
