// What the import screen says when an upload fails (docs/product.md §8).
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { UI_MESSAGES } from '@leave/domain';
import { errorStatus, failureData } from '@/lib/api-error';
import { translateText } from '@/lib/i18n/texts';

/**
 * A failed upload as the screen keeps it: the message in English (domain's or the server's, shown through
 * translateText), the screen's own hint and the rows' errors as they came, worded when shown.
 */
export interface UploadFailure {
  message: string;
  hint?: MessageDescriptor;
  rowErrors: readonly unknown[];
  existingEmails: string[];
}

/** One row's error in the language shown; the server's reasons in the web's translation where the catalogs know them. */
function describeRowError(entry: unknown): string | null {
  if (typeof entry === 'string') return translateText(entry);
  if (typeof entry !== 'object' || entry === null) return null;
  const { row, errors, msg: rowMessage, message } = entry as { row?: unknown; errors?: unknown; msg?: unknown; message?: unknown };
  const single = rowMessage ?? message;
  const reasons = Array.isArray(errors) ? errors.filter((item): item is string => typeof item === 'string').map(translateText).join(', ') : typeof single === 'string' ? translateText(single) : null;
  if (reasons === null) return null;
  return typeof row === 'number' ? t`Row ${row}: ${reasons}` : reasons;
}

export function rowErrorLines(errors: readonly unknown[]): string[] {
  return errors.map(describeRowError).filter((line): line is string => line !== null);
}

export function uploadFailureOf(error: unknown): UploadFailure {
  const status = errorStatus(error);
  if (status === 'TIMEOUT_ERROR') {
    return {
      message: UI_MESSAGES.excelTimeout,
      hint: msg`Refresh the employee list in a few minutes to see what was imported, upload a smaller file, or contact support.`,
      rowErrors: [],
      existingEmails: [],
    };
  }
  if (status === 403) {
    return { message: UI_MESSAGES.excelPermissionDenied, hint: msg`Log out and log in again with an admin account.`, rowErrors: [], existingEmails: [] };
  }
  const body = failureData(error);
  const message = typeof body?.message === 'string' && body.message !== '' ? body.message : UI_MESSAGES.excelUploadFailed;
  const rowErrors = Array.isArray(body?.errors) ? body.errors : [];
  const existingEmails = Array.isArray(body?.existingEmails) ? body.existingEmails.filter((item): item is string => typeof item === 'string') : [];
  return { message, rowErrors, existingEmails };
}
