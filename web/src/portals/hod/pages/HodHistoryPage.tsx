import { PageHeader } from '@/components/ui/page-header/PageHeader';

export function HodHistoryPage() {
  return <PageHeader title="HodHistoryPage" />;
}
