// When a failed job is worth another attempt. Both adapters of the job port try a job up to JOB_ATTEMPTS
// times with exponential back-off, but only for failures that may pass (a lost connection, a deadlock, a
// server restarting). A failure that a retry cannot change (a refused value, a rule, a missing file, a
// bug in a statement) ends the job at once: BullMQ's UnrecoverableError on Redis, the same decision in
// the in-process queue. A job interrupted by a crash is a different matter: it never failed, and is run
// again (BullMQ's stalled jobs; the embedded runtime's unfinished imports at start).

import { DomainError } from '@leave/domain';

export const JOB_ATTEMPTS = 3;
/** The first retry waits this long, each next one twice as long. */
export const JOB_BACKOFF_MS = 1000;

/** Thrown by a handler (or wrapped around a cause) to end a job for good. */
export class UnrecoverableJobError extends Error {
  override readonly name = 'UnrecoverableJobError';
}

/**
 * SQLSTATE classes that describe the statement or its data, not the moment: 22 data exception, 23
 * integrity constraint violation, 42 syntax error or access rule violation, 0A feature not supported,
 * P0 an exception raised by a trigger or function. A unique violation (23505) is left out: it is how two
 * writers at once meet, and the next attempt sees the row that won.
 */
const PERMANENT_SQL_CLASSES = new Set(['22', '23', '42', '0A', 'P0']);
const UNIQUE_VIOLATION = '23505';

/** The SQLSTATE of a database error from `pg` or PGlite, if it is one. */
export function sqlStateOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** Whether the database refused a row for what it holds (a data exception or a broken constraint). */
export function isRefusedRow(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== undefined && state !== UNIQUE_VIOLATION && (state.startsWith('22') || state.startsWith('23'));
}

/** Whether retrying cannot help. Anything unknown is given its retries: the last attempt decides then. */
export function isUnrecoverable(error: unknown): boolean {
  if (error instanceof UnrecoverableJobError) return true;
  // BullMQ's own class, recognised by name so that core needs no BullMQ.
  if (error instanceof Error && error.name === 'UnrecoverableError') return true;
  if (error instanceof DomainError) return error.code !== 'CONFLICT';
  const state = sqlStateOf(error);
  if (state !== undefined) return state !== UNIQUE_VIOLATION && PERMANENT_SQL_CLASSES.has(state.slice(0, 2));
  if (error instanceof Error && error.cause !== undefined) return isUnrecoverable(error.cause);
  return false;
}

/** How long to wait before attempt `next` (2, 3, ...). */
export function backoffBefore(next: number): number {
  return JOB_BACKOFF_MS * 2 ** (next - 2);
}
