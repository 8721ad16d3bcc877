import { PageHeader } from '@/components/ui/page-header/PageHeader';

export function AdminExcelUploadPage() {
  return <PageHeader title="AdminExcelUploadPage" />;
}
