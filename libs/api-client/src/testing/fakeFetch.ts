// Test helper: a fetch that records every outgoing Request and answers from a function, so tests
// assert what would really go over the wire; and the contract's envelopes to answer with.
import type { ErrorBody } from '@rewards/api-contract';

export const TEST_BASE_URL = 'http://api.test';

export type Responder = (request: Request) => Response | Promise<Response>;

export interface FakeFetch {
  fetch: typeof globalThis.fetch;
  /** Every request made, in order, as the server would receive it. */
  requests: Request[];
  /** The requests whose path is `pathname`. */
  requestsTo(pathname: string): Request[];
}

export function fakeFetch(respond: Responder = () => jsonResponse(200, { success: true })): FakeFetch {
  const requests: Request[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    // A clone, so a test can read the body even after the responder consumed it.
    requests.push(request.clone());
    return respond(request);
  };
  const requestsTo = (pathname: string) => requests.filter((request) => new URL(request.url).pathname === pathname);
  return { fetch, requests, requestsTo };
}

export function jsonResponse(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });
}

/** The common error body the contract answers failures with. */
export function errorBody(systemErrorCode: string, responseMessage: string, userMessage = responseMessage) {
  return { success: false as const, systemErrorCode, responseMessage, userMessage } satisfies ErrorBody;
}

/** A 200 in the contract's success envelope. */
export const ok = (data: unknown) => jsonResponse(200, { success: true, data });

/** A failure with the contract's error body; the response message is the user message unless given. */
export function errorResponse(status: number, systemErrorCode: string, userMessage: string, responseMessage = userMessage): Response {
  return jsonResponse(status, errorBody(systemErrorCode, responseMessage, userMessage));
}

/** Answers by request path; anything else is a 404, so a test notices a call it did not expect. */
export function byPath(routes: Record<string, Responder>): Responder {
  return (request) => {
    const respond = routes[new URL(request.url).pathname];
    return respond ? respond(request) : errorResponse(404, '404', 'not found');
  };
}

/** Every call fails as a network failure would (for screens that must not need the API). */
export const offline: Responder = () => Promise.reject(new TypeError('offline'));

/** A promise that never settles: a call caught in flight (pending states). */
export function never<T>(): Promise<T> {
  return new Promise<T>(() => undefined);
}
