// Bulk import of employees from Excel: drag and drop or browse, a template download, 'Processing Excel
// file...' while the server works, then a result panel (with the success rate) or an error panel.
// Only admins get the screen; anyone else sees 'Access Denied'.
import { t } from '@lingui/core/macro';
import { allowanceText, leaveCodeLabel, policyType, UI_MESSAGES, validateExcelFile, type ExcelUploadResult } from '@leave/domain';
import { usePolicyInForce } from '@/lib/policy';
import { useRef, useState, type DragEvent } from 'react';
import { Banner } from '@/components/ui/banner/Banner';
import { Button } from '@/components/ui/button/Button';
import { Card } from '@/components/ui/card/Card';
import { ownMessage, serverMessage } from '@/lib/api-error';
import { i18n } from '@/lib/i18n/i18n';
import { say } from '@/lib/i18n/say';
import { translateText } from '@/lib/i18n/texts';
import { useDownloadTemplateMutation } from '../api/download-template';
import type { ImportStatus } from '../api/get-import-status';
import { useUploadExcelMutation } from '../api/upload-excel';
import { readFileAsBase64 } from '@/lib/read-file';
import { rowErrorLines, uploadFailureOf, type UploadFailure } from '../upload-messages';
import { Icon } from '@/components/ui/icon/Icon';
import './excel.css';

type Phase =
  | { kind: 'idle' }
  | { kind: 'processing' }
  | { kind: 'queued'; jobId: string }
  | { kind: 'success'; result: ExcelUploadResult }
  | { kind: 'failure'; failure: UploadFailure };

export interface ExcelImportProps {
  isAdmin: boolean;
  /** Progress of a running import (fed by the socket's import:progress). */
  progress?: ImportStatus['progress'];
  /** How finished imports ended, by job id (the socket's import:done): a queued upload shows its own. */
  results?: ImportStatus['results'];
}

export function successRate(result: ExcelUploadResult): number {
  const attempted = result.successful + result.errors.length;
  return attempted === 0 ? 0 : Math.round((result.successful / attempted) * 100);
}

function fileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

export function ExcelImport({ isAdmin, progress: reported = null, results }: ExcelImportProps) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploadExcel] = useUploadExcelMutation();
  const [downloadTemplate, { isLoading: downloading }] = useDownloadTemplateMutation();
  const queuedEnd = phase.kind === 'queued' ? results?.[phase.jobId] : undefined;
  if (queuedEnd) {
    // A failed import's result carries only its reason, shown as the failure it is.
    setPhase(queuedEnd.failed ? { kind: 'failure', failure: { message: queuedEnd.result.message, rowErrors: [], existingEmails: [] } } : { kind: 'success', result: queuedEnd.result });
  }
  // A queued upload shows only its own import's progress.
  const progress = phase.kind !== 'queued' || reported?.jobId === phase.jobId ? reported : null;

  if (!isAdmin) {
    return (
      <Banner tone="error" title={translateText(UI_MESSAGES.accessDenied)}>
        <p>{t`Only administrators can import employees from Excel.`}</p>
      </Banner>
    );
  }

  const choose = (picked: File | undefined) => {
    if (!picked) return;
    const problem = validateExcelFile({ name: picked.name, size: picked.size });
    setPhase({ kind: 'idle' });
    setFileError(problem);
    setFile(problem ? null : picked);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const upload = async () => {
    if (!file) return;
    setPhase({ kind: 'processing' });
    let fileData: string;
    try {
      fileData = await readFileAsBase64(file);
    } catch (error) {
      setPhase({ kind: 'failure', failure: { message: ownMessage(error) ?? UI_MESSAGES.excelUploadFailed, rowErrors: [], existingEmails: [] } });
      return;
    }
    const answer = await uploadExcel({ fileData, fileName: file.name });
    if (answer.error) {
      setPhase({ kind: 'failure', failure: uploadFailureOf(answer.error) });
      return;
    }
    setPhase(answer.data.kind === 'queued' ? { kind: 'queued', jobId: answer.data.jobId } : { kind: 'success', result: answer.data.result });
    setFile(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const onDownloadTemplate = async () => {
    const answer = await downloadTemplate();
    if (answer.error) {
      window.alert(`${translateText(UI_MESSAGES.excelTemplateFailed)}${serverMessage(answer.error) ?? ownMessage(answer.error) ?? t`unknown error`}`);
    }
  };

  const processing = phase.kind === 'processing' || phase.kind === 'queued';
  const failureLines = phase.kind === 'failure' ? rowErrorLines(phase.failure.rowErrors) : [];
  const processed = progress?.processed ?? 0;
  const rows = progress?.total ?? 0;

  return (
    <div className="excel-import">
      <Card title={t`Upload Employee Data`} actions={<Button variant="secondary" busy={downloading} onClick={() => void onDownloadTemplate()}>{t`Download Template`}</Button>}>
        <div
          className={`dropzone${dragging ? ' dropzone--dragging' : ''}`}
          onDragEnter={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragOver={(event) => event.preventDefault()}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="excel-dropzone"
        >
          <p className="dropzone__icon">
            <Icon name="upload" size={36} />
          </p>
          <p className="dropzone__text">{dragging ? t`Drop the file here` : t`Drag and drop your Excel file here, or`}</p>
          <Button variant="secondary" onClick={() => inputRef.current?.click()} disabled={processing}>
            {t`Browse Files`}
          </Button>
          <input
            ref={inputRef}
            type="file"
            accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
            aria-label={t`Excel file to import`}
            className="sr-only"
            tabIndex={-1}
            onChange={(event) => choose(event.target.files?.[0])}
          />
          <p className="muted dropzone__formats">{t`.xlsx or .xls, less than 10MB`}</p>
        </div>

        {fileError && (
          <Banner tone="error" onDismiss={() => setFileError(null)}>
            <p>{translateText(fileError)}</p>
          </Banner>
        )}

        {file && (
          <div className="selected-file">
            <span>
              <strong>{file.name}</strong> <span className="muted">({fileSize(file.size)})</span>
            </span>
            <div className="row-actions">
              <Button variant="secondary" onClick={() => setFile(null)} disabled={processing}>
                {t`Remove`}
              </Button>
              <Button onClick={() => void upload()} busy={processing}>
                {t`Upload and Import`}
              </Button>
            </div>
          </div>
        )}

        {processing && (
          <div className="import-progress" role="status">
            <p>{translateText(UI_MESSAGES.excelProcessing)}</p>
            {progress && progress.total > 0 ? (
              <progress max={progress.total} value={progress.processed} aria-label={t`Import progress`}>
                {t`${processed} of ${rows}`}
              </progress>
            ) : (
              <progress aria-label={t`Import progress`} />
            )}
            {progress && progress.total > 0 && <p className="muted">{t`${processed} of ${rows} rows processed`}</p>}
            {phase.kind === 'queued' && <p className="muted">{t`The file is large: the import continues on the server and its result will show here.`}</p>}
          </div>
        )}
      </Card>

      {phase.kind === 'success' && <ImportResult result={phase.result} />}

      {phase.kind === 'failure' && (
        <Banner tone="error" title={t`Import failed`} onDismiss={() => setPhase({ kind: 'idle' })}>
          <p>{translateText(phase.failure.message)}</p>
          {phase.failure.hint && <p>{i18n._(phase.failure.hint)}</p>}
          {failureLines.length > 0 && (
            <ul>
              {failureLines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          {phase.failure.existingEmails.length > 0 && (
            <>
              <p>{t`Already existing:`}</p>
              <ul>
                {phase.failure.existingEmails.map((email) => (
                  <li key={email}>{email}</li>
                ))}
              </ul>
            </>
          )}
        </Banner>
      )}

      <ImportInstructions />
    </div>
  );
}

function ImportResult({ result }: { result: ExcelUploadResult }) {
  const lines = rowErrorLines(result.errors);
  return (
    <Card title={t`Import Result`} className="import-result">
      {/* The server's words, in the web's translation where the catalogs know them. */}
      <p className="import-result__message">{translateText(result.message)}</p>
      <dl className="import-result__figures">
        <div>
          <dt>{t`Imported`}</dt>
          <dd>{result.successful}</dd>
        </div>
        <div>
          <dt>{t`Failed rows`}</dt>
          <dd>{result.errors.length}</dd>
        </div>
        <div>
          <dt>{t`Already registered`}</dt>
          <dd>{result.existingEmails.length}</dd>
        </div>
        <div>
          <dt>{t`Success rate`}</dt>
          {/* Of the rows tried: a file of people all registered already tried none, which is no failure. */}
          <dd>{result.successful + result.errors.length === 0 ? t`Nothing new to import` : `${successRate(result)}%`}</dd>
        </div>
      </dl>
      {lines.length > 0 && (
        <>
          <h3 className="dialog-subtitle">{t`Rows with errors`}</h3>
          <ul className="import-result__errors">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      {result.existingEmails.length > 0 && (
        <>
          <h3 className="dialog-subtitle">{t`Already existing`}</h3>
          <ul className="import-result__errors">
            {result.existingEmails.map((email) => (
              <li key={email}>{email}</li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

function ImportInstructions() {
  // The import opens each new person's balance under the policy in force: its CL rule is the example.
  const cl = policyType(usePolicyInForce(), 'cl');
  const code = leaveCodeLabel('cl');
  // CL's allowance is domain's text while the rule is the standard one; one worded from a changed rule stays English.
  const allowance = cl ? allowanceText(cl, say) : '';
  // The columns' names and the roles' values are the template's own words: they stay English in every language.
  return (
    <Card title={t`Instructions`}>
      <ul className="guidelines">
        <li>{t`Required columns: First Name, Last Name, Email, Department, Role and Password.`}</li>
        <li>{t`Role must be employee or hod.`}</li>
        <li>{t`Password must be at least 6 characters.`}</li>
        <li>{t`Department names must be consistent with the existing departments.`}</li>
        <li>{t`Optional columns: Employee ID, Designation, Qualification, Mobile, Date of Birth, Date of Joining.`}</li>
        <li>{t`New employees start with the standard balances (for example ${code}: ${allowance}).`}</li>
      </ul>
    </Card>
  );
}
