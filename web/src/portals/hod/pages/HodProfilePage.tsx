import { PageHeader } from '@/components/ui/page-header/PageHeader';

export function HodProfilePage() {
  return <PageHeader title="HodProfilePage" />;
}
