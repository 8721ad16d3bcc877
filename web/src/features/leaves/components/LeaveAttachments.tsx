// An application's files (issue 21: medical certificates) in its details dialog: each as a download link
// with its size, who attached it and when; the applicant attaches another while the application is open.
import { ATTACHMENT_ACCEPT, ATTACHMENT_LIMITS, checkChosenFiles, OPEN_STATUSES, type LeaveDto } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useState, type MouseEvent } from 'react';
import { API_BASE_URL } from '@/config/constants';
import { formatDateTime } from '@/lib/dates';
import { serverMessage } from '@/lib/api-error';
import { translateText } from '@/lib/i18n/texts';
import { useAddAttachmentMutation, useDownloadAttachmentMutation } from '../api/attachments';
import './leaves.css';

/** A file's size as people read it: '840 KB', '1.2 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function LeaveAttachments({ leave, canAttach }: { leave: LeaveDto; canAttach: boolean }) {
  const [download, { error: downloadError }] = useDownloadAttachmentMutation();
  const [attach, { isLoading: attaching }] = useAddAttachmentMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();
  const inputId = useId();
  const attachments = leave.attachments ?? [];
  const open = OPEN_STATUSES.includes(leave.status) && attachments.length < ATTACHMENT_LIMITS.maxFiles;
  const failed = downloadError ? (serverMessage(downloadError) ?? t`The file could not be downloaded.`) : null;

  const onDownload = (event: MouseEvent<HTMLAnchorElement>, attachment: (typeof attachments)[number]) => {
    event.preventDefault();
    void download({ leaveId: leave._id, attachment });
  };

  const onChoose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const refused = checkChosenFiles([file], attachments.length);
    setProblem(refused && translateText(refused));
    if (refused) return;
    const result = await attach({ leaveId: leave._id, file });
    if ('error' in result) setProblem(serverMessage(result.error) ?? t`The file could not be attached.`);
  };

  if (attachments.length === 0 && !(canAttach && open)) return null;
  return (
    <section className="leave-attachments" aria-labelledby={headingId}>
      <h3 id={headingId} className="leave-attachments__title">
        {t`Attachments`}
      </h3>
      {attachments.length > 0 && (
        <ul className="leave-attachments__list">
          {attachments.map((attachment) => {
            const size = formatFileSize(attachment.size);
            const name = attachment.uploadedBy.name;
            const when = formatDateTime(attachment.uploadedAt);
            return (
              <li key={attachment._id}>
                <a
                  href={`${API_BASE_URL}/leaves/${encodeURIComponent(leave._id)}/attachments/${encodeURIComponent(attachment._id)}`}
                  download={attachment.fileName}
                  onClick={(event) => onDownload(event, attachment)}
                >
                  {attachment.fileName}
                </a>{' '}
                <span className="muted">
                  <Trans>
                    ({size}) attached by {name}, <time dateTime={attachment.uploadedAt}>{when}</time>
                  </Trans>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {failed && <p role="alert" className="form-field__error">{failed}</p>}
      {canAttach && open && (
        <div className="leave-attachments__add">
          <label htmlFor={inputId}>{t`Attach a file (PDF, JPEG or PNG, up to 5 MB)`}</label>
          <input id={inputId} type="file" accept={ATTACHMENT_ACCEPT} disabled={attaching} onChange={(event) => void onChoose(event.currentTarget)} />
          {problem && <p role="alert" className="form-field__error">{problem}</p>}
        </div>
      )}
    </section>
  );
}
