// GET /excel/template: the workbook is saved straight away as an .xlsx file; only its name is kept, so
// no Blob ever enters the store. A failed answer (also a blob) is read for its message.
import { api } from '@/lib/api';

const TEMPLATE_FILE_NAME = 'employee_import_template.xlsx';

async function readBody(response: Response): Promise<unknown> {
  if (response.ok) return response.blob();
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { message: text || response.statusText };
  }
}

function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

const downloadTemplateApi = api.injectEndpoints({
  endpoints: (build) => ({
    downloadTemplate: build.mutation<{ fileName: string }, void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: '/excel/template', responseHandler: readBody, cache: 'no-store' });
        if (result.error) return { error: result.error };
        if (!(result.data instanceof Blob)) return { error: { status: 'CUSTOM_ERROR', error: 'The template is not a file' } };
        save(result.data, TEMPLATE_FILE_NAME);
        return { data: { fileName: TEMPLATE_FILE_NAME } };
      },
    }),
  }),
});

export const { useDownloadTemplateMutation } = downloadTemplateApi;
