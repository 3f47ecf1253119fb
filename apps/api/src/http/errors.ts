// The common error body and how every failure becomes one. Contract violations answer 400 TP400,
// never 500; only a bug on our side (including a response that breaks the contract) answers 500.
import type { ErrorObject } from 'ajv';
import type { ErrorBody } from '@rewards/api-contract';
import type { FastifyError } from 'fastify';

export type ErrorDetail = { path: string; message: string };

/** A failure the client may see as it is. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly systemErrorCode: string,
    readonly responseMessage: string,
    readonly userMessage: string,
    readonly details?: ErrorDetail[],
    /** Sent as `Retry-After` with a 429: seconds until the limit lets this client through again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(responseMessage);
    this.name = 'AppError';
  }

  toBody(): ErrorBody {
    return {
      success: false,
      responseMessage: this.responseMessage,
      userMessage: this.userMessage,
      systemErrorCode: this.systemErrorCode,
      ...(this.details ? { details: this.details } : {}),
    };
  }
}

export const BAD_REQUEST_USER_MESSAGE = 'Invalid request. Please check the details and try again.';

export function badRequest(details: ErrorDetail[], userMessage = BAD_REQUEST_USER_MESSAGE): AppError {
  const first = details[0];
  const summary = first ? `${first.path} ${first.message}` : 'the request does not match the contract';
  return new AppError(400, 'TP400', `Bad request: ${summary}`, userMessage, details);
}

export function notFound(responseMessage: string, userMessage = responseMessage): AppError {
  return new AppError(404, '404', responseMessage, userMessage);
}

export function tooManyRequests(retryAfterSeconds?: number): AppError {
  return new AppError(429, 'TP429', 'Too many requests', 'Too many requests. Please try again later.', undefined, retryAfterSeconds);
}

/** The database did not answer in time (stalled, unreachable, or the pool drained): try again shortly. */
export function serviceUnavailable(): AppError {
  return new AppError(503, 'TP503', 'Service unavailable: the database did not answer in time', 'We are facing some issues. Please try again in a while.', undefined, 5);
}

export function internalError(): AppError {
  return new AppError(500, 'TP500', 'Internal server error', 'Something went wrong. Please try again later.');
}

/** Thrown by the response serializer when a handler's answer breaks the contract: a server bug. */
export class ResponseContractError extends Error {
  constructor(
    readonly route: string,
    readonly statusCode: string,
    readonly violations: ErrorDetail[],
  ) {
    super(`response ${statusCode} of ${route} breaks the contract: ${violations.map((d) => `${d.path} ${d.message}`).join('; ')}`);
    this.name = 'ResponseContractError';
  }
}

/** Ajv's errors as the error body's `details`: one entry per broken rule, paths like `body/page`. */
export function detailsFromAjv(errors: readonly ErrorObject[], part: string): ErrorDetail[] {
  return errors.map((error) => {
    let path = `${part}${error.instancePath}`;
    let message = error.message ?? 'is invalid';
    const params = error.params as Record<string, unknown>;
    if (error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties') {
      path += `/${String(params.additionalProperty ?? params.unevaluatedProperty)}`;
      message = 'is not a known field';
    } else if (error.keyword === 'required') {
      path += `/${String(params.missingProperty)}`;
      message = 'is required';
    } else if (error.keyword === 'enum' && Array.isArray(params.allowedValues)) {
      message = `must be one of: ${params.allowedValues.map(String).join(', ')}`;
    }
    return { path, message };
  });
}

const PART_NAMES: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'headers' };

/** Fastify's own client errors (parsing, media type, size) that mean "this request breaks the contract". */
const REQUEST_ERROR_DETAILS: Record<string, ErrorDetail> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { path: 'headers/content-type', message: 'must be application/json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { path: 'body', message: 'is required' },
  FST_ERR_CTP_INVALID_JSON_BODY: { path: 'body', message: 'is not valid JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { path: 'body', message: 'is too large' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { path: 'headers/content-length', message: 'does not match the body' },
  FST_ERR_BAD_URL: { path: 'url', message: 'is not a valid URL' },
};

/** SQLSTATEs and socket codes meaning "the database cannot answer now", not "this request is wrong". */
const UNAVAILABLE_CODES = new Set(['57014', '57P01', '57P02', '57P03', '53300', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);
/** node-postgres's own messages for its client-side timeouts and dropped connections. */
const UNAVAILABLE_MESSAGES = [/^Query read timeout$/, /timeout exceeded when trying to connect/i, /^Connection terminated/, /Client has encountered a connection error/];

/** True when `error` (or what it wraps: Drizzle puts the driver's error in `cause`) says the database is unavailable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test((current as Error).message))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Turns anything thrown while handling a request into the status and body to answer. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) return serviceUnavailable();
  // fastify-openapi-glue wraps a failed security handler's error in its SecurityError (exported as a
  // type only) under `errors`; the handler's own answer is inside.
  const wrapped = (error as { errors?: unknown } | null)?.errors;
  if (Array.isArray(wrapped)) {
    // A database that could not answer the session lookup: unavailable, not a bad token (the glue
    // would otherwise answer its own 401, or a 400 with its message).
    if (wrapped.some((candidate) => isDatabaseUnavailable(candidate))) return serviceUnavailable();
    const inner = wrapped.findLast((candidate): candidate is AppError => candidate instanceof AppError);
    if (inner) return inner;
    // anything else a security handler threw is a bug on our side, not a bad request
    if (wrapped.length > 0) return internalError();
  }
  const fastifyError = error as Partial<FastifyError> & { validation?: ErrorObject[]; validationContext?: string };
  if (Array.isArray(fastifyError.validation)) {
    const part = PART_NAMES[fastifyError.validationContext ?? ''] ?? fastifyError.validationContext ?? 'request';
    return badRequest(detailsFromAjv(fastifyError.validation, part));
  }
  const known = fastifyError.code ? REQUEST_ERROR_DETAILS[fastifyError.code] : undefined;
  if (known) return badRequest([known]);
  // A JSON syntax error (secure-json-parse), prototype poisoning or any other 4xx raised by Fastify
  // while reading the request: the client sent something the contract does not allow.
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500 && !(error instanceof ResponseContractError)) {
    return badRequest([{ path: 'request', message: fastifyError.message ?? 'is invalid' }]);
  }
  return internalError();
}
