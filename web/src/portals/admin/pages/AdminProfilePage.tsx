import { PageHeader } from '@/components/ui/page-header/PageHeader';

export function AdminProfilePage() {
  return <PageHeader title="AdminProfilePage" />;
}
