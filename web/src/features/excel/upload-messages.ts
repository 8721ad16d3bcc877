// What the import screen says when an upload fails (docs/product.md §8).
import { UI_MESSAGES } from '@leave/domain';
import { errorStatus, failureData } from '@/lib/api-error';

export interface UploadFailure {
  message: string;
  hint?: string;
  details: string[];
  existingEmails: string[];
}

function describeRowError(entry: unknown): string | null {
  if (typeof entry === 'string') return entry;
  if (typeof entry !== 'object' || entry === null) return null;
  const { row, errors, msg, message } = entry as { row?: unknown; errors?: unknown; msg?: unknown; message?: unknown };
  const reasons = Array.isArray(errors) ? errors.filter((item): item is string => typeof item === 'string').join(', ') : (msg ?? message);
  if (typeof reasons !== 'string') return null;
  return typeof row === 'number' ? `Row ${row}: ${reasons}` : reasons;
}

export function rowErrorLines(errors: readonly unknown[]): string[] {
  return errors.map(describeRowError).filter((line): line is string => line !== null);
}

export function uploadFailureOf(error: unknown): UploadFailure {
  const status = errorStatus(error);
  if (status === 'TIMEOUT_ERROR') {
    return {
      message: UI_MESSAGES.excelTimeout,
      hint: 'Refresh the employee list in a few minutes to see what was imported, upload a smaller file, or contact support.',
      details: [],
      existingEmails: [],
    };
  }
  if (status === 403) {
    return { message: UI_MESSAGES.excelPermissionDenied, hint: 'Log out and log in again with an admin account.', details: [], existingEmails: [] };
  }
  const body = failureData(error);
  const message = typeof body?.message === 'string' && body.message !== '' ? body.message : UI_MESSAGES.excelUploadFailed;
  const details = Array.isArray(body?.errors) ? rowErrorLines(body.errors) : [];
  const existingEmails = Array.isArray(body?.existingEmails) ? body.existingEmails.filter((item): item is string => typeof item === 'string') : [];
  return { message, details, existingEmails };
}
