// GET /excel/template: the workbook is saved straight away as an .xlsx file; only its name is kept, so
// no Blob ever enters the store. A failed answer (also a blob) is read for its message.
import { t } from '@lingui/core/macro';
import { api } from '@/lib/api';
import { saveDownload } from '@/lib/download';

const TEMPLATE_FILE_NAME = 'employee_import_template.xlsx';

const downloadTemplateApi = api.injectEndpoints({
  endpoints: (build) => ({
    downloadTemplate: build.mutation<{ fileName: string }, void>({
      queryFn: (_arg, _api, _extraOptions, baseQuery) => saveDownload(baseQuery, '/excel/template', () => TEMPLATE_FILE_NAME, () => t`The template is not a file`),
    }),
  }),
});

export const { useDownloadTemplateMutation } = downloadTemplateApi;
