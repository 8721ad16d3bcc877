// Refusals as typed values. The domain throws them; the api maps `code` to an HTTP status in one place
// (VALIDATION 400, UNAUTHORIZED 401, FORBIDDEN 403, NOT_FOUND 404, CONFLICT 409, TOO_LARGE 413,
// GONE 410, UNPROCESSABLE 422, RATE_LIMITED 429).

export type DomainErrorCode = 'VALIDATION' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'TOO_LARGE' | 'GONE' | 'UNPROCESSABLE' | 'RATE_LIMITED';

export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly code: DomainErrorCode;
  /** The request field the message is about, for the `errors: [{field, msg}]` of a 400. */
  readonly field?: string;

  constructor(code: DomainErrorCode, message: string, field?: string) {
    super(message);
    this.code = code;
    if (field !== undefined) this.field = field;
  }

  static validation(message: string, field?: string): DomainError {
    return new DomainError('VALIDATION', message, field);
  }

  static unauthorized(message: string): DomainError {
    return new DomainError('UNAUTHORIZED', message);
  }

  static forbidden(message: string): DomainError {
    return new DomainError('FORBIDDEN', message);
  }

  static notFound(message: string): DomainError {
    return new DomainError('NOT_FOUND', message);
  }

  static conflict(message: string): DomainError {
    return new DomainError('CONFLICT', message);
  }

  static tooLarge(message: string): DomainError {
    return new DomainError('TOO_LARGE', message);
  }

  /** What the request names existed but is no more of use (a used, expired or outdated decision link, issue 44). */
  static gone(message: string): DomainError {
    return new DomainError('GONE', message);
  }

  /** Well-formed, but the work it asked for failed for good (an import that will not be retried). */
  static unprocessable(message: string, field?: string): DomainError {
    return new DomainError('UNPROCESSABLE', message, field);
  }

  static rateLimited(message: string): DomainError {
    return new DomainError('RATE_LIMITED', message);
  }
}
