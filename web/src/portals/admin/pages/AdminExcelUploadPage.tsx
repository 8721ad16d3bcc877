// Excel Import: bulk creation of employees from a workbook.
import { t } from '@lingui/core/macro';
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { useSession } from '@/lib/auth/use-session';
import { ExcelImport } from '@/features/excel/components/ExcelImport';
import { useGetImportStatusQuery } from '@/features/excel/api/get-import-status';

export function AdminExcelUploadPage() {
  const { isAdmin } = useSession();
  const { data: imports } = useGetImportStatusQuery();
  return (
    <>
      <PageHeader title={t`Excel Import`} subtitle={t`Create many employees at once from an Excel workbook`} />
      <ExcelImport isAdmin={isAdmin} progress={imports?.progress} results={imports?.results} />
    </>
  );
}
