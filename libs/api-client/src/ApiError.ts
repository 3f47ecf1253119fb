import type { ErrorBody } from '@rewards/api-contract';

/** Shown when the answer carries no `userMessage` (a proxy's HTML error page, an empty 502, ...). */
export const FALLBACK_USER_MESSAGE = 'Something went wrong. Please try again.';

/**
 * A call that reached the server and was answered with a non-2xx status.
 * Network failures are not ApiErrors: fetch's own error (a TypeError, or an AbortError when the
 * query was cancelled) passes through untouched so TanStack Query can tell cancellation apart.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The common error body, when the answer was one; undefined otherwise. */
  readonly body: ErrorBody | undefined;
  /** The body's stable code (`TP400`, `TP500`, `404`, ...), or the HTTP status as text. */
  readonly systemErrorCode: string;
  /** What to show the member. */
  readonly userMessage: string;
  /** What went wrong, for developers and logs; also the error's `message`. */
  readonly responseMessage: string;

  constructor(status: number, body: ErrorBody | undefined, statusText = '') {
    const responseMessage = body?.responseMessage ?? `${status} ${statusText}`.trim();
    super(responseMessage);
    this.status = status;
    this.body = body;
    this.systemErrorCode = body?.systemErrorCode ?? String(status);
    this.userMessage = body?.userMessage ?? FALLBACK_USER_MESSAGE;
    this.responseMessage = responseMessage;
  }

  /** Builds the error from openapi-fetch's `{ error, response }` (error is the parsed body). */
  static fromResponse(response: Response, error: unknown): ApiError {
    return new ApiError(response.status, isErrorBody(error) ? error : undefined, response.statusText);
  }
}

/** True for the contract's common error body; anything else (text, HTML, other JSON) is not trusted. */
export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return (
    typeof body['responseMessage'] === 'string' &&
    typeof body['userMessage'] === 'string' &&
    typeof body['systemErrorCode'] === 'string'
  );
}
