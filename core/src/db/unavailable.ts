// A database that is not there for the moment (restarting, failing over, refusing connections) is not a
// bug: the api answers 503 with Retry-After, the jobs try again (failures.ts), nothing exits (issue 25).

/** SQLSTATEs of a server going away or not yet taking connections: 57P01-57P03 and class 08. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN']);
/** What `pg` and pg-pool say, without a code, when a connection dies or none can be had in time. */
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /connection error and is not queryable/i,
  /timeout exceeded when trying to connect/i,
  /Client was closed and is not queryable/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /is not currently accepting connections/i,
];

/** Whether an error says the database cannot be reached right now (rather than that a statement failed). */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_STATES.has(code) || code.startsWith('08') || NETWORK_CODES.has(code))) return true;
  if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return error.cause !== undefined && isDatabaseUnavailable(error.cause, depth + 1);
}
