// GET /excel/template: the workbook is saved straight away as an .xlsx file; only its name is kept, so
// no Blob ever enters the store. A failed answer (also a blob) is read for its message.
import { t } from '@lingui/core/macro';
import { api } from '@/lib/api';
import { downloadedFile, readFileResponse, saveFile } from '@/lib/download';

const TEMPLATE_FILE_NAME = 'employee_import_template.xlsx';

const downloadTemplateApi = api.injectEndpoints({
  endpoints: (build) => ({
    downloadTemplate: build.mutation<{ fileName: string }, void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: '/excel/template', responseHandler: readFileResponse, cache: 'no-store' });
        if (result.error) return { error: result.error };
        const file = downloadedFile(result.data);
        if (!file) return { error: { status: 'CUSTOM_ERROR', error: t`The template is not a file` } };
        saveFile(file.blob, TEMPLATE_FILE_NAME);
        return { data: { fileName: TEMPLATE_FILE_NAME } };
      },
    }),
  }),
});

export const { useDownloadTemplateMutation } = downloadTemplateApi;
