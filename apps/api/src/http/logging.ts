// What the API's logs may hold. Never a request body, an SQL parameter, a mobile, a one-time code
// or a token: errors are logged by type, code and a message with Drizzle's "params:" cut off,
// request URLs with every run of digits long enough to be a mobile masked and every query value
// replaced, and the pino paths that could carry credentials are redacted outright.
import type { FastifyRequest } from 'fastify';
import { pino, type LoggerOptions } from 'pino';

/** Ten or more digits in a row: a mobile (with or without 91), an order of digits long enough to matter. */
const LONG_DIGITS = /\d{10,}/g;
/** Six digits standing alone: the shape of a one-time code. */
const CODE_LIKE = /(?<!\d)\d{6}(?!\d)/g;

export function maskText(text: string): string {
  return text.replace(LONG_DIGITS, (digits) => `${digits.slice(0, 2)}${'X'.repeat(digits.length - 4)}${digits.slice(-2)}`).replace(CODE_LIKE, 'XXXXXX');
}

/** The path with long digit runs masked; query values dropped, names kept (`?mobile=…&page=…`). */
export function safeUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const names = query === undefined ? [] : query.split('&').map((pair) => pair.split('=', 1)[0] ?? '');
  return maskText(path) + (names.length > 0 ? `?${names.map((name) => `${maskText(name)}=…`).join('&')}` : '');
}

interface SafeError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: SafeError;
}

/**
 * An error as the logs may keep it. Drizzle's query errors read "Failed query: <sql>\nparams: <values>":
 * the SQL stays, the values go; driver errors keep their SQLSTATE, never their `detail` (which quotes
 * the row: "Key (mobile)=(98…) already exists").
 */
export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'non-error thrown' };
  const message = maskText(error.message.split(/\nparams:/, 1)[0] ?? '');
  const code = (error as { code?: unknown }).code;
  const cause = (error as { cause?: unknown }).cause;
  return {
    type: error.name,
    message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.stack ? { stack: maskText(error.stack.split(/\nparams:/, 1)[0] ?? '') } : {}),
    ...(cause !== undefined && depth < 3 ? { cause: safeError(cause, depth + 1) } : {}),
  };
}

/** The pino options every API logger uses (server.ts, and buildApp when it makes its own). */
export function loggerOptions(level: string, base?: Record<string, unknown>): LoggerOptions {
  return {
    level,
    ...(base ? { base } : {}),
    serializers: {
      err: safeError,
      error: safeError,
      req: (request: FastifyRequest) => ({ method: request.method, url: safeUrl(request.url), remoteAddress: request.ip }),
    },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie', 'body', 'req.body', '*.params', 'params', 'otp', 'mobile', 'token', '*.otp', '*.mobile', '*.token'],
      censor: '[redacted]',
    },
  };
}

export function createLogger(level: string, base?: Record<string, unknown>, destination?: pino.DestinationStream): pino.Logger {
  return destination ? pino(loggerOptions(level, base), destination) : pino(loggerOptions(level, base));
}
