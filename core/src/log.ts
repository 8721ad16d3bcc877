// Logging shared by the api and the worker: one pino configuration whose redaction list keeps secrets,
// tokens and file contents out of every log line (docs/operations.md).

import pino, { type Logger, type LoggerOptions } from 'pino';

export type { Logger };

/** Field names whose values never reach a log line. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.confirmPassword',
  '*.token',
  '*.password_hash',
  '*.fileData',
];

/** A URL as logged: the values of query parameters that may carry a secret are masked. */
function redactUrl(url: string): string {
  return url.replace(/([?&][^=&#]*(?:token|password|secret|key)[^=&#]*=)[^&#]*/gi, '$1[redacted]');
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** The pino options of every process: the level, the redaction list, and requests logged without secrets. */
export function logOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}

export function createLogger(level: string): Logger {
  return pino(logOptions(level));
}
