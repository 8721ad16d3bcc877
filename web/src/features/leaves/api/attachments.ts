// An application's files (issue 21): GET /leaves/:id/attachments/:aid is saved straight away under the
// file's own name (no Blob enters the store); POST /leaves/:id/attachments adds one while it is open.
import type { ApiSuccess, AttachmentDto } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { api, LEAVE_LIST, MY_LEAVE_LIST } from '@/lib/api';
import { saveDownload } from '@/lib/download';

const attachmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    downloadAttachment: build.mutation<{ fileName: string }, { leaveId: string; attachment: AttachmentDto }>({
      queryFn: ({ leaveId, attachment }, _api, _extraOptions, baseQuery) =>
        saveDownload(
          baseQuery,
          `/leaves/${encodeURIComponent(leaveId)}/attachments/${encodeURIComponent(attachment._id)}`,
          () => attachment.fileName,
          () => t`The answer is not a file`,
        ),
    }),
    addAttachment: build.mutation<AttachmentDto, { leaveId: string; file: File }>({
      query: ({ leaveId, file }) => {
        const form = new FormData();
        form.append('file', file, file.name);
        return { url: `/leaves/${encodeURIComponent(leaveId)}/attachments`, method: 'POST', body: form };
      },
      transformResponse: (response: ApiSuccess<{ attachment: AttachmentDto }>) => response.data.attachment,
      invalidatesTags: (_result, _error, { leaveId }) => [LEAVE_LIST, MY_LEAVE_LIST, { type: 'LeaveEvents', id: leaveId }],
    }),
  }),
});

export const { useDownloadAttachmentMutation, useAddAttachmentMutation } = attachmentsApi;
