import { PageHeader } from '@/components/ui/page-header/PageHeader';

export function HodApplicationsPage() {
  return <PageHeader title="HodApplicationsPage" />;
}
