// POST /excel/upload: the workbook as base64 with its name. The answer carries the import's result, or
// (202) a job id when the import outlasts the request; the result then arrives over Socket.IO.
import type { ExcelUploadResult } from '@leave/domain';
import { api, USER_LIST } from '@/lib/api';

export type UploadOutcome = { kind: 'done'; result: ExcelUploadResult } | { kind: 'queued'; jobId: string };

interface UploadAnswer extends Partial<ExcelUploadResult> {
  data?: Partial<ExcelUploadResult> & { jobId?: string };
  jobId?: string;
}

function readUploadAnswer(answer: UploadAnswer | null): UploadOutcome {
  const body = { ...answer, ...answer?.data };
  if (typeof body.jobId === 'string' && body.successful === undefined) return { kind: 'queued', jobId: body.jobId };
  return {
    kind: 'done',
    result: {
      message: body.message ?? '',
      successful: body.successful ?? 0,
      errors: Array.isArray(body.errors) ? body.errors : [],
      existingEmails: Array.isArray(body.existingEmails) ? body.existingEmails : [],
    },
  };
}

const uploadExcelApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadExcel: build.mutation<UploadOutcome, { fileData: string; fileName: string }>({
      query: (body) => ({ url: '/excel/upload', method: 'POST', body }),
      transformResponse: readUploadAnswer,
      invalidatesTags: [USER_LIST, 'Stats'],
    }),
  }),
});

export const { useUploadExcelMutation } = uploadExcelApi;
