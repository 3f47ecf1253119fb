import type { ClientLog } from '@rewards/api-contract';
import type { Middleware } from 'openapi-fetch';

export const CLIENT_LOGS_PATH = '/api/client-logs';

/** A call that failed, as the reporter saw it. Holds no body, header, token or OTP. */
export interface FailedCall {
  method: string;
  /** The call's URL without its query string (which carries the device id). */
  url: string;
  /** The contract's path template, e.g. `/c/prime/offer/{offerName}`. */
  path: string;
  /** The call's request id (`rid`), to find it in server logs. */
  rid: string | undefined;
  /** The HTTP status, or undefined when no answer came at all (network failure). */
  status: number | undefined;
  /** One line: `HTTP 503 Service Unavailable`, or the network error's name and message. */
  error: string;
}

export interface ErrorReporterOptions {
  /** The client's base URL; the report goes to `${baseUrl}/api/client-logs`. */
  baseUrl: string;
  /** The raw fetch: the report bypasses the middleware, so it is never reported or retried itself. */
  fetch: typeof globalThis.fetch;
  /** Send reports to the API (default true). `onError` is called either way. */
  send?: boolean;
  /** Told about every reportable failure, e.g. to forward it to the console or analytics. */
  onError?: (failure: FailedCall) => void;
}

/**
 * Which answers are failures worth a report: 5xx only. A 4xx is the server answering a request
 * it understood, and the caller handles it: 401 starts token renewal, 404 shows the not-found page,
 * 429 raises the overload flag (reporting then would add load to an overloaded server), and 400
 * and the auth 4xx mostly follow what the member typed (a short search, a wrong OTP).
 */
export function isReportableStatus(status: number): boolean {
  return status >= 500;
}

// The contract's ClientLog limits.
const MAX_ERROR = 2000;
const MAX_URL = 2000;

/**
 * Sends one log to `POST /api/client-logs` with the raw fetch, fire-and-forget: never throws and
 * never rejects (also used for the API-loop report).
 */
export function postClientLog(baseUrl: string, fetch: typeof globalThis.fetch, log: ClientLog): void {
  try {
    const sent = fetch(`${baseUrl.replace(/\/+$/, '')}${CLIENT_LOGS_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(log),
      keepalive: true, // lets a report made while the page unloads still leave
    });
    Promise.resolve(sent).catch(() => {
      // Nowhere left to report a failed report; dropping it is the point.
    });
  } catch {
    // Reporting never throws into the caller.
  }
}

export function toClientLog(failure: FailedCall): ClientLog {
  return {
    error: failure.error.slice(0, MAX_ERROR),
    errorInfo: JSON.stringify({
      status: failure.status ?? null,
      method: failure.method,
      rid: failure.rid ?? null,
      path: failure.path,
    }),
    url: failure.url.slice(0, MAX_URL),
  };
}

/**
 * Reports failed calls (spec §7): network errors and 5xx answers go to `POST /api/client-logs`
 * as `{ error, errorInfo, url }`. Fire-and-forget: the call's own result is never delayed, changed
 * or turned into a throw by the reporting, whatever goes wrong while reporting.
 */
export function errorReporter({ baseUrl, fetch, send = true, onError }: ErrorReporterOptions): Middleware {
  const report = (request: Request, path: string, status: number | undefined, error: string) => {
    // A failed log sent through the client itself is not logged again.
    if (path === CLIENT_LOGS_PATH) return;
    try {
      const target = new URL(request.url);
      const failure: FailedCall = {
        method: request.method,
        url: `${target.origin}${target.pathname}`,
        path,
        rid: target.searchParams.get('rid') ?? undefined,
        status,
        error,
      };
      try {
        onError?.(failure);
      } catch {
        // A broken listener must not stop the report.
      }
      if (send) postClientLog(baseUrl, fetch, toClientLog(failure));
    } catch {
      // Reporting never throws into the call.
    }
  };

  return {
    onResponse({ request, response, schemaPath }) {
      if (isReportableStatus(response.status)) {
        report(request, schemaPath, response.status, `HTTP ${response.status} ${response.statusText}`.trim());
      }
      return undefined;
    },
    onError({ request, error, schemaPath }) {
      // A cancelled call (TanStack Query aborts queries nobody needs any more) is not a failure.
      // Returning nothing lets the original error propagate to the caller.
      if (!isAbort(error)) report(request, schemaPath, undefined, describe(error));
      return undefined;
    },
  };
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
