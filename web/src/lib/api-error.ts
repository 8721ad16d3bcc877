// Reads the messages docs/product.md §8 shows out of an RTK Query error, whatever shape it has. The server
// words its refusals in English; the web shows its own translation of each one the catalogs know (domain's
// texts, which the server sends word for word) in the language chosen, and the server's English otherwise.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { FieldError } from '@leave/domain';
import { translateText } from '@/lib/i18n/texts';

interface FailureBody {
  message?: unknown;
  errors?: unknown;
  existingEmails?: unknown;
}

function isFetchError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

function failureBody(error: unknown): FailureBody | undefined {
  if (!isFetchError(error)) return undefined;
  const data = 'data' in error ? error.data : undefined;
  return typeof data === 'object' && data !== null ? (data as FailureBody) : undefined;
}

/** HTTP status, or RTK Query's 'FETCH_ERROR' / 'TIMEOUT_ERROR' / 'PARSING_ERROR'. */
export function errorStatus(error: unknown): number | string | undefined {
  return isFetchError(error) ? error.status : undefined;
}

/** The server's `message` field, in the language shown when the catalogs know it. */
export function serverMessage(error: unknown): string | undefined {
  const message = failureBody(error)?.message;
  return typeof message === 'string' && message.trim() !== '' ? translateText(message) : undefined;
}

/**
 * The first validation error's message: a contract FieldError's `msg`, or the `message` of a row error, in
 * the language shown when the catalogs know it.
 */
export function firstValidationMessage(error: unknown): string | undefined {
  const errors = failureBody(error)?.errors;
  if (!Array.isArray(errors)) return undefined;
  const first: unknown = errors[0];
  if (typeof first !== 'object' || first === null) return undefined;
  const entry = first as { [Key in keyof FieldError | 'message']?: unknown };
  if (typeof entry.msg === 'string') return translateText(entry.msg);
  return typeof entry.message === 'string' ? translateText(entry.message) : undefined;
}

/** The error's own message: a network failure's text or a thrown error's message. */
export function ownMessage(error: unknown): string | undefined {
  if (isFetchError(error)) {
    return 'error' in error && typeof error.error === 'string' ? error.error : undefined;
  }
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const message = (error as { message?: unknown }).message;
    return typeof message === 'string' && message !== '' ? message : undefined;
  }
  return undefined;
}

/** The raw failure body, for screens (Excel import) that list its details. */
export function failureData(error: unknown): FailureBody | undefined {
  return failureBody(error);
}
