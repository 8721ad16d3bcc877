// Logging shared by the api and the worker: one pino configuration whose redaction list keeps secrets,
// tokens and file contents out of every log line, written as JSON lines or, for a person at a terminal,
// through pino-pretty (docs/operations.md).

import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type PinoPretty from 'pino-pretty';

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

/**
 * A URL as logged: the values of query parameters that may carry a secret are masked (an identity
 * provider's `code` and `state` on the sign-in callback among them), and so is an iCal feed's token.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&][^=&#]*(?:token|password|secret|key)[^=&#]*=)[^&#]*/gi, '$1[redacted]')
    .replace(/([?&](?:code|state)=)[^&#]*/gi, '$1[redacted]')
    .replace(/(\/calendar\/feeds\/)(?!regenerate(?:[?#]|$))[^/?#]+/i, '$1[redacted]')
    // A decision link's secret (issue 44), in the api's path and the web page's.
    .replace(/(\/(?:decision-links|decide)\/)[^/?#]+/i, '$1[redacted]');
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

/** `json`: one JSON object a line, for machines; `pretty`: coloured, one readable line an entry, for a terminal. */
export type LogFormat = 'json' | 'pretty';

/**
 * Where pretty lines go: pino-pretty in the process itself, synchronously, so that nothing is lost when
 * the process exits right after a line. `undefined` for JSON: pino writes to stdout itself.
 */
export function logStream(format: LogFormat): DestinationStream | undefined {
  if (format === 'json') return undefined;
  // Required here, not imported: a server logging JSON (the production layout) never holds pino-pretty.
  const pretty = createRequire(import.meta.url)('pino-pretty') as typeof PinoPretty;
  return pretty({ colorize: true, sync: true, singleLine: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId' });
}

/** A request as a person at a terminal reads it, in one line: `GET /api/leaves?limit=25 200 12 ms`. */
export function requestLine(method: string, url: string, status: number, milliseconds: number): string {
  return `${method} ${redactUrl(url)} ${status} ${Math.round(milliseconds)} ms`;
}

/** The logger options Fastify takes: those of every process, with the pretty stream when asked for. */
export function fastifyLoggerOptions(level: string, format: LogFormat): LoggerOptions & { stream?: DestinationStream } {
  const stream = logStream(format);
  return stream ? { ...logOptions(level), stream } : logOptions(level);
}

export function createLogger(level: string, format: LogFormat = 'json'): Logger {
  const stream = logStream(format);
  return stream ? pino(logOptions(level), stream) : pino(logOptions(level));
}
