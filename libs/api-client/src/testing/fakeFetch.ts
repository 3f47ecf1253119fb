// Test helper only (never exported from the barrel): a fetch that records every outgoing Request
// and answers from a function, so tests assert what would really go over the wire.

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
  return { success: false as const, systemErrorCode, responseMessage, userMessage };
}
